/**
 * Publishing on the site server: a new config goes live (or is scheduled, or stored for a
 * preview link), or an earlier version comes back, without a build or a restart. Open only when
 * PUBLISH_TOKEN is set (a strong one: tokenStrength.ts), to a bearer of it (compared in constant
 * time, after the address's count of wrong tokens: tokenFailures.ts), rate-limited and bounded in
 * size. Bodies of the wrong shape are refused naming the field (publishBody.ts). Every publish
 * is held to the build's own validator; a refused one answers 422 with the problems exactly as
 * the build words them and changes nothing. Each change is one line in the store's history: who,
 * when, which version, how many lines changed; never the token.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { diffLines } from 'diff';
import { PREVIEW_BODY, PUBLISH_BODY, ROLLBACK_BODY, bodyProblem } from './publishBody';
import { TokenFailures, type TokenFailureOptions } from './tokenFailures';
import { publishTokenProblem } from './tokenStrength';
import { formatConfig, versionOf, type ConfigStore, type HistoryEntry, type VersionMeta } from './configStore';
import type { LiveConfig } from './liveConfig';

export const PUBLISH_PREFIX = '/_site/publish';
/** A published config is some 100 KB; a few MB leaves room and refuses a flood. */
export const PUBLISH_BODY_LIMIT = 4 * 1024 * 1024;
export const PREVIEW_DEFAULT_SECONDS = 7 * 24 * 3600;

export interface PublishOptions {
  token: string;
  live: LiveConfig;
  store: ConfigStore;
  validate: (config: unknown) => string[];
  /** PURGE_URL: told of every change of the live version, so a CDN drops stale pages at once. */
  purgeUrl?: string;
  /** Publishes (of all kinds) per address per minute. */
  perMinute?: number;
  /** Wrong tokens an address may send before it is refused unread (default 10 a minute). */
  tokenFailures?: Pick<TokenFailureOptions, 'limit' | 'windowMs'>;
  log: (level: 'info' | 'warn' | 'error', message: string, detail?: Record<string, unknown>) => void;
}

export interface DiffSummary {
  added: number;
  removed: number;
  /** A unified-style excerpt: changed lines with a prefix, at most a few hundred. */
  lines: string[];
}

const digest = (s: string) => createHash('sha256').update(s).digest();

export function sameToken(given: string, expected: string): boolean {
  // Digests of equal length, so the comparison takes the same time whatever was sent.
  return timingSafeEqual(digest(given), digest(expected));
}

export function summarizeDiff(before: unknown, after: unknown, maxLines = 400): DiffSummary {
  const parts = diffLines(before === null ? '' : formatConfig(before), formatConfig(after));
  const out: DiffSummary = { added: 0, removed: 0, lines: [] };
  for (const part of parts) {
    if (!part.added && !part.removed) continue;
    const lines = part.value.replace(/\n$/, '').split('\n');
    if (part.added) out.added += lines.length;
    else out.removed += lines.length;
    for (const line of lines) if (out.lines.length < maxLines) out.lines.push(`${part.added ? '+' : '-'} ${line}`);
  }
  return out;
}

/**
 * A preview link exactly: a version name, the expiry in milliseconds as decimal digits (no sign,
 * no hex, no exponent: Number() would take `0x…` and `1e13`), and an HMAC-SHA256 in base64url
 * (43 characters); nothing before, between or after.
 */
const PREVIEW_LINK = /^([a-f0-9]{20})\.([1-9][0-9]{0,15})\.([A-Za-z0-9_-]{43})$/;

export interface PreviewSigner {
  sign(version: string, expires: number): string;
  /** The version a link shows, or null when it is forged, malformed or expired. */
  verify(link: string, now?: number): string | null;
}

