/**
 * Server rendering over plain HTTP (no browser): what a crawler, a link preview or a
 * phone's first bytes get from the production build.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedApi, type EmbeddedApi } from '../server/api/embedded';
import { toShell } from '../src/engine/config/shell';
import { LATER_STYLES_ID, START_PARAMS_ID, type StartParams } from '../src/islands/runtime';
import type { BundleReport } from '../server/site/bundleReport';
import { islandsManifest } from '../tooling/islands-manifest';
import { expandTitle } from '../src/platform/paths';
import { apiPost, contentUrl, openDatabase, siteUrl, startSiteServer } from './harness';
import { englishConfig, rawConfig } from '../src/test/config';

// The file, translations and all; the unprefixed pages are its English.
const config = rawConfig();
const shell = toShell(englishConfig());

// Read as a crawler reads: every block that answers within the deadline is in place (no streaming scripts needed).
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const get = (path: string, base = siteUrl(), init: RequestInit = {}) =>
  fetch(new URL(path, base), { redirect: 'manual', ...init, headers: { 'user-agent': CRAWLER, ...(init.headers as Record<string, string>) } });
const html = async (path: string, base?: string) => {
  const res = await get(path, base);
  return { status: res.status, body: await res.text(), headers: res.headers };
};
/** Text of the page as a reader sees it: tags out, entities decoded (enough for these checks). */
const textOf = (markup: string) =>
  markup
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ');
const jsonLd = (markup: string) =>
  [...markup.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
const meta = (markup: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(markup)?.[1];
const titleOf = (markup: string) => /<title>([^<]*)<\/title>/.exec(markup)?.[1];
const DATA_OPEN = '<script type="application/json" id="__SITE_DATA__">';
const bodyOf = (markup: string) => markup.slice(markup.indexOf('<div id="root">'), markup.indexOf(DATA_OPEN));
/** The page's embedded data: JSON in a script a CSP does not run. */
const embeddedOf = (markup: string) => JSON.parse(/<script type="application\/json" id="__SITE_DATA__">(.*?)<\/script>/.exec(markup)![1]!);
/** What the server wrote for the island runtime (src/islands/runtime.ts): the page's start params. */
const startParamsOf = (markup: string) =>
  JSON.parse(new RegExp(`<script type="application/json" id="${START_PARAMS_ID}">([^<]*)</script>`).exec(markup)![1]!) as StartParams;
const nonceOf = (markup: string) => /<script type="module" nonce="([^"]+)">/.exec(markup)![1]!;
const builtFile = (file: string) => readFileSync(join(process.cwd(), 'dist', file), 'utf8');
const builtReport = () => JSON.parse(builtFile('bundle-report.json')) as BundleReport;
/** The start file's address, which the inlined loader names. */
const startFileOf = (markup: string) =>
  /loadPage\("(\/static\/js\/start-[\w-]+\.js)"\)|"(\/static\/js\/start-[\w-]+\.js)"/.exec(markup)!.slice(1).find(Boolean)!;

type Row = Record<string, string>;
const rows = (sql: string) => {
  const db = openDatabase();
  try {
    return db.prepare(sql).all() as Row[];
  } finally {
    db.close();
  }
};

