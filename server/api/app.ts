import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createServer, type IncomingMessage, type RequestListener } from 'node:http';
import type { Socket } from 'node:net';
import { dirname, join } from 'node:path';
import type { Db } from '../db/database.ts';
import { negotiateLanguage, registerContentRoutes } from './content-routes.ts';
import { ApiError, installErrorHandling } from './errors.ts';
import { limitsFromEnv, type ApiLimits } from '../shared/limits.ts';
import { addressMatcher, bodyDeadline, hardenServer, isLoopback, RESOURCE_HEADERS, resourceHeaders, type AddressMatcher } from '../shared/network.ts';
import { earlyErrorOptions, jsonError } from '../shared/safeErrors.ts';
import { corsOptions, originsFromEnv, SiteOrigins } from './origins.ts';
import { HotPath } from './hot-path.ts';
import { ResponseCache } from './response-cache.ts';
import { registerSubmissionRoutes } from './submission-routes.ts';
import { registerVitalsRoutes } from './vitals-routes.ts';

export interface AppOptions {
  db: Db;
  /** Accepted submission files land here; must not be inside a served folder. */
  uploadsDir: string;
  /** Uploads in flight; defaults to a `tmp` folder beside uploadsDir (same filesystem, so accepting is a rename). */
  tmpDir?: string;
  /**
   * Browser origins allowed to read answers (CORS) and to submit forms: the site's own.
   * Defaults to SITE_URL and SITE_ORIGINS; none means no browser page may use the API.
   */
  siteOrigins?: SiteOrigins | string[];
  logger?: FastifyServerOptions['logger'];
  /** Short company name used in messages ("previously associated with {brand}"). */
  brand?: string;
  /** Rate limits and timeouts; defaults from limitsFromEnv(). */
  limits?: Partial<ApiLimits>;
  /**
   * Proxies whose X-Forwarded-For is believed (TRUST_PROXY syntax: `loopback, 10.0.0.0/8`);
   * defaults to TRUST_PROXY, and to none: a client's own header then changes nothing.
   */
  trustProxy?: string;
  /** Client addresses free of the read limit and the connection cap; defaults to loopback. */
  unlimited?: AddressMatcher;
  /** Signs the forms' stamps and captcha questions, shared with the site server; defaults to FORM_SECRET. */
  formSecret?: string;
  /** A form sent sooner than this after it was rendered is spam; default 3000 ms. */
  minFillMs?: number;
}

export const toSiteOrigins = (o: SiteOrigins | string[] | undefined) => (o instanceof SiteOrigins ? o : new SiteOrigins(o ?? originsFromEnv()));