/** Signs preview links: `version.expiry.mac`, good on every box that has the same PUBLISH_TOKEN. */
export function previewSigner(token: string): PreviewSigner {
  const key = createHmac('sha256', token).update('config preview links').digest();
  const mac = (version: string, expires: number) => createHmac('sha256', key).update(`${version}.${expires}`).digest('base64url');
  return {
    sign(version: string, expires: number): string {
      return `${version}.${expires}.${mac(version, expires)}`;
    },
    /** The version a link shows, or null when it is forged, malformed or expired. */
    verify(link: string, now = Date.now()): string | null {
      const [, version, expiresText, given] = PREVIEW_LINK.exec(link) ?? [];
      if (!version || !expiresText || !given) return null;
      const expires = Number(expiresText);
      if (!Number.isSafeInteger(expires) || expires <= now) return null;
      const expected = mac(version, expires);
      return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected)) ? version : null;
    },
  };
}

interface PublishBody {
  config?: unknown;
  author?: unknown;
  message?: unknown;
  at?: unknown;
  dryRun?: unknown;
}

/** A refused body: the problem, and the field it names (the words before the colon). */
const badBody = (reply: FastifyReply, problem: string) => reply.code(400).send({ message: problem, field: problem.split(':')[0] });

const text = (value: unknown, max: number) =>
  typeof value === 'string'
    ? value
        .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
        .trim()
        .slice(0, max)
    : '';

/** Refuses to open publishing with a token a guesser could find. */
function assertStrong(token: string): void {
  const weak = publishTokenProblem(token);
  if (weak) throw new Error(weak);
}

/** What the publish routes share: the options, and the way a version is made live. */
interface Publisher extends PublishOptions {
  limited: { config: { rateLimit: { max: number; timeWindow: number } } };
  makeLive(version: string, entry: Omit<HistoryEntry, 'at' | 'version' | 'previous'>): Promise<string | null>;
}

function publisher(opts: PublishOptions): Publisher {
  const { store, live, log } = opts;
  async function purge(version: string, previous: string | null) {
    if (!opts.purgeUrl) return;
    try {
      const res = await fetch(opts.purgeUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ event: 'config-published', version, previous }),
        signal: AbortSignal.timeout(5000),
      });
      if (!res.ok) log('warn', `purge webhook answered ${res.status}`, { version });
    } catch (error) {
      log('warn', 'purge webhook failed; CDNs drop stale pages at s-maxage instead', { version, error: String(error) });
    }
  }
  return {
    ...opts,
    limited: { config: { rateLimit: { max: opts.perMinute ?? 30, timeWindow: 60_000 } } },
    async makeLive(version, entry) {
      const previous = (await store.live())?.version ?? null;
      await store.setLive(version, entry.author);
      await store.record({ at: new Date().toISOString(), version, previous, ...entry });
      log('info', `config version ${version} made live (${entry.action}) by ${entry.author}`, { previous, linesChanged: entry.linesChanged });
      // This process serves it at once; the others on the store within a second.
      await live.check();
      await purge(version, previous);
      return previous;
    },
  };
}

/**
 * The publish API, open to a bearer of the token only. Encapsulated: its token check is an
 * onRequest hook of its own routes, never of the site's pages. Needs @fastify/rate-limit on the app.
 */
export const publishingPlugin: FastifyPluginAsync<PublishOptions> = async (app, opts) => {
  assertStrong(opts.token);
  const failures = new TokenFailures({ ...opts.tokenFailures, log: (message, detail) => opts.log('warn', message, detail) });
  // What the last minute refused is written when the server stops, not lost.
  app.addHook('onClose', async () => failures.flush());
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-store');
    // An address over its limit is refused before its token is looked at: no answer tells a guess apart.
    const wait = failures.retryAfter(req.ip);
    if (wait) {
      return reply
        .code(429)
        .header('Retry-After', String(wait))
        .send({ message: `Too many wrong publish tokens from this address: try again in ${wait} s.` });
    }
    const auth = req.headers.authorization ?? '';
    const given = /^Bearer (.+)$/.exec(auth)?.[1] ?? '';
    if (!given || !sameToken(given, opts.token)) {
      failures.fail(req.ip);
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer')
        .send({ message: 'A valid publish token is required (Authorization: Bearer <PUBLISH_TOKEN>).' });
    }
    return undefined;
  });
  // Every answer a route means to give is sent by the route; what throws is the store failing (a
  // directory gone, PostgreSQL out of reach): nothing was changed, and trying again later may work.
  app.setErrorHandler((error: FastifyError, _req, reply) => {
    if (error.statusCode && error.statusCode < 500) return reply.code(error.statusCode).send({ message: error.message });
    opts.log('error', 'publishing failed: the config store could not be used', { error: String(error) });
    return reply
      .code(503)
      .header('Retry-After', '5')
      .send({ message: 'The config store cannot be reached just now: nothing was changed. The live site keeps its version; try again in a moment.' });
  });
  const ctx = publisher(opts);
  readRoutes(app, ctx);
  publishRoute(app, ctx);
  rollbackRoute(app, ctx);
  previewRoute(app, ctx);
};

