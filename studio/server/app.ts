/**
 * The studio's Fastify instance: the headers on every answer, errors Fastify raises itself
 * answered in its own few words, a body limit, a Host check, and changes taken from the studio's
 * own page only, as JSON (ownOrigin.ts); and the hand-over of what Fastify does not route to
 * Vite's dev middlewares.
 */
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { ViteDevServer } from 'vite';
import { earlyErrorOptions, installSafeErrors, jsonError, wordsFor } from '../../server/shared/safeErrors';
import { hostAllowed } from '../../server/shared/hostCheck';
import { ownOriginHook } from './ownOrigin';

/** An API route: the request's body in, a status and a JSON body out. */
export type ApiHandler = (body: unknown) => Promise<[number, unknown]>;

/** A whole config travels in an edit, a save or a publish: the site's publish route takes as much. */
const BODY_LIMIT = 4 * 1024 * 1024;

/**
 * On every answer, errors included. Not the site's strict policy: Vite's dev client runs
 * inline and generated scripts. The preview and the catalogue's examples are frames of the
 * studio itself, so framing is allowed to this origin and no other.
 */
const HEADERS: Record<string, string> = {
  'content-security-policy': "frame-ancestors 'self'; base-uri 'self'; object-src 'none'",
  'x-frame-options': 'SAMEORIGIN',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/** The names this machine answers by, at the port the server listens on (none before it listens). */
function ownHosts(app: FastifyInstance): string[] {
  const address = app.server.address() as AddressInfo | null;
  return address ? [`localhost:${address.port}`, `127.0.0.1:${address.port}`] : [];
}

export function createStudioApp(): FastifyInstance {
  const app = Fastify({ bodyLimit: BODY_LIMIT, logger: { level: 'warn' }, ...earlyErrorOptions(HEADERS, jsonError) });
  // The headers first, then the Host check: a refusal carries them too. A page elsewhere whose
  // name resolves to 127.0.0.1 (DNS rebinding) still sends its own name, and is refused.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(HEADERS);
    if (hostAllowed(ownHosts(app), request.headers.host)) return done();
    const { type, body } = jsonError(421, wordsFor(421));
    void reply.code(421).header('connection', 'close').type(type).send(body);
  });
  // Then where the request comes from, before its body is read.
  app.addHook(
    'onRequest',
    ownOriginHook(
      () => ownHosts(app).map((host) => `http://${host}`),
      (reply, status, message) =>
        void reply
          .code(status)
          .type('application/json; charset=utf-8')
          .send(JSON.stringify({ message, field: null })),
    ),
  );
  // Fastify reads text/plain bodies by default: the one body a page elsewhere can post here without asking first.
  app.removeContentTypeParser('text/plain');
  installSafeErrors(app, jsonError);
  return app;
}

/**
 * Hands a request to Vite's middlewares on the raw response (Fastify steps aside: `hijack`),
 * with the headers the hooks set copied over first; what Vite does not serve is a 404.
 */
export function viaVite(vite: ViteDevServer) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    const res = reply.raw;
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) res.setHeader(name, value);
    vite.middlewares(request.raw, res, (error?: unknown) => {
      if (error) request.log.error(error);
      if (res.headersSent) return void res.end();
      const status = error ? 500 : 404;
      const { type, body } = jsonError(status, wordsFor(status));
      res.writeHead(status, { 'content-type': type }).end(body);
    });
  };
}
