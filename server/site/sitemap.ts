/**
 * sitemap.xml and robots.txt. The sitemap lists every route search engines should see:
 * each route without a parameter as it is, and each route with a "sitemap" source once
 * per item its list call returns (/projects/:slug once per project).
 */
import type { ApiCall } from '../../src/data/apiClient';
import { readResponse } from '../../src/data/responses';
import type { DataSource, ListData } from '../../src/data/source';
import { expandPath } from '../../src/platform/paths';
import { isoDay } from '../../src/seo/text';
import type { RouteConfig, SiteConfig } from '../../src/engine/types';
import { escapeMarkup, hreflangLinks, pageUrl } from './head';
import { addLocalePrefix, localeBase, localesOf } from '../../src/engine/config/locales';

export type { ApiCall };

export interface SitemapOptions {
  config: SiteConfig;
  /** The site's public origin (SITE_URL); every <loc> is on it. */
  siteUrl: string;
  /** The site's API client (src/data/apiClient.ts). */
  fetchJson: ApiCall;
  /** Told of each route whose items could not all be listed; the sitemap answers with what it has. */
  onError?: (routePath: string, error: Error) => void;
  /** Per API call (default 10 s): a hanging API must not hang the sitemap. */
  timeoutMs?: number;
}

/** The sitemap protocol's limit for one file. */
export const MAX_URLS = 50_000;
const MAX_PAGES = 1_000;

/** Whether a route is for search engines: neither the not-found page nor one marked "sitemap": false. */
export function isIndexable(config: SiteConfig, route: RouteConfig): boolean {
  return route.sitemap !== false && expandPath(route.path, config.site.brand) !== config.notFoundPath;
}

interface Entry {
  path: string;
  lastmod?: string;
}

/**
 * Every item of a list call: a "list" source is paged through from its body's pageIndex
 * while nextPageAvailable. Never rejects: a failure comes back with the items listed before it.
 */
async function listItems(source: DataSource, call: ApiCall, timeoutMs: number): Promise<{ items: unknown[]; error?: Error }> {
  const items: unknown[] = [];
  const body = source.body ?? {};
  const paged = source.select === 'list' && typeof body.pageIndex === 'number';
  let pageIndex = paged ? (body.pageIndex as number) : 0;
  try {
    for (let page = 0; page < MAX_PAGES; page++, pageIndex++) {
      const res = await call(source.endpoint, {
        method: source.method ?? 'POST',
        body: paged ? { ...body, pageIndex } : source.body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const data = await readResponse(res, source.select);
      if (source.select !== 'list') return { items: items.concat(data) };
      const list = data as ListData;
      items.push(...list.items);
      if (!paged || !list.nextPageAvailable) return { items };
    }
    return { items, error: new Error(`stopped after ${MAX_PAGES} pages of ${source.endpoint}`) };
  } catch (e) {
    return { items, error: e as Error };
  }
}

/** "2026-03-12T10:00:00Z" → "2026-03-12" (a W3C date); nothing when the item has no ISO datePublished. */
function lastmodOf(item: unknown): string | undefined {
  return isoDay((item as { datePublished?: unknown } | null)?.datePublished);
}

async function routeEntries(config: SiteConfig, route: RouteConfig, call: ApiCall, timeoutMs: number, onError: SitemapOptions['onError']): Promise<Entry[]> {
  const path = expandPath(route.path, config.site.brand);
  if (!path.includes(':')) return [{ path }];
  if (!route.sitemap) return [];
  const { source, param, field } = route.sitemap;
  const { items, error } = await listItems(source, call, timeoutMs);
  // The API failing costs the sitemap this route's missing items only: the static routes,
  // and whatever the lists did answer, are still worth giving to search engines.
  if (error) onError?.(route.path, error);
  const entries: Entry[] = [];
  for (const item of items) {
    const value = (item as Record<string, unknown> | null)?.[field];
    if ((typeof value !== 'string' || !value) && typeof value !== 'number') continue;
    const lastmod = lastmodOf(item);
    entries.push({
      path: path
        .split('/')
        .map((seg) => (seg === `:${param}` ? encodeURIComponent(String(value)) : seg))
        .join('/'),
      ...(lastmod ? { lastmod } : {}),
    });
  }
  return entries;
}

export async function buildSitemap({ config, siteUrl, fetchJson, onError, timeoutMs = 10_000 }: SitemapOptions): Promise<string> {
  const routes = config.routes.filter((r) => isIndexable(config, r));
  const perRoute = await Promise.all(routes.map((r) => routeEntries(config, r, fetchJson, timeoutMs, onError)));
  const seen = new Set<string>();
  const urls: string[] = [];
  // Every page once per language, each entry naming all its languages (search engines want the full set on each).
  const locales = localesOf(config);
  const inEvery = (path: string) => locales.map((l) => ({ locale: l, pathname: addLocalePrefix(path, localeBase(l.code, locales)) }));
  for (const { path, lastmod } of perRoute.flat()) {
    const alternates = inEvery(path);
    const links = hreflangLinks(siteUrl, alternates)
      .map((a) => `<xhtml:link rel="alternate" hreflang="${escapeMarkup(a.hreflang)}" href="${escapeMarkup(a.href)}"/>`)
      .join('');
    for (const { pathname } of alternates) {
      const loc = pageUrl(siteUrl, pathname);
      if (seen.has(loc)) continue;
      if (seen.size === MAX_URLS) {
        onError?.(path, new Error(`sitemap.xml holds ${MAX_URLS} URLs at most; the rest are left out`));
        break;
      }
      seen.add(loc);
      urls.push(`  <url><loc>${escapeMarkup(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${links}</url>`);
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function buildRobots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nSitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml\n`;
}