/** Publishing under /_site/publish, as the site server opens it. */
export async function registerPublishing(app: FastifyInstance, opts: PublishOptions): Promise<void> {
  assertStrong(opts.token);
  await app.register(publishingPlugin, { ...opts, prefix: PUBLISH_PREFIX });
}

function readRoutes(app: FastifyInstance, { store, limited }: Publisher) {
  app.get('/versions', limited, async () => {
    const [versions, pointer, scheduled] = await Promise.all([store.list(), store.live(), store.scheduled()]);
    return {
      live: pointer?.version ?? null,
      liveSince: pointer?.since ?? null,
      versions: versions.map((v) => ({ ...v, live: v.version === pointer?.version })),
      scheduled,
    };
  });

  app.get('/history', limited, async () => ({ history: (await store.history()).reverse() }));

  app.get<{ Params: { version: string } }>('/versions/:version', limited, async (req, reply) => {
    const { version } = req.params;
    const [meta, config] = await Promise.all([store.meta(version), store.config(version)]);
    if (!meta || !config) return reply.code(404).send({ message: `no version ${version.slice(0, 40)}` });
    const parent = meta.parent ? await store.config(meta.parent) : null;
    return { meta, config, diff: summarizeDiff(parent, config) };
  });
}

function publishRoute(app: FastifyInstance, { store, validate, log, limited, makeLive }: Publisher) {
  app.post<{ Body: PublishBody }>('', { ...limited, bodyLimit: PUBLISH_BODY_LIMIT }, async (req, reply) => {
    const problem = bodyProblem(req.body, PUBLISH_BODY);
    if (problem) return badBody(reply, problem);
    const body = req.body;
    const author = text(body.author, 80);
    if (!author) return badBody(reply, 'author: say who publishes (a name)');
    const problems = validate(body.config);
    if (problems.length) {
      log('warn', `publish by ${author} refused: ${problems.length} problem(s)`, { problems: problems.slice(0, 20) });
      return reply.code(422).send({ message: 'pages.config.json is invalid', problems });
    }
    let at: number | null = null;
    if (body.at !== undefined) {
      at = typeof body.at === 'string' ? Date.parse(body.at) : NaN;
      if (!Number.isFinite(at) || !/(Z|[+-]\d\d:?\d\d)$/.test(String(body.at))) {
        return badBody(reply, 'at: an ISO 8601 time with a time zone, e.g. 2026-12-01T09:00:00+05:30');
      }
    }
    const pointer = await store.live();
    const before = pointer ? await store.config(pointer.version) : null;
    const diff = summarizeDiff(before, body.config);
    const version = versionOf(body.config);
    const linesChanged = diff.added + diff.removed;
    if (body.dryRun === true) return { version, live: pointer?.version ?? null, dryRun: true, diff };
    const message = text(body.message, 500);
    await store.put(body.config, { author, message, parent: pointer?.version ?? null });
    if (at !== null && at > Date.now()) {
      const goesLiveAt = new Date(at).toISOString();
      await store.schedule({ version, at: goesLiveAt, author, message });
      await store.record({
        at: new Date().toISOString(),
        action: 'schedule',
        version,
        author,
        message,
        linesChanged,
        previous: pointer?.version ?? null,
        goesLiveAt,
      });
      log('info', `config version ${version} scheduled for ${goesLiveAt} by ${author}`);
      return { version, live: false, scheduledAt: goesLiveAt, previous: pointer?.version ?? null, diff };
    }
    const previous = await makeLive(version, { action: 'publish', author, message, linesChanged });
    return { version, live: true, previous, diff };
  });
}

