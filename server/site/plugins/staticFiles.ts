/**
 * The built site's files (dist/) and compression of every answer. Wrapped with fastify-plugin:
 * @fastify/compress's hooks must hold for the routes of the other plugins (pages, config,
 * sitemap) too, so it is registered before them, on the app itself.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { ASSET_CACHE_CONTROL } from '../cacheControl';

export interface StaticFilesOptions {
  distDir: string;
}

const staticFiles: FastifyPluginAsync<StaticFilesOptions> = async (app, { distDir }) => {
  await app.register(fastifyCompress, { global: true, threshold: 512, encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: false,
    cacheControl: false,
    // The server renderer and the bare template are not pages.
    allowedPath: (path) => !path.startsWith('/server/') && path !== '/index.html',
    // Hashed build output never changes under its name; everything else may.
    setHeaders(res, file) {
      res.setHeader('Cache-Control', /[\\/]static[\\/]/.test(file) ? ASSET_CACHE_CONTROL : 'public, max-age=300');
    },
  });
};

export const staticFilesPlugin = fp(staticFiles, { name: 'site-static-files', fastify: '5.x' });
