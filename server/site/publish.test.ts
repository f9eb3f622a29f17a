/**
 * The site's publish API over real HTTP: a Fastify app with registerPublishing (and the site's
 * rate-limit plugin) on a directory store in a temp folder. What a guesser, a malformed body and
 * a blind or replayed rollback get, and that none of them changes the live version or the history.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ServedConfig } from '../../src/entry-server';
import type { SiteConfig } from '../../src/engine/types';
import { DirectoryConfigStore } from './configStore';
import { LiveConfig } from './liveConfig';
import { previewSigner, publishingPlugin, registerPublishing, type PublishOptions } from './publish';

const TOKEN = randomBytes(32).toString('base64url');
// A small config: the validator is not what these tests are about (it accepts any object with routes).
const config = (headline: string) =>
  ({ site: { brand: 'Voltline' }, routes: [{ path: '/', blocks: [{ type: 'hero', props: { headline } }] }] }) as unknown as SiteConfig;
const validate = (c: unknown) => (c && typeof c === 'object' && Array.isArray((c as SiteConfig).routes) ? [] : ['routes: must be array']);

interface Site {
  url: string;
  app: FastifyInstance;
  store: DirectoryConfigStore;
  live: LiveConfig;
  logs: string[];
}

let dir: string;
let site: Site;

async function startSite(extra: Partial<PublishOptions> = {}): Promise<Site> {
  const store = new DirectoryConfigStore(join(dir, 'store'));
  const live = new LiveConfig({ store, defaultConfig: config('From the build'), validate, serve: () => ({}) as ServedConfig, log: () => {}, pollMs: 60_000 });
  await live.start();
  const logs: string[] = [];
  // X-Forwarded-For names the address, as behind the site's trusted proxy: two "visitors" from one test.
  const app = Fastify({ trustProxy: true });
  await app.register(rateLimit, { global: false });
  await registerPublishing(app, { token: TOKEN, live, store, validate, log: (level, message) => void logs.push(`${level} ${message}`), ...extra });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, app, store, live, logs };
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'publish-api-'));
  site = await startSite();
});
afterEach(async () => {
  site.live.stop();
  await site.app.close();
  await rm(dir, { recursive: true, force: true });
});

const call = (path: string, body?: unknown, { token = TOKEN, from = '203.0.113.7', type = 'application/json' } = {}) =>
  fetch(`${site.url}/_site/publish${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': from, ...(body === undefined ? {} : { 'Content-Type': type }) },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });

const liveNow = async () => (await site.store.live())?.version ?? null;
/** The live version and the whole history: what must not move when a request is refused. */
const state = async () => ({ live: await liveNow(), history: await site.store.history(), versions: (await site.store.list()).length });

async function publish(headline: string): Promise<string> {
  const res = await call('', { config: config(headline), author: 'Asha' });
  expect(res.status).toBe(200);
  return ((await res.json()) as { version: string }).version;
}

