/**
 * The sitemap plugin alone: an app with only this plugin over the site's own config and the
 * real API on a fresh SQLite file (the sitemap lists the items it holds).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeHosts } from '../../../src/platform/hosts';
import { startTestApi, type TestApi } from '../../test/helpers';
import { startSiteVersions, type SiteVersions } from '../../test/siteVersions';
import { HTML_CACHE_CONTROL } from '../cacheControl';
import { sitemapPlugin } from './sitemap';

const SITE = 'https://www.voltline.example';
let api: TestApi;
let site: SiteVersions;
let app: FastifyInstance;

beforeAll(async () => {
  api = await startTestApi();
  site = await startSiteVersions();
  app = Fastify();
  // The sitemap calls the API the way the site does: on the site's hosts.
  await app.register(sitemapPlugin, { live: site.live, originOf: () => SITE, hosts: normalizeHosts({ apiUrl: api.url }) });
});
afterAll(async () => {
  await app.close();
  await site.close();
  await api.close();
});

describe('the sitemap plugin', () => {
  it("lists the live config's pages and the API's items at the site's origin, kept like a page", async () => {
    const res = await app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe(HTML_CACHE_CONTROL);
    expect(res.body).toContain('<urlset');
    expect(res.body).toContain(`<loc>${SITE}/</loc>`);
    expect(res.body).toMatch(new RegExp(`<loc>${SITE}/projects/[a-z0-9-]+</loc>`));
  });

  it("names the sitemap in robots.txt at the site's origin", async () => {
    const res = await app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe(HTML_CACHE_CONTROL);
    expect(res.body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});