describe('every route arrives as HTML', () => {
  it('static routes: 200, the route title, one h1, header and footer, in the HTML itself', async () => {
    for (const route of shell.routes.filter((r) => !r.path.includes(':') && r.path !== shell.notFoundPath)) {
      const { status, body } = await html(route.path);
      expect(status, route.path).toBe(200);
      expect(titleOf(body), route.path).toBe(expandTitle(route.title, shell.site).replace(/&/g, '&amp;'));
      expect(bodyOf(body).match(/<h1[\s>]/g), route.path).toHaveLength(1);
      expect(bodyOf(body), route.path).toContain('<header');
      expect(bodyOf(body), route.path).toContain('<footer');
    }
  });

  it('/projects holds the first twelve project titles from the API', async () => {
    const titles = rows('SELECT title FROM project ORDER BY sort_order LIMIT 12').map((r) => r.title!);
    expect(titles).toHaveLength(12);
    const text = textOf(bodyOf((await html('/projects')).body));
    for (const t of titles) expect(text).toContain(t);
  });

  it('/blogs holds the category filter, All (chosen) then a link to each category from the API, and embeds them for hydration', async () => {
    const categories = rows('SELECT id, name FROM blog_category ORDER BY sort_order').map((r) => ({ id: Number(r.id), name: r.name! }));
    expect(categories.length).toBeGreaterThan(1);
    const page = (await html('/blogs')).body;
    const group = /<div class="category-filter" role="group"[^>]*>([\s\S]*?)<\/div>/.exec(bodyOf(page))![1]!;
    const buttons = [...group.matchAll(/<(a|button)\b([^>]*)>([^<]*)<\/(?:a|button)>/g)].map((m) => ({
      tag: m[1],
      href: /href="([^"]*)"/.exec(m[2]!)?.[1],
      name: textOf(m[3]!),
    }));
    expect(buttons).toEqual([
      { tag: 'button', href: undefined, name: 'All' },
      ...categories.map((c) => ({ tag: 'a', href: `/blogs?category=${c.id}`, name: c.name })),
    ]);
    // The browser hydrates from the embedded copy instead of asking the API again.
    const embedded = embeddedOf(page) as { route: Record<string, unknown> };
    expect(Object.values(embedded.route)).toContainEqual(categories);
  });

  it("embeds only the data of blocks that run in the browser: /leadership's cards keep their HTML, /projects' list hydrates", async () => {
    const names = rows('SELECT name FROM leader').map((r) => r.name!);
    const leadership = (await html('/leadership')).body;
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(textOf(bodyOf(leadership))).toContain(textOf(name));
    expect(Object.keys((embeddedOf(leadership) as { route: Record<string, unknown> }).route)).not.toContain('leaders');
    const projects = embeddedOf((await html('/projects')).body) as { route: Record<string, { items: unknown[] }> };
    expect(projects.route.projects?.items).toHaveLength(12);
  });

  it('a blog detail holds its body, and its head its SEO title, description, canonical, og:image on the content host and Article JSON-LD', async () => {
    const blog = rows('SELECT slug, title, description, meta_title, meta_description FROM blog ORDER BY date_published DESC LIMIT 1')[0]!;
    const { status, body } = await html(`/blogs/${blog.slug}`);
    expect(status).toBe(200);
    const firstParagraph = textOf(/<p>([\s\S]*?)<\/p>/.exec(blog.description!)![1]!).trim();
    expect(textOf(bodyOf(body))).toContain(firstParagraph);
    expect(textOf(titleOf(body)!)).toBe(blog.meta_title!.trim());
    expect(textOf(meta(body, 'description')!)).toBe(blog.meta_description!.trim());
    expect(body).toContain(`<link rel="canonical" href="${siteUrl()}/blogs/${blog.slug}">`);
    expect(meta(body, 'og:image')).toMatch(new RegExp(`^${contentUrl()}/images/`));
    expect(meta(body, 'og:type')).toBe('article');
    const article = jsonLd(body).find((o) => o['@type'] === 'Article');
    expect(article).toMatchObject({ headline: blog.title, mainEntityOfPage: expect.anything() });
  });

  it('a job detail carries JobPosting JSON-LD, a news item NewsArticle', async () => {
    const job = rows('SELECT slug, post, location FROM career LIMIT 1')[0]!;
    const posting = jsonLd((await html(`/careers/${job.slug}`)).body).find((o) => o['@type'] === 'JobPosting');
    expect(posting).toMatchObject({ title: job.post, hiringOrganization: { name: shell.site.productName } });
    expect(posting!.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(JSON.stringify(posting!.jobLocation)).toContain(job.location!.split(',')[0]!);
    const news = rows('SELECT slug, title FROM news LIMIT 1')[0]!;
    expect(jsonLd((await html(`/newsroom/${news.slug}`)).body).find((o) => o['@type'] === 'NewsArticle')).toMatchObject({ headline: news.title });
  });

  it('home describes the company (Organization JSON-LD)', async () => {
    const org = jsonLd((await html('/')).body).find((o) => o['@type'] === 'Organization');
    expect(org).toMatchObject({ name: shell.site.productName });
  });

  it('an unknown slug redirects to /404, which answers 404 with the not-found page; an unknown path is a 404 page', async () => {
    const res = await get('/projects/no-such-project');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(shell.notFoundPath);
    const notFound = await html(shell.notFoundPath);
    expect(notFound.status).toBe(404);
    expect(bodyOf(notFound.body)).toMatch(/<h1[\s>]/);
    const unknown = await html('/no/such/page');
    expect(unknown.status).toBe(404);
    expect(textOf(bodyOf(unknown.body))).toBe(textOf(bodyOf(notFound.body)));
  });

  it('HTML is cacheable by a CDN, compressed, and hashed assets are immutable', async () => {
    const res = await get('/projects', siteUrl(), { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
    expect(res.headers.get('cache-control')).toMatch(/stale-while-revalidate=\d+/);
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d{1,2}(,|$)/);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/i);
    const script = startFileOf(await res.text());
    expect((await get(script)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it("the first screen's styles are in the page's head, each stylesheet once; below a screen-filling hero, the rest come after the first paint", async () => {
    const html = await (await get('/')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const inlined = [...head.matchAll(/<style data-href="([^"]+)">/g)].map((m) => m[1]!);
    expect(inlined.some((href) => /\/index-[^/]+\.css$/.test(href))).toBe(true);
    expect(inlined.some((href) => /\/Hero-[^/]+\.css$/.test(href))).toBe(true);
    expect(inlined).toEqual([...new Set(inlined)]);
    // Home's sliders and the footer's form are below its hero: linked for a browser without script, asked for by script after the first frame.
    const noscript = new RegExp(`<noscript id="${LATER_STYLES_ID}">((?:<link rel="stylesheet" href="[^"]+">)+)</noscript>`).exec(head)![1]!;
    const later = [...noscript.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
    expect(later.some((href) => /\/Slider-[^/]+\.css$/.test(href))).toBe(true);
    expect(later.some((href) => /\/FormWizard-[^/]+\.css$/.test(href))).toBe(true);
    // The footer's chrome too: its styles are a file of their own, not the app's stylesheet.
    expect(later.some((href) => /\/footer-[^/]+\.css$/.test(href))).toBe(true);
    expect(head).not.toMatch(/<style data-href="[^"]*\/footer-[^/"]+\.css">/);
    expect(head).not.toMatch(/<style data-href="[^"]*">[^<]*\.site-footer\{background/);
    expect(later.filter((href) => inlined.includes(href))).toEqual([]);
    // The island runtime (src/islands/runtime.ts) reads them from that <noscript> (its id is how), fetches them as print styles
    // once the first contentful paint is on screen and turns them on together (one restyle of the page, not one per file).
    // No other stylesheet is linked: a link in the HTML is fetched before the first paint (even disabled).
    expect(html.replace(noscript, '')).not.toMatch(/<link[^>]*rel="stylesheet"/);
    // Without a block that fills the screen, every block's styles come inline.
    const projects = await (await get('/projects')).text();
    expect(projects).not.toMatch(/<link[^>]*rel="stylesheet"/);
    expect(projects).toMatch(/<style data-href="[^"]*\/FormWizard-[^/"]+\.css">/);
    expect(projects).toMatch(/<style data-href="[^"]*\/footer-[^/"]+\.css">\.site-footer/);
  });

  it('fetches no script before the first paint, and evaluates React apart from the site code', async () => {
    const report = builtReport();
    const page = await (await get('/projects')).text();
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).not.toMatch(/modulepreload|<script[^>]* src=/);
    // React (with React DOM) and the router are the entry's static imports, each a chunk of its own, with the
    // few lines the entry shares with the blocks' enhancements (which must not load the entry): imported
    // first, one at a time.
    expect(report.entry.imports.map((f) => /\/(react|router|early)-[\w-]{8}\.js$/.exec(f)?.[1]).sort()).toEqual(['early', 'react', 'router']);
    // The island runtime's loader, inlined from the build with the page's nonce, reads the params the server
    // wrote before it (tests/home.browser.test.ts watches the start file come after the load event and the first paint).
    const params = startParamsOf(page);
    expect(startFileOf(page)).toBe(`/${report.start!.file}`);
    expect(params).toEqual({});
    expect(page).toContain(`<script type="module" nonce="${nonceOf(page)}">${builtFile(report.loader!.file)}</script>`);
    // The early taps are the head's script after the hosts, inlined from the build too, with the page's nonce.
    expect(head).toContain(`<script nonce="${nonceOf(page)}">${builtFile(report.taps!.file)}</script>`);
    // What is the same on every page is the start file's, not the page's: the entry, React and the router
    // apart, and each island's code besides them.
    const manifest = islandsManifest(report);
    expect(manifest.entry).toBe(`/${report.entry.file}`);
    expect(manifest.vendor).toEqual(report.entry.imports.map((f) => `/${f}`));
    const islands = [...page.matchAll(/data-block="([^"]+)"[^>]* data-wake=|data-wake="[^"]+"[^>]* data-block="([^"]+)"/g)].map((m) => m[1] ?? m[2]!);
    const files = islands.flatMap((type) => manifest.blocks[type] ?? []);
    expect(files.length).toBeGreaterThan(0);
    expect(files).not.toContain(manifest.entry);
    expect(files.filter((f) => manifest.vendor.includes(f))).toEqual([]);
    const startFile = builtFile(report.start!.file);
    for (const file of [manifest.entry, ...manifest.vendor, ...files]) expect(startFile).toContain(JSON.stringify(file));
    expect(page).not.toContain(manifest.entry);
  });

  it('starts a page whose main content is a form at its first paint, its form among its first requests', async () => {
    const page = await (await get('/vendor-registration')).text();
    // Asked for once the first contentful paint is on screen, not after the load event.
    const params = startParamsOf(page);
    expect(params.atPaint).toBe(true);
    expect(params.immediate).toBe(true);
    expect(page).toMatch(/<div class="block[^"]*" data-wake="near" data-block="form-wizard"/);
    expect(islandsManifest(builtReport()).blocks['form-wizard']!.some((f) => /\/FormWizard-[\w-]+\.js$/.test(f))).toBe(true);
  });

  it('writes the loading bar of a full page load into every page, at 30 %, hidden without script', async () => {
    for (const path of ['/', '/vision-mission', '/contact']) {
      const page = await (await get(path)).text();
      const bar =
        /<div class="page-bar" style="([^"]*)" aria-hidden="true"><\/div><noscript><style>\.page-bar\{display:none\}<\/style><\/noscript><div id="root">/.exec(
          page,
        );
      expect(bar, path).not.toBeNull();
      // The spec's colour and height, from the config's loadingBar.
      expect(bar![1]).toContain('--bar-color:#79C151;--bar-height:2px');
      expect(page).toMatch(/\.page-bar\{[^}]*transform:scaleX\(\.3\)/);
    }
  });

  it("names the site's shell and its route's blocks rather than carrying them: immutable addresses per version and language, fetched when the code boots", async () => {
    const carried = (page: string) =>
      JSON.parse(/<script type="application\/json" id="__SITE_CONFIG__">([^<]*)<\/script>/.exec(page)![1]!) as Record<string, unknown>;
    const projectsPage = await (await get('/projects')).text();
    const en = carried(projectsPage);
    expect(en.shell).toBeUndefined();
    expect(en.blocks).toBeUndefined();
    expect(en.shellUrl).toBe(`/_site/config/${String(en.version)}/shell.json`);
    // The route's blocks, as the page was rendered from them, at the address client-side navigations use.
    expect(en.routeUrl).toBe(`/_site/config/${String(en.version)}/routes/${String(en.routeIndex)}.json`);
    const route = await get(en.routeUrl as string);
    expect(route.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const blockIds = ((await route.json()) as { id?: string }[]).map((b, i) => b.id ?? `b${i}`);
    const main = /<main[\s\S]*<\/main>/.exec(projectsPage)![0];
    expect(blockIds).toEqual([...main.matchAll(/<div class="block[^"]*"[^>]* data-block-id="([^"]+)"/g)].map((m) => m[1]));
    expect(carried(await (await get('/es/projects')).text()).routeUrl).toBe(`/_site/config/${String(en.version)}/es/routes/${String(en.routeIndex)}.json`);
    // Every page of a version and language names the same shell: a browser fetches it once.
    expect(carried(await (await get('/contact')).text()).shellUrl).toBe(en.shellUrl);
    const res = await get(en.shellUrl as string);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const served = (await res.json()) as typeof shell;
    expect(served.routes.map((r) => r.path)).toEqual(shell.routes.map((r) => r.path));
    expect(served.header.nav.map((n) => n.label)).toEqual(shell.header.nav.map((n) => n.label));
    const es = carried(await (await get('/es/projects')).text());
    expect(es.shellUrl).toBe(`/_site/config/${String(es.version)}/es/shell.json`);
    expect((await get(es.shellUrl as string)).status).toBe(200);
    expect((await get('/_site/config/no-such-version/shell.json')).status).toBe(404);
    expect((await get(`/_site/config/${String(en.version)}/xx/shell.json`)).status).toBe(404);
  });

  it('the server bundle is not served', async () => {
    expect((await get('/server/entry-server.js')).status).toBe(404);
  });
});

describe('lists by their URL', () => {
  const canonicalOf = (markup: string) => /<link rel="canonical" href="([^"]*)">/.exec(markup)?.[1];
  const cardTitles = (markup: string) => [...bodyOf(markup).matchAll(/class="list-card-title"[^>]*>([\s\S]*?)<\/h[23]>/g)].map((m) => textOf(m[1]!).trim());

  it('/projects?page=2 holds the second twelve projects, page 2 current, links to the others, and its own canonical URL', async () => {
    const second = (await apiPost<{ data: { list: { title: string }[] } }>('/api/Project/GetAllProject', { pageIndex: 2, pageSize: 12 })).data.list.map(
      (p) => p.title,
    );
    expect(second.length).toBeGreaterThan(0);
    const { status, body } = await html('/projects?page=2');
    expect(status).toBe(200);
    expect(cardTitles(body)).toEqual(second);
    expect(body).toMatch(/<button type="button" class="pagination-page" disabled="" aria-current="page" aria-label="Page 2">2<\/button>/);
    expect(body).toContain('<a href="/projects" class="pagination-step" rel="prev">Previous</a>');
    expect(body).toContain('<a href="/projects" class="pagination-page" aria-label="Page 1">1</a>');
    expect(canonicalOf(body)).toMatch(/\/projects\?page=2$/);
    // The data came with the page for this URL, so the browser hydrates without asking again.
    expect(body).toContain(`${DATA_OPEN}{"path":"/projects?page=2"`);
  });

  it('a blog category and its pages are server-rendered from the URL', async () => {
    const [category] = rows('SELECT c.id, c.name FROM blog_category c JOIN blog b ON b.category_id = c.id GROUP BY c.id ORDER BY count(*) DESC LIMIT 1');
    const { body } = await html(`/blogs?category=${category!.id}`);
    const shown = [...bodyOf(body).matchAll(/class="list-card-category"[^>]*>([^<]*)</g)].map((m) => textOf(m[1]!).trim());
    expect(shown.length).toBeGreaterThan(0);
    expect(new Set(shown)).toEqual(new Set([category!.name]));
    expect(body).toContain(`aria-pressed="true" disabled="">${category!.name!.replace(/&/g, '&amp;')}</button>`);
    expect(canonicalOf(body)).toMatch(new RegExp(`/blogs\\?category=${category!.id}$`));
  });

  it('bad page and category parameters give page 1 or the empty state with a 200, never an error', async () => {
    const first = cardTitles((await html('/projects')).body);
    expect(first).toHaveLength(12);
    for (const query of ['page=0', 'page=abc', 'page=-2', 'page=1.5', 'page=%00', 'page=1&page=2']) {
      const { status, body } = await html(`/projects?${query}`);
      expect(status, query).toBe(200);
      expect(cardTitles(body), query).toEqual(first);
      expect(canonicalOf(body), query).toMatch(/\/projects$/);
    }
    const past = await html('/projects?page=99999');
    expect(past.status).toBe(200);
    expect(textOf(bodyOf(past.body))).toContain('There is nothing to show on this page.');
    expect(past.body).toContain('<a href="/projects">Go to the first page</a>');
    const unknown = await html('/blogs?category=987654');
    expect(unknown.status).toBe(200);
    expect(textOf(bodyOf(unknown.body))).toContain('There is nothing to show on this page.');
  });

  it('the culture gallery pages by URL too', async () => {
    const culture = shell.routes.find((r) => r.path.endsWith('-culture'))!.path;
    const { status, body } = await html(`${culture}?page=2`);
    expect(status).toBe(200);
    expect(body).toMatch(/aria-current="page" aria-label="Page 2">2<\/button>/);
    expect(canonicalOf(body)).toMatch(new RegExp(`${culture}\\?page=2$`));
  });
});

