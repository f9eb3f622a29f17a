/**
 * The Host header, over real HTTP: without SITE_URL only an allowed host is believed, any
 * other is refused before routing; with SITE_URL the request's host is never used.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { hostAllowed, siteHostsFromEnv, siteOrigin } from './hostCheck';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function serve(siteUrl: string | undefined, allowed?: string[], trustProxy = false) {
  app = Fastify({ trustProxy });
  const originOf = siteOrigin(app, { siteUrl, ...(allowed ? { allowed } : {}) });
  app.get('/*', async (req) => ({ origin: originOf(req) }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as { port: number }).port;
}

/** A GET naming this Host (fetch will not let a script choose it), and any other headers. */
function get(port: number, host: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/projects', headers: { host, ...headers } }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('Host allow-list', () => {
  it("without SITE_URL: localhost and this machine's addresses are believed, evil.example is refused (421) and never echoed", async () => {
    const port = await serve(undefined);
    expect(await get(port, `localhost:${port}`)).toEqual({ status: 200, body: JSON.stringify({ origin: `http://localhost:${port}` }) });
    expect((await get(port, `127.0.0.1:${port}`)).status).toBe(200);
    for (const host of ['evil.example', `evil.example:${port}`, 'localhost.evil.example', 'localhost:80@evil.example']) {
      const res = await get(port, host);
      expect(res.status, host).toBe(421);
      expect(res.body).not.toContain('evil');
    }
  });

  it('behind a trusted proxy, an X-Forwarded-Host off the list is refused as a Host would be, and never named', async () => {
    const port = await serve(undefined, undefined, true);
    const res = await get(port, `localhost:${port}`, { 'x-forwarded-host': 'evil.example' });
    expect(res.status).toBe(421);
    expect(res.body).not.toContain('evil');
    expect(await get(port, `localhost:${port}`, { 'x-forwarded-host': `localhost:${port}` })).toEqual({
      status: 200,
      body: JSON.stringify({ origin: `http://localhost:${port}` }),
    });
  });

  it("SITE_HOSTS names the hosts instead; SITE_URL makes the request's host irrelevant", async () => {
    expect(siteHostsFromEnv({ SITE_HOSTS: 'www.voltline.example, Voltline.example:8080' })).toEqual(['www.voltline.example', 'voltline.example:8080']);
    expect(hostAllowed(['www.voltline.example', 'voltline.example:8080'], 'WWW.voltline.example:443')).toBe(true);
    expect(hostAllowed(['www.voltline.example', 'voltline.example:8080'], 'voltline.example:9090')).toBe(false);
    expect(hostAllowed(['www.voltline.example'], 'localhost')).toBe(false);
    const port = await serve('https://voltline.example/');
    expect(await get(port, 'evil.example')).toEqual({ status: 200, body: JSON.stringify({ origin: 'https://voltline.example' }) });
  });
});
