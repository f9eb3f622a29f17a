/**
 * Server-rendered pages in the browser: no second fetch for data that came with the HTML,
 * readable without JavaScript, blocks the server left to the browser, and client-side
 * navigation after the first page. (That every route hydrates without a warning is checked
 * in screens.browser.test.ts, on its one visit to each.)
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toShell } from '../src/engine/config/shell';
import type { SiteConfig } from '../src/engine/types';
import { apiUrl, contentUrl, launchBrowser, mediaUrl, openDatabase, openPage, PHONE, siteUrl, startSiteServer, wakePage } from './harness';

const config = JSON.parse(readFileSync(new URL('../pages.config.json', import.meta.url), 'utf8')) as SiteConfig;
const shell = toShell(config);

const latestBlog = () => {
  const db = openDatabase();
  try {
    return db.prepare('SELECT slug, title, description FROM blog ORDER BY date_published DESC, id DESC LIMIT 1').get() as {
      slug: string;
      title: string;
      description: string;
    };
  } finally {
    db.close();
  }
};
const projectTitles = () => {
  const db = openDatabase();
  try {
    return (db.prepare('SELECT title FROM project ORDER BY sort_order LIMIT 12').all() as { title: string }[]).map((r) => r.title);
  } finally {
    db.close();
  }
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('hydration', () => {
  // Islands below the page's first block that wake near the viewport, and those whose data the page leaves out
  // (`dataAtBoot`: a detail's article): the browser asks for their data when the app boots.
  const fetchedAtBoot: Record<string, string[]> = {
    '/': ['featured-projects', 'customers', 'testimonials', 'international-foray'],
    '/projects': [],
    '/blogs': [],
    blog: ['blog', 'similar-blogs'],
  };
  it.each(['/', '/projects', '/blogs', 'blog'])(
    '%s: no API call on first load for blocks that came with their data, one for each island fetched when the app boots; styles fetched once at most',
    async (which) => {
      const path = which === 'blog' ? `/blogs/${latestBlog().slug}` : which;
      const calls: string[] = [];
      const stylesheets: string[] = [];
      const context = await browser.newContext();
      const page = await context.newPage();
      page.on('request', (r) => {
        if (r.url().startsWith(apiUrl())) calls.push(`${r.method()} ${r.url()}`);
        if (r.resourceType() === 'stylesheet') stylesheets.push(r.url());
      });
      await page.goto(new URL(path, siteUrl()).href, { waitUntil: 'networkidle' });
      await page.locator('main.page [data-block]').first().waitFor();
      expect(await page.locator('main [data-skeleton]').count()).toBe(0);
      await wakePage(page);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      const route = config.routes.find((r) => r.path === (which === 'blog' ? '/blogs/:slug' : which))!;
      const endpoints = route.blocks.filter((b) => fetchedAtBoot[which]!.includes(b.id!)).map((b) => b.source!.endpoint);
      expect(endpoints).toHaveLength(fetchedAtBoot[which]!.length);
      expect(calls.map((c) => new URL(c.split(' ')[1]!).pathname).sort()).toEqual(endpoints.sort());
      // Styles came inline (below home's hero, after the first paint); once the code is in, its chunk loader asks for none of them again.
      expect(stylesheets).toEqual([...new Set(stylesheets)]);
      if (which !== '/') expect(stylesheets).toEqual([]);
      if (which === 'blog') {
        // The body the server rendered is still there once the page is live.
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        const firstParagraph = /<p>([\s\S]*?)<\/p>/
          .exec(latestBlog().description)![1]!
          .replace(/<[^>]+>/g, '')
          .slice(0, 60);
        expect(await page.locator('.rich-html').first().innerText()).toContain(firstParagraph);
      }
      await context.close();
    },
  );

  it("an island whose call fails in the browser keeps the server's HTML, as it is, and its links", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const featured = `${apiUrl()}/api/HomePageFeatured`;
    await page.route(`${featured}*`, (r) => r.abort('failed'));
    const failed = page.waitForEvent('requestfailed', (r) => r.url().startsWith(featured));
    await page.goto(siteUrl(), { waitUntil: 'load' });
    const section = page.locator('[data-block-id="featured-projects"]');
    const titles = await section.locator('.card-link').allTextContents();
    expect(titles.length).toBeGreaterThan(1);
    const firstCard = await section.locator('.card-link').first().elementHandle();
    await wakePage(page);
    await failed;
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // Near the viewport, where it would hydrate had its data come.
    await section.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500); // A re-render that must not come has no event: given the time hydrating it would take.
    expect(await firstCard!.evaluate((el) => el.isConnected)).toBe(true);
    expect(await section.locator('[data-skeleton]').count()).toBe(0);
    expect(await section.locator('.card-link').allTextContents()).toEqual(titles);
    await section.locator('.card-link').first().click();
    await page.waitForURL(/\/projects\/[^/]+$/);
    await context.close();
  });

  it("a detail page's article, whose data the page leaves out, stays on its page when the browser's call for it fails", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const article = `${apiUrl()}/api/Blog/GetBlogBYSlugName`;
    await page.route(`${article}*`, (r) => r.abort('failed'));
    const failed = page.waitForEvent('requestfailed', (r) => r.url().startsWith(article));
    const path = '/blogs/why-765-kv-corridors-matter-for-india-s-energy-transition';
    await page.goto(new URL(path, siteUrl()).href, { waitUntil: 'load' });
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    // The article is the page's HTML, not its data too.
    expect(await page.locator('#__SITE_DATA__').textContent()).not.toContain('"description"');
    await wakePage(page);
    await failed;
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.locator('.rich-html').first().click();
    await page.waitForTimeout(500); // A navigation to /404 that must not come has no event: given the time hydrating it would take.
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
    await context.close();
  });
});

describe('block names in the page', () => {
  it("each block's data-block-id is its id in the config (b<index> without one), in the server's HTML and once hydrated", async () => {
    const configIds = (path: string) => config.routes.find((r) => r.path === path)!.blocks.map((b, i) => b.id ?? `b${i}`);
    const blockIds = (page: import('playwright-core').Page, within: string) =>
      page.locator(`${within} [data-block-id]`).evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.blockId));
    const footerIds = config.footer.blocks.map((b) => b.id);
    const { page, errors } = await openPage(browser, '/contact');
    // The contact page has blocks with and without ids.
    expect(configIds('/contact')).toEqual(['b0', 'b1', 'contact-form', 'b3']);
    expect(await blockIds(page, 'main')).toEqual(configIds('/contact'));
    expect(await blockIds(page, 'footer')).toEqual(footerIds);
    await wakePage(page);
    await page.waitForLoadState('networkidle');
    expect(await blockIds(page, 'main')).toEqual(configIds('/contact'));
    // A page reached client-side names its blocks the same way.
    await page
      .locator('a[href="/leadership"]')
      .first()
      .evaluate((a) => (a as HTMLAnchorElement).click());
    await page.waitForURL('**/leadership');
    await page.locator('main [data-block="card-list"]').waitFor();
    expect(await blockIds(page, 'main')).toEqual(configIds('/leadership'));
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('without JavaScript', () => {
  it('home shows its hero, sections and pictures', async () => {
    const { page } = await openPage(browser, '/', { javaScriptEnabled: false });
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    expect(await page.locator('main [data-skeleton]').count()).toBe(0);
    const poster = page.locator('img.hero-poster');
    expect(await poster.getAttribute('src')).toMatch(new RegExp(`^${contentUrl()}/`));
    await expect.poll(() => poster.evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(3);
    // The video's controls could do nothing without script (it never loads): none is offered.
    expect(await page.locator('.hero').getByRole('button').count()).toBe(0);
    await page.close();
  });

  it('/projects shows twelve projects, each a working link to its page', async () => {
    const { page } = await openPage(browser, '/projects', { javaScriptEnabled: false });
    for (const title of projectTitles()) expect(await page.getByText(title, { exact: true }).first().isVisible(), title).toBe(true);
    const link = page.locator('main a[href^="/projects/"]').first();
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForURL(`**${href}`);
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    await page.close();
  });

  it('a blog detail shows its title, picture and body', async () => {
    const blog = latestBlog();
    const { page } = await openPage(browser, `/blogs/${blog.slug}`, { javaScriptEnabled: false });
    expect(await page.getByRole('heading', { level: 1, name: blog.title }).isVisible()).toBe(true);
    const firstParagraph = /<p>([\s\S]*?)<\/p>/
      .exec(blog.description)![1]!
      .replace(/<[^>]+>/g, '')
      .slice(0, 60);
    expect(await page.locator('.rich-html').getByText(firstParagraph, { exact: false }).first().isVisible()).toBe(true);
    const picture = page.locator('img.detail-image');
    expect(await picture.getAttribute('alt')).toBe(blog.title);
    await expect.poll(() => picture.evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await page.close();
  });
});

/** The API behind a proxy that holds project lists back (CORS as the API's), and a site server over it. */
async function siteWithSlowProjects(delayMs: number, dataTimeoutMs?: number) {
  const proxy: Server = createServer(async (req, res) => {
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type', 'access-control-allow-methods': 'GET, POST' };
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    if (req.url?.includes('GetAllProject')) await new Promise((r) => setTimeout(r, delayMs));
    const upstream = await fetch(`${apiUrl()}${req.url}`, {
      method: req.method,
      headers: { 'content-type': 'application/json' },
      body: req.method === 'GET' ? undefined : Buffer.concat(chunks),
    });
    res.writeHead(upstream.status, { ...cors, 'content-type': 'application/json' }).end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
  const proxyUrl = `http://127.0.0.1:${(proxy.address() as { port: number }).port}`;
  const site = await startSiteServer({
    hosts: { apiUrl: proxyUrl, contentUrl: contentUrl(), mediaUrl: mediaUrl() },
    ...(dataTimeoutMs ? { dataTimeoutMs } : {}),
  });
  return {
    url: site.url,
    close: async () => {
      await site.close();
      proxy.close();
    },
  };
}

describe('blocks that stream in after the shell', () => {
  it('without script, the page is shown whole, every block in its place; with script, nothing changes', async () => {
    const site = await siteWithSlowProjects(500);
    try {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${site.url}/projects`);
      // Sent on (by a refresh inside <noscript>) to the page held until its blocks are in.
      await page.waitForURL('**/projects?noscript=1');
      await page.getByText(projectTitles()[0]!, { exact: true }).first().waitFor();
      expect(await page.locator('main [data-skeleton]').count()).toBe(0);
      // In its place: the cards are inside the page's main, before the footer.
      expect(await page.locator('main .list-card').count()).toBe(12);
      expect(await page.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/projects?noscript=1&page=2');
      await context.close();

      const { page: live } = await openPage(browser, `${site.url}/projects`);
      await live.getByText(projectTitles()[0]!, { exact: true }).first().waitFor();
      expect(new URL(live.url()).search).toBe('');
      await live.close();
    } finally {
      await site.close();
    }
  });
});

describe('blocks the server left to the browser', () => {
  let site: { url: string; close: () => Promise<void> };
  beforeAll(async () => {
    site = await siteWithSlowProjects(700, 250);
  });
  afterAll(async () => {
    await site?.close();
  });

  it('arrive as skeletons, then the browser fetches and shows them, with no console error', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    const calls: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('request', (r) => r.url().includes('GetAllProject') && calls.push(r.method()));
    await page.goto(`${site.url}/projects`, { waitUntil: 'domcontentloaded' });
    expect(await page.locator('main [data-skeleton]').count()).toBeGreaterThan(0);
    await page.getByText(projectTitles()[0]!, { exact: true }).first().waitFor();
    expect(await page.locator('main [data-skeleton]').count()).toBe(0);
    expect(calls).toEqual(['POST']);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('blocks far below the fold', () => {
  // React marks the DOM nodes it has hydrated with its own keys.
  const hydratedBlocks = (page: import('playwright-core').Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main [data-block-id]')].map((block) => {
        const inner = block.firstElementChild;
        return `${block.dataset.block}:${inner && Object.keys(inner).some((k) => k.startsWith('__reactFiber')) ? 'live' : 'held'}`;
      }),
    );

  it('on a phone, interactive blocks stay as server HTML until the visitor scrolls towards them, then hydrate', async () => {
    const { page, errors } = await openPage(browser, '/', { viewport: PHONE });
    await page.waitForLoadState('networkidle');
    const atLoad = await hydratedBlocks(page);
    expect(atLoad[0]).toBe('hero:live');
    expect(atLoad.filter((b) => b.endsWith(':held')).length).toBeGreaterThanOrEqual(3);
    // Held blocks show their content, not skeletons.
    expect(await page.locator('main [data-skeleton]').count()).toBe(0);
    const last = page.locator('main [data-block="slider"]').last();
    expect((await hydratedBlocks(page)).at(-1)).toBe('slider:held');
    await page.evaluate(() => {
      (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelectorAll('main [data-block="slider"]')[3]!.querySelector('h2');
    });
    await last.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await hydratedBlocks(page)).at(-1)).toBe('slider:live');
    // Hydrated in place: the server's nodes were kept, not replaced by a fresh render.
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { serverHeading: Element | null }).serverHeading ===
          document.querySelectorAll('main [data-block="slider"]')[3]!.querySelector('h2'),
      ),
    ).toBe(true);
    expect(await page.locator('main [data-skeleton]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a block with nothing interactive is never hydrated: its nodes stay the server's and its code is never requested", async () => {
    const report = JSON.parse(readFileSync(new URL('../dist/bundle-report.json', import.meta.url), 'utf8')) as { blocks: Record<string, { file: string }> };
    const chunk = report.blocks['media-text']!.file.split('/').pop()!;
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto(new URL('/', siteUrl()).href, { waitUntil: 'load' });
    // Taken before any script of the site has run.
    await page.evaluate(() => {
      (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('.media-text :is(h2, h3)');
    });
    await wakePage(page);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.locator('main [data-block="media-text"]').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(await hydratedBlocks(page)).toContain('media-text:held');
    expect(
      await page.evaluate(() => (window as unknown as { serverHeading: Element | null }).serverHeading === document.querySelector('.media-text :is(h2, h3)')),
    ).toBe(true);
    expect(await page.locator('.media-text').getByRole('heading', { name: 'Voltline Story' }).isVisible()).toBe(true);
    // The site's code did load (the page is live), but not this block's.
    expect(scripts.some((u) => u.includes('/static/js/'))).toBe(true);
    expect(scripts.filter((u) => u.endsWith(chunk))).toEqual([]);
    // A client-side navigation renders every block, and then the code is needed.
    await page.locator('main a[href="/projects"]').first().click();
    await page.waitForURL('**/projects');
    await page.locator('header a[href="/"]').first().click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.locator('.media-text').getByRole('heading', { name: 'Voltline Story' }).waitFor();
    expect(scripts.filter((u) => u.endsWith(chunk))).toHaveLength(1);
    await context.close();
  });

  it('on a phone, are laid out only as the visitor nears them, and show in full when reached; the pinned hero never waits', async () => {
    const { page, errors } = await openPage(browser, '/', { viewport: PHONE });
    await page.waitForLoadState('networkidle');
    // Whether the browser has skipped laying out and painting each block's content.
    const rendered = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('main .block')].map((block) => {
          const inner = block.firstElementChild;
          return `${block.dataset.block}:${inner?.checkVisibility({ contentVisibilityAuto: true }) ? 'rendered' : 'skipped'}`;
        }),
      );
    const atLoad = await rendered();
    expect(atLoad.slice(0, 2)).toEqual(['hero:rendered', 'counters:rendered']);
    expect(atLoad.at(-1)).toBe('slider:skipped');
    expect(
      await page
        .locator('main .block')
        .first()
        .evaluate((hero) => getComputedStyle(hero).contentVisibility),
    ).toBe('visible');
    const last = page.locator('main .block').last();
    await last.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await rendered()).at(-1)).toBe('slider:rendered');
    const heading = last.getByRole('heading').first();
    expect(await heading.isVisible()).toBe(true);
    expect((await heading.boundingBox())!.height).toBeGreaterThan(10);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a link in a block not hydrated yet still navigates client-side', async () => {
    const { page, errors } = await openPage(browser, '/', { viewport: PHONE });
    await page.waitForLoadState('networkidle');
    expect(await hydratedBlocks(page)).toContain('media-text:held');
    let documents = 0;
    page.on('request', (r) => r.resourceType() === 'document' && documents++);
    // Clicked through the DOM, without scrolling: the block is still held when the click lands.
    await page.locator('.media-text a', { hasText: 'KNOW MORE' }).evaluate((a) => (a as HTMLAnchorElement).click());
    await page.waitForURL('**/voltline-story');
    await page.locator('.counters').first().waitFor();
    expect(documents).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('after the first page', () => {
  it('navigates client-side: no document load, the new page fetches its data, the title follows', async () => {
    const { page, errors } = await openPage(browser, '/');
    await page.waitForLoadState('networkidle');
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('GetAllProject') && calls.push(r.method()));
    let documents = 0;
    page.on('request', (r) => r.resourceType() === 'document' && documents++);
    await page.locator('main a[href="/projects"]').first().click();
    await page.waitForURL('**/projects');
    await page.getByText(projectTitles()[0]!, { exact: true }).first().waitFor();
    await expect.poll(() => page.title()).toBe(`Projects | ${shell.site.productName}`);
    expect(documents).toBe(0);
    expect(calls.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
