/**
 * The redirects plugin alone, over the site's own config with redirects published to its store:
 * an old path answers 301 with the new one, under the locale prefix it was asked with and its
 * query kept, cached like a page; a publish applies a new redirect at once.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteVersions, type SiteVersions } from '../../test/siteVersions';
import { HTML_CACHE_CONTROL } from '../cacheControl';
import { redirectsPlugin } from './redirects';

let site: SiteVersions;
let app: FastifyInstance;

/** Puts a config live in the store and waits until the live config has it. */
async function publish(redirects: { from: string; to: string }[]) {
  const meta = await site.store.put({ ...site.config, redirects }, { author: 'test', message: 'redirects', parent: null });
  await site.store.setLive(meta.version, 'test');
  await site.live.check();
  expect(site.live.current().version).toBe(meta.version);
}

beforeAll(async () => {
  site = await startSiteVersions();
  app = Fastify();
  await app.register(redirectsPlugin, { live: site.live });
  // The pages' catch-all stands in for the page renderer.
  app.get('/*', async (req) => `page ${req.url}`);
});
afterAll(async () => {
  await app.close();
  await site.close();
});

describe('the redirects plugin', () => {
  it('answers an old path with 301 to its page, plain and under a locale prefix, the query kept, cached like a page', async () => {
    await publish([
      { from: '/middle-east-expo', to: '/contact' },
      { from: '/our-story', to: '/{brand}-story' },
    ]);
    const plain = await app.inject('/middle-east-expo');
    expect(plain.statusCode).toBe(301);
    expect(plain.headers.location).toBe('/contact');
    expect(plain.headers['cache-control']).toBe(HTML_CACHE_CONTROL);

    const arabic = await app.inject('/ar/middle-east-expo?utm_source=mail&x=1');
    expect(arabic.statusCode).toBe(301);
    expect(arabic.headers.location).toBe('/ar/contact?utm_source=mail&x=1');

    const head = await app.inject({ method: 'HEAD', url: '/es/middle-east-expo/' });
    expect(head.statusCode).toBe(301);
    expect(head.headers.location).toBe('/es/contact');

    expect((await app.inject('/our-story')).headers.location).toBe('/voltline-story');

    // A preview link's redirect is kept by no cache, as its page is.
    const preview = await app.inject('/middle-east-expo?preview=abc');
    expect(preview.headers.location).toBe('/contact?preview=abc');
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.headers['x-robots-tag']).toBe('noindex');
  });

  it('leaves every other path, and other methods, to the pages', async () => {
    for (const url of ['/contact', '/middle-east-expo-2', '/fr/middle-east-expo']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(`page ${url}`);
    }
    expect((await app.inject({ method: 'POST', url: '/middle-east-expo' })).statusCode).toBe(404);
  });

  it('follows the live config: a publish adds or takes away a redirect at once', async () => {
    await publish([{ from: '/expo', to: '/careers' }]);
    expect((await app.inject('/expo')).headers.location).toBe('/careers');
    expect((await app.inject('/middle-east-expo')).statusCode).toBe(200);
    await publish([]);
    expect((await app.inject('/expo')).statusCode).toBe(200);
  });
});
