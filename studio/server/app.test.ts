// @vitest-environment node
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudioApp } from './app';

let app: FastifyInstance;
let host: string;

beforeAll(async () => {
  app = createStudioApp();
  app.post('/api/echo', async (request) => ({ got: request.body }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  host = `localhost:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

describe("the studio's server", () => {
  it('answers a Host naming this machine at its port, with the headers', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { host, origin: `http://${host}`, 'content-type': 'application/json' },
      payload: '{"a":1}',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ got: { a: 1 } });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
  });

  it('refuses any other Host (a rebound DNS name, another port), with the headers', async () => {
    for (const other of ['evil.example', `evil.example:${host.split(':')[1]}`, 'localhost:1', undefined]) {
      const res = await app.inject({ method: 'GET', url: '/api/echo', headers: other === undefined ? {} : { host: other } });
      expect(res.statusCode, String(other)).toBe(421);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it("words Fastify's own errors without echoing the request", async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { host, origin: `http://${host}`, 'content-type': 'application/json' },
      payload: '{"<script>',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).not.toContain('script');
    const missing = await app.inject({ method: 'GET', url: '/%3Cb%3Emissing', headers: { host } });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toMatch(/missing|<b>/);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    const big = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { host, origin: `http://${host}`, 'content-type': 'application/json' },
      payload: `"${'a'.repeat(5 * 1024 * 1024)}"`,
    });
    expect(big.statusCode).toBe(413);
  });
});
