import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DirectoryConfigStore, versionOf } from './configStore';

let dir: string;
let store: DirectoryConfigStore;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'config-store-'));
  store = new DirectoryConfigStore(dir);
  await store.init();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const config = (headline: string) => ({ site: { brand: 'Voltline' }, routes: [{ path: '/', blocks: [{ type: 'hero', props: { headline } }] }] });

describe('the directory config store', () => {
  it('names a version by its content, stores it once, and keeps its first record', async () => {
    const a = await store.put(config('One'), { author: 'Asha', message: 'first', parent: null });
    const again = await store.put(config('One'), { author: 'Ravi', message: 'same content', parent: 'x' });
    expect(a.version).toBe(versionOf(config('One')));
    expect(a.version).toMatch(/^[a-f0-9]{20}$/);
    expect(again).toEqual(a);
    expect(await store.config(a.version)).toEqual(config('One'));
    expect(readdirSync(join(dir, 'versions')).sort()).toEqual([`${a.version}.json`, `${a.version}.meta.json`]);
  });

  it('lists versions newest first with who, when, why and the predecessor', async () => {
    const a = await store.put(config('One'), { author: 'Asha', message: 'first', parent: null });
    await new Promise((r) => setTimeout(r, 5));
    const b = await store.put(config('Two'), { author: 'Ravi', message: 'second', parent: a.version });
    const list = await store.list();
    expect(list.map((v) => [v.version, v.author, v.message, v.parent])).toEqual([
      [b.version, 'Ravi', 'second', a.version],
      [a.version, 'Asha', 'first', null],
    ]);
    expect(Date.parse(list[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(list[1]!.createdAt));
  });

  it('switches the live pointer whole, leaving no temporary file behind', async () => {
    const a = await store.put(config('One'), { author: 'Asha', message: '', parent: null });
    expect(await store.live()).toBeNull();
    await store.setLive(a.version, 'Asha');
    expect((await store.live())?.version).toBe(a.version);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('refuses names that are not versions (no path can be read through a version name)', async () => {
    expect(await store.config('../live')).toBeNull();
    expect(await store.meta('../../etc/passwd')).toBeNull();
  });

  it('hands a due scheduled publish to exactly one of several processes claiming it at once', async () => {
    const a = await store.put(config('Later'), { author: 'Asha', message: 'launch', parent: null });
    await store.schedule({ version: a.version, at: new Date(Date.now() - 1000).toISOString(), author: 'Asha', message: 'launch' });
    await store.schedule({ version: a.version, at: new Date(Date.now() + 60_000).toISOString(), author: 'Asha', message: 'not yet' });
    const claims = await Promise.all(Array.from({ length: 6 }, () => new DirectoryConfigStore(dir).claimDue(Date.now())));
    expect(claims.flat().map((c) => c.message)).toEqual(['launch']);
    expect((await store.scheduled()).map((s) => s.message)).toEqual(['not yet']);
  });

  it('keeps a history of what went live, oldest first', async () => {
    await store.record({ at: '2026-11-01T00:00:00Z', action: 'publish', version: 'a'.repeat(20), author: 'Asha', linesChanged: 2, previous: null });
    await store.record({ at: '2026-11-02T00:00:00Z', action: 'rollback', version: 'b'.repeat(20), author: 'Ravi', previous: 'a'.repeat(20) });
    expect((await store.history()).map((h) => [h.action, h.author])).toEqual([
      ['publish', 'Asha'],
      ['rollback', 'Ravi'],
    ]);
  });
});
