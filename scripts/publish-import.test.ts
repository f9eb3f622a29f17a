// @vitest-environment node
/**
 * `npm run publish -- --import-store DIR` as a child process: a directory store moved into a real
 * (throwaway) PostgreSQL, and the one-line refusals when DATABASE_URL or the store is missing.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DirectoryConfigStore } from '../server/site/configStore';
import { PgConfigStore } from '../server/site/pgConfigStore';
import { throwawayClusterForFile } from '../server/test/pgCluster';

const cluster = throwawayClusterForFile();
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'publish-import-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function cli(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const clean: NodeJS.ProcessEnv = { ...process.env, ...env };
    for (const [k, v] of Object.entries(env)) if (v === undefined) delete clean[k];
    execFile(process.execPath, ['--import', 'tsx', 'scripts/publish.ts', ...args], { cwd: process.cwd(), env: clean }, (error, stdout, stderr) =>
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('npm run publish -- --import-store', { timeout: 30_000 }, () => {
  it('moves a directory store into PostgreSQL, history and live version included', async () => {
    const from = new DirectoryConfigStore(join(dir, 'store'));
    await from.init();
    const a = await from.put({ site: 'A' }, { author: 'build', message: 'first', parent: null });
    await from.setLive(a.version, 'build');
    await from.record({ at: a.createdAt, action: 'start', version: a.version, author: 'build', previous: null });
    const run = await cli(['--import-store', join(dir, 'store')], { DATABASE_URL: cluster().url });
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout.trim()).toBe(`Imported 1 version, 1 history entry and 0 scheduled publishes; live: ${a.version.slice(0, 12)}.`);
    const to = new PgConfigStore(cluster().url);
    try {
      expect((await to.live())?.version).toBe(a.version);
      expect(await to.history()).toEqual(await from.history());
    } finally {
      await to.close();
    }
  });

  it('says in one line what is missing: DATABASE_URL, or a store at DIR', async () => {
    const noUrl = await cli(['--import-store', join(dir, 'store')], { DATABASE_URL: undefined });
    expect(noUrl.code).toBe(1);
    expect(noUrl.stderr.trim()).toBe('publish: --import-store moves a store into PostgreSQL: set DATABASE_URL (postgres://…) to the database the boxes share');
    const noStore = await cli(['--import-store', join(dir, 'nothing-here')], { DATABASE_URL: cluster().url });
    expect(noStore.code).toBe(1);
    expect(noStore.stderr.trim()).toBe(`publish: ${join(dir, 'nothing-here')} is no config store (it has no versions folder)`);
  });
});
