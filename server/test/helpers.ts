import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Db } from '../db/database.ts';
import { seedIfEmpty } from '../db/seed.ts';
import { dataLayout } from '../media/generate.ts';
import { createApp, type AppOptions } from '../api/app.ts';

/** The site origin the tests' browsers pretend to come from. */
export const TEST_SITE = 'http://localhost:4173';

export interface TestApi {
  url: string;
  db: Db;
  dataDir: string;
  uploadsDir: string;
  tmpDir: string;
  close(): Promise<void>;
}

/**
 * A real API over HTTP on a random port, backed by a fresh seeded SQLite file, allowing
 * TEST_SITE. Functional tests send far more than ten submissions a minute from one
 * address, so the submission limit is lifted unless `opts.limits` says otherwise.
 */
export async function startTestApi(opts: Omit<Partial<AppOptions>, 'db' | 'uploadsDir' | 'tmpDir'> = {}): Promise<TestApi> {
  const dataDir = await mkdtemp(join(tmpdir(), 'voltline-api-'));
  const layout = dataLayout(dataDir);
  const db = openDatabase(layout.dbFile);
  seedIfEmpty(db);
  const app = await createApp({
    siteOrigins: [TEST_SITE],
    trustProxy: '',
    ...opts,
    limits: { submissionsPerWindow: 1_000_000, ...opts.limits },
    db,
    uploadsDir: layout.uploadsDir,
    tmpDir: layout.tmpDir,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    db,
    dataDir,
    uploadsDir: layout.uploadsDir,
    tmpDir: layout.tmpDir,
    close: async () => {
      await app.close();
      db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function postJson(base: string, path: string, body: unknown): Promise<{ status: number; json: any; headers: Headers }> {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null, headers: res.headers };
}

export async function getJson(base: string, path: string): Promise<{ status: number; json: any }> {
  const res = await fetch(base + path, { headers: { 'content-type': 'application/json' } });
  return { status: res.status, json: await res.json() };
}

export async function filesIn(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch {
    return [];
  }
}

/** A vitals beacon as navigator.sendBeacon sends it: text/plain, from the site's origin. */
export async function beacon(base: string, body: unknown): Promise<{ status: number; json: any }> {
  const res = await fetch(`${base}/vitals`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin: TEST_SITE },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}