// The caller names the version it means to replace (`expected`): a request without it, or one
// read before another change (stale, or the same request sent again), changes nothing.
function rollbackRoute(app: FastifyInstance, { store, validate, limited, makeLive }: Publisher) {
  /** One rollback at a time in this process: each checks the live version it expects, then moves it. */
  let rollbacks: Promise<unknown> = Promise.resolve();

  app.post<{ Body: { version?: string; expected?: string; author?: string } }>('/rollback', limited, async (req, reply) => {
    const problem = bodyProblem(req.body, ROLLBACK_BODY);
    if (problem) return badBody(reply, problem);
    const author = text(req.body.author, 80);
    if (!author) return badBody(reply, 'author: say who rolls back (a name)');
    const turn = rollbacks.then(() => rollback(req.body, author, reply));
    rollbacks = turn.catch(() => {});
    return turn;
  });

  async function rollback({ version, expected }: { version?: string; expected?: string }, author: string, reply: FastifyReply) {
    const pointer = await store.live();
    const live = pointer?.version ?? null;
    if (expected === undefined || expected !== live) {
      const now = live ? `the live version is ${live}` : 'no version is live';
      return reply.code(409).send({
        message:
          expected === undefined
            ? `expected: name the version this rollback replaces; ${now}. Nothing changed.`
            : `${now}, not ${expected}: someone changed it since you looked. Nothing changed.`,
        live,
      });
    }
    let target = version ?? '';
    if (target === live) return reply.code(409).send({ message: `version ${target} is already live. Nothing changed.`, live });
    if (!target) {
      const current = pointer ? await store.meta(pointer.version) : null;
      target = current?.parent ?? '';
      if (!target) return reply.code(409).send({ message: 'the live version has no version before it' });
    }
    const meta: VersionMeta | null = await store.meta(target);
    if (!meta) return reply.code(404).send({ message: `no version ${target.slice(0, 40)}` });
    const problems = validate(await store.config(target));
    if (problems.length) return reply.code(422).send({ message: `version ${target} is invalid for this build`, problems });
    const before = pointer ? await store.config(pointer.version) : null;
    const linesChanged = (({ added, removed }) => added + removed)(summarizeDiff(before, await store.config(target)));
    const previous = await makeLive(target, { action: 'rollback', author, message: `back to ${target}`, linesChanged });
    return { version: target, live: true, previous };
  }
}

function previewRoute(app: FastifyInstance, { store, validate, limited, token }: Publisher) {
  const signer = previewSigner(token);
  app.post<{ Body: { config?: unknown; version?: string; author?: string; seconds?: number } }>(
    '/preview',
    { ...limited, bodyLimit: PUBLISH_BODY_LIMIT },
    async (req, reply) => {
      const problem = bodyProblem(req.body, PREVIEW_BODY);
      if (problem) return badBody(reply, problem);
      const body = req.body;
      const author = text(body.author, 80);
      if (!author) return badBody(reply, 'author: say who shares the preview (a name)');
      let version = body.version ?? '';
      if (body.config !== undefined) {
        const problems = validate(body.config);
        if (problems.length) return reply.code(422).send({ message: 'pages.config.json is invalid', problems });
        const pointer = await store.live();
        version = (await store.put(body.config, { author, message: 'preview', parent: pointer?.version ?? null, draft: true })).version;
      }
      if (!(await store.meta(version))) return reply.code(404).send({ message: 'config or a stored version is required' });
      const seconds = body.seconds !== undefined && body.seconds > 0 ? Math.min(body.seconds, 30 * 24 * 3600) : PREVIEW_DEFAULT_SECONDS;
      const expires = Date.now() + seconds * 1000;
      const link = signer.sign(version, expires);
      await store.record({ at: new Date().toISOString(), action: 'preview', version, author });
      return { version, preview: link, path: `/?preview=${encodeURIComponent(link)}`, expiresAt: new Date(expires).toISOString() };
    },
  );
}
