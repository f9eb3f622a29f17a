// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeTransport } from './nodeTransport';

let server: Server;
let base: string;
const seen: { method?: string; type?: string; length?: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, type: req.headers['content-type'], length: req.headers['content-length'], body });
      if (req.url === '/missing') return res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"no"}');
      if (req.url === '/gzip') return res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync('{"data":["zipped ’"]}'));
      if (req.url === '/slow') return setTimeout(() => res.end('{}'), 5000);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: { echo: body ? JSON.parse(body) : null } }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const json = { 'Content-Type': 'application/json', 'Accept-Encoding': 'identity' };

describe('nodeTransport', () => {
  it('sends the method, JSON content type and body as fetch would, and reads the answer', async () => {
    const body = JSON.stringify({ slugName: 'ä-slug' });
    const res = await nodeTransport(`${base}/api/x`, { method: 'POST', headers: json, body, signal: undefined });
    expect(res.ok).toBe(true);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { echo: { slugName: 'ä-slug' } } });
    expect(seen.at(-1)).toEqual({ method: 'POST', type: 'application/json', length: String(Buffer.byteLength(body)), body });
  });

  it('sends a GET without a body', async () => {
    const res = await nodeTransport(`${base}/api/y`, { method: 'GET', headers: json, body: undefined, signal: undefined });
    expect(await res.json()).toEqual({ data: { echo: null } });
    expect(seen.at(-1)).toMatchObject({ method: 'GET', body: '' });
  });

  it('reports a 4xx as not ok with its status', async () => {
    const res = await nodeTransport(`${base}/missing`, { method: 'GET', headers: json, body: undefined, signal: undefined });
    expect(res.ok).toBe(false);
    expect(res.status).toBe(404);
  });

  it('understands a host that compresses though asked not to', async () => {
    const res = await nodeTransport(`${base}/gzip`, { method: 'GET', headers: json, body: undefined, signal: undefined });
    expect(await res.json()).toEqual({ data: ['zipped ’'] });
  });

  it('rejects when aborted, and when nothing listens', async () => {
    const controller = new AbortController();
    const pending = nodeTransport(`${base}/slow`, { method: 'GET', headers: json, body: undefined, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toThrow(/abort/i);
    await expect(nodeTransport('http://127.0.0.1:1/', { method: 'GET', headers: json, body: undefined, signal: undefined })).rejects.toThrow(/ECONNREFUSED/);
  });

  it('sends a read again on a fresh socket when a kept-alive one was closed under it, once', async () => {
    // Answers the first request of each connection, then drops the connection at its next request unanswered.
    const served = new WeakSet<object>();
    let drops = 0;
    const flaky = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        if (served.has(req.socket)) {
          drops += 1;
          return req.socket.destroy();
        }
        served.add(req.socket);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":"ok"}');
      });
    });
    await new Promise<void>((r) => flaky.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(flaky.address() as { port: number }).port}/api/z`;
    try {
      const ask = () => nodeTransport(url, { method: 'POST', headers: json, body: '{}', signal: undefined }).then((r) => r.json());
      expect(await ask()).toEqual({ data: 'ok' });
      expect(await ask()).toEqual({ data: 'ok' });
      expect(drops).toBe(1);
    } finally {
      flaky.closeAllConnections();
      await new Promise<void>((r) => flaky.close(() => r()));
    }
  });
});
