import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { corsOptions } from './app.ts';

/**
 * A static host for generated assets (content host: images/ and files/; media
 * host: videos/). File names never change meaning between reseeds (the same
 * seed draws the same picture), so they are cached for a year.
 */
export async function createStaticHost(root: string, opts: { logger?: boolean; siteOrigins?: string[] } = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: opts.logger ?? false });
  await app.register(cors, { ...corsOptions(opts.siteOrigins), methods: ['GET', 'HEAD'] });
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: false,
    list: false,
    serveDotFiles: false,
    acceptRanges: true,
    cacheControl: true,
    maxAge: '365d',
    immutable: true,
    setHeaders: (res) => {
      // The site may run with cross-origin isolation; let it embed these.
      res.setHeader('cross-origin-resource-policy', 'cross-origin');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ message: `Not found: ${request.url.split('?')[0]}` });
  });
  return app;
}
