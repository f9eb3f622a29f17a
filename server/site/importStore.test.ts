/** A directory store moved into PostgreSQL, history included, on a throwaway cluster. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DirectoryConfigStore } from './configStore';
import { importDirectoryStore } from './importStore';
import { PgConfigStore } from './pgConfigStore';
import { throwawayClusterForFile } from '../test/pgCluster';

const cluster = throwawayClusterForFile();
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'voltline-import-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('importing a directory store into PostgreSQL', () => {
  it('keeps every version as recorded, the schedule, the history in order and the live version; and refuses a second import', async () => {
    const from = new DirectoryConfigStore(dir);
    await from.init();
    const a = await from.put({ site: 'A' }, { author: 'build', message: 'first', parent: null });
    const b = await from.put({ site: 'B' }, { author: 'asha', message: 'second', parent: a.version, draft: true });
    await from.setLive(a.version, 'build');
    await from.record({ at: a.createdAt, action: 'start', version: a.version, author: 'build', previous: null });
    await from.record({ at: b.createdAt, action: 'preview', version: b.version, author: 'asha' });
    await from.schedule({ version: b.version, at: '2030-01-01T09:00:00.000Z', author: 'asha', message: 'later' });

    const to = new PgConfigStore(cluster().url);
    try {
      expect(await importDirectoryStore(from, to)).toEqual({ versions: 2, scheduled: 1, history: 2, live: a.version });
      expect(await to.list()).toEqual(await from.list());
      expect(await to.config(b.version)).toEqual({ site: 'B' });
      expect(await to.history()).toEqual(await from.history());
      expect(await to.scheduled()).toEqual(await from.scheduled());
      expect((await to.live())?.version).toBe(a.version);
      await expect(importDirectoryStore(from, to)).rejects.toThrow(/empty database only/);
    } finally {
      await to.close();
    }
  });
});
