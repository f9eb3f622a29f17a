/**
 * Bounded reports and headers on Fastify's own errors, over real HTTP, on the API and the
 * content host (the site server's are in tests/headers.test.ts, against the build).
 */
import { connect } from 'node:net';
import Fastify from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHost } from '../api/hosts.ts';
import { startTestApi, TEST_SITE, type TestApi } from '../test/helpers.ts';
import { registerCspReports, type CspSummary } from './securityHeaders';

/** A request written by hand: what fetch refuses to send (a URL that does not decode, a broken header). */
function raw(url: string, request: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(request));
    let text = '';
    socket.on('data', (d) => (text += d.toString('latin1')));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
}

describe('POST /csp-report', () => {
  it('keeps a bounded count of directive and origin pairs, and logs a summary at most once a minute', async () => {
    const app = Fastify();
    await app.register(rateLimit, { global: false });
    const summaries: CspSummary[] = [];
    const counts = await registerCspReports(app, (s) => summaries.push(s));
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = app.server.address() as { port: number };
      const report = (origin: string) => [{ type: 'csp-violation', body: { effectiveDirective: 'img-src', blockedURL: `${origin}/x.png` } }];
      // 50 reports of 10 made-up origins each: 500 distinct origins, past the bound.
      for (let i = 0; i < 50; i++) {
        const body = JSON.stringify(Array.from({ length: 10 }, (_, j) => report(`https://o${i * 10 + j}.evil.example`)[0]));
        const res = await fetch(`http://127.0.0.1:${address.port}/csp-report`, {
          method: 'POST',
          headers: { 'content-type': 'application/reports+json' },
          body,
        });
        expect(res.status).toBe(204);
      }
      expect(counts.size).toBe(300);
      // The newest origins are the ones kept.
      expect(counts.has('img-src https://o499.evil.example')).toBe(true);
      expect(counts.has('img-src https://o0.evil.example')).toBe(false);
      // The first report's ten at once; the other 490 wait for the next minute's summary.
      expect(summaries).toHaveLength(1);
      expect(summaries[0]!.reports).toBe(10);
      expect(summaries[0]!.top.length).toBe(10);
    } finally {
      await app.close();
    }
  });
});

describe("Fastify's own errors carry the headers and never echo the request", () => {
  let api: TestApi;
  let content: Awaited<ReturnType<typeof createStaticHost>>;
  let contentUrl: string;
  beforeAll(async () => {
    api = await startTestApi();
    content = await createStaticHost(api.dataDir);
    await content.listen({ port: 0, host: '127.0.0.1' });
    contentUrl = `http://127.0.0.1:${(content.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await content?.close();
    await api?.close();
  });

  it('a URL that does not decode, a 404, bad JSON, a body too large, a broken request line: headers on, request not repeated', async () => {
    const probe = '%E0%A4%3Cb%3Eecho';
    for (const base of [api.url, contentUrl]) {
      const corp = base === api.url ? 'same-origin' : 'cross-origin';
      const badUrl = await raw(base, `GET /${probe} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(badUrl, base).toMatch(/^HTTP\/1\.1 400/);
      expect(badUrl.toLowerCase()).toContain('x-content-type-options: nosniff');
      expect(badUrl.toLowerCase()).toContain(`cross-origin-resource-policy: ${corp}`);
      expect(badUrl).not.toContain('echo');
      const broken = await raw(base, `GET /echo HTTP/1.1\r\nHost x\r\n\r\n`);
      expect(broken).toMatch(/^HTTP\/1\.1 400/);
      expect(broken.toLowerCase()).toContain('x-content-type-options: nosniff');
      const missing = await fetch(`${base}/no/such/echo-path`);
      expect(missing.status).toBe(404);
      expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await missing.text()).not.toContain('echo');
    }
    for (const [body, type, status] of [
      ['{"email": <b>echo', 'application/json', 400],
      [`{"email":"${'e'.repeat(70_000)}"}`, 'application/json', 413],
      ['echo', 'text/echo', 415],
    ] as const) {
      const res = await fetch(`${api.url}/api/GetInTouch`, { method: 'POST', headers: { 'content-type': type, origin: TEST_SITE }, body });
      expect(res.status, type).toBe(status);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await res.text()).not.toContain('echo');
    }
  });
});
