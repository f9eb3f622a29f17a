/**
 * @fastify/rate-limit's counters in PostgreSQL, so that N boxes allow what one box allows, not N
 * times it. The counting is rate-limiter-flexible's RateLimiterPostgres (an upsert per hit, with the
 * window's expiry beside the count); this is only the adapter to the plugin's store interface: the
 * plugin decides, from the count and time left, whether to answer 429.
 */
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type pg from 'pg';
import { RateLimiterPostgres } from 'rate-limiter-flexible';

/** The table the migrations create (shared/pg.ts, migration 3). */
const TABLE = 'rate_limit';

/**
 * A store class for @fastify/rate-limit's `store` option, counting in `pool`'s database. Each window
 * length gets its own limiter (its keys prefixed by the window), as the plugin passes the window with
 * each hit. With the database gone, a hit fails: the plugin's `skipOnError` then decides whether
 * requests pass uncounted or are refused.
 */
export function pgRateLimitStore(pool: pg.Pool): FastifyRateLimitStoreCtor {
  const limiters = new Map<number, RateLimiterPostgres>();
  const limiterFor = (windowMs: number) => {
    let limiter = limiters.get(windowMs);
    if (!limiter) {
      limiter = new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        tableName: TABLE,
        tableCreated: true,
        keyPrefix: `w${windowMs}`,
        // The plugin compares the count with its own maximum: this limiter only counts.
        points: Number.MAX_SAFE_INTEGER,
        duration: Math.max(1, Math.ceil(windowMs / 1000)),
      });
      limiters.set(windowMs, limiter);
    }
    return limiter;
  };

  // Each limit (a route's, or one made with createRateLimit) counts apart, as the plugin's own stores do:
  // named by its path and the order it was made in, the same on every box running the same code.
  const made = new Map<string, number>();
  class PgRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: FastifyRateLimitOptions,
      private readonly scope = 'app',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      limiterFor(timeWindow)
        .penalty(`${this.scope} ${key}`, 1)
        .then(
          (res) => callback(null, { current: res.consumedPoints, ttl: res.msBeforeNext }),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    child(routeOptions: { path?: string }): FastifyRateLimitStore {
      const path = routeOptions.path ?? 'limit';
      const n = (made.get(path) ?? 0) + 1;
      made.set(path, n);
      return new PgRateLimitStore(undefined, `${path}#${n}`);
    }
  }
  return PgRateLimitStore;
}
