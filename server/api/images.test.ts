import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import realSharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMAGE_WIDTHS } from '../../src/platform/hosts.ts';
import { createStaticHost } from './hosts.ts';
import type { ImageServiceOptions } from './images.ts';
import { SiteOrigins } from './origins.ts';

/** Every render the service starts, and how many ran at once at most: counted at sharp's door. */
const renders = vi.hoisted(() => ({ started: 0, active: 0, maxActive: 0 }));
vi.mock('sharp', async (importOriginal) => {
  const real = ((await importOriginal()) as { default: typeof realSharp }).default;
  const counted = (...args: Parameters<typeof realSharp>) => {
    renders.started++;
    const image = real(...args);
    const toBuffer = image.toBuffer.bind(image) as () => Promise<Buffer>;
    Object.assign(image, {
      toBuffer: async () => {
        renders.maxActive = Math.max(renders.maxActive, ++renders.active);
        try {
          return await toBuffer();
        } finally {
          renders.active--;
        }
      },
    });
    return image;
  };
  return { default: Object.assign(counted, real) };
});

const SITE = 'http://localhost:4173';
const BROWSER_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
let root: string;
const hosts: FastifyInstance[] = [];

/** A detailed picture (noise over a gradient), so each format and width has a size of its own. */
async function picture(file: string, width: number, height: number, format: 'png' | 'jpeg') {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = ((i * 2654435761) >>> 24) & 0xff;
  const image = realSharp(noise, { raw: { width, height, channels: 3 } }).blur(1.5);
  await writeFile(file, await (format === 'png' ? image.png() : image.jpeg()).toBuffer());
}

async function startHost(images: Partial<ImageServiceOptions> = {}): Promise<{ url: string; cacheDir: string }> {
  const cacheDir = await mkdtemp(join(tmpdir(), 'voltline-image-cache-'));
  const app = await createStaticHost(root, { siteOrigins: new SiteOrigins([SITE]), images: { cacheDir, ...images } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  hosts.push(app);
  const address = app.server.address();
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, cacheDir };
}

const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers: { origin: SITE, ...headers } });
const widthOf = async (res: Response) => (await realSharp(Buffer.from(await res.arrayBuffer())).metadata()).width;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'voltline-content-'));
  await mkdir(join(root, 'images', 'projects'), { recursive: true });
  await picture(join(root, 'images', 'projects', 'p01.png'), 800, 500, 'png');
  await picture(join(root, 'images', 'hero.png'), 1280, 720, 'png');
  await picture(join(root, 'images', 'photo.jpg'), 1000, 600, 'jpeg');
  await writeFile(join(root, 'images', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
});

afterEach(() => {
  Object.assign(renders, { started: 0, active: 0, maxActive: 0 });
});

afterAll(async () => {
  await Promise.all(hosts.map((h) => h.close()));
  await rm(root, { recursive: true, force: true });
});

