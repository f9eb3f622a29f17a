// @vitest-environment node
/**
 * The whole studio server (its Fastify routes and the Vite dev server behind them) on a copy of
 * pages.config.json, publishing to a real site publish API on a temp config store, over real
 * HTTP: what a page elsewhere can send it (a form post, a no-cors fetch, an empty body, another
 * localhost port), what its dev server hands out, and that the studio's own page still works.
 * (React stays the development build here: the test setup has loaded it already, and the preview
 * must render with the same one.)
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, rmdir, writeFile } from 'node:fs/promises';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServedConfig } from '../../src/entry-server';
import type { SiteConfig } from '../../src/engine/types';
import { DirectoryConfigStore } from '../../server/site/configStore';
import { LiveConfig } from '../../server/site/liveConfig';
import { registerPublishing } from '../../server/site/publish';
import { startStudio, type Studio } from './studio';

const root = process.cwd();
const TOKEN = randomBytes(32).toString('base64url');
const FOREIGN = 'https://evil.example';

let dir: string;
let configFile: string;
let studio: Studio;
let own: string;
let api: Server;
let site: { app: FastifyInstance; store: DirectoryConfigStore; live: LiveConfig };
/** A file in the project's data folder, made for this test (the folder too, when it had none). */
let probe: { file: string; madeDir: boolean };

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A request with exactly these headers (fetch would add or refuse some: Origin, Sec-Fetch-*). */
function send(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  const { hostname, port } = new URL(studio.url);
  return new Promise((resolve, reject) => {
    const req = request(
      { hostname, port, method, path, headers: { ...headers, ...(body === undefined ? {} : { 'content-length': Buffer.byteLength(body) }) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** What a state-changing request is sent with from the studio's own page. */
const fromStudio = (path: string, body: unknown) =>
  send('POST', path, { origin: own, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' }, JSON.stringify(body));

const liveVersion = async () => (await site.store.live())?.version ?? null;
/** Everything a cross-site request could change: the config file, the site's live version, history and versions. */
const everything = async () => ({
  file: await readFile(configFile, 'utf8'),
  live: await liveVersion(),
  history: await site.store.history(),
  versions: (await site.store.list()).map((v) => v.version),
});

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'studio-origin-'));
  configFile = join(dir, 'pages.config.json');
  await copyFile(join(root, 'pages.config.json'), configFile);
  const config = JSON.parse(await readFile(configFile, 'utf8')) as SiteConfig;

  // The preview's content API: an empty list for every call, at once.
  api = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{"list":[],"total":0}}'));
  await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
  const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;

  // The live site's publish API, with a version before the live one to roll back to.
  const store = new DirectoryConfigStore(join(dir, 'store'));
  const live = new LiveConfig({ store, defaultConfig: config, validate: () => [], serve: () => ({}) as ServedConfig, log: () => {}, pollMs: 60_000 });
  await live.start();
  const app = Fastify();
  await registerPublishing(app, { token: TOKEN, live, store, validate: () => [], log: () => {} });
  const siteUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  site = { app, store, live };
  const edited = structuredClone(config);
  edited.site.phone = '+91 00000 00000';
  const published = await fetch(`${siteUrl}/_site/publish`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ config: edited, author: 'Asha' }),
  });
  expect(published.status).toBe(200);

  const dataDir = join(root, 'data');
  probe = { file: join(dataDir, `studio-probe-${randomBytes(6).toString('hex')}.db`), madeDir: !existsSync(dataDir) };
  await mkdir(dataDir, { recursive: true });
  await writeFile(probe.file, 'SQLite format 3\0 the studio must not serve this');

  // The studio reads its publishing settings from the environment when it starts.
  const saved = { STUDIO_SITE_URL: process.env.STUDIO_SITE_URL, PUBLISH_TOKEN: process.env.PUBLISH_TOKEN, STUDIO_AUTHOR: process.env.STUDIO_AUTHOR };
  Object.assign(process.env, { STUDIO_SITE_URL: siteUrl, PUBLISH_TOKEN: TOKEN, STUDIO_AUTHOR: 'Meera' });
  try {
    studio = await startStudio({ root, configFile, hosts: { apiUrl, contentUrl: apiUrl, mediaUrl: apiUrl }, port: 0 });
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  own = studio.url;
}, 120_000);

afterAll(async () => {
  await studio?.close();
  site?.live.stop();
  await site?.app.close();
  api?.close();
  if (probe) {
    await rm(probe.file, { force: true });
    if (probe.madeDir) await rmdir(join(root, 'data')).catch(() => {});
  }
  await rm(dir, { recursive: true, force: true });
});

describe("the studio's state-changing routes", { timeout: 120_000 }, () => {
  it('answer a request from any other origin with 403, and nothing changes', async () => {
    const changing = studio.routes.filter((r) => !r.startsWith('GET ')).map((r) => r.split(' ')[1]!);
    // Every route that saves, publishes, rolls back, makes a preview link or renders an edit.
    expect(changing).toEqual(
      expect.arrayContaining(['/api/save', '/api/edit', '/api/publish/publish', '/api/publish/rollback', '/api/publish/preview', '/api/publish/version']),
    );
    const before = await everything();
    const config = JSON.parse(before.file) as SiteConfig;
    config.site.phone = '+1 555 0100';
    const json = JSON.stringify({ config, version: 'whatever', expected: before.live, message: 'forged' });
    const attacks: [string, Record<string, string>, string | undefined][] = [
      // <form method="post" action="http://localhost:4300/api/…"> on another site.
      [
        'a form post',
        { origin: FOREIGN, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'content-type': 'application/x-www-form-urlencoded' },
        'config=x',
      ],
      // <form enctype="text/plain">, whose body can be made to read as JSON; a browser without Sec-Fetch-*.
      ['a text/plain form', { origin: FOREIGN, 'content-type': 'text/plain' }, json],
      // fetch(…, { mode: 'no-cors', method: 'POST', body }) from another site.
      ['a no-cors fetch', { origin: FOREIGN, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'content-type': 'text/plain;charset=UTF-8' }, json],
      // The old rollback: an empty body stepped the live site one version back.
      ['an empty body', { origin: FOREIGN, 'sec-fetch-site': 'cross-site' }, undefined],
      // Another port of localhost is the same site, not the same origin.
      ['another localhost port, as JSON', { origin: 'http://localhost:5173', 'sec-fetch-site': 'same-site', 'content-type': 'application/json' }, json],
      // A foreign page with the studio's Origin forged is impossible in a browser; Sec-Fetch-Site still tells.
      ['a cross-site fetch claiming the origin', { origin: own, 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' }, json],
      // No Origin at all (a tool, or a browser that would not say): not the studio's page.
      ['no Origin', { 'content-type': 'application/json' }, json],
    ];
    for (const path of changing) {
      for (const [what, headers, body] of attacks) {
        const res = await send('POST', path, headers, body);
        expect(res.status, `${what} to ${path}`).toBe(403);
        expect(JSON.parse(res.body), `${what} to ${path}`).toMatchObject({ message: expect.stringContaining('only from its own page') });
      }
    }
    expect(await everything()).toEqual(before);
  });

  it('take JSON only from the studio itself (415 otherwise), and refuse a body that is not an object', async () => {
    const before = await everything();
    for (const path of ['/api/save', '/api/publish/rollback']) {
      const plain = await send('POST', path, { origin: own, 'sec-fetch-site': 'same-origin', 'content-type': 'text/plain' }, '{}');
      expect(plain.status, path).toBe(415);
      const empty = await send('POST', path, { origin: own, 'sec-fetch-site': 'same-origin' });
      expect(empty.status, path).toBe(415);
      const list = await fromStudio(path, [before.live]);
      expect(list.status, path).toBe(400);
    }
    const malformed = await fromStudio('/api/publish/rollback', { version: [before.live], expected: before.live });
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.body)).toMatchObject({ field: 'version' });
    expect(await everything()).toEqual(before);
  });

  it("work for the studio's own page: a rollback names the live version it replaces, a blind one changes nothing", async () => {
    const before = await everything();
    const blind = await fromStudio('/api/publish/rollback', {});
    expect(blind.status).toBe(409);
    expect(JSON.parse(blind.body)).toMatchObject({ message: expect.stringContaining(`the live version is ${before.live}`) });
    expect(await everything()).toEqual(before);

    const back = await fromStudio('/api/publish/rollback', { expected: before.live });
    expect(back.status).toBe(200);
    const { version } = JSON.parse(back.body) as { version: string };
    expect(await liveVersion()).toBe(version);
    expect(version).not.toBe(before.live);
    expect((await site.store.history()).at(-1)).toMatchObject({ action: 'rollback', author: 'Meera' });

    const replay = await fromStudio('/api/publish/rollback', { expected: before.live });
    expect(replay.status).toBe(409);
    expect(await liveVersion()).toBe(version);

    const state = JSON.parse((await send('GET', '/api/state', { 'sec-fetch-site': 'same-origin' })).body) as { config: SiteConfig; version: string };
    state.config.site.phone = '+1 555 0199';
    const saved = await fromStudio('/api/save', { config: state.config, version: state.version });
    expect(saved.status).toBe(200);
    expect(await readFile(configFile, 'utf8')).toContain('+1 555 0199');
  });
});

describe("the studio's dev server", { timeout: 60_000 }, () => {
  it('serves the studio and the site code it previews', async () => {
    expect((await send('GET', '/studio/client/main.tsx')).status).toBe(200);
    expect((await send('GET', '/src/engine/visibility.ts')).status).toBe(200);
  });

  it('hands out nothing of the data folder, however it is asked for', async () => {
    const name = probe.file.slice(join(root, 'data').length + 1);
    for (const path of [
      `/data/${name}`,
      `/data/${name}?raw`,
      `/data/${name}?import`,
      `/data/${name}?url`,
      `/@fs${probe.file}`,
      '/data/site.db',
      '/data/site.db?raw',
    ]) {
      const res = await send('GET', path);
      expect([403, 404], path).toContain(res.status);
      expect(res.body, path).not.toContain('must not serve');
    }
    // Nor what lies outside the studio's own folders: the project's other files.
    expect((await send('GET', '/package.json')).status).toBe(403);
  });

  it("answers no other origin's scripts (no CORS), and no other site's reads of its API", async () => {
    const res = await send('GET', '/studio/client/main.tsx', { origin: 'http://localhost:5173' });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect((await send('GET', '/api/state', { origin: FOREIGN, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });
});
