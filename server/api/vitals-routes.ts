import type { FastifyInstance, FastifyRequest } from 'fastify';
import { relaxedCommit, type Db } from '../db/database.ts';
import { isVitalName, VITAL_NAMES, type VitalName } from '../db/vitals.ts';
import { ApiError } from './errors.ts';
import type { AddressMatcher } from '../shared/network.ts';
import type { SiteOrigins } from './origins.ts';

export const MAX_VITALS_PER_REQUEST = 50;
const MAX_PATH = 300;
const MAX_ID = 100;
const MAX_TIME_MS = 10 * 60 * 1000;
const MAX_CLS = 100;
const RATINGS = ['good', 'needs-improvement', 'poor'];
// What src/vitals/reportVitals.ts sends; any other key is refused, like the other routes' closed schemas.
const KEYS = new Set(['name', 'value', 'rating', 'id', 'navigationType', 'route', 'path']);

interface VitalRow {
  name: VitalName;
  value: number;
  rating: string | null;
  route: string;
  path: string;
  navigationType: string | null;
  metricId: string | null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isPath = (v: unknown): v is string => typeof v === 'string' && v.startsWith('/') && v.length <= MAX_PATH;
const optionalText = (v: unknown, max: number): v is string | undefined => v === undefined || (typeof v === 'string' && v.length >= 1 && v.length <= max);

/** A metric or an array of 1 to 50 metrics, checked whole: the first bad field is thrown, naming its index. */
export function parseVitals(body: unknown): VitalRow[] {
  const metrics = Array.isArray(body) ? body : isRecord(body) ? [body] : null;
  if (!metrics) throw new ApiError(400, 'body', 'must be a metric or an array of metrics');
  if (metrics.length === 0 || metrics.length > MAX_VITALS_PER_REQUEST) {
    throw new ApiError(400, 'body', `must hold 1 to ${MAX_VITALS_PER_REQUEST} metrics`);
  }
  return metrics.map((m: unknown, i) => {
    const at = `metrics[${i}]`;
    const fail = (field: string, reason: string) => new ApiError(400, `${at}.${field}`, reason);
    if (!isRecord(m)) throw new ApiError(400, at, 'must be an object');
    const extra = Object.keys(m).find((k) => !KEYS.has(k));
    if (extra !== undefined) throw fail(extra.slice(0, 100), 'is not an accepted field');
    const { name, value, rating, route, path, id, navigationType } = m;
    if (!isVitalName(name)) throw fail('name', `must be one of ${VITAL_NAMES.join(', ')}`);
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) throw fail('value', 'must be a finite number >= 0');
    const max = name === 'CLS' ? MAX_CLS : MAX_TIME_MS;
    if (value >= max) throw fail('value', `must be below ${max}`);
    if (rating !== undefined && !RATINGS.includes(rating as string)) throw fail('rating', `must be one of ${RATINGS.join(', ')}`);
    if (!isPath(route)) throw fail('route', `must be a string starting with '/' of at most ${MAX_PATH} characters`);
    if (!isPath(path)) throw fail('path', `must be a string starting with '/' of at most ${MAX_PATH} characters`);
    if (!optionalText(id, MAX_ID)) throw fail('id', `must be a string of 1 to ${MAX_ID} characters`);
    if (!optionalText(navigationType, 40)) throw fail('navigationType', 'must be a string of 1 to 40 characters');
    return {
      name,
      value,
      route,
      path,
      rating: (rating as string | undefined) ?? null,
      navigationType: navigationType ?? null,
      metricId: id ?? null,
    };
  });
}

export interface VitalsOptions {
  /** The site's origins: a beacon from any other page (or from no page) is refused (403). */
  origins: SiteOrigins;
  /** Beacons one address may send per minute (VITALS_PER_MINUTE); past it, 429. */
  perMinute: number;
  /** Addresses free of that limit (loopback by default: the tests' and a local browser's). */
  unlimited: AddressMatcher;
}

/**
 * `POST /vitals`: field web vitals from the site's browsers (src/vitals/reportVitals.ts).
 * Takes JSON sent as text/plain (navigator.sendBeacon's type, the one that keeps a
 * cross-origin beacon free of a preflight) or application/json, from the site's own origins
 * only, at a limited rate per address. Call it inside a context of its own (`app.register`):
 * it replaces that context's body parsers.
 */
export function registerVitalsRoutes(app: FastifyInstance, db: Db, opts: VitalsOptions): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(['text/plain', 'application/json'], { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new ApiError(400, 'body', 'invalid JSON'), undefined);
    }
  });

  const insert = db.prepare(`INSERT INTO vitals (name, value, rating, route, path, navigation_type, metric_id, user_agent, created_at)
    VALUES (@name, @value, @rating, @route, @path, @navigationType, @metricId, @userAgent, @createdAt)`);
  const insertAll = db.transaction((rows: readonly VitalRow[], userAgent: string | null) => {
    const createdAt = new Date().toISOString();
    for (const row of rows) insert.run({ ...row, userAgent, createdAt });
  });

  // Before the body is read: the Origin a browser always sends with a cross-origin POST.
  const fromSite = (request: FastifyRequest, _reply: unknown, done: (err?: Error) => void) =>
    done(opts.origins.match(request.headers.origin) === undefined ? new ApiError(403, null, "vitals are accepted from the site's pages only") : undefined);
  const limit = { max: opts.perMinute, timeWindow: 60_000, allowList: (request: FastifyRequest) => opts.unlimited(request.ip) };
  app.post('/vitals', { onRequest: fromSite, config: { rateLimit: limit } }, async (request, reply) => {
    const rows = parseVitals(request.body);
    // Measurements, not messages: the last second of them may be lost in a power cut.
    relaxedCommit(db, () => insertAll(rows, request.headers['user-agent']?.slice(0, 500) ?? null));
    return reply.code(204).send();
  });
}
