import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, TEST_SITE, type TestApi } from '../test/helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

/** The rows as another process sees them: a second connection to the SQLite file. */
function storedRows(): Record<string, unknown>[] {
  const file = new Database(join(api.dataDir, 'site.db'), { readonly: true });
  try {
    return file.prepare('SELECT * FROM vitals ORDER BY id').all() as Record<string, unknown>[];
  } finally {
    file.close();
  }
}

const metric = (overrides: Record<string, unknown> = {}) => ({
  name: 'LCP',
  value: 1834.2,
  rating: 'good',
  id: 'v6-1700000000000-1234567890123',
  navigationType: 'navigate',
  route: '/projects/:slug',
  path: '/projects/substation-noida',
  ...overrides,
});

const SITE = TEST_SITE;

/** What navigator.sendBeacon sends for a text/plain Blob, from the site's origin. */
const beacon = (body: string) => fetch(`${api.url}/vitals`, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8', origin: SITE }, body });

describe('POST /vitals', () => {
  it('stores a batch in one go and answers 204', async () => {
    const before = storedRows().length;
    const batch = [
      metric(),
      metric({ name: 'CLS', value: 0.012, rating: 'good', id: 'v6-cls' }),
      metric({ name: 'TTFB', value: 310, rating: 'needs-improvement', id: 'v6-ttfb', route: '/', path: '/', navigationType: 'reload' }),
    ];
    const res = await fetch(`${api.url}/vitals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'vitals-test/1.0', origin: SITE },
      body: JSON.stringify(batch),
    });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');

    const rows = storedRows().slice(before);
    expect(rows.map(({ id: _id, created_at: _at, ...r }) => r)).toEqual([
      {
        name: 'LCP',
        value: 1834.2,
        rating: 'good',
        route: '/projects/:slug',
        path: '/projects/substation-noida',
        navigation_type: 'navigate',
        metric_id: 'v6-1700000000000-1234567890123',
        user_agent: 'vitals-test/1.0',
      },
      {
        name: 'CLS',
        value: 0.012,
        rating: 'good',
        route: '/projects/:slug',
        path: '/projects/substation-noida',
        navigation_type: 'navigate',
        metric_id: 'v6-cls',
        user_agent: 'vitals-test/1.0',
      },
      {
        name: 'TTFB',
        value: 310,
        rating: 'needs-improvement',
        route: '/',
        path: '/',
        navigation_type: 'reload',
        metric_id: 'v6-ttfb',
        user_agent: 'vitals-test/1.0',
      },
    ]);
    expect(new Set(rows.map((r) => r.created_at)).size).toBe(1);
    expect(Date.parse(String(rows[0]!.created_at))).toBeGreaterThan(Date.now() - 60_000);
  });

  it('accepts a text/plain beacon from another origin without a preflight (CORS simple request)', async () => {
    const before = storedRows().length;
    const res = await beacon(JSON.stringify([metric({ name: 'INP', value: 96, id: 'v6-inp' })]));
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(
      storedRows()
        .slice(before)
        .map((r) => [r.name, r.value]),
    ).toEqual([['INP', 96]]);
  });

  it('accepts a single metric object, and optional fields left out', async () => {
    const before = storedRows().length;
    const res = await beacon(JSON.stringify({ name: 'FCP', value: 0, route: '/', path: '/' }));
    expect(res.status).toBe(204);
    expect(storedRows().slice(before)).toMatchObject([{ name: 'FCP', value: 0, rating: null, navigation_type: null, metric_id: null }]);
  });

  it('answers a JSON preflight from another origin', async () => {
    const res = await fetch(`${api.url}/vitals`, {
      method: 'OPTIONS',
      headers: { origin: SITE, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
  });
});

describe('POST /vitals: what it refuses', () => {
  it('rejects a batch with one bad metric, naming it, and stores none of the batch', async () => {
    const before = storedRows().length;
    const res = await beacon(JSON.stringify([metric(), metric({ name: 'FCP' }), metric({ value: -1 })]));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'metrics[2].value: must be a finite number >= 0', field: 'metrics[2].value' });
    expect(storedRows().length).toBe(before);
  });

  it.each([
    ['a name outside the five', [metric({ name: 'FID' })], 'metrics[0].name', 'must be one of LCP, INP, CLS, FCP, TTFB'],
    ['a value given as text', [metric({ value: '1200' })], 'metrics[0].value', 'must be a finite number >= 0'],
    ['a time of ten minutes or more', [metric({ value: 600000 })], 'metrics[0].value', 'must be below 600000'],
    ['a CLS of 100 or more', [metric({ name: 'CLS', value: 100 })], 'metrics[0].value', 'must be below 100'],
    ['an unknown rating', [metric(), metric({ rating: 'ok' })], 'metrics[1].rating', 'must be one of good, needs-improvement, poor'],
    ['a route not starting with /', [metric({ route: 'projects' })], 'metrics[0].route', "must be a string starting with '/' of at most 300 characters"],
    [
      'a path over 300 characters',
      [metric({ path: `/${'a'.repeat(300)}` })],
      'metrics[0].path',
      "must be a string starting with '/' of at most 300 characters",
    ],
    ['a missing path', [{ ...metric(), path: undefined }], 'metrics[0].path', "must be a string starting with '/' of at most 300 characters"],
    ['an empty id', [metric({ id: '' })], 'metrics[0].id', 'must be a string of 1 to 100 characters'],
    ['a metric that is not an object', [metric(), 42], 'metrics[1]', 'must be an object'],
    ['more than 50 metrics', Array.from({ length: 51 }, () => metric()), 'body', 'must hold 1 to 50 metrics'],
    ['an empty batch', [], 'body', 'must hold 1 to 50 metrics'],
    ['a bare string', 'LCP', 'body', 'must be a metric or an array of metrics'],
  ])('rejects %s', async (_label, body, field, reason) => {
    const before = storedRows().length;
    const res = await beacon(JSON.stringify(body));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: `${field}: ${reason}`, field });
    expect(storedRows().length).toBe(before);
  });

  it('rejects a body that is not JSON (400) or over 64 KB (413)', async () => {
    const bad = await beacon('{"name": "LCP",');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: 'body: invalid JSON', field: 'body' });

    const huge = await beacon(JSON.stringify([metric({ id: 'x'.repeat(70 * 1024) })]));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ field: 'body' });
  });

  it('keeps its any-type JSON parser to itself: other routes still refuse a text/plain JSON body', async () => {
    const elsewhere = await fetch(`${api.url}/api/GetInTouch`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ email: 'asha@example.com' }),
    });
    expect(elsewhere.status).toBeGreaterThanOrEqual(400);
    expect(api.db.prepare("SELECT COUNT(*) FROM newsletter_signup WHERE email = 'asha@example.com'").pluck().get()).toBe(0);
  });

  it("takes beacons from the site's origins only, in sendBeacon's type (or JSON): another origin or none is 403, another type 415", async () => {
    const before = storedRows().length;
    const body = JSON.stringify([metric()]);
    const send = (headers: Record<string, string>) => fetch(`${api.url}/vitals`, { method: 'POST', headers, body });
    expect((await send({ 'content-type': 'text/plain', origin: 'http://evil.example' })).status).toBe(403);
    expect((await send({ 'content-type': 'text/plain' })).status).toBe(403);
    expect((await send({ 'content-type': 'application/x-www-form-urlencoded', origin: SITE })).status).toBe(415);
    expect((await send({ 'content-type': 'application/xml', origin: SITE })).status).toBe(415);
    expect(storedRows().length).toBe(before);
  });

  it('limits beacons per address (429 past VITALS_PER_MINUTE)', async () => {
    const limited = await startTestApi({ unlimited: () => false, limits: { vitalsPerMinute: 3 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await fetch(`${limited.url}/vitals`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain', origin: SITE },
          body: JSON.stringify([metric()]),
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([204, 204, 204, 429]);
    } finally {
      await limited.close();
    }
  });
});
