import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/database.ts';
import { inFlight } from './uploads.ts';

export interface ReconcileResult {
  /** Leftovers of uploads that never finished (the process died, or a bug). */
  tmp: number;
  /** Files moved into uploads/ whose row was never committed (a crash between the two). */
  uploads: number;
}

/**
 * Files this process is still handling are never candidates (uploads.ts inFlight). The
 * grace period is for files of another process on the same data folder (one started by
 * mistake, or a previous one still shutting down): five minutes is past any of its
 * requests' lifetime (uploads: 120 s).
 */
export const ORPHAN_GRACE_MS = 5 * 60_000;

async function entries(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

/** Removes the named files of dir last modified before `before`; returns how many went. */
async function removeOlder(dir: string, names: readonly string[], before: number): Promise<number> {
  let removed = 0;
  for (const name of names) {
    const path = join(dir, name);
    if (inFlight.has(path)) continue;
    try {
      const s = await stat(path);
      if (s.mtimeMs >= before) continue;
      await rm(path, { recursive: true, force: true });
      removed++;
    } catch (err) {
      // Gone since the listing: some other cleanup got there first.
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  return removed;
}

/**
 * Deletes what no acknowledged submission needs: every temp file, and every
 * upload no submission_file row names, once older than graceMs.
 */
export async function reconcileFiles(
  db: Db,
  dirs: { uploadsDir: string; tmpDir: string },
  graceMs = ORPHAN_GRACE_MS,
  now = Date.now(),
): Promise<ReconcileResult> {
  const before = now - graceMs;
  const tmp = await removeOlder(dirs.tmpDir, await entries(dirs.tmpDir), before);
  // Listed before the names are read: a file moved in after the listing is not a candidate at all.
  const listed = await entries(dirs.uploadsDir);
  const named = new Set(db.prepare('SELECT stored_name FROM submission_file').pluck().all() as string[]);
  const uploads = await removeOlder(
    dirs.uploadsDir,
    listed.filter((n) => !named.has(n)),
    before,
  );
  return { tmp, uploads };
}
