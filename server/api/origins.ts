import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors.ts';

/** `https://voltline.example/any/path` → `https://voltline.example`; refuses what has no origin of its own. */
export function originOf(url: string): string {
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    throw new Error(`not a URL: "${url}"`);
  }
  if (origin === 'null') throw new Error(`"${url}" has no origin a browser would send`);
  return origin;
}

/**
 * The browser origins allowed to call the hosts: the site's own. A set that can
 * grow after start, because a site server on port 0 learns its origin only once
 * it listens, after the API it needs has started.
 */
export class SiteOrigins {
  private readonly origins = new Set<string>();

  constructor(urls: Iterable<string> = []) {
    this.add(...urls);
  }

  add(...urls: string[]): void {
    for (const url of urls) this.origins.add(originOf(url));
  }

  /** The configured string equal to the request's Origin, or undefined: the answer is never built from the request. */
  match(origin: string | undefined): string | undefined {
    if (origin === undefined) return undefined;
    for (const allowed of this.origins) if (allowed === origin) return allowed;
    return undefined;
  }

  list(): string[] {
    return [...this.origins];
  }
}

/** SITE_URL and SITE_ORIGINS (comma-separated), the origins a deployment names for its site. */
export function originsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  return [env.SITE_URL, ...(env.SITE_ORIGINS ?? '').split(',')].map((s) => s?.trim() ?? '').filter(Boolean);
}

/**
 * @fastify/cors options: an allowed Origin gets its configured twin back, any
 * other gets no CORS header at all; `Vary: Origin` goes on every response (the
 * plugin adds it whenever the origin option is a function).
 */
export function corsOptions(origins: SiteOrigins, methods: string[]) {
  return {
    origin: (origin: string | undefined, cb: (err: Error | null, allow: string | false) => void) => cb(null, origins.match(origin) ?? false),
    methods,
    // X-Form-Proof: a form's render stamp and captcha, checked by the submission routes.
    allowedHeaders: ['Content-Type', 'X-Form-Proof'],
    maxAge: 86400,
  };
}

/**
 * Cross-site request forgery: a browser always sends Origin with a POST, so a
 * submission naming an origin that is not the site's is refused; without Origin
 * (an older browser), Sec-Fetch-Site "cross-site" is refused too. A request
 * with neither comes from no browser page (curl, the site server) and carries
 * no visitor's ambient authority to abuse.
 *
 * The allowed origins decide, not Sec-Fetch-Site alone: the site may be deployed
 * on another registrable domain than its API, and its own submissions must pass.
 */
export function refuseCrossSite(origins: SiteOrigins) {
  return (request: FastifyRequest, _reply: unknown, done: (err?: Error) => void) => {
    const origin = request.headers.origin;
    const foreign = origin !== undefined ? origins.match(origin) === undefined : request.headers['sec-fetch-site'] === 'cross-site';
    if (foreign) {
      request.log.info({ route: request.routeOptions.url, refused: 'cross-site' }, 'submission refused');
      done(new ApiError(403, null, 'cross-site submissions are not accepted'));
      return;
    }
    done();
  };
}
