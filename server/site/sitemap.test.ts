import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiCall as SiteApiCall } from '../../src/data/apiClient';
import { expandPath } from '../../src/platform/paths';
import { localeBase, localesOf } from '../../src/engine/config/locales';
import type { SiteConfig } from '../../src/engine/types';
import { startTestApi, type TestApi } from '../test/helpers';
import { buildRobots, buildSitemap, isIndexable, type ApiCall } from './sitemap';

const SITE = 'https://www.voltline.example';
const config = JSON.parse(readFileSync(join(process.cwd(), 'pages.config.json'), 'utf8')) as SiteConfig;

let api: TestApi;
// The sitemap calls the API the way the site does: the site's API client, on its API host.
let callApi: SiteApiCall;
beforeAll(async () => {
  api = await startTestApi();
  callApi = apiClient({ apiUrl: api.url });
});
afterAll(async () => {
  await api.close();
});

// jsdom's XML parser (the API needs Node's own fetch, so this file runs in Node, not in jsdom).
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new () => { window: { DOMParser: typeof DOMParser } } };

/** Each <url> of a sitemap, read with an XML parser (which also proves it well-formed). */
function urls(xml: string): { loc: string; lastmod: string | null }[] {
  const doc = new new JSDOM().window.DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  expect(doc.documentElement.localName).toBe('urlset');
  return [...doc.getElementsByTagName('url')].map((u) => ({
    loc: u.getElementsByTagName('loc')[0]!.textContent!,
    lastmod: u.getElementsByTagName('lastmod')[0]?.textContent ?? null,
  }));
}

const seeded = (table: string) => api.db.prepare(`SELECT slug, date_published AS date FROM ${table}`).all() as { slug: string; date: string }[];

// Every page is listed once per language: "" (English, unprefixed), "/es", "/ar".
const bases = localesOf(config).map((l) => localeBase(l.code, localesOf(config)));

const staticPaths = config.routes.map((r) => ({ route: r, path: expandPath(r.path, config.site.brand) })).filter(({ path }) => !path.includes(':'));