describe('sitemap and robots', () => {
  it('/sitemap.xml lists every static route and every seeded project, blog, news and career slug', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/xml/);
    const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const expected = [
      ...rows('SELECT slug FROM project').map((r) => `/projects/${r.slug}`),
      ...rows('SELECT slug FROM blog').map((r) => `/blogs/${r.slug}`),
      ...rows('SELECT slug FROM news').map((r) => `/newsroom/${r.slug}`),
      ...rows('SELECT slug FROM career').map((r) => `/careers/${r.slug}`),
      '/',
      '/projects',
      '/contact',
    ];
    for (const path of expected) expect(locs).toContain(`${siteUrl()}${path}`);
    expect(locs).not.toContain(`${siteUrl()}${shell.notFoundPath}`);
  });

  it('/robots.txt points at the sitemap', async () => {
    expect(await (await get('/robots.txt')).text()).toContain(`Sitemap: ${siteUrl()}/sitemap.xml`);
  });
});

describe('with an API of its own', () => {
  let api: EmbeddedApi;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'site-ssr-'));
    api = await startEmbeddedApi({ apiPort: 0, contentPort: 0, mediaPort: 0, dataDir, log: false });
  });
  afterAll(async () => {
    await api?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const hosts = () => ({ apiUrl: api.apiUrl, contentUrl: api.contentUrl, mediaUrl: api.mediaUrl });

  it('an API string holding </script><script>alert(1)</script> stays inert in the HTML and intact in the data', async () => {
    const hostile = '</script><script>alert(1)</script><!-- \u2028';
    // An API of this test's own: it caches its lists, which the tests after this one read unchanged.
    const ownDir = mkdtempSync(join(tmpdir(), 'site-ssr-hostile-'));
    const own = await startEmbeddedApi({ apiPort: 0, contentPort: 0, mediaPort: 0, dataDir: ownDir, log: false });
    const db = new Database(join(ownDir, 'site.db'));
    const { slug } = db.prepare('SELECT slug FROM blog LIMIT 1').get() as { slug: string };
    db.prepare('UPDATE blog SET title = ?, meta_title = ?, meta_description = ?, description = ? WHERE slug = ?').run(
      hostile,
      hostile,
      hostile,
      `<p>${hostile.replace(/</g, '&lt;')}</p><script>alert(2)</script>`,
      slug,
    );
    // The blog's article is the page's HTML only (its data comes when the app boots): a project's title is in the list's data.
    db.prepare('UPDATE project SET title = ? WHERE id = (SELECT id FROM project ORDER BY sort_order LIMIT 1)').run(hostile);
    db.close();
    const site = await startSiteServer({ hosts: { apiUrl: own.apiUrl, contentUrl: own.contentUrl, mediaUrl: own.mediaUrl } });
    // Every script the page has is one the server meant to write.
    const onlyOurScripts = (body: string) =>
      [...body.matchAll(/<script[^>]*>/g)].every((m) =>
        /^<script( type="(module|application\/ld\+json|application\/json)"| id="__(?:SITE_DATA|SITE_CONFIG|ISLANDS)__"| nonce="[^"]+"| crossorigin| src="[^"]+")*>$/.test(
          m[0],
        ),
      );
    try {
      const { status, body } = await html(`/blogs/${slug}`, site.url);
      expect(status).toBe(200);
      expect(body).not.toMatch(/<script>alert/);
      expect(onlyOurScripts(body)).toBe(true);
      expect(textOf(titleOf(body)!)).toBe(hostile.replace('\u2028', '').trim());
      const list = await html('/projects', site.url);
      expect(list.body).not.toMatch(/<script>alert/);
      expect(onlyOurScripts(list.body)).toBe(true);
      expect(embeddedOf(list.body).route.projects.items[0].title).toBe(hostile);
    } finally {
      await site.close();
      await own.close();
      rmSync(ownDir, { recursive: true, force: true });
    }
  });

  it('with the API stopped, pages still answer 200 with their skeletons (the browser takes over)', async () => {
    const site = await startSiteServer({ hosts: { apiUrl: 'http://127.0.0.1:9', contentUrl: api.contentUrl, mediaUrl: api.mediaUrl } });
    try {
      for (const path of ['/', '/projects', '/blogs/some-post']) {
        const { status, body } = await html(path, site.url);
        expect(status, path).toBe(200);
        expect(bodyOf(body), path).toContain('data-skeleton');
        expect(body, path).toContain(DATA_OPEN + '{"path":"' + path + '","route":{}');
      }
    } finally {
      await site.close();
    }
  });

  /** The API behind a proxy that holds project lists back for `delayMs`; everything else passes straight through. */
  async function slowApi(delayMs: number) {
    const proxy: Server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      if (req.url?.includes('GetAllProject')) await new Promise((r) => setTimeout(r, delayMs));
      const upstream = await fetch(`${api.apiUrl}${req.url}`, {
        method: req.method,
        headers: { 'content-type': 'application/json' },
        body: req.method === 'GET' ? undefined : Buffer.concat(chunks),
      });
      res.writeHead(upstream.status, { 'content-type': 'application/json' }).end(Buffer.from(await upstream.arrayBuffer()));
    });
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
    return { url: `http://127.0.0.1:${(proxy.address() as { port: number }).port}`, close: () => proxy.close() };
  }

  /** Reads a page as it streams: when the skeleton arrived, and the whole text. */
  async function readStreaming(url: string) {
    const started = Date.now();
    const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    let skeletonAt = Infinity;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      if (skeletonAt === Infinity && text.includes('data-skeleton')) skeletonAt = Date.now() - started;
    }
    return { status: res.status, text, skeletonAt, total: Date.now() - started };
  }

  const firstProject = () => rows('SELECT title FROM project ORDER BY sort_order LIMIT 1')[0]!.title!;

  it('a slow block streams in: header, footer and its skeleton come first, its data follows in the same response', async () => {
    const proxy = await slowApi(600);
    const site = await startSiteServer({ hosts: { ...hosts(), apiUrl: proxy.url } });
    try {
      const page = await readStreaming(`${site.url}/projects`);
      expect(page.status).toBe(200);
      expect(page.skeletonAt).toBeLessThan(450);
      expect(page.total).toBeGreaterThanOrEqual(550);
      const beforeData = page.text.slice(0, page.text.indexOf('hidden id="S:'));
      expect(beforeData).toContain('<header');
      expect(beforeData).toContain('<footer');
      expect(textOf(page.text)).toContain(firstProject());
      expect(embeddedOf(page.text).route.projects.items).toHaveLength(12);
    } finally {
      await site.close();
      proxy.close();
    }
  });

  it('past SSR_DATA_TIMEOUT_MS a block is left to the browser: its skeleton stays, nothing is embedded', async () => {
    const proxy = await slowApi(1000);
    const site = await startSiteServer({ hosts: { ...hosts(), apiUrl: proxy.url }, dataTimeoutMs: 300 });
    try {
      const page = await readStreaming(`${site.url}/projects`);
      expect(page.status).toBe(200);
      expect(page.total).toBeLessThan(900);
      expect(bodyOf(page.text)).toContain('data-skeleton');
      expect(page.text).toContain('"route":{}');
      expect(textOf(page.text)).not.toContain(firstProject());
    } finally {
      await site.close();
      proxy.close();
    }
  });

  it('HTML_CACHE_SECONDS keeps a rendered page for that long, per encoding', async () => {
    const site = await startSiteServer({ hosts: hosts(), htmlCacheSeconds: 1 });
    try {
      const first = await get('/projects', site.url, { headers: { 'accept-encoding': 'gzip' } });
      expect(first.headers.get('x-html-cache')).toBeNull();
      const firstBody = await first.text();
      const second = await get('/projects', site.url, { headers: { 'accept-encoding': 'gzip' } });
      expect(second.headers.get('x-html-cache')).toBe('hit');
      expect(second.headers.get('content-encoding')).toBe('gzip');
      expect(await second.text()).toBe(firstBody);
      await new Promise((r) => setTimeout(r, 1100));
      const third = await get('/projects', site.url);
      await third.text();
      expect(third.headers.get('x-html-cache')).toBeNull();
    } finally {
      await site.close();
    }
  });

  it('without HTML_CACHE_SECONDS every request renders afresh', async () => {
    await (await get('/projects')).text();
    const again = await get('/projects');
    await again.text();
    expect(again.headers.get('x-html-cache')).toBeNull();
  });
});

