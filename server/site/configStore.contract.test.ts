/**
 * One contract, both stores: what the publishing code relies on holds for the directory store
 * (one box, or a shared volume) and for PostgreSQL (DATABASE_URL, several boxes), on a real
 * throwaway PostgreSQL cluster.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DirectoryConfigStore, versionOf, type HistoryEntry } from './configStore';
import { PgConfigStore } from './pgConfigStore';
import { LiveConfig } from './liveConfig';
import type { ServedConfig } from '../../src/entry-server';
import type { SiteConfig } from '../../src/engine/types';
import { createPool, migrate, MIGRATIONS } from '../shared/pg';
import { throwawayClusterForFile } from '../test/pgCluster';

const cluster = throwawayClusterForFile();
const dirs: string[] = [];
const pgStores: PgConfigStore[] = [];
let databases = 0;

afterAll(async () => {
  await Promise.all(pgStores.map((s) => s.close().catch(() => undefined)));
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

/** A database of its own per test, so tests never see each other's versions. */
async function freshDatabaseUrl(): Promise<string> {
  const name = `contract_${++databases}`;
  const admin = createPool(cluster().url, 1);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return cluster().url.replace(/\/postgres$/, `/${name}`);
}

type Store = DirectoryConfigStore | PgConfigStore;
const kinds: { name: string; make: () => Promise<Store>; again: (store: Store) => Store }[] = [
  {
    name: 'the directory store',
    make: async () => {
      const dir = await mkdtemp(join(tmpdir(), 'voltline-store-'));
      dirs.push(dir);
      const store = new DirectoryConfigStore(dir);
      await store.init();
      return store;
    },
    // Another process on the same folder.
    again: (store) => new DirectoryConfigStore((store as DirectoryConfigStore).dir),
  },
  {
    name: 'the PostgreSQL store',
    make: async () => {
      const store = new PgConfigStore(await freshDatabaseUrl());
      pgStores.push(store);
      await store.init();
      return store;
    },
    // Another box on the same database, with a pool of its own.
    again: (store) => {
      const other = new PgConfigStore((store as PgConfigStore).url);
      pgStores.push(other);
      return other;
    },
  },
];

const config = (title: string) => ({ site: { title }, routes: [{ path: '/', blocks: [] }] });

describe.each(kinds)('$name', ({ make, again }) => {
  it('is seeded once by three boxes starting together on it empty: one pointer, one start in the history', async () => {
    const store = await make();
    const boxes = [store, again(store), again(store)];
    const { version } = await store.put(config('Build'), { author: 'build', message: 'build', parent: null });
    const start = (by: string): HistoryEntry => ({ at: new Date().toISOString(), action: 'start', version, author: by, previous: null });
    const seeded = await Promise.all(boxes.map((box, i) => box.seedLive(version, 'build', start(`box ${i}`))));
    expect(seeded.filter(Boolean)).toHaveLength(1);
    expect((await store.live())?.version).toBe(version);
    expect((await store.history()).filter((e) => e.action === 'start')).toHaveLength(1);
    // Once live, a later start seeds nothing and records nothing.
    expect(await again(store).seedLive(version, 'build', start('late'))).toBe(false);
    expect(await store.history()).toHaveLength(1);
  });

  it('stores a config once, as the version its exact text hashes to', async () => {
    const store = await make();
    const first = await store.put(config('A'), { author: 'asha', message: 'first', parent: null });
    expect(first.version).toBe(versionOf(config('A')));
    const again = await store.put(config('A'), { author: 'ravi', message: 'again', parent: null });
    expect(again).toEqual(first);
    expect(await store.config(first.version)).toEqual(config('A'));
    expect(versionOf(await store.config(first.version))).toBe(first.version);
    expect(await store.meta(first.version)).toEqual(first);
  });

  it('answers null for a version it does not hold or a name that is no version', async () => {
    const store = await make();
    expect(await store.meta('0123456789abcdef0123')).toBeNull();
    expect(await store.config('0123456789abcdef0123')).toBeNull();
    expect(await store.config("x'; DROP TABLE config_version; --")).toBeNull();
  });

  it('lists versions newest first, drafts marked', async () => {
    const store = await make();
    const a = await store.put(config('A'), { author: 'asha', message: 'a', parent: null });
    await new Promise((r) => setTimeout(r, 5)); // Two versions stored in the same millisecond would tie on their time.
    const b = await store.put(config('B'), { author: 'asha', message: 'b', parent: a.version, draft: true });
    const list = await store.list();
    expect(list.map((m) => m.version)).toEqual([b.version, a.version]);
    expect(list[0]!.draft).toBe(true);
    expect(list[1]!.draft).toBeUndefined();
  });

  it('points at one live version, replaced whole', async () => {
    const store = await make();
    expect(await store.live()).toBeNull();
    const a = await store.put(config('A'), { author: 'asha', message: 'a', parent: null });
    const b = await store.put(config('B'), { author: 'asha', message: 'b', parent: a.version });
    await store.setLive(a.version, 'asha');
    const pointer = await store.setLive(b.version, 'ravi');
    expect(await store.live()).toEqual(pointer);
    expect(pointer).toMatchObject({ version: b.version, by: 'ravi' });
  });

  it('hands each scheduled publish that falls due to one claimant only, in time order', async () => {
    const store = await make();
    const now = Date.now();
    const at = (ms: number) => new Date(now + ms).toISOString();
    const due = [
      { version: 'b'.repeat(20), at: at(-1000), author: 'asha', message: 'second' },
      { version: 'a'.repeat(20), at: at(-2000), author: 'asha', message: 'first' },
    ];
    const later = { version: 'c'.repeat(20), at: at(60_000), author: 'asha', message: 'later' };
    for (const entry of [...due, later]) await store.schedule(entry);
    expect((await store.scheduled()).map((e) => e.message)).toEqual(['first', 'second', 'later']);
    // Three claimants at once, as three boxes at the same tick.
    const claims = await Promise.all([store.claimDue(now), store.claimDue(now), store.claimDue(now)]);
    expect(
      claims
        .flat()
        .map((e) => e.message)
        .sort(),
    ).toEqual(['first', 'second']);
    for (const claim of claims) expect(claim.map((e) => e.at)).toEqual([...claim.map((e) => e.at)].sort());
    expect((await store.scheduled()).map((e) => e.message)).toEqual(['later']);
  });

  it('keeps the history in the order it was written', async () => {
    const store = await make();
    const entries: HistoryEntry[] = [
      { at: new Date().toISOString(), action: 'start', version: 'a'.repeat(20), author: 'build', previous: null },
      {
        at: new Date().toISOString(),
        action: 'publish',
        version: 'b'.repeat(20),
        author: 'asha',
        message: 'new hero',
        linesChanged: 3,
        previous: 'a'.repeat(20),
      },
      { at: new Date().toISOString(), action: 'rollback', version: 'a'.repeat(20), author: 'ravi', previous: 'b'.repeat(20) },
    ];
    for (const e of entries) await store.record(e);
    expect(await store.history()).toEqual(entries);
  });
});

