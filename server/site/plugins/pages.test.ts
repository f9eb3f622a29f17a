/**
 * Page rendering alone: an app with only this plugin, the built renderer replaced by one that
 * writes a marked page (so no build is needed), over the site's own config. What a browser, a
 * reader without scripts and a cache get; the fallback page; redirects; compression.
 */
import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrepareOptions, Prepared } from '../../../src/entry-server';
import type { Locale } from '../../../src/engine/config/locales';
import { PAGE_CONFIG_ID } from '../../../src/engine/pageConfig';
import { startSiteVersions, type SiteVersions } from '../../test/siteVersions';
import { createCaptcha } from '../../shared/formsCaptcha';
import { HTML_CACHE_CONTROL } from '../cacheControl';
import { previewSigner } from '../publish';
import { pagesPlugin, pickEncoding, wholePageUrl, type PagesOptions } from './pages';

const previews = previewSigner('a-token-for-signing-preview-links-only');
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/150.0';
const CRAWLER = 'Googlebot/2.1 (+http://www.google.com/bot.html)';

/** What the fake renderer was asked, by URL. */
const asked = new Map<string, PrepareOptions>();

/** `/slow…` streams its blocks late, `/soon…` has a block due in 20 s, `/moved` redirects, `/broken` fails. */
async function prepare(options: PrepareOptions): Promise<Prepared> {
  const { url } = options;
  asked.set(url, options);
  if (url === '/moved') return { kind: 'redirect', status: 302, location: '/404' };
  if (url.startsWith('/broken')) throw new Error('chunk failed');
  return {
    kind: 'page',
    status: 200,
    pathname: url.split('?')[0]!,
    canonicalQuery: '',
    routeIndex: 0,
    routeTitle: 'Home',
    changesAt: url.startsWith('/soon') ? (options.now ?? Date.now()) + 20_000 : undefined,
    isHome: true,
    seo: undefined,
    stream(sink) {
      sink.write('<main>rendered</main>');
      sink.flush();
      setTimeout(() => sink.end('<script type="application/json" id="__SITE_DATA__">{}</script>', { complete: true, streamed: url.startsWith('/slow') }));
      return { abort() {} };
    },
  };
}

const template: PagesOptions['template'] = {
  headIn: (locale: Locale) => `<!doctype html><html lang="${locale.code}" dir="${locale.dir}"><head>`,
  bodyStart: '<body>',
  bodyEnd: '</body></html>',
  pageBar: () => '<div class="bar"></div>',
  startScript: () => (nonce: string) => `<script type="module" nonce="${nonce}">boot()</script>`,
};

let site: SiteVersions;
let app: FastifyInstance;
let cached: FastifyInstance;

async function pagesApp(htmlCacheSeconds: number) {
  const app = Fastify();
  await app.register(pagesPlugin, {
    renderer: { prepare },
    template,
    live: site.live,
    views: site.views,
    previews,
    captcha: createCaptcha('pages-test'),
    hosts: { apiUrl: 'http://api.test', contentUrl: 'http://content.test', mediaUrl: 'http://media.test' },
    originOf: () => 'https://www.voltline.example',
    dataTimeoutMs: 1500,
    shellWaitMs: 100,
    htmlCacheSeconds,
    cspReportOnly: false,
  });
  return app;
}

beforeAll(async () => {
  site = await startSiteVersions();
  app = await pagesApp(0);
  cached = await pagesApp(60);
});
afterAll(async () => {
  await app.close();
  await cached.close();
  await site.close();
});

const get = (on: FastifyInstance, url: string, headers: Record<string, string> = {}) => on.inject({ url, headers: { 'user-agent': BROWSER, ...headers } });