/** The API host, not listening: tests build one on a temporary database. */
export async function createApp(opts: AppOptions): Promise<FastifyInstance> {
  const limits = { ...limitsFromEnv(), ...opts.limits };
  const origins = toSiteOrigins(opts.siteOrigins);
  const proxySpec = (opts.trustProxy ?? process.env.TRUST_PROXY ?? '').trim();
  const proxies = addressMatcher(proxySpec);
  const unlimited = opts.unlimited ?? isLoopback;
  // Fastify's listener, or the hot path in front of it (set below).
  let listener: RequestListener | undefined;
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 64 * 1024,
    // Type coercion would let "12" pass as a page size and strip unknown
    // shapes silently; the API answers mistyped input with a 400 instead.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
    return503OnClosing: true,
    // request.ip is the socket's address unless the socket is a configured proxy.
    trustProxy: proxySpec ? (address: string) => proxies(address) : false,
    serverFactory: (handler) => {
      listener = handler;
      return createServer((req, res) => listener!(req, res));
    },
    // Errors raised before the hooks (a URL that does not decode) carry the headers too, and never echo the request.
    ...earlyErrorOptions(RESOURCE_HEADERS('same-origin'), jsonError),
  });
  // The server-wide deadline is the uploads'; JSON bodies get a shorter one below.
  hardenServer(app, { ...limits, requestTimeoutMs: limits.uploadTimeoutMs }, (a) => unlimited(a) || proxies(a));
  const bodies = bodyDeadline(app, limits.jsonTimeoutMs);
  // Answers are read by the site's scripts through CORS, which CORP does not govern; CORP
  // only stops other pages from loading them as images, scripts or media (no-cors), which
  // no page has reason to do with JSON.
  resourceHeaders(app, 'same-origin');
  installErrorHandling(app);
  await app.register(cors, corsOptions(origins, ['GET', 'HEAD', 'POST']));
  await app.register(rateLimit, {
    // Not on every route through the plugin's own (async) hook: loopback's reads skip it below.
    global: false,
    onExceeded: (request) => request.log.info({ route: request.routeOptions.url, refused: 'rate-limit' }, 'request refused'),
    errorResponseBuilder: (_request, context) => new ApiError(429, null, `too many requests, retry in ${Math.ceil(context.ttl / 1000)} s`),
  });
  const readLimit = app.rateLimit({ max: limits.readsPerWindow, timeWindow: limits.windowMs });
  // Per connection, not per request: a keep-alive socket's address does not change (and checking one
  // against the lists costs more than a cached answer's lookup).
  const peers = new WeakMap<Socket, { proxy: boolean; unlimited: boolean }>();
  const peer = (socket: Socket) => {
    let known = peers.get(socket);
    if (known === undefined) peers.set(socket, (known = { proxy: proxies(socket.remoteAddress), unlimited: unlimited(socket.remoteAddress) }));
    return known;
  };
  app.addHook('onRequest', (request, reply, done) => {
    // Submission routes count apart (their own config); the co-located site server renders
    // every visitor's pages from loopback, and the bench loads from it: neither is one client.
    if ((request.routeOptions.config as { rateLimit?: unknown }).rateLimit) return done();
    const { proxy, unlimited: own } = peer(request.raw.socket);
    // Through a trusted proxy the client is the one it names (request.ip), or the proxy itself.
    if (proxy ? unlimited(request.ip) : own) return done();
    readLimit.call(app, request, reply).then(() => done(), done);
  });
  // The same, before routing: through a trusted proxy without X-Forwarded-For, the client is the proxy itself
  // (`npm start` trusts loopback, and its site server's calls name no visitor).
  const freeClient = (req: IncomingMessage) => {
    const { proxy, unlimited: own } = peer(req.socket);
    return own && (!proxy || req.headers['x-forwarded-for'] === undefined);
  };
  // JSON routes take application/json only: Fastify's text/plain parser would let a body skip the preflight.
  app.removeContentTypeParser('text/plain');
  // A logging API shows every request: then nothing goes around Fastify.
  const hot = opts.logger ? undefined : new HotPath({ free: freeClient, origin: (o) => origins.match(o), language: negotiateLanguage, bodies });
  if (hot) {
    listener = hot.listener(listener!);
    app.addHook('preClose', (done) => {
      hot.close();
      done();
    });
  }
  registerContentRoutes(app, opts.db, new ResponseCache(5000, hot), hot);
  await registerSubmissionRoutes(app, {
    db: opts.db,
    uploadsDir: opts.uploadsDir,
    tmpDir: opts.tmpDir ?? join(dirname(opts.uploadsDir), 'tmp'),
    brand: opts.brand ?? 'Voltline',
    origins,
    perWindow: limits.submissionsPerWindow,
    windowMs: limits.windowMs,
    ...(opts.formSecret !== undefined ? { formSecret: opts.formSecret } : {}),
    ...(opts.minFillMs !== undefined ? { minFillMs: opts.minFillMs } : {}),
  });
  // Vitals parse any body as JSON (beacons send text/plain); that parser must not reach the other routes.
  await app.register(async (vitals) => registerVitalsRoutes(vitals, opts.db, { origins, perMinute: limits.vitalsPerMinute, unlimited }));
  return app;
}