describe('the PostgreSQL store across boxes', () => {
  it('brings the schema up once when several boxes start together', async () => {
    const url = await freshDatabaseUrl();
    const pools = [createPool(url, 2), createPool(url, 2), createPool(url, 2)];
    const applied = await Promise.all(pools.map((p) => migrate(p)));
    expect(applied.sort()).toEqual([0, 0, MIGRATIONS.length]);
    const { rows } = await pools[0]!.query<{ n: string }>('SELECT count(*) AS n FROM schema_version');
    expect(Number(rows[0]!.n)).toBe(MIGRATIONS.length);
    await Promise.all(pools.map((p) => p.end()));
  });

  it("is seeded once when three boxes' live configs start together on the empty database", async () => {
    const url = await freshDatabaseUrl();
    const stores = [new PgConfigStore(url), new PgConfigStore(url), new PgConfigStore(url)];
    pgStores.push(...stores);
    const build = config('Build') as unknown as SiteConfig;
    const lives = stores.map(
      (store) =>
        new LiveConfig({
          store,
          defaultConfig: build,
          validate: () => [],
          serve: (c, version) => ({ version, shell: {}, routes: c.routes.map((r) => r.blocks) }) as unknown as ServedConfig,
          pollMs: 60_000,
          log: () => undefined,
        }),
    );
    // The schema already up (a deploy after the first): the boxes' starts are not held apart by the migration lock.
    await stores[0]!.init();
    try {
      await Promise.all(lives.map((l) => l.start()));
      expect((await stores[0]!.history()).map((e) => e.action)).toEqual(['start']);
      expect((await stores[0]!.live())?.version).toBe(versionOf(build));
    } finally {
      lives.forEach((l) => l.stop());
    }
  });

  it('tells every listening box of a publish as it commits, and again after a lost connection', async () => {
    const url = await freshDatabaseUrl();
    const publisher = new PgConfigStore(url);
    const boxes = [new PgConfigStore(url), new PgConfigStore(url)];
    pgStores.push(publisher, ...boxes);
    await publisher.init();
    const a = await publisher.put(config('A'), { author: 'asha', message: 'a', parent: null });
    const heard: (string | null)[][] = boxes.map(() => []);
    const lost: number[] = boxes.map(() => 0);
    const connected = boxes.map(() => {
      let resolve!: () => void;
      return { promise: new Promise<void>((r) => (resolve = r)), resolve: () => resolve() };
    });
    const waiters: { box: number; version: string | null; resolve: () => void }[] = [];
    const watches = boxes.map((box, i) =>
      box.watch(
        (version) => {
          heard[i]!.push(version);
          if (version === null) connected[i]!.resolve();
          for (const w of waiters.filter((w) => w.box === i && w.version === version)) w.resolve();
        },
        () => lost[i]!++,
      ),
    );
    await Promise.all(connected.map((c) => c.promise));
    const hearing = (version: string | null) => Promise.all(boxes.map((_, box) => new Promise<void>((resolve) => waiters.push({ box, version, resolve }))));

    const started = performance.now();
    const both = hearing(a.version);
    await publisher.setLive(a.version, 'asha');
    await both;
    expect(performance.now() - started).toBeLessThan(1000);

    // The database goes away and comes back: each box says it lost it, listens again, and says so (null).
    const reconnected = hearing(null);
    await cluster().stop();
    await cluster().start();
    await reconnected;
    expect(lost.every((n) => n >= 1)).toBe(true);
    const b = await publisher.put(config('B'), { author: 'asha', message: 'b', parent: a.version });
    const again = hearing(b.version);
    await publisher.setLive(b.version, 'asha');
    await again;
    await Promise.all(watches.map((w) => w.close()));
  }, 60_000);
});
