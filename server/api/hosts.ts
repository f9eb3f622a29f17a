import { existsSync } from 'node:fs';
import { join } from 'node:path';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { DEFAULT_TIMEOUTS, hardenServer, isLoopback, RESOURCE_HEADERS, resourceHeaders } from './network.ts';
import { earlyErrorOptions, installSafeErrors, jsonError } from './safeErrors.ts';
import { isResizeRequest, serveResizedImages, type ImageServiceOptions } from './images.ts';
import { corsOptions, SiteOrigins } from './origins.ts';

/**
 * The WebP twin to send for a PNG request, if the browser accepts WebP and the twin exists,
 * as an image CDN's automatic format does: the API's picture paths stay as they are.
 */
function webpRewriter(root: string) {
  // Only twins found are remembered: bounded by the files on disk, whatever paths are asked for.
  const twins = new Set<string>();
  const hasTwin = (twin: string) => {
    if (twins.has(twin)) return true;
    try {
      const parts = decodeURIComponent(twin).split('/').filter(Boolean);
      if (parts.includes('..') || !existsSync(join(root, ...parts))) return false;
    } catch {
      return false; // not a path at all; the static host answers it
    }
    twins.add(twin);
    return true;
  };
  return (url: string, accept: string | undefined): string => {
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    if (!path.endsWith('.png') || !accept?.includes('image/webp')) return url;
    const twin = `${path.slice(0, -4)}.webp`;
    return hasTwin(twin) ? twin + (q < 0 ? '' : url.slice(q)) : url;
  };
}

/**
 * A static host for generated assets (content host: images/ and files/; media
 * host: videos/). File names never change meaning between reseeds (the same
 * seed draws the same picture), so they are cached for a year. A PNG is sent as
 * its WebP twin to browsers that accept WebP (`Vary: Accept`).
 */
export async function createStaticHost(
  root: string,
  opts: { logger?: FastifyServerOptions['logger']; siteOrigins?: SiteOrigins; images?: ImageServiceOptions } = {},
): Promise<FastifyInstance> {
  const toWebp = webpRewriter(root);
  const app = Fastify({
    logger: opts.logger ?? false,
    rewriteUrl: (req) => (req.method === 'GET' || req.method === 'HEAD' ? toWebp(req.url ?? '/', req.headers.accept) : (req.url ?? '/')),
    // Errors raised before the hooks (a URL that does not decode) carry the headers too, and never echo the request.
    ...earlyErrorOptions(RESOURCE_HEADERS('cross-origin'), jsonError),
  });
  installSafeErrors(app, jsonError);
  // No idle limit here: a paused video's download waits on the browser, not on a stalled client.
  hardenServer(app, { ...DEFAULT_TIMEOUTS, idleTimeoutMs: 0, requestTimeoutMs: 30_000 }, isLoopback);
  // The site embeds these from another origin (images, videos): they must stay loadable cross-origin.
  resourceHeaders(app, 'cross-origin');
  await app.register(cors, corsOptions(opts.siteOrigins ?? new SiteOrigins(), ['GET', 'HEAD']));
  // Resized pictures (?w=, ?fm=): after CORS and the resource headers, before the static files.
  if (opts.images) await serveResizedImages(app, root, opts.images);
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
  });
  // A picture's format follows the request's Accept header: caches must keep one copy per format.
  app.addHook('onSend', async (request, reply, payload) => {
    if (/\.(png|webp)$/.test(request.url.split('?')[0]!) && !isResizeRequest(request.originalUrl)) {
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, Accept` : 'Accept');
    }
    return payload;
  });
  return app;
}
