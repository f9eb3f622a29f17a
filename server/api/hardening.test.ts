import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../shared/limits.ts';
import { createStaticHost } from './hosts.ts';
import { SiteOrigins } from './origins.ts';
import { reconcileFiles } from './reconcile.ts';
import { beacon, filesIn, postJson, startTestApi, TEST_SITE, type TestApi } from '../test/helpers.ts';

const STRANGER = 'https://evil.example';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');
const contact = (i = 0) => ({ name: `Visitor ${i}`, email: `v${i}@example.com`, phone: '9876543210', comment: 'Hello' });
const count = (api: TestApi, table: string) => api.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;

async function leftovers(api: TestApi) {
  return { tmp: await filesIn(api.tmpDir), uploads: await filesIn(api.uploadsDir), careers: count(api, 'career_application') };
}

/** Polls until check() holds (the server cleans up asynchronously after a socket dies), at most ms. */
async function eventually(check: () => Promise<boolean>, ms = 3000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check()) && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
}

const BOUNDARY = '----hardeningtest';
const field = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const careerHead = () =>
  field('CareerId', '1') +
  field('FullName', 'Asha Verma') +
  field('Email', 'asha@example.com') +
  field('Phone', '9876543210') +
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="UploadResume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
const multipartHead = (path: string, length: number, extra = '') =>
  `POST ${path} HTTP/1.1\r\nHost: test\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${length}\r\n${extra}\r\n`;

interface RawResult {
  text: string;
  closedAfterMs: number;
  answeredAfterMs: number;
}

/** Writes bytes on a raw socket (then, if asked, half-closes it) and waits for the server to close it; `text` is all it answered. */
function raw(url: string, chunks: (string | Buffer)[], opts: { end?: boolean; gapMs?: number; giveUpMs?: number } = {}): Promise<RawResult> {
  const { port, hostname } = new URL(url);
  return new Promise((resolve) => {
    const started = Date.now();
    const socket: Socket = connect(Number(port), hostname);
    let text = '';
    let answeredAfterMs = NaN;
    const timer = setTimeout(() => socket.destroy(), opts.giveUpMs ?? 8000);
    socket.on('data', (d) => {
      if (!text) answeredAfterMs = Date.now() - started;
      text += d.toString();
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, closedAfterMs: Date.now() - started, answeredAfterMs });
    });
    socket.on('connect', async () => {
      for (const chunk of chunks) {
        if (socket.destroyed) return;
        socket.write(chunk);
        if (opts.gapMs) await new Promise((r) => setTimeout(r, opts.gapMs));
      }
      if (opts.end) socket.end();
    });
  });
}