describe('wrong publish tokens', () => {
  it('refuse an address from its 11th wrong token in a minute, before the comparison, with Retry-After, and log one line for all of them', async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 50; i++) {
      const res = await call('/versions', undefined, { token: `guess-${i}-${randomBytes(8).toString('hex')}` });
      statuses.push(res.status);
      retryAfter ??= res.headers.get('retry-after');
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(40).fill(429));
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
    // Refused unread: the right token, from the same address, gets no answer that tells it apart.
    expect((await call('/versions')).status).toBe(429);
    // Another address is judged on its own.
    expect((await call('/versions', undefined, { token: 'wrong', from: '198.51.100.2' })).status).toBe(401);
    expect((await call('/versions', undefined, { from: '198.51.100.3' })).status).toBe(200);
    expect(site.logs).toEqual([]);
    // The minute's summary, written when the server stops if its minute is not over.
    await site.app.close();
    expect(site.logs).toHaveLength(1);
    expect(site.logs[0]).toBe('warn publish refused: 11 wrong or missing tokens and 41 attempts over the limit, from 2 addresses');
  });

  it('keep the limit of 30 requests a minute per address for a bearer of the token', async () => {
    const statuses = [];
    for (let i = 0; i < 31; i++) statuses.push((await call('/versions', undefined, { from: '192.0.2.9' })).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('a weak token', () => {
  it('stops the publish API from starting, saying how to make a good one', async () => {
    const app = Fastify();
    await expect(registerPublishing(app, { token: 'aaaaaaaaaaaaaaaa', live: site.live, store: site.store, validate, log: () => {} })).rejects.toThrow(
      /PUBLISH_TOKEN is too weak .*openssl rand -base64 32/,
    );
    await app.close();
  });

  it('stops the plugin itself too, registered without the wrapper', async () => {
    const app = Fastify();
    await app.register(rateLimit, { global: false });
    void app.register(publishingPlugin, { token: 'aaaaaaaaaaaaaaaa', live: site.live, store: site.store, validate, log: () => {} });
    await expect(app.ready()).rejects.toThrow(/PUBLISH_TOKEN is too weak/);
  });
});

describe('the publishing plugin', () => {
  it("keeps its token check to its own routes: the site's other routes answer without one", async () => {
    const app = Fastify();
    await app.register(rateLimit, { global: false });
    await app.register(publishingPlugin, { token: TOKEN, live: site.live, store: site.store, validate, log: () => {}, prefix: '/_site/publish' });
    app.get('/page', async () => 'a page');
    expect((await app.inject('/page')).body).toBe('a page');
    expect((await app.inject('/_site/publish/versions')).statusCode).toBe(401);
    await app.close();
  });
});

describe('malformed bodies', () => {
  it('are refused with 400 naming the field, and change nothing', async () => {
    const before = await publish('Live one');
    await publish('Live two');
    const was = await state();
    const cases: [string, unknown, string, string?][] = [
      ['/rollback', { author: 'Asha', version: [before] }, 'version'],
      ['/rollback', { author: 'Asha', expected: [was.live], version: before }, 'expected'],
      ['/rollback', { author: 'Asha', expected: was.live, version: `${before}x` }, 'version'],
      ['/rollback', { author: 7, expected: was.live }, 'author'],
      ['/rollback', { author: 'Asha', expected: was.live, force: true }, 'force'],
      ['/rollback', [was.live], 'body'],
      ['/rollback', 'null', 'body'],
      ['/rollback', `{"author":"Asha","expected":"${was.live}"}`, 'body', 'text/plain'],
      ['', { config: config('Forged'), author: ['Asha'] }, 'author'],
      ['', { author: 'Asha' }, 'config'],
      ['', { config: config('Forged'), author: 'Asha', dryRun: 'yes' }, 'dryRun'],
      ['', { config: config('Forged'), author: 'Asha', at: 1 }, 'at'],
      ['/preview', { config: config('Forged'), author: 'Asha', seconds: '60' }, 'seconds'],
      ['/preview', { version: { $ne: '' }, author: 'Asha' }, 'version'],
    ];
    for (const [path, body, field, type] of cases) {
      const res = await call(path, body, type ? { type } : {});
      const label = `${path || '/'} ${JSON.stringify(body)}`;
      if (type === 'text/plain') {
        // Read as text, never as JSON: a form's body is no request of this API.
        expect(res.status, label).toBe(400);
        expect(((await res.json()) as { message: string }).message, label).toMatch(/^body: a JSON object is required/);
        continue;
      }
      expect(res.status, label).toBe(400);
      const answer = (await res.json()) as { message: string; field: string };
      expect(answer.field, label).toBe(field);
      expect(answer.message, label).toMatch(new RegExp(`^${field}: `));
    }
    expect(await state()).toEqual(was);
  });
});

describe('rollback', () => {
  it('changes nothing without the live version it replaces, or with another, or sent again; rolls back with it', async () => {
    const first = await publish('First');
    const second = await publish('Second');
    const was = await state();
    expect(was.live).toBe(second);

    const blind = await call('/rollback', { author: 'Mallory' });
    expect(blind.status).toBe(409);
    expect(await blind.json()).toEqual({
      message: `expected: name the version this rollback replaces; the live version is ${second}. Nothing changed.`,
      live: second,
    });
    const stale = await call('/rollback', { author: 'Mallory', expected: first });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { message: string }).message).toBe(
      `the live version is ${second}, not ${first}: someone changed it since you looked. Nothing changed.`,
    );
    expect(await state()).toEqual(was);

    const back = await call('/rollback', { author: 'Asha', expected: second });
    expect(back.status).toBe(200);
    expect(await back.json()).toEqual({ version: first, live: true, previous: second });
    expect(await liveNow()).toBe(first);
    const after = await state();
    // The same request again is stale now: it does not step a version further back.
    const replay = await call('/rollback', { author: 'Asha', expected: second });
    expect(replay.status).toBe(409);
    expect(((await replay.json()) as { live: string }).live).toBe(first);
    expect(await state()).toEqual(after);
    expect(after.history.filter((h) => h.action === 'rollback').map((h) => h.author)).toEqual(['Asha']);
  });

  it('lets one of two rollbacks sent at once through, the one that named the live version', async () => {
    await publish('First');
    const second = await publish('Second');
    const answers = await Promise.all([1, 2].map(() => call('/rollback', { author: 'Asha', expected: second })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

describe('preview links', () => {
  const signer = previewSigner(TOKEN);
  const version = 'a'.repeat(20);
  const expires = Date.now() + 60_000;
  const good = signer.sign(version, expires);
  const [, , mac] = good.split('.') as [string, string, string];

  it('are read only exactly as they are made', () => {
    expect(signer.verify(good)).toBe(version);
    for (const bad of [
      `${version}.0x${expires.toString(16)}.${mac}`,
      `${version}.${expires}junk.${mac}`,
      `${version}.${expires}.${mac}.more`,
      `${version}.${expires}.${mac}=`,
      `${version}.${expires}.${mac.slice(1)}`,
      `${version}.+${expires}.${mac}`,
      `${version}.${expires / 1000}e3.${mac}`,
      `${version}.0${expires}.${mac}`,
      ` ${good}`,
      `${good}\n`,
      `${version.toUpperCase()}.${expires}.${mac}`,
    ]) {
      expect(signer.verify(bad), bad).toBeNull();
    }
    expect(signer.verify(good, expires)).toBeNull();
  });
});
