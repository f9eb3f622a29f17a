import { mkdtemp, rm, stat, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropdownKinds } from '../db/vocabulary.ts';
import sharp from 'sharp';
import { startEmbeddedApi, type EmbeddedApi } from './embedded.ts';
import { getJson, postJson } from '../test/helpers.ts';

let dataDir: string;
let api: EmbeddedApi;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'voltline-embedded-'));
  api = await startEmbeddedApi({ dataDir, apiPort: 0, contentPort: 0, mediaPort: 0, siteOrigins: ['http://localhost:5173'] });
}, 90_000);

afterAll(async () => {
  await api?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const ALL = { pageIndex: 1, pageSize: 999999 };

/** Every response the site can ask for, walking lists into their details. */
async function everyResponse(): Promise<unknown[]> {
  const out: unknown[] = [];
  const lists = [
    '/api/HomePageFeatured',
    '/api/Announcement',
    '/api/Client/GetAllClients',
    '/api/Testimonial',
    '/api/InternationalForay/GetAllForays',
    '/api/Leadership/GetAllLeaders',
    '/api/Certificate/GetAllCertificates',
    '/api/Download',
    '/api/AnnualReturns/GetAllAnnualReturns',
    '/api/CultureImage',
  ];
  for (const path of lists) out.push((await postJson(api.apiUrl, path, ALL)).json);
  for (const path of [
    '/api/HomePageVideo',
    '/api/Newsroom/GetFirstFourData',
    '/api/Blog/GetCategoryDropDownList',
    ...dropdownKinds.map((k) => `/api/VendorDropDown/${k}`),
  ]) {
    out.push((await getJson(api.apiUrl, path)).json);
  }
  const withDetails: [string, Record<string, unknown>, string, string][] = [
    ['/api/Project/GetAllProject', ALL, '/api/Project/GetProjectBYSlugName', '/api/Project/GetExploredProjectList|projectId'],
    ['/api/Career/GetAllCareers', ALL, '/api/Career/GetCareerBYSlugName', ''],
    ['/api/Blog/GetBlogsByCategory', { ...ALL, categoryId: 0 }, '/api/Blog/GetBlogBYSlugName', '/api/Blog/GetExploredBlogList|blogId'],
    ['/api/Newsroom/GetAllNews', ALL, '/api/Newsroom/GetNewsBYSlugName', '/api/Newsroom/GetExploredNewsList|newsId'],
  ];
  for (const [listPath, body, detailPath, explore] of withDetails) {
    const list = (await postJson(api.apiUrl, listPath, body)).json;
    out.push(list);
    for (const item of list.data.list as { slug: string; id: number }[]) {
      const detail = await postJson(api.apiUrl, detailPath, { slugName: item.slug });
      expect(detail.status).toBe(200);
      out.push(detail.json);
    }
    if (explore) {
      const [path, key] = explore.split('|') as [string, string];
      out.push((await postJson(api.apiUrl, path, { [key]: list.data.list[0].id, pageIndex: 1, pageSize: 8 })).json);
    }
  }
  return out;
}

function referencedPaths(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (/^\/(images|files|videos)\//.test(value)) into.add(value);
    for (const m of value.matchAll(/<img[^>]+src="([^"]+)"/g)) into.add(m[1]!);
  } else if (Array.isArray(value)) value.forEach((v) => referencedPaths(v, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => referencedPaths(v, into));
  return into;
}

describe('embedded API', () => {
  it('listens on real ports when asked for port 0', () => {
    for (const url of [api.apiUrl, api.contentUrl, api.mediaUrl]) expect(url).toMatch(/^http:\/\/127\.0\.0\.1:[1-9]\d*$/);
    expect(new Set([api.apiUrl, api.contentUrl, api.mediaUrl]).size).toBe(3);
  });

  it('every image, file and video any response references resolves on its host', async () => {
    const paths = referencedPaths(await everyResponse());
    expect(paths.size).toBeGreaterThan(150);
    const types: Record<string, string> = { png: 'image/png', pdf: 'application/pdf', mp4: 'video/mp4' };
    const failures: string[] = [];
    await Promise.all(
      [...paths].map(async (p) => {
        const host = p.startsWith('/videos/') ? api.mediaUrl : api.contentUrl;
        const res = await fetch(host + p, { method: 'HEAD' });
        const ext = p.split('.').pop() ?? '';
        if (res.status !== 200 || !res.headers.get('content-type')?.startsWith(types[ext] ?? '?')) failures.push(`${res.status} ${p}`);
      }),
    );
    expect(failures).toEqual([]);
  });

  it('a browser that accepts WebP gets the same picture as WebP, smaller than the PNG', async () => {
    const BROWSER_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    // Decoded by sharp (which wrote both) into raw RGB pixels.
    const pixels = (bytes: ArrayBuffer) => sharp(Buffer.from(bytes)).removeAlpha().raw().toBuffer();
    for (const path of ['/images/hero-poster.png', '/images/projects/p01.png']) {
      const webp = await fetch(api.contentUrl + path, { headers: { accept: BROWSER_ACCEPT, origin: 'http://localhost:5173' } });
      const png = await fetch(api.contentUrl + path, { headers: { accept: 'image/png,*/*' } });
      expect(webp.headers.get('content-type')).toBe('image/webp');
      expect(png.headers.get('content-type')).toBe('image/png');
      for (const res of [webp, png]) expect(res.headers.get('vary')).toMatch(/\bAccept\b/);
      expect(webp.headers.get('vary')).toMatch(/\bOrigin\b/);
      expect(webp.headers.get('cache-control')).toMatch(/max-age=31536000/);
      const [webpBytes, pngBytes] = [await webp.arrayBuffer(), await png.arrayBuffer()];
      expect(webpBytes.byteLength).toBeLessThan(pngBytes.byteLength * 0.7);
      // Both are lossy renderings of one drawing (a palette PNG, a quality-70 WebP): the same picture within a few levels.
      const [a, b] = [await pixels(webpBytes), await pixels(pngBytes)];
      expect(a.length).toBe(b.length);
      let diff = 0;
      for (let i = 0; i < a.length; i++) diff += Math.abs(a[i]! - b[i]!);
      expect(diff / a.length).toBeLessThan(4);
    }
    // Files that have no twin are sent as they are.
    await unlink(join(dataDir, 'content', 'images', 'clients', 'c01.webp'));
    const lone = await fetch(`${api.contentUrl}/images/clients/c01.png`, { headers: { accept: BROWSER_ACCEPT } });
    expect([lone.status, lone.headers.get('content-type')]).toEqual([200, 'image/png']);
    const pdf = await fetch(`${api.contentUrl}/files/certificates/cert1.pdf`, { headers: { accept: 'image/webp,*/*' } });
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
  });

  it('pictures stay small and videos support Range requests', async () => {
    const poster = await fetch(`${api.contentUrl}/images/hero-poster.png`);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('cache-control')).toMatch(/max-age=31536000/);
    expect((await poster.arrayBuffer()).byteLength).toBeLessThan(80_000);
    const project = await fetch(`${api.contentUrl}/images/projects/p01.png`);
    expect((await project.arrayBuffer()).byteLength).toBeLessThan(60_000);
    const video = await fetch(`${api.mediaUrl}/videos/hero.mp4`, { headers: { range: 'bytes=0-1023', origin: 'http://localhost:5173' } });
    expect(video.status).toBe(206);
    expect(video.headers.get('content-type')).toBe('video/mp4');
    expect(video.headers.get('content-range')).toMatch(/^bytes 0-1023\/\d+$/);
    expect(video.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect((await video.arrayBuffer()).byteLength).toBe(1024);
  });

  it('does not serve the database or uploads from the static hosts', async () => {
    for (const p of ['/site.db', '/../site.db', '/uploads/', '/%2e%2e/site.db']) {
      expect((await fetch(api.contentUrl + p)).status).toBe(404);
      expect((await fetch(api.mediaUrl + p)).status).toBe(404);
    }
  });

  it('restarts on the same folder without reseeding and regenerates a missing file', async () => {
    const before = (await postJson(api.apiUrl, '/api/Project/GetAllProject', { pageIndex: 1, pageSize: 12 })).json;
    await api.close();
    const missing = join(dataDir, 'content', 'images', 'projects', 'p02.png');
    const missingTwin = join(dataDir, 'content', 'images', 'clients', 'c01.webp');
    await unlink(missing);
    await rm(missingTwin, { force: true });
    api = await startEmbeddedApi({ dataDir, apiPort: 0, contentPort: 0, mediaPort: 0 });
    expect((await stat(missing)).size).toBeGreaterThan(0);
    // A picture that lost only its WebP twin gets it back.
    expect((await stat(missingTwin)).size).toBeGreaterThan(0);
    const after = (await postJson(api.apiUrl, '/api/Project/GetAllProject', { pageIndex: 1, pageSize: 12 })).json;
    expect(after).toEqual(before);
  }, 30_000);
});