describe("a language's page carries its own texts only", () => {
  // Every translated text of the config, per language, long enough not to occur by chance in another text.
  const textsOf = (code: string, minLength = 12) => {
    const out = new Set<string>();
    const walk = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        const keys = Object.keys(value);
        if (keys.length && keys.every((k) => ['en', 'es', 'ar'].includes(k))) {
          const text = (value as Record<string, unknown>)[code];
          if (typeof text === 'string' && text.length >= minLength) out.add(text);
        } else Object.values(value).forEach(walk);
      }
    };
    walk(config);
    return out;
  };
  const escaped = (text: string) => [text, text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;'), JSON.stringify(text).slice(1, -1)];

  it.each([
    { path: '/es/', own: 'es', others: ['ar'] },
    { path: '/ar/', own: 'ar', others: ['es'] },
    { path: '/ar/contact', own: 'ar', others: ['es'] },
    { path: '/es/contact', own: 'es', others: ['ar'] },
  ])('$path: its language in the HTML and the embedded data, no other', async ({ path, own, others }) => {
    const { status, body } = await html(path);
    expect(status).toBe(200);
    const mine = textsOf(own);
    const theirs = others.flatMap((code) => [...textsOf(code)]).filter((t) => !mine.has(t));
    expect(theirs.length).toBeGreaterThan(50);
    expect(theirs.filter((t) => escaped(t).some((e) => body.includes(e)))).toEqual([]);
    // The shell the page names (fetched when its code boots) is its language's too.
    const shellUrl = /"shellUrl":"([^"]+)"/.exec(body)![1]!;
    const shellText = await (await get(shellUrl)).text();
    expect(theirs.filter((t) => escaped(t).some((e) => shellText.includes(e)))).toEqual([]);
    expect([...textsOf(own)].some((t) => escaped(t).some((e) => shellText.includes(e)))).toBe(true);
    // It does carry its own: the page's h1 among them.
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/
      .exec(bodyOf(body))?.[1]
      ?.replace(/<[^>]+>/g, '')
      .trim();
    expect(h1 && textsOf(own, 1).has(textOf(h1).trim()), `${path} h1 "${h1}"`).toBe(true);
  });
});
