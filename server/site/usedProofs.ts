/**
 * Stamps and captcha tokens are good once. Every instance that checks them records the ones
 * it took in a table of SQLite, keyed by the proof's signature and kept until the proof
 * would have expired anyway: processes on one box share the file, and a proof taken by one
 * is refused by the others. (Several boxes need a shared store instead: see README, "Scaling out".)
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export interface UsedProofs {
  /** Whether this proof was taken already (and has not expired since). */
  isUsed(key: string): boolean;
  /** Takes the proof: true the first time, false for every later use, on any process sharing the store. */
  claim(key: string, expiresAt: number): boolean;
}

/** Expired entries are swept this often (and never block a claim): the table holds at most a day's proofs. */
const SWEEP_EVERY_MS = 60_000;

export function usedProofsIn(db: Database.Database, now: () => number = Date.now): UsedProofs {
  db.exec('CREATE TABLE IF NOT EXISTS used_proof (key TEXT PRIMARY KEY, expires_at INTEGER NOT NULL) WITHOUT ROWID');
  db.exec('CREATE INDEX IF NOT EXISTS used_proof_expiry ON used_proof (expires_at)');
  const insert = db.prepare('INSERT OR IGNORE INTO used_proof (key, expires_at) VALUES (?, ?)');
  const lookup = db.prepare('SELECT 1 FROM used_proof WHERE key = ? AND expires_at >= ?').pluck();
  const sweep = db.prepare('DELETE FROM used_proof WHERE expires_at < ?');
  let swept = 0;
  return {
    isUsed: (key) => lookup.get(key, now()) !== undefined,
    claim(key, expiresAt) {
      const at = now();
      if (at - swept > SWEEP_EVERY_MS) {
        swept = at;
        sweep.run(at);
      }
      return insert.run(key, expiresAt).changes === 1;
    },
  };
}

/** A file of its own, for a site server that has no database (FORM_PROOFS_DB). */
export function openUsedProofs(file: string): UsedProofs & { close(): void } {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file, { timeout: 5000 });
  db.pragma('journal_mode = WAL');
  // A proof recorded a moment before a power cut may be taken once more: not worth a disk flush per form.
  db.pragma('synchronous = NORMAL');
  return { ...usedProofsIn(db), close: () => db.close() };
}