describe('the content host resizes pictures (IMAGE_URL_TEMPLATE {src}?w={width}&fm={format})', () => {
  it('w and fm: that width in that format, cached for a year, same headers as every content answer, no Vary on Accept', async () => {
    const { url } = await startHost();
    for (const [fm, type] of [
      ['avif', 'image/avif'],
      ['webp', 'image/webp'],
      ['png', 'image/png'],
      ['jpeg', 'image/jpeg'],
    ] as const) {
      const res = await get(`${url}/images/projects/p01.png?w=320&fm=${fm}`, { accept: BROWSER_ACCEPT });
      expect([res.status, res.headers.get('content-type')]).toEqual([200, type]);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
      expect(res.headers.get('vary')).not.toMatch(/accept\b/i);
      expect(await widthOf(res)).toBe(320);
    }
  });

  it('without fm the format follows Accept (AVIF, then WebP, then the picture’s own), with Vary: Accept', async () => {
    const { url } = await startHost();
    const cases: [string, string, string][] = [
      ['/images/projects/p01.png', BROWSER_ACCEPT, 'image/avif'],
      ['/images/projects/p01.png', 'image/webp,image/png,*/*', 'image/webp'],
      ['/images/projects/p01.png', 'image/avif;q=0,image/webp,*/*', 'image/webp'],
      ['/images/projects/p01.png', 'image/png,*/*;q=0.8', 'image/png'],
      ['/images/photo.jpg', '*/*', 'image/jpeg'],
    ];
    for (const [path, accept, type] of cases) {
      const res = await get(`${url}${path}?w=480`, { accept });
      expect([res.status, res.headers.get('content-type')], `${path} for ${accept}`).toEqual([200, type]);
      expect(res.headers.get('vary')).toMatch(/\bAccept\b/);
      expect(res.headers.get('vary')).toMatch(/\bOrigin\b/);
      expect(await widthOf(res)).toBe(480);
    }
    // fm alone: the picture's own width in that format.
    const whole = await get(`${url}/images/hero.png?fm=webp`);
    expect([whole.headers.get('content-type'), await widthOf(whole)]).toEqual(['image/webp', 1280]);
  });

  it('a smaller rendition is smaller, and AVIF beats the PNG it came from', async () => {
    const { url } = await startHost();
    const bytes = async (q: string) => (await (await get(`${url}/images/hero.png${q}`)).arrayBuffer()).byteLength;
    const [original, avif1280, avif640] = [await bytes(''), await bytes('?w=1280&fm=avif'), await bytes('?w=640&fm=avif')];
    expect(avif1280).toBeLessThan(original / 2);
    expect(avif640).toBeLessThan(avif1280 / 2);
  });

  it('never upscales: a width past the picture’s own answers with the picture at its own width', async () => {
    const { url } = await startHost();
    for (const w of [960, 1920]) {
      const res = await get(`${url}/images/projects/p01.png?w=${w}&fm=webp`);
      expect([res.status, await widthOf(res)]).toEqual([200, 800]);
    }
  });

  it('400 for a width off the list or a format it does not make; 404 for no such picture', async () => {
    const { url } = await startHost();
    for (const q of ['w=500', 'w=0', 'w=abc', 'w=320.0', 'w=99999', 'w=320&w=640']) {
      const res = await get(`${url}/images/projects/p01.png?${q}&fm=webp`);
      expect(res.status, q).toBe(400);
      expect(await res.json()).toEqual({ message: `w: must be one of ${IMAGE_WIDTHS.join(', ')}`, field: 'w' });
    }
    // Names every object inherits are no formats either (nor cache file names).
    for (const q of ['fm=gif', 'fm=', 'fm=svg', 'fm=avif&fm=webp', 'fm=constructor', 'fm=__proto__', 'fm=toString', 'fm=hasOwnProperty']) {
      const res = await get(`${url}/images/projects/p01.png?w=320&${q}`);
      expect(res.status, q).toBe(400);
      expect((await res.json()).field).toBe('fm');
    }
    expect((await get(`${url}/images/logo.svg?w=320`)).status).toBe(400);
    expect((await get(`${url}/images/projects/p01.constructor?w=320`)).status).toBe(400);
    expect((await get(`${url}/images/none.png?w=320`)).status).toBe(404);
    expect((await get(`${url}/images/%2e%2e/%2e%2e/etc/passwd.png?w=320`)).status).toBe(404);
    expect(renders.started).toBe(0);
  });

  it('plain URLs stay the static files they were; HEAD and If-None-Match work on renditions', async () => {
    const { url } = await startHost();
    const plain = await get(`${url}/images/projects/p01.png`, { accept: BROWSER_ACCEPT });
    expect([plain.status, plain.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect((await plain.arrayBuffer()).byteLength).toBe((await stat(join(root, 'images', 'projects', 'p01.png'))).size);
    const rendition = await get(`${url}/images/projects/p01.png?w=640&fm=avif`);
    const etag = rendition.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    const again = await get(`${url}/images/projects/p01.png?w=640&fm=avif`, { 'if-none-match': etag });
    expect([again.status, again.headers.get('cache-control')]).toEqual([304, 'public, max-age=31536000, immutable']);
    const head = await fetch(`${url}/images/projects/p01.png?w=640&fm=avif`, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-type')]).toEqual([200, 'image/avif']);
  });

  it('renders each rendition once: identical requests in flight share one render, later ones come from the disk cache', async () => {
    const { url, cacheDir } = await startHost();
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(`${url}/images/hero.png?w=1280&fm=avif`)));
    const bodies = await Promise.all(answers.map(async (r) => Buffer.from(await r.arrayBuffer())));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(bodies.every((b) => b.equals(bodies[0]!))).toBe(true);
    expect(renders.started).toBe(1);
    expect(await readdir(cacheDir)).toHaveLength(1);
    await get(`${url}/images/hero.png?w=1280&fm=avif`);
    expect(renders.started).toBe(1);
  });

  it('a burst of different renditions runs at most `concurrency` renders at once and refuses past its queue (503)', async () => {
    const { url } = await startHost({ concurrency: 1, maxQueue: 2 });
    const paths = IMAGE_WIDTHS.slice(0, 6).map((w) => `${url}/images/hero.png?w=${w}&fm=avif`);
    const answers = await Promise.all(paths.map((p) => get(p)));
    const statuses = answers.map((r) => r.status);
    expect(renders.maxActive).toBe(1);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(3);
    const refused = answers.filter((r) => r.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) expect([r.headers.get('retry-after'), r.headers.get('cache-control')]).toEqual(['1', 'no-store']);
  });

  it('the disk cache stays under its cap, removing the least recently used renditions first', async () => {
    const sizes: Record<number, number> = {};
    {
      const probe = await startHost();
      for (const w of [640, 768, 960]) sizes[w] = (await (await get(`${probe.url}/images/hero.png?w=${w}&fm=png`)).arrayBuffer()).byteLength;
    }
    // Room for the 640 and 768 renditions but not the 960 besides them.
    const cap = sizes[640]! + sizes[768]! + Math.floor(sizes[960]! / 2);
    const { url, cacheDir } = await startHost({ maxCacheBytes: cap });
    const used = async () => {
      const names = await readdir(cacheDir);
      return (await Promise.all(names.map((n) => stat(join(cacheDir, n))))).reduce((n, s) => n + s.size, 0);
    };
    await get(`${url}/images/hero.png?w=640&fm=png`);
    await get(`${url}/images/hero.png?w=768&fm=png`);
    await get(`${url}/images/hero.png?w=640&fm=png`); // 640 is now the more recently used
    Object.assign(renders, { started: 0 });
    await get(`${url}/images/hero.png?w=960&fm=png`);
    expect(await used()).toBeLessThanOrEqual(cap);
    expect(await readdir(cacheDir)).toHaveLength(2);
    // 640 was kept (no new render), 768 was evicted (rendered again).
    await get(`${url}/images/hero.png?w=640&fm=png`);
    expect(renders.started).toBe(1);
    await get(`${url}/images/hero.png?w=768&fm=png`);
    expect(renders.started).toBe(2);
    expect(await used()).toBeLessThanOrEqual(cap);
  });
});
