/**
 * The site server: the built site's static files, and every route's HTML with the
 * hosts written in at start time (no rebuild to point the same build elsewhere).
 * It keeps no state of its own, so instances scale out behind a CDN or balancer.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import { expandPath, matchPath } from '../../src/engine/paths';
import type { Hosts } from '../../src/engine/hosts';

interface RouteTable {
  site: { brand: string };
  routes: { path: string }[];
  notFoundPath: string;
}

export interface SiteServerOptions {
  distDir: string;
  hosts: Hosts;
  config: RouteTable;
  logger?: boolean;
}

/** Hosts go into the page as data; `<` is escaped so no value can close the script. */
export function hostsScript(hosts: Hosts): string {
  return `<script>window.__SITE_HOSTS__=${JSON.stringify(hosts).replace(/</g, '\\u003c')}</script>`;
}

export async function createSiteServer({ distDir, hosts, config, logger = false }: SiteServerOptions): Promise<FastifyInstance> {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`${indexFile} is missing: run npm run build first`);
  const html = readFileSync(indexFile, 'utf8').replace('<!--site-hosts-->', hostsScript(hosts));
  const paths = config.routes.map((r) => expandPath(r.path, config.site.brand));
  const isKnown = (url: string) => paths.some((p) => p !== config.notFoundPath && matchPath(p, url));

  const app = Fastify({ logger });
  await app.register(fastifyCompress, { global: true, threshold: 512, encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: false,
    // Hashed build output never changes under its name; everything else may.
    setHeaders(res, file) {
      res.setHeader('Cache-Control', /[\\/]static[\\/]/.test(file) ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });

  app.get('/*', async (req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    // Files we do not have are 404s, not pages.
    if (/\.[a-z0-9]+$/i.test(url)) return reply.code(404).type('text/plain').send('Not found');
    return reply
      .code(isKnown(url) ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'public, max-age=0, must-revalidate')
      .send(html);
  });
  return app;
}
