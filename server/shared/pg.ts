/**
 * The site server's PostgreSQL (DATABASE_URL), for state several boxes share: config versions and
 * the live pointer, used form proofs, rate-limit counters. One pool for queries, each with a
 * statement timeout, so a stalled database answers a request with an error rather than holding it;
 * TLS as the URL's `sslmode` says (node-postgres reads it).
 *
 * The schema is versioned: each migration runs once, in order, inside a transaction holding an
 * advisory lock, so boxes starting together never race to create the same table. The migrations
 * are a few statements kept here, in code, rather than a migration tool's folder of files read at
 * run time: the server is bundled, and the schema travels with the code that reads it.
 */
import pg from 'pg';

/** How long one statement may run before PostgreSQL cancels it. */
export const STATEMENT_TIMEOUT_MS = 5_000;
/** How long a query waits for a connection before it fails (a database that does not answer). */
const CONNECT_TIMEOUT_MS = 3_000;
// Any 64-bit number the site's migrations alone take: "voltline" in ASCII.
const MIGRATION_LOCK = 0x766f6c746c696e65n;

/**
 * A pool whose idle connections may die with the database: the pool drops them and says so through
 * `lost` (an 'error' event nobody hears would end the process); the next query opens a new one.
 */
export function createPool(url: string, max = 10, lost: (error: Error) => void = () => undefined): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
  });
  pool.on('error', lost);
  return pool;
}

/** Each entry is one version of the schema, applied once and never edited after release. */
export const MIGRATIONS: readonly string[] = [
  // 1: the config store. The config is text, not jsonb: a version is the hash of its exact text.
  `CREATE TABLE config_version (
     version text PRIMARY KEY,
     created_at text NOT NULL,
     author text NOT NULL,
     message text NOT NULL,
     parent text,
     draft boolean NOT NULL DEFAULT false,
     config text NOT NULL
   );
   CREATE INDEX config_version_created ON config_version (created_at DESC, version);
   CREATE TABLE config_live (
     only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
     version text NOT NULL REFERENCES config_version (version),
     since text NOT NULL,
     by_name text NOT NULL
   );
   CREATE TABLE config_schedule (
     id bigserial PRIMARY KEY,
     due_ms bigint NOT NULL,
     entry json NOT NULL
   );
   CREATE INDEX config_schedule_due ON config_schedule (due_ms, id);
   CREATE TABLE config_history (
     id bigserial PRIMARY KEY,
     entry json NOT NULL
   );`,
  // 2: form proofs taken (a stamp or captcha token is good once, on any box).
  `CREATE TABLE used_proof (
     key text PRIMARY KEY,
     expires_at bigint NOT NULL
   );
   CREATE INDEX used_proof_expiry ON used_proof (expires_at);`,
  // 3: rate-limit counters, in rate-limiter-flexible's own layout for RateLimiterPostgres (pgRateLimit.ts).
  `CREATE TABLE rate_limit (
     key varchar(255) PRIMARY KEY,
     points integer NOT NULL DEFAULT 0,
     expire bigint
   );`,
];

/** Brings the schema up to date (a no-op when it is); safe to call from every box at once. */
export async function migrate(pool: pg.Pool, migrations: readonly string[] = MIGRATIONS): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // Released with the transaction: the next box waits here, then finds nothing left to do.
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK.toString()]);
    await client.query('CREATE TABLE IF NOT EXISTS schema_version (version integer NOT NULL)');
    const { rows } = await client.query<{ version: number }>('SELECT max(version) AS version FROM schema_version');
    const current = rows[0]?.version ?? 0;
    for (let v = current; v < migrations.length; v++) {
      await client.query(migrations[v]!);
      await client.query('INSERT INTO schema_version (version) VALUES ($1)', [v + 1]);
    }
    await client.query('COMMIT');
    return migrations.length - current;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
