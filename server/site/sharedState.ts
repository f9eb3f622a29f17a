/**
 * Where a site server keeps what its instances share. Without DATABASE_URL: the config store is a
 * directory (CONFIG_STORE), used proofs a SQLite file per box (FORM_PROOFS_DB), rate limits counted in
 * each process. With DATABASE_URL all three live in PostgreSQL, through one pool: boxes that share no
 * disk then share one truth, and N boxes allow what one allows.
 */
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { DirectoryConfigStore, type ConfigStore } from './configStore';
import { PgConfigStore } from './pgConfigStore';
import { createPool } from '../shared/pg';
import { pgRateLimitStore } from '../shared/pgRateLimit';
import { pgUsedProofs, type SharedUsedProofs } from '../shared/pgUsedProofs';

export interface SharedState {
  store: ConfigStore | null;
  /** Unset: the forms' own SQLite file. */
  usedProofs?: SharedUsedProofs;
  /** Unset: counted in this process. A store that cannot be reached lets requests through uncounted (skipOnError). */
  rateLimit?: { store: FastifyRateLimitStoreCtor; skipOnError: true };
}

export function sharedState(
  { databaseUrl, configStore }: { databaseUrl?: string | undefined; configStore?: string | undefined },
  log: (message: string, detail: Record<string, unknown>) => void,
): SharedState {
  if (!databaseUrl) return { store: configStore ? new DirectoryConfigStore(configStore) : null };
  // An idle connection dropped by the database is replaced at the next query; said, not thrown.
  const pool = createPool(databaseUrl, 10, (error) => log('a PostgreSQL connection was lost', { error: String(error) }));
  return {
    // The config store runs the migrations (at start, and again until the database answers) and ends the pool on close.
    store: new PgConfigStore(databaseUrl, pool),
    usedProofs: pgUsedProofs(pool),
    rateLimit: { store: pgRateLimitStore(pool), skipOnError: true },
  };
}