describe('the pages plugin', () => {
  it('streams a page: the head, the render, the page config and the start script carrying the policy nonce', async () => {
    const res = await get(app, '/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe(HTML_CACHE_CONTROL);
    expect(res.headers['x-site-version']).toBe(site.live.current().version);
    expect(res.headers.vary).toContain('Accept-Encoding');
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(res.body).toMatch(/^<!doctype html><html lang="en" dir="ltr"><head>/);
    expect(res.body).toContain('<style data-route="0"></style>');
    expect(res.body).toContain('<main>rendered</main>');
    expect(res.body).toContain(`id="${PAGE_CONFIG_ID}"`);
    expect(res.body).toContain(`<script type="module" nonce="${nonce}">start(0)</script>`);
    expect(res.body).not.toContain('http-equiv="refresh"');
    expect(asked.get('/')?.shellWaitMs).toBe(100);
  });

  it('holds the whole page for a reader without scripts, and sends a browser without them there when blocks came late', async () => {
    await get(app, '/projects', { 'user-agent': CRAWLER });
    expect(asked.get('/projects')?.shellWaitMs).toBe(Infinity);
    await get(app, '/slow?noscript=1');
    expect(asked.get('/slow?noscript=1')?.shellWaitMs).toBe(Infinity);
    const res = await get(app, '/slow?page=2');
    expect(res.body).toContain(`<noscript><meta http-equiv="refresh" content="0; url=/slow?page=2&amp;noscript=1"></noscript>`);
    expect(wholePageUrl('/a')).toBe('/a?noscript=1');
    expect(wholePageUrl('/a?noscript=1')).toBe('/a?noscript=1');
  });

  it('keeps a page with a block due soon only until then', async () => {
    const res = await get(app, '/soon');
    expect(res.headers['cache-control']).toBe('public, max-age=20, s-maxage=20');
  });

  it('lets caches keep a page with a captcha like any page: its forms carry shared proofs', async () => {
    const res = await get(app, '/contact');
    expect(res.headers['cache-control']).toBe(HTML_CACHE_CONTROL);
    const forms = asked.get('/contact')?.forms;
    expect(forms?.issueStamp?.('contact-form').split('.')[1]).toBe('shared');
    expect(forms?.issueCaptcha?.('contact-form', 1, 5).token.split('.')[3]).toBe('shared');
  });

  it('sends a language root to its slash, a redirect on, a missing file as a 404', async () => {
    const root = await get(app, '/es?x=1');
    expect(root.statusCode).toBe(301);
    expect(root.headers.location).toBe('/es/?x=1');
    const moved = await get(app, '/moved');
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe('/404');
    const missing = await get(app, '/missing.png');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('Not found');
  });

  it('answers a failed render with the page the browser renders itself (500, kept by no cache)', async () => {
    const res = await get(app, '/broken');
    expect(res.statusCode).toBe(500);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain(`<title>${site.config.site.productName}</title>`);
    // Styled as any page: the app's and the footer's styles in its head.
    expect(res.body).toContain('<style data-fallback></style></head>');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('"shell":');
  });

  it('compresses a page as it streams when the browser takes it', async () => {
    const res = await app.inject({ url: '/', headers: { 'user-agent': BROWSER, 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<main>rendered</main>');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding(undefined)).toBe('identity');
  });

  it('with HTML_CACHE_SECONDS, serves a page again from memory with the nonce it was rendered with', async () => {
    const first = await get(cached, '/about-cache');
    const again = await get(cached, '/about-cache');
    expect(first.headers['x-html-cache']).toBeUndefined();
    expect(again.headers['x-html-cache']).toBe('hit');
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(again.body).toBe(first.body);
  });

  it('with HTML_CACHE_SECONDS, a page with a block due soon carries the same short Cache-Control on a hit as on a miss', async () => {
    const first = await get(cached, '/soon-cached');
    const again = await get(cached, '/soon-cached');
    expect(again.headers['x-html-cache']).toBe('hit');
    expect(first.headers['cache-control']).toBe('public, max-age=20, s-maxage=20');
    // Counted down to the block's moment: never longer than the miss's, never the long-lived pages' value.
    expect(again.headers['cache-control']).toMatch(/^public, max-age=(19|20), s-maxage=(19|20)$/);
    expect(again.headers['cache-control']).not.toBe(HTML_CACHE_CONTROL);
  });

  it("renders a preview link's version for that reviewer only: kept by no cache, indexed by no crawler", async () => {
    const draft = structuredClone(site.config);
    draft.site.productName = 'Draft Power Systems';
    const { version } = await site.store.put(draft, { author: 'test', message: 'draft', parent: null, draft: true });
    const link = previews.sign(version, Date.now() + 60_000);
    const res = await get(app, `/?preview=${encodeURIComponent(link)}`);
    expect(res.headers['x-site-version']).toBe(version);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body).toContain(`"preview":${JSON.stringify(link)}`);
    const forged = await get(app, '/?preview=nothing');
    expect(forged.headers['x-site-version']).toBe(site.live.current().version);
    const root = await get(app, '/es?preview=nothing');
    expect(root.headers['cache-control']).toBe('no-store');
    expect(root.headers['x-robots-tag']).toBe('noindex');
  });

  it('decorates the app with renderPage, for a posted form to be rendered with', async () => {
    expect(typeof app.renderPage).toBe('function');
  });
});
