import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServedConfig } from '../../src/entry-server';
import type { SiteConfig } from '../../src/engine/types';
import { DirectoryConfigStore } from './configStore';
import { LiveConfig, type LiveConfigOptions } from './liveConfig';

let dir: string;
const running: LiveConfig[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'live-config-'));
});
afterEach(() => {
  running.splice(0).forEach((l) => l.stop());
  rmSync(dir, { recursive: true, force: true });
});

const config = (headline: unknown) =>
  ({ site: { brand: 'Voltline' }, routes: [{ path: '/', blocks: [{ type: 'hero', props: { headline } }] }] }) as unknown as SiteConfig;
const headlineOf = (l: LiveConfig) => (l.current().config.routes[0]!.blocks[0]!.props as { headline: unknown }).headline;
// The build's validator, reduced to the one rule these tests break: a headline is text.
const validate = (c: unknown) =>
  typeof (c as SiteConfig).routes[0]?.blocks[0]?.props?.headline === 'string' ? [] : ['routes[0].blocks[0] (hero): props.headline must be string'];

function start(overrides: Partial<LiveConfigOptions> = {}) {
  const live = new LiveConfig({
    store: new DirectoryConfigStore(dir),
    defaultConfig: config('From the build'),
    validate,
    serve: (c, version) => ({ version, shell: {}, routes: c.routes.map((r) => r.blocks) }) as unknown as ServedConfig,
    pollMs: 50,
    log: vi.fn(),
    ...overrides,
  });
  running.push(live);
  return live;
}

const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  return check();
};

describe('the live config of a site-server process', () => {
  it('starts from the build config, stored as the first version and live', async () => {
    const live = start();
    await live.start();
    expect(headlineOf(live)).toBe('From the build');
    const store = new DirectoryConfigStore(dir);
    expect((await store.live())?.version).toBe(live.current().version);
    expect((await store.history()).map((h) => h.action)).toEqual(['start']);
  });

  it('is seeded once by three processes starting together on the empty store: one start in the history', async () => {
    const processes = [start(), start(), start()];
    await Promise.all(processes.map((l) => l.start()));
    const store = new DirectoryConfigStore(dir);
    expect((await store.history()).map((h) => h.action)).toEqual(['start']);
    for (const l of processes) expect(l.current().version).toBe((await store.live())?.version);
  });

  it('serves a version another process made live, without a restart', async () => {
    const a = start();
    const b = start();
    await a.start();
    await b.start();
    const store = new DirectoryConfigStore(dir);
    const next = await store.put(config('Published'), { author: 'Asha', message: '', parent: null });
    await store.setLive(next.version, 'Asha');
    expect(await until(() => headlineOf(a) === 'Published' && headlineOf(b) === 'Published')).toBe(true);
  });

  it('keeps serving the previous version when the live one does not validate, and says so', async () => {
    const log = vi.fn();
    const live = start({ log });
    await live.start();
    const store = new DirectoryConfigStore(dir);
    const bad = await store.put(config(800), { author: 'Asha', message: '', parent: null });
    await store.setLive(bad.version, 'Asha');
    await new Promise((r) => setTimeout(r, 300));
    await live.check();
    expect(headlineOf(live)).toBe('From the build');
    expect(log).toHaveBeenCalledWith('error', expect.stringContaining(`config version ${bad.version} is invalid`), {
      problems: ['routes[0].blocks[0] (hero): props.headline must be string'],
    });
  });

  it('makes a scheduled version live at its time with no request, once across processes', async () => {
    const a = start();
    const b = start();
    await a.start();
    await b.start();
    const store = new DirectoryConfigStore(dir);
    const next = await store.put(config('Launch'), { author: 'Asha', message: 'launch', parent: null });
    await store.schedule({ version: next.version, at: new Date(Date.now() + 400).toISOString(), author: 'Asha', message: 'launch' });
    await new Promise((r) => setTimeout(r, 200));
    expect(headlineOf(a)).toBe('From the build');
    expect(await until(() => headlineOf(a) === 'Launch' && headlineOf(b) === 'Launch')).toBe(true);
    expect((await store.history()).filter((h) => h.action === 'scheduled')).toHaveLength(1);
  });

  it('keeps a copy of the live version, which a process started while the store cannot be reached serves', async () => {
    const copyFile = join(dir, 'box', 'live-copy.json');
    const a = start({ copyFile });
    await a.start();
    const store = new DirectoryConfigStore(dir);
    const next = await store.put(config('Published'), { author: 'Asha', message: '', parent: null });
    await store.setLive(next.version, 'Asha');
    // Written whole, then renamed into place: whenever it is there, it parses.
    const copied = () => (existsSync(copyFile) ? (JSON.parse(readFileSync(copyFile, 'utf8')) as { version: string }).version : null);
    expect(await until(() => copied() === next.version)).toBe(true);
    expect(headlineOf(a)).toBe('Published');
    expect(JSON.parse(readFileSync(copyFile, 'utf8'))).toEqual({ version: next.version, config: config('Published') });

    // The database is out of reach as the next process starts: the copy's version, said in one line.
    const unreachable = () => Object.assign(new DirectoryConfigStore(dir), { init: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:1')) });
    const log = vi.fn();
    const b = start({ store: unreachable(), copyFile, log, pollMs: 60_000 });
    await b.start();
    expect(b.current().version).toBe(next.version);
    expect(headlineOf(b)).toBe('Published');
    expect(log.mock.calls.filter(([level]) => level === 'warn')).toEqual([
      [
        'warn',
        `the config store is out of reach; now serving config version ${next.version} from the local copy ${copyFile}, and trying it again until it answers`,
        { error: 'Error: connect ECONNREFUSED 127.0.0.1:1' },
      ],
    ]);

    // A copy that does not hold the version it names is not served: the build's config is.
    writeFileSync(copyFile, JSON.stringify({ version: next.version, config: config('Tampered') }));
    const c = start({ store: unreachable(), copyFile, pollMs: 60_000 });
    await c.start();
    expect(headlineOf(c)).toBe('From the build');
  });

  it('without a store, serves the given config, fixed', async () => {
    const live = start({ store: null });
    await live.start();
    expect(headlineOf(live)).toBe('From the build');
    expect(await live.version('0'.repeat(20))).toBeNull();
  });
});