describe('headers on every response', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('the API sends nosniff and CORP same-origin on answers, errors and 404s', async () => {
    const answers = [
      await fetch(`${api.url}/api/HomePageVideo`),
      await fetch(`${api.url}/api/Download`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
      await fetch(`${api.url}/nowhere`),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 400, 404]);
    for (const res of answers) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    }
  });

  it('a content host sends nosniff and CORP cross-origin, found or not', async () => {
    const root = await mkdtemp(join(tmpdir(), 'voltline-static-'));
    await mkdir(join(root, 'images'));
    await writeFile(join(root, 'images', 'a.png'), 'not really a png');
    const host = await createStaticHost(root, { siteOrigins: new SiteOrigins([TEST_SITE]) });
    await host.listen({ port: 0, host: '127.0.0.1' });
    try {
      const base = `http://127.0.0.1:${(host.server.address() as { port: number }).port}`;
      for (const path of ['/images/a.png', '/images/none.png']) {
        const res = await fetch(base + path, { headers: { origin: STRANGER } });
        expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
        expect(res.headers.get('cross-origin-resource-policy'), path).toBe('cross-origin');
        expect(res.headers.get('access-control-allow-origin'), path).toBeNull();
      }
      const mine = await fetch(`${base}/images/a.png`, { headers: { origin: TEST_SITE } });
      expect(mine.headers.get('access-control-allow-origin')).toBe(TEST_SITE);
    } finally {
      await host.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('CORS and cross-site submissions', () => {
  let api: TestApi;
  const origins = new SiteOrigins([TEST_SITE]);
  beforeAll(async () => {
    api = await startTestApi({ siteOrigins: origins });
  });
  afterAll(() => api.close());

  it("a stranger's origin gets no Access-Control-Allow-Origin, on a read or a preflight; Vary: Origin always", async () => {
    const read = await fetch(`${api.url}/api/Project/GetAllProject`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: STRANGER },
      body: '{"pageIndex":1,"pageSize":1}',
    });
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    expect(read.headers.get('vary')?.toLowerCase()).toContain('origin');
    const pre = await fetch(`${api.url}/api/ContactFormSubmission`, {
      method: 'OPTIONS',
      headers: { origin: STRANGER, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
    expect(pre.headers.get('access-control-allow-methods')).toBeNull();
    const mine = await fetch(`${api.url}/api/HomePageVideo`, { headers: { origin: TEST_SITE } });
    expect(mine.headers.get('access-control-allow-origin')).toBe(TEST_SITE);
    expect(mine.headers.get('vary')?.toLowerCase()).toContain('origin');
  });

  it('an origin added after start (a site server on port 0) is allowed from then on', async () => {
    const later = 'http://127.0.0.1:45678';
    const before = await fetch(`${api.url}/api/HomePageVideo`, { headers: { origin: later } });
    expect(before.headers.get('access-control-allow-origin')).toBeNull();
    origins.add(`${later}/`);
    const after = await fetch(`${api.url}/api/HomePageVideo`, { headers: { origin: later } });
    expect(after.headers.get('access-control-allow-origin')).toBe(later);
  });

  it('refuses a submission whose Origin is not the site, or whose Sec-Fetch-Site says cross-site, with 403; stores nothing', async () => {
    const before = count(api, 'contact_message');
    const send = (headers: Record<string, string>) =>
      fetch(`${api.url}/api/ContactFormSubmission`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(contact()),
      });
    expect((await send({ origin: STRANGER, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await send({ origin: STRANGER })).status).toBe(403);
    expect((await send({ origin: 'null' })).status).toBe(403);
    expect((await send({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect(count(api, 'contact_message')).toBe(before);
    // The site's own page, and a client that is no browser page at all (the site server, curl).
    expect((await send({ origin: TEST_SITE, 'sec-fetch-site': 'same-site' })).status).toBe(200);
    expect((await send({})).status).toBe(200);
    expect(count(api, 'contact_message')).toBe(before + 2);
  });

  it('refuses a cross-site upload before reading it: no row, no file', async () => {
    const body = careerHead() + PDF.toString('latin1') + `\r\n--${BOUNDARY}--\r\n`;
    const res = await raw(api.url, [multipartHead('/api/Career/CareerFormRegister', body.length, `Origin: ${STRANGER}\r\nConnection: close\r\n`), body]);
    expect(res.text).toMatch(/^HTTP\/1.1 403/);
    expect(await leftovers(api)).toMatchObject({ tmp: [], uploads: [], careers: 0 });
  });
});

describe('rate limits', () => {
  let api: TestApi;
  beforeAll(async () => {
    // The real default: ten submissions a minute per address and form.
    api = await startTestApi({ limits: { submissionsPerWindow: DEFAULT_LIMITS.submissionsPerWindow } });
  });
  afterAll(() => api.close());

  const signUp = (i: number, headers: Record<string, string> = {}) =>
    fetch(`${api.url}/api/GetInTouch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email: `s${i}@example.com` }),
    });

  it('forty rapid sign-ups from one address meet 429 with Retry-After by the eleventh, forged X-Forwarded-For or not', async () => {
    const statuses: number[] = [];
    let limited: Response | undefined;
    for (let i = 0; i < 40; i++) {
      // Each claims to come from somewhere else; no proxy is configured, so the claim changes nothing.
      const res = await signUp(i, { 'x-forwarded-for': `198.51.100.${i}` });
      statuses.push(res.status);
      if (res.status === 429) limited ??= res;
      else await res.arrayBuffer();
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual(Array(30).fill(429));
    const retryAfter = Number(limited!.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await limited!.json()).toMatchObject({ field: null, message: expect.stringMatching(/too many requests/) });
    expect(count(api, 'newsletter_signup')).toBe(10);
  });

  it('counts each form apart: the contact form still takes this address', async () => {
    expect((await postJson(api.url, '/api/ContactFormSubmission', contact())).status).toBe(200);
  });

  it('behind a configured proxy, each forwarded visitor has a count of their own', async () => {
    const proxied = await startTestApi({ trustProxy: 'loopback', limits: { submissionsPerWindow: 2 } });
    try {
      const send = (visitor: string) =>
        fetch(`${proxied.url}/api/GetInTouch`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor },
          body: '{"email":"p@example.com"}',
        }).then((r) => r.status);
      expect([await send('203.0.113.1'), await send('203.0.113.1'), await send('203.0.113.1')]).toEqual([200, 200, 429]);
      expect(await send('203.0.113.2')).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('reads have a limit of their own, which loopback (the site server, the bench) is free of', async () => {
    const read = (url: string) => fetch(`${url}/api/HomePageVideo`).then((r) => r.status);
    const capped = await startTestApi({ limits: { readsPerWindow: 5 }, unlimited: () => false });
    try {
      const statuses = [];
      for (let i = 0; i < 7; i++) statuses.push(await read(capped.url));
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    } finally {
      await capped.close();
    }
    const local = await startTestApi({ limits: { readsPerWindow: 5 } });
    try {
      const statuses = [];
      for (let i = 0; i < 7; i++) statuses.push(await read(local.url));
      expect(statuses).toEqual(Array(7).fill(200));
    } finally {
      await local.close();
    }
  });
});

describe('bodies', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('JSON routes answer any other content type with 415 and store nothing', async () => {
    const before = count(api, 'contact_message');
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', `multipart/form-data; boundary=${BOUNDARY}`]) {
      const res = await fetch(`${api.url}/api/ContactFormSubmission`, { method: 'POST', headers: { 'content-type': type }, body: JSON.stringify(contact()) });
      expect(res.status, type).toBe(415);
    }
    expect(count(api, 'contact_message')).toBe(before);
  });

  const deep = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

  it.each([
    ['an extra field', '/api/ContactFormSubmission', JSON.stringify({ ...contact(), admin: true }), 'admin'],
    ['an extra field nested 5,000 levels deep', '/api/ContactFormSubmission', `${JSON.stringify(contact()).slice(0, -1)},"x":${deep(5000)}}`, 'x'],
    ['an object where a string goes', '/api/ContactFormSubmission', JSON.stringify({ ...contact(), name: JSON.parse(deep(1000)) }), 'name'],
    ['an extra field on the sign-up', '/api/GetInTouch', '{"email":"a@example.com","list":"all"}', 'list'],
    ['an extra field on a list', '/api/Project/GetAllProject', '{"pageIndex":1,"pageSize":12,"categoryId":1}', 'categoryId'],
    ['an extra field on a detail', '/api/Blog/GetBlogBYSlugName', '{"slugName":"x","draft":true}', 'draft'],
    ['a string over its maxLength', '/api/ContactFormSubmission', JSON.stringify({ ...contact(), comment: 'x'.repeat(10001) }), 'comment'],
  ])('refuses %s with a 400 naming it, storing nothing', async (_label, path, body, named) => {
    const before = [count(api, 'contact_message'), count(api, 'newsletter_signup')];
    const res = await postJson(api.url, path, body);
    expect(res.status).toBe(400);
    expect(res.json.field).toBe(named);
    expect(res.json.message).toMatch(new RegExp(`^${named}: `));
    expect([count(api, 'contact_message'), count(api, 'newsletter_signup')]).toEqual(before);
  });

  it('accepts every body pages.config.json makes the site send, exactly as written', async () => {
    const config = JSON.parse(readFileSync(new URL('../../pages.config.json', import.meta.url), 'utf8'));
    const calls = new Map<string, unknown>();
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (!node || typeof node !== 'object') return;
      const o = node as Record<string, unknown>;
      if (typeof o.endpoint === 'string' && o.body && typeof o.body === 'object') calls.set(`${o.endpoint} ${JSON.stringify(o.body)}`, o.body);
      Object.values(o).forEach(walk);
    };
    walk(config);
    expect(calls.size).toBeGreaterThan(15);
    const slug = api.db.prepare('SELECT slug FROM blog LIMIT 1').pluck().get() as string;
    for (const [key, body] of calls) {
      // Templates as the site fills them: a route's slug, a block's numeric id.
      const filled = JSON.parse(JSON.stringify(body), (_k, v) =>
        v === '{params.slug}' ? slug : typeof v === 'string' && /^\{blocks\.[a-z]+\.id\}$/.test(v) ? 1 : v,
      );
      const res = await postJson(api.url, key.split(' ')[0]!, filled);
      // A detail of another kind may not have the blog's slug: 404, still an accepted body.
      expect([200, 404], `${key} → ${JSON.stringify(res.json).slice(0, 120)}`).toContain(res.status);
      if (res.status === 404) expect(res.json.field).toBe('slugName');
    }
  });

  it('a vitals metric with a key the site never sends is refused, naming it', async () => {
    const res = await beacon(api.url, [{ name: 'LCP', value: 1, route: '/', path: '/', delta: 1 }]);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: 'metrics[0].delta: is not an accepted field', field: 'metrics[0].delta' });
  });

  it('submissions are committed with synchronous = FULL, also after a vitals write relaxed it for its own commit', async () => {
    expect((await beacon(api.url, [{ name: 'LCP', value: 1, route: '/', path: '/' }])).status).toBe(204);
    expect(api.db.pragma('synchronous', { simple: true })).toBe(2);
  });
});

describe('requests that cannot hang', () => {
  let api: TestApi;
  // Deadlines of a fraction of a second: the same code paths as the production seconds, without the wait.
  const limits = { headersTimeoutMs: 400, idleTimeoutMs: 1500, keepAliveTimeoutMs: 300, jsonTimeoutMs: 700, uploadTimeoutMs: 3000, connectionsPerAddress: 4 };
  beforeAll(async () => {
    api = await startTestApi({ limits, unlimited: () => false });
  });
  afterAll(() => api.close());

  it('unfinished headers: 408 and closed within the headers timeout', async () => {
    const res = await raw(api.url, ['POST /api/GetInTouch HTTP/1.1\r\nHost: test\r\nContent-Type: appl']);
    expect(res.text).toMatch(/^HTTP\/1.1 408/);
    expect(res.closedAfterMs).toBeLessThan(1500);
  });

  it('headers trickled a byte at a time: still closed at the headers timeout', async () => {
    const head = 'POST /api/GetInTouch HTTP/1.1\r\nHost: test\r\nX-Slow: ' + 'a'.repeat(200);
    const res = await raw(api.url, [...head], { gapMs: 20 });
    expect(res.closedAfterMs).toBeLessThan(1500);
  });

  it('a JSON body shorter than its Content-Length, then silence: closed at the idle timeout, nothing stored', async () => {
    const before = count(api, 'contact_message');
    const body = JSON.stringify(contact());
    const res = await raw(api.url, [
      `POST /api/ContactFormSubmission HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: ${body.length + 100}\r\n\r\n${body}`,
    ]);
    expect(res.closedAfterMs).toBeLessThan(2500);
    expect(count(api, 'contact_message')).toBe(before);
  });

  it('a JSON body dripped slowly enough to dodge the idle timeout: 408 at the JSON deadline', async () => {
    const body = JSON.stringify(contact());
    const res = await raw(
      api.url,
      [`POST /api/ContactFormSubmission HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`, ...body],
      { gapMs: 100 },
    );
    expect(res.text).toMatch(/^HTTP\/1.1 408/);
    expect(res.closedAfterMs).toBeLessThan(1500);
  });

  it('a multipart body cut off before its closing boundary, the socket left open: closed in time, no file left', async () => {
    const start = careerHead() + PDF.toString('latin1');
    const res = await raw(api.url, [multipartHead('/api/Career/CareerFormRegister', start.length + 5000), start]);
    expect(res.closedAfterMs).toBeLessThan(2500);
    await eventually(async () => (await filesIn(api.tmpDir)).length === 0);
    expect(await leftovers(api)).toMatchObject({ tmp: [], uploads: [], careers: 0 });
  });

  it('a multipart body that ends without its closing boundary: 400 at once, no file left', async () => {
    const start = careerHead() + PDF.toString('latin1');
    // The whole Content-Length arrives, the socket stays open: the body has ended, its form has not.
    const res = await raw(api.url, [multipartHead('/api/Career/CareerFormRegister', start.length, 'Connection: close\r\n'), start]);
    expect(res.text).toMatch(/^HTTP\/1.1 400/);
    expect(res.closedAfterMs).toBeLessThan(2000);
    expect(await leftovers(api)).toMatchObject({ tmp: [], uploads: [], careers: 0 });
  });

  it('a client that goes away mid-upload leaves no file', async () => {
    const start = careerHead() + PDF.toString('latin1');
    const { port, hostname } = new URL(api.url);
    const socket = connect(Number(port), hostname);
    socket.on('error', () => {});
    await new Promise((r) => socket.on('connect', r));
    socket.write(multipartHead('/api/Career/CareerFormRegister', start.length + 2_000_000));
    socket.write(start);
    socket.write(Buffer.alloc(500_000, 0x20));
    // The server has started writing the upload to a temp file: without one, "no file left" below
    // would also pass for a server that never wrote anything. Then the client goes away.
    await eventually(async () => (await filesIn(api.tmpDir)).length > 0);
    expect(await filesIn(api.tmpDir)).not.toEqual([]);
    socket.destroy();
    await eventually(async () => (await filesIn(api.tmpDir)).length === 0);
    expect(await leftovers(api)).toMatchObject({ tmp: [], uploads: [], careers: 0 });
  });

  it('a part without Content-Disposition: 400 within seconds, no file left', async () => {
    const body =
      field('CareerId', '1') +
      `--${BOUNDARY}\r\nContent-Type: application/pdf\r\n\r\n` +
      PDF.toString('latin1') +
      `\r\n` +
      field('FullName', 'Asha') +
      `--${BOUNDARY}--\r\n`;
    const res = await raw(api.url, [multipartHead('/api/Career/CareerFormRegister', body.length, 'Connection: close\r\n'), body]);
    expect(res.text).toMatch(/^HTTP\/1.1 400/);
    expect(res.closedAfterMs).toBeLessThan(1500);
    expect(await leftovers(api)).toMatchObject({ tmp: [], uploads: [], careers: 0 });
  });

  it('an idle keep-alive connection is closed after the keep-alive timeout', async () => {
    const res = await raw(api.url, ['GET /api/HomePageVideo HTTP/1.1\r\nHost: test\r\n\r\n']);
    expect(res.text).toMatch(/^HTTP\/1.1 200/);
    expect(res.closedAfterMs - res.answeredAfterMs).toBeGreaterThanOrEqual(limits.keepAliveTimeoutMs - 50);
    // Node waits a further second past keepAliveTimeout, for clients whose own idle timer matches it.
    expect(res.closedAfterMs - res.answeredAfterMs).toBeLessThan(limits.keepAliveTimeoutMs + 1500);
  });

  it('one address holds at most connectionsPerAddress open sockets; the next is closed unanswered', async () => {
    const { port, hostname } = new URL(api.url);
    const open: Socket[] = [];
    for (let i = 0; i < limits.connectionsPerAddress; i++) {
      const s = connect(Number(port), hostname);
      s.on('error', () => {});
      open.push(s);
      await new Promise((r) => s.on('connect', r));
    }
    try {
      // Each held socket is in the middle of its headers, as a slow client's would be.
      for (const s of open) s.write('GET /api/HomePageVideo HTTP/1.1\r\n');
      await new Promise((r) => setTimeout(r, 50));
      const extra = await raw(api.url, ['GET /api/HomePageVideo HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n']);
      expect(extra.text).toBe('');
    } finally {
      for (const s of open) s.destroy();
    }
    await new Promise((r) => setTimeout(r, 50));
    const after = await raw(api.url, ['GET /api/HomePageVideo HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n']);
    expect(after.text).toMatch(/^HTTP\/1.1 200/);
  });
});

describe('reconciler', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('removes old temp files and old uploads no row names; keeps named and recent ones', async () => {
    await mkdir(api.tmpDir, { recursive: true });
    await mkdir(api.uploadsDir, { recursive: true });
    const old = new Date(Date.now() - 10 * 60_000);
    const write = async (dir: string, name: string, aged: boolean) => {
      await writeFile(join(dir, name), 'x');
      if (aged) await utimes(join(dir, name), old, old);
    };
    await write(api.tmpDir, 'old.part', true);
    await write(api.tmpDir, 'fresh.part', false);
    await write(api.uploadsDir, 'orphan.pdf', true);
    await write(api.uploadsDir, 'young-orphan.pdf', false);
    await write(api.uploadsDir, 'named.pdf', true);
    api.db
      .prepare(
        `INSERT INTO submission_file (submission_type, submission_id, field, original_name, stored_name, mime, size)
      VALUES ('career', 1, 'UploadResume', 'cv.pdf', 'named.pdf', 'application/pdf', 1)`,
      )
      .run();
    const removed = await reconcileFiles(api.db, api);
    expect(removed).toEqual({ tmp: 1, uploads: 1 });
    expect((await filesIn(api.tmpDir)).sort()).toEqual(['fresh.part']);
    expect((await filesIn(api.uploadsDir)).sort()).toEqual(['named.pdf', 'young-orphan.pdf']);
    expect(await reconcileFiles(api.db, api, 0)).toEqual({ tmp: 1, uploads: 1 });
    expect(await filesIn(api.uploadsDir)).toEqual(['named.pdf']);
  });
});

describe('logs', () => {
  it('carry field names and error kinds, never a typed value or a file byte', async () => {
    let logged = '';
    const stream = new Writable({
      write: (chunk, _enc, cb) => {
        logged += chunk.toString();
        cb();
      },
    });
    const api = await startTestApi({ logger: { level: 'trace', stream }, limits: { submissionsPerWindow: 3 } });
    const secrets = { name: 'Zebulon Quixotic', email: 'zebulon.q@secret.example', phone: '5550001234', comment: 'my-private-comment' };
    const marker = 'FILE-CONTENT-MARKER';
    try {
      await postJson(api.url, '/api/ContactFormSubmission', secrets);
      await postJson(api.url, '/api/ContactFormSubmission', { ...secrets, phone: 'not-a-phone' });
      await postJson(api.url, '/api/ContactFormSubmission', { ...secrets, extra: secrets.comment });
      await fetch(`${api.url}/api/ContactFormSubmission`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: STRANGER },
        body: JSON.stringify(secrets),
      });
      await postJson(api.url, '/api/ContactFormSubmission', secrets);
      const form = new FormData();
      form.append('CareerId', '1');
      form.append('FullName', secrets.name);
      form.append('Email', secrets.email);
      form.append('Phone', secrets.phone);
      form.append('UploadResume', new Blob([Buffer.concat([PDF, Buffer.from(marker)])], { type: 'application/pdf' }), 'zebulon-cv.pdf');
      expect((await fetch(`${api.url}/api/Career/CareerFormRegister`, { method: 'POST', body: form })).status).toBe(200);
      form.set('Phone', 'bad phone');
      expect((await fetch(`${api.url}/api/Career/CareerFormRegister`, { method: 'POST', body: form })).status).toBe(400);
    } finally {
      await api.close();
    }
    expect(logged).toContain('"field":"phone"');
    expect(logged).toContain('"field":"Phone"');
    expect(logged).toContain('"refused":"cross-site"');
    expect(logged).toContain('"refused":"rate-limit"');
    for (const value of [...Object.values(secrets), 'not-a-phone', 'bad phone', marker, 'zebulon-cv', 'Zebulon']) expect(logged).not.toContain(value);
  });
});
