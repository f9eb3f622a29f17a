import { createServer, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database.ts';
import { seedIfEmpty } from '../db/seed.ts';
import { dataLayout } from '../media/generate.ts';
import { createApp } from './app.ts';
import { HotPath } from './hot-path.ts';
import { startTestApi, TEST_SITE } from '../test/helpers.ts';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

interface Ask {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

// Written by Node per connection and moment, not by the API.
const OWN = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
const kept = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers)
      .filter(([k]) => !OWN.has(k))
      .map(([k, v]) => [k, String(v)]),
  );

/** Raw bytes as the API sent them, over a connection of its own (no decompression, no header of the client's own). */
function overHttp(url: string, ask: Ask): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = {
      ...(ask.body !== undefined ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(ask.body)) } : {}),
      ...ask.headers,
    };
    const req = httpRequest(`${url}${ask.path}`, { method: ask.method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: kept(res.headers), body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(ask.body);
  });
}

describe('repeated reads answered before routing', () => {
  let app: FastifyInstance;
  let db: Db;
  let dataDir: string;
  let url: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'voltline-hot-'));
    const layout = dataLayout(dataDir);
    db = openDatabase(layout.dbFile);
    seedIfEmpty(db);
    app = await createApp({
      siteOrigins: [TEST_SITE],
      trustProxy: '',
      db,
      uploadsDir: layout.uploadsDir,
      tmpDir: layout.tmpDir,
      limits: { jsonTimeoutMs: 700 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await app.close();
    db.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const list = JSON.stringify({ pageIndex: 1, pageSize: 12 });
  const asks: Record<string, Ask> = {
    'a list, plain': { method: 'POST', path: '/api/Project/GetAllProject', body: list },
    'a list in brotli, in Spanish, from the site': {
      method: 'POST',
      path: '/api/Project/GetAllProject',
      body: list,
      headers: { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'es-ES,es;q=0.9', origin: TEST_SITE },
    },
    'a list in gzip, from a stranger': {
      method: 'POST',
      path: '/api/Project/GetAllProject',
      body: list,
      headers: { 'accept-encoding': 'gzip', origin: 'https://evil.example' },
    },
    'as the site server asks (identity, a language)': {
      method: 'POST',
      path: '/api/Blog/GetBlogsByCategory',
      body: JSON.stringify({ categoryId: 0, pageIndex: 1, pageSize: 6 }),
      headers: { 'accept-encoding': 'identity', 'accept-language': 'ar' },
    },
    'a short list': { method: 'POST', path: '/api/Announcement', body: JSON.stringify({ pageIndex: 1, pageSize: 3 }) },
    'a detail': { method: 'POST', path: '/api/Project/GetProjectBYSlugName', body: JSON.stringify({ slugName: '765-kv-d-c-transmission-line-jhansi' }) },
    'a detail that is not there': { method: 'POST', path: '/api/Project/GetProjectBYSlugName', body: JSON.stringify({ slugName: 'nowhere' }) },
    'a GET list': { method: 'GET', path: '/api/HomePageVideo', headers: { origin: TEST_SITE } },
    'a body the schema refuses': { method: 'POST', path: '/api/Download', body: JSON.stringify({ pageIndex: 0, pageSize: 1 }) },
  };

  it.each(Object.entries(asks))('%s: every repeat is the bytes and headers Fastify itself answers', async (_name, ask) => {
    const routed = await app.inject({
      method: ask.method,
      url: ask.path,
      headers: { ...(ask.body !== undefined ? { 'content-type': 'application/json' } : {}), ...ask.headers },
      ...(ask.body !== undefined ? { payload: ask.body } : {}),
    });
    const expected = { status: routed.statusCode, headers: kept(routed.headers), body: routed.rawPayload };
    for (let i = 0; i < 3; i++) expect(await overHttp(url, ask)).toEqual(expected);
    expect(expected.headers['x-content-type-options']).toBe('nosniff');
    expect(expected.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('keeps languages, compressions and origins apart', async () => {
    const ask = asks['a list in brotli, in Spanish, from the site']!;
    const es = await overHttp(url, ask);
    const en = await overHttp(url, { ...ask, headers: { ...ask.headers, 'accept-language': 'en' } });
    const plain = await overHttp(url, { ...ask, headers: { ...ask.headers, 'accept-encoding': 'identity' } });
    const stranger = await overHttp(url, { ...ask, headers: { ...ask.headers, origin: 'https://evil.example' } });
    expect([es.headers['content-language'], en.headers['content-language']]).toEqual(['es', 'en']);
    expect(es.body.equals(en.body)).toBe(false);
    expect([es.headers['content-encoding'], plain.headers['content-encoding']]).toEqual(['br', undefined]);
    expect(es.headers['access-control-allow-origin']).toBe(TEST_SITE);
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    expect(es.headers.vary).toBe('Origin, accept-language, accept-encoding');
  });

  it('reads header names in any case, and leaves a header sent twice to Fastify (Node merges it)', async () => {
    const ask = asks['a list, plain']!;
    const titled = { ...ask, headers: { 'Accept-Language': 'es', 'Accept-Encoding': 'br', Origin: TEST_SITE } };
    const lower = await overHttp(url, { ...ask, headers: { 'accept-language': 'es', 'accept-encoding': 'br', origin: TEST_SITE } });
    for (let i = 0; i < 3; i++) expect(await overHttp(url, titled)).toEqual(lower);
    expect([lower.headers['content-language'], lower.headers['content-encoding'], lower.headers['access-control-allow-origin']]).toEqual([
      'es',
      'br',
      TEST_SITE,
    ]);
    // Two Accept-Language lines: Node joins them ("ar, es"), and so the answer is in Arabic, every time.
    const twice = { ...ask, headers: { 'accept-language': ['ar', 'es'] as unknown as string } };
    for (let i = 0; i < 3; i++) expect((await overHttp(url, twice)).headers['content-language']).toBe('ar');
  });

  it('a body dripped slowly is cut off at the JSON deadline (408), as on every route', async () => {
    const body = JSON.stringify({ pageIndex: 1, pageSize: 3 });
    const started = Date.now();
    const text = await new Promise<string>((resolve) => {
      const socket = connect(Number(new URL(url).port), '127.0.0.1');
      let got = '';
      socket.on('data', (d) => (got += d.toString()));
      socket.on('error', () => {});
      socket.on('close', () => resolve(got));
      socket.on('connect', async () => {
        socket.write(`POST /api/Announcement HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
        for (const ch of body) {
          if (socket.destroyed) return;
          socket.write(ch);
          await new Promise((r) => setTimeout(r, 100));
        }
      });
    });
    expect(text).toMatch(/^HTTP\/1.1 408/);
    expect(Date.now() - started).toBeLessThan(1500);
  });
});

describe('behind a trusted proxy (npm start trusts loopback)', () => {
  it("the proxy's own reads are free, and each forwarded visitor's are counted, repeated or not", async () => {
    const api = await startTestApi({ trustProxy: 'loopback', limits: { readsPerWindow: 3 } });
    try {
      const ask = { method: 'POST' as const, path: '/api/Announcement', body: JSON.stringify({ pageIndex: 1, pageSize: 3 }) };
      const own = [];
      for (let i = 0; i < 6; i++) own.push((await overHttp(api.url, ask)).status);
      expect(own).toEqual(Array(6).fill(200));
      const visitor = [];
      for (let i = 0; i < 5; i++) visitor.push((await overHttp(api.url, { ...ask, headers: { 'x-forwarded-for': '203.0.113.9' } })).status);
      expect(visitor).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await api.close();
    }
  });
});

describe('the answers kept', () => {
  it('are bounded: past the limit every kept answer is dropped, and asked again of the routes', async () => {
    const hot = new HotPath({ free: () => true, origin: () => undefined, language: () => 'en', bodies: { track() {}, done() {} }, maxEntries: 2 });
    hot.add('POST', '/list');
    const routed: string[] = [];
    // The routes' stand-in: gets the body as Fastify does (the hot path has read it), answers it with itself, and lets the hot path keep the answer.
    const server = createServer(
      hot.listener((req, res) => {
        const request = { raw: req } as FastifyRequest;
        void hot.preParsing.call(null as never, request, {} as FastifyReply, req, async (_err, payload) => {
          const chunks: Buffer[] = [];
          for await (const chunk of payload as AsyncIterable<Buffer>) chunks.push(chunk);
          const body = Buffer.concat(chunks);
          routed.push(body.toString());
          hot.record(request, 200, { 'content-type': 'application/json' }, body);
          res.writeHead(200, { 'content-type': 'application/json' }).end(body);
        });
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      const ask = async (n: number) => (await overHttp(url, { method: 'POST', path: '/list', body: `{"n":${n}}` })).body.toString();
      for (const n of [1, 2, 1, 2]) expect(await ask(n)).toBe(`{"n":${n}}`);
      expect(routed).toEqual(['{"n":1}', '{"n":2}']);
      // A third answer drops the two kept: 1 goes to the routes again, 3 is replayed.
      for (const n of [3, 1, 3]) expect(await ask(n)).toBe(`{"n":${n}}`);
      expect(routed).toEqual(['{"n":1}', '{"n":2}', '{"n":3}', '{"n":1}']);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
