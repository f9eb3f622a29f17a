/**
 * The site server's security headers: a strict Content-Security-Policy on pages,
 * and nosniff, Referrer-Policy, Permissions-Policy and (over https) Strict-Transport-Security
 * on every response.
 *
 * No Cross-Origin-Opener-Policy. It guards a page's window from one that opened it or that it
 * opens; the site has no sign-in and no visitor's data to leak that way, and the links it opens
 * in a new tab carry noopener. Its price is paid by every visitor arriving from another site: the
 * browser puts the page in a browsing context group of its own (a new renderer process, and on
 * Android a process of its own for the site), during the page's load. Lighthouse's phone runs read
 * it as 150-250 ms more blocking time on every page, with no script of the site's involved
 * (docs/performance-history.md, session 30).
 *
 * Written by hand rather than with @fastify/helmet: every directive's value is computed here
 * (the hosts from the site's configuration, a nonce per rendered page for its inline scripts),
 * so helmet would only have copied strings into
 * headers, at the price of a new dependency. See README, "Security headers".
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Hosts } from '../../src/platform/hosts';

/** Where browsers send violation reports (report-uri and the Reporting API's `csp` endpoint). */
export const CSP_REPORT_PATH = '/csp-report';

/** A fresh nonce for one rendered page: every script in it carries it (the head's, the start script, React's streaming scripts). */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

const originOf = (url: string | undefined) => {
  if (!url) return undefined;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
};

const unique = (items: (string | undefined)[]) => [...new Set(items.filter((s): s is string => Boolean(s)))];

/**
 * Origins of every absolute `src` in the site's configuration (the contact page's map frame):
 * what the site's own pages frame. Walked generically: the server knows no block by name.
 */
