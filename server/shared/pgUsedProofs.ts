/**
 * Used form proofs in PostgreSQL: a stamp or captcha token taken on one box is refused on every
 * other. The same rule as the SQLite table (usedProofs.ts): a proof is claimed by inserting its key,
 * which succeeds once, and kept until it would have expired anyway.
 */
import type pg from 'pg';

export interface SharedUsedProofs {
  isUsed(key: string): Promise<boolean>;
  /** True the first time, on any box; false for every later use. */
  claim(key: string, expiresAt: number): Promise<boolean>;
}

/** Expired proofs are swept at most this often, after a claim, never before one. */
const SWEEP_EVERY_MS = 60_000;

export function pgUsedProofs(pool: pg.Pool, now: () => number = Date.now): SharedUsedProofs {
  let swept = 0;
  return {
    isUsed: async (key) => (await pool.query('SELECT 1 FROM used_proof WHERE key = $1 AND expires_at >= $2', [key, now()])).rowCount === 1,
    async claim(key, expiresAt) {
      const at = now();
      // A proof whose row outlived its expiry (not yet swept) is taken afresh, as an expired one would be.
      const { rowCount } = await pool.query(
        `INSERT INTO used_proof (key, expires_at) VALUES ($1, $2)
         ON CONFLICT (key) DO UPDATE SET expires_at = excluded.expires_at WHERE used_proof.expires_at < $3`,
        [key, expiresAt, at],
      );
      if (at - swept > SWEEP_EVERY_MS) {
        swept = at;
        void pool.query('DELETE FROM used_proof WHERE expires_at < $1', [at]).catch(() => undefined);
      }
      return rowCount === 1;
    },
  };
}