describe('buildSitemap against the embedded API', () => {
  it('lists every static route once, but not the not-found page or the thank-you pages', async () => {
    const locs = urls(await buildSitemap({ config, siteUrl: `${SITE}/`, fetchJson: callApi })).map((u) => u.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const { route, path } of staticPaths) {
      const loc = path === '/' ? `${SITE}/` : `${SITE}${path}`;
      if (path === config.notFoundPath || path.startsWith('/thankyou')) {
        expect(isIndexable(config, route)).toBe(false);
        expect(locs).not.toContain(loc);
      } else {
        expect(locs).toContain(loc);
      }
    }
    expect(locs).toContain(`${SITE}/voltline-story`);
    expect(locs).toContain(`${SITE}/voltline-culture`);
    expect(locs.some((l) => l.includes('{brand}') || l.includes(':slug'))).toBe(false);
  });

  it('lists every seeded project, job, blog post and news item, dated by datePublished', async () => {
    const listed = urls(await buildSitemap({ config, siteUrl: SITE, fetchJson: callApi }));
    const byLoc = new Map(listed.map((u) => [u.loc, u.lastmod]));
    const tables = { project: '/projects/', career: '/careers/', blog: '/blogs/', news: '/newsroom/' };
    let items = 0;
    for (const [table, prefix] of Object.entries(tables)) {
      const rows = seeded(table);
      expect(rows.length, table).toBeGreaterThan(0);
      for (const { slug, date } of rows) {
        for (const base of bases) {
          expect(byLoc.has(`${SITE}${base}${prefix}${slug}`), `${base} ${table} ${slug}`).toBe(true);
          expect(byLoc.get(`${SITE}${base}${prefix}${slug}`)).toBe(date.slice(0, 10));
        }
      }
      items += rows.length;
    }
    const indexedStatic = staticPaths.filter(({ route }) => isIndexable(config, route)).length;
    expect(bases).toEqual(['', '/es', '/ar']);
    expect(listed).toHaveLength((indexedStatic + items) * bases.length);
    expect(listed.filter((u) => u.lastmod === null)).toHaveLength(indexedStatic * bases.length);
  });

  it('pages through a list until nextPageAvailable is false', async () => {
    const small = structuredClone(config);
    const calls: unknown[] = [];
    for (const r of small.routes) if (r.sitemap) r.sitemap.source.body = { ...r.sitemap.source.body, pageSize: 5 };
    const counting: ApiCall = (endpoint, init) => {
      if (endpoint === '/api/Project/GetAllProject') calls.push(init?.body);
      return callApi(endpoint, init);
    };
    const paged = urls(await buildSitemap({ config: small, siteUrl: SITE, fetchJson: counting }));
    const whole = urls(await buildSitemap({ config, siteUrl: SITE, fetchJson: callApi }));
    expect(paged.map((u) => u.loc).sort()).toEqual(whole.map((u) => u.loc).sort());
    const projects = seeded('project').length;
    expect(calls).toHaveLength(Math.ceil(projects / 5));
    expect(calls[1]).toEqual({ pageIndex: 2, pageSize: 5 });
  });

  it('answers with the static routes when the API fails, and says which lists it missed', async () => {
    const failures: string[] = [];
    const down: ApiCall = async () => {
      throw new TypeError('fetch failed');
    };
    const listed = urls(await buildSitemap({ config, siteUrl: SITE, fetchJson: down, onError: (path) => failures.push(path) }));
    expect(listed).toHaveLength(staticPaths.filter(({ route }) => isIndexable(config, route)).length * bases.length);
    expect(failures.sort()).toEqual(['/blogs/:slug', '/careers/:slug', '/newsroom/:slug', '/projects/:slug']);

    // A list failing half way keeps the pages it got.
    const small = structuredClone(config);
    for (const r of small.routes) if (r.sitemap) r.sitemap.source.body = { ...r.sitemap.source.body, pageSize: 5 };
    const flaky: ApiCall = (endpoint, init) =>
      (init?.body as { pageIndex?: number } | undefined)?.pageIndex === 2 ? Promise.resolve(new Response('{}', { status: 503 })) : callApi(endpoint, init);
    const errors: Error[] = [];
    const partial = urls(await buildSitemap({ config: small, siteUrl: SITE, fetchJson: flaky, onError: (_, e) => errors.push(e) }));
    expect(partial.filter((u) => u.loc.startsWith(`${SITE}/projects/`))).toHaveLength(5);
    expect(partial.filter((u) => u.loc.startsWith(`${SITE}/ar/projects/`))).toHaveLength(5);
    expect(errors).toHaveLength(4);
  });
});

describe('sitemap XML', () => {
  it('escapes & < > in locations and encodes parameter values', async () => {
    const cfg = structuredClone(config);
    cfg.routes = [
      { path: '/', title: 'Home', blocks: [] },
      { path: '/r&d', title: 'R&D', blocks: [] },
      {
        path: '/notes/:slug',
        title: 'Note',
        blocks: [],
        sitemap: { source: { endpoint: '/api/Notes', method: 'GET', select: 'array' }, param: 'slug', field: 'slug' },
      },
      { path: '/404', title: 'Not found', blocks: [] },
    ];
    const items = [{ slug: 'a&b<c>d' }, { slug: 'plain', datePublished: '2026-01-02T03:04:05Z' }, { slug: '' }, { title: 'no slug' }];
    const fake: ApiCall = async (endpoint, init) => {
      expect(endpoint).toBe('/api/Notes');
      expect(init?.method).toBe('GET');
      return new Response(JSON.stringify({ data: items }));
    };
    const xml = await buildSitemap({ config: cfg, siteUrl: SITE, fetchJson: fake });
    expect(xml).toContain(`<loc>${SITE}/r&amp;d</loc>`);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
    const each = (path: string, lastmod: string | null) => bases.map((base) => ({ loc: `${SITE}${base}${path}`, lastmod }));
    expect(urls(xml)).toEqual([
      ...bases.map((base) => ({ loc: `${SITE}${base}/`, lastmod: null })),
      ...each('/r&d', null),
      ...each('/notes/a%26b%3Cc%3Ed', null),
      ...each('/notes/plain', '2026-01-02'),
    ]);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
  });
});

describe('buildRobots', () => {
  it('allows everything and names the sitemap', () => {
    expect(buildRobots(`${SITE}/`)).toBe(`User-agent: *\nAllow: /\nSitemap: ${SITE}/sitemap.xml\n`);
  });
});