export function framedOrigins(config: unknown): string[] {
  const found: string[] = [];
  const walk = (value: unknown, key?: string) => {
    if (typeof value === 'string') {
      if (key === 'src' && /^https?:\/\//i.test(value)) found.push(originOf(value) ?? '');
    } else if (Array.isArray(value)) value.forEach((v) => walk(v));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk(config);
  return unique(found);
}

export interface PolicyInput {
  hosts: Hosts;
  /** Origins the pages frame (the map). */
  frames: string[];
}

/**
 * The page policy, split where the page's nonce goes. `script-src`: the page's nonce (the
 * head's scripts, the start script, and React's scripts that move streamed blocks into place), and 'strict-dynamic' so the start script's imports (and theirs) run; 'self'
 * only for browsers without CSP 3, which ignore 'strict-dynamic' (CSP 3 browsers ignore 'self'
 * beside it). Styles: 'unsafe-inline' (see README: React writes style attributes).
 */
export function pagePolicy({ hosts, frames }: PolicyInput): (nonce: string) => string {
  const content = originOf(hosts.contentUrl);
  const media = originOf(hosts.mediaUrl);
  const api = originOf(hosts.apiUrl);
  const vitals = originOf(hosts.vitalsUrl);
  const before = `default-src 'self'; script-src`;
  const after = [
    ` 'strict-dynamic' 'self'`,
    `style-src 'self' 'unsafe-inline'`,
    // data: the favicon, written into the page (index.html) so that it is not one more request beside the largest picture.
    `img-src ${unique(["'self'", content, 'data:']).join(' ')}`,
    // blob: the hero's video, fetched whole from the media host and played from memory (src/blocks/hero/enhance.ts).
    `media-src ${unique(["'self'", media, 'blob:']).join(' ')}`,
    // Documents are downloaded with fetch from the content host (then saved from a blob); the hero's video from the media host.
    `connect-src ${unique(["'self'", api, vitals, content, media]).join(' ')}`,
    `frame-src ${frames.length ? frames.join(' ') : "'none'"}`,
    // Swiper's stylesheet carries its arrow icons as a data: font.
    "font-src 'self' data:",
    "worker-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
    'report-to csp',
  ].join('; ');
  return (nonce) => `${before} 'nonce-${nonce}'${after}`;
}

/** What every other answer (files, sitemap, errors) gets: nothing may run, load or frame it. */
export const RESOURCE_POLICY = `default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; report-uri ${CSP_REPORT_PATH}; report-to csp`;

/**
 * Turns off what the site never uses. Autoplay and fullscreen, which its own videos use, keep their
 * default (the page's own origin, not its frames'): naming them cost 38 bytes of every page's headers.
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), serial=(), usb=(), xr-spatial-tracking=()';

/** One year; sent only when the site's public URL is https (a browser ignores it over http anyway, but a proxy might not). */
export const HSTS = 'max-age=31536000';

export interface SecurityHeaderOptions {
  /** CSP_REPORT_ONLY=1: the policy is reported, not enforced (roll-out). */
  reportOnly: boolean;
  /** Strict-Transport-Security: on when the site's public URL (SITE_URL) is https. */
  hsts: boolean;
}

export const cspHeaderName = (reportOnly: boolean) => (reportOnly ? 'content-security-policy-report-only' : 'content-security-policy');

/**
 * Every response of the site server, errors and 404s included, gets the headers; set before
 * routing so nothing goes out without them. Pages replace the resource policy with theirs.
 */
export function installSecurityHeaders(app: FastifyInstance, opts: SecurityHeaderOptions): void {
  const headers = securityHeaders(opts);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** The headers every answer carries (pages then replace the policy with theirs); also written on errors raised before any hook. */
export function securityHeaders(opts: SecurityHeaderOptions): Record<string, string> {
  return {
    [cspHeaderName(opts.reportOnly)]: RESOURCE_POLICY,
    'reporting-endpoints': `csp="${CSP_REPORT_PATH}"`,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    ...(opts.hsts ? { 'strict-transport-security': HSTS } : {}),
  };
}

/** A violation as the two report formats carry it; only the directive and the blocked URL's origin are kept. */
function violationsOf(body: unknown): { directive: string; blocked: string }[] {
  const one = (r: Record<string, unknown>) => {
    const directive = String(r['effective-directive'] ?? r.effectiveDirective ?? r['violated-directive'] ?? 'unknown')
      .split(' ')[0]!
      .slice(0, 40);
    const raw = String(r['blocked-uri'] ?? r.blockedURL ?? '');
    // An origin or a keyword (inline, eval): never a path or query, which may hold what a visitor typed.
    const blocked = originOf(raw) ?? (/^[a-z-]{1,20}$/.test(raw) ? raw : raw ? 'other' : 'none');
    return { directive, blocked };
  };
  if (Array.isArray(body)) {
    return body
      .filter(
        (r): r is { type: string; body: Record<string, unknown> } => Boolean(r) && typeof r === 'object' && (r as { type?: unknown }).type === 'csp-violation',
      )
      .slice(0, 50)
      .map((r) => one(r.body ?? {}));
  }
  const legacy = (body as { 'csp-report'?: Record<string, unknown> } | null)?.['csp-report'];
  return legacy && typeof legacy === 'object' ? [one(legacy)] : [];
}

/** Distinct directive and origin pairs kept: a page under attack reports many made-up origins, and memory stays flat. */
export const CSP_REPORT_KEYS = 300;
/** The log gets a summary at most this often, however many reports arrive. */
export const CSP_SUMMARY_EVERY_MS = 60_000;

export interface CspSummary {
  /** Reports received since the last summary. */
  reports: number;
  /** The pairs counted most since the server started (at most ten), with their counts. */
  top: { csp: string; blocked: string; count: number }[];
}

/**
 * POST /csp-report: browsers report what the policy blocked (or would have, in report-only
 * mode). Each report is counted per directive and blocked origin in a bounded map (least
 * recently reported out first), and the log gets a summary of the counts at most once a
 * minute: an operator reads it while rolling the policy out. Nothing is stored.
 */
export async function registerCspReports(
  app: FastifyInstance,
  log: (summary: CspSummary) => void,
  { maxKeys = CSP_REPORT_KEYS, everyMs = CSP_SUMMARY_EVERY_MS }: { maxKeys?: number; everyMs?: number } = {},
): Promise<Map<string, number>> {
  // A Map keeps insertion order: re-inserting on every hit makes its first key the least recently reported.
  const counts = new Map<string, number>();
  let since = 0;
  let lastLogged = -Infinity;
  let timer: NodeJS.Timeout | undefined;
  const summarize = () => {
    timer = undefined;
    if (since === 0) return;
    lastLogged = Date.now();
    const top = [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([key, count]) => {
        const [csp, blocked] = key.split(' ') as [string, string];
        return { csp, blocked, count };
      });
    log({ reports: since, top });
    since = 0;
  };
  app.addHook('onClose', (_instance, done) => {
    clearTimeout(timer);
    done();
  });
  await app.register(async (scope) => {
    // Reports come as application/csp-report (report-uri) or application/reports+json (report-to).
    scope.addContentTypeParser(
      ['application/csp-report', 'application/reports+json', 'application/json'],
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_req, body, done) => {
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(null, null);
        }
      },
    );
    scope.post(CSP_REPORT_PATH, { config: { rateLimit: { max: 100, timeWindow: 60_000 } } }, async (req, reply) => {
      for (const v of violationsOf(req.body)) {
        const key = `${v.directive} ${v.blocked}`;
        const count = (counts.get(key) ?? 0) + 1;
        counts.delete(key);
        counts.set(key, count);
        if (counts.size > maxKeys) counts.delete(counts.keys().next().value!);
        since += 1;
      }
      // The first report is logged at once; later ones wait for the next minute's summary.
      if (since > 0 && !timer) {
        const wait = Math.max(0, lastLogged + everyMs - Date.now());
        if (wait === 0) summarize();
        else timer = setTimeout(summarize, wait).unref();
      }
      return reply.code(204).send();
    });
  });
  return counts;
}
