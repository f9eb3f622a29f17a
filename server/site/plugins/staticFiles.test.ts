/**
 * The static files plugin alone, over a made-up dist folder: hashed files kept for good, others
 * briefly, the renderer and the bare template never served, and compression holding for routes
 * outside the plugin (it is registered with fastify-plugin for that).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_CACHE_CONTROL } from '../cacheControl';
import { staticFilesPlugin } from './staticFiles';

const script = `export const answer = ${JSON.stringify('x'.repeat(2000))};\n`;
let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'site-dist-'));
  await mkdir(join(dist, 'static'));
  await mkdir(join(dist, 'server'));
  await writeFile(join(dist, 'static', 'app-1a2b3c.js'), script);
  await writeFile(join(dist, 'robots-note.txt'), 'not hashed');
  await writeFile(join(dist, 'index.html'), '<!doctype html>');
  await writeFile(join(dist, 'server', 'entry-server.js'), 'export {}');
  app = Fastify();
  await app.register(staticFilesPlugin, { distDir: dist });
  app.get('/page', async () => 'a page '.repeat(200));
});
afterAll(async () => {
  await app.close();
  await rm(dist, { recursive: true, force: true });
});

describe('the static files plugin', () => {
  it('keeps hashed build output for good and other files for five minutes', async () => {
    const hashed = await app.inject('/static/app-1a2b3c.js');
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe(ASSET_CACHE_CONTROL);
    const other = await app.inject('/robots-note.txt');
    expect(other.statusCode).toBe(200);
    expect(other.headers['cache-control']).toBe('public, max-age=300');
  });

  it('never serves the server renderer or the bare template', async () => {
    expect((await app.inject('/server/entry-server.js')).statusCode).toBe(404);
    expect((await app.inject('/index.html')).statusCode).toBe(404);
  });

  it("compresses files and the app's other routes for a client that takes it", async () => {
    const file = await app.inject({ url: '/static/app-1a2b3c.js', headers: { 'accept-encoding': 'br' } });
    expect(file.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(file.rawPayload).toString()).toBe(script);
    const page = await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers['content-encoding']).toBe('gzip');
  });
});
