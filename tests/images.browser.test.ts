/**
 * Responsive pictures, on a phone: an iPhone 14/15-class screen (390×844 CSS px at a device pixel
 * ratio of 3). The site server here gets IMAGE_URL_TEMPLATE as `npm start` sets it for the
 * embedded content host; every content picture must come at the smallest listed width that covers
 * its box at that ratio (or the picture's own width, which the host never exceeds), as AVIF.
 */
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { IMAGE_WIDTHS } from '../src/platform/hosts';
import { apiPost, apiUrl, contentUrl, launchBrowser, mediaUrl, startSiteServer, type List, wakePage } from './harness';

const IPHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
/** On the phone most pictures need more pixels than they have; a 1x desktop shows the boxes' sizes at work. */
const DESKTOP = { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false };
type Device = typeof IPHONE | typeof DESKTOP;
const TEMPLATE = '{src}?w={width}&fm={format}';

let browser: Browser;
let site: Awaited<ReturnType<typeof startSiteServer>>;
beforeAll(async () => {
  browser = await launchBrowser();
  // On the port whose origin the API allows (the pages' islands call it when they boot).
  site = await startSiteServer(
    { hosts: { apiUrl: apiUrl(), contentUrl: contentUrl(), mediaUrl: mediaUrl(), imageUrlTemplate: TEMPLATE } },
    inject('spareSitePort'),
  );
});
afterAll(async () => {
  await site?.close();
  await browser?.close();
});

/** A picture's own width, read from the original file on the content host. */
const ownWidths = new Map<string, number>();
async function ownWidth(path: string): Promise<number> {
  if (!ownWidths.has(path)) {
    const bytes = Buffer.from(await (await fetch(`${contentUrl()}${path}`)).arrayBuffer());
    ownWidths.set(path, (await sharp(bytes).metadata()).width!);
  }
  return ownWidths.get(path)!;
}

interface Visit {
  page: Page;
  context: BrowserContext;
  device: Device;
  errors: string[];
  /** Content type of every picture answer, by URL. */
  types: Map<string, string>;
}

async function visit(path: string, device: Device = IPHONE): Promise<Visit> {
  const context = await browser.newContext({ ...device, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors: string[] = [];
  const types = new Map<string, string>();
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('response', (r) => r.request().resourceType() === 'image' && types.set(r.url(), r.headers()['content-type'] ?? ''));
  await page.goto(`${site.url}${path}`, { waitUntil: 'load' });
  await wakePage(page);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return { page, context, device, errors, types };
}

/**
 * Scrolls the page down a screen at a time, so lazy pictures load as a visitor's would. Each step
 * waits for two frames: by then the browser has laid the new screen out and started its pictures.
 */
async function scrollThrough(page: Page) {
  for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 700) {
    await page.evaluate(
      (top) =>
        new Promise<void>((resolve) => {
          window.scrollTo(0, top);
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        }),
      y,
    );
  }
}

interface Shown {
  currentSrc: string;
  /** The picture's drawn width in CSS px: its box, or wider where object-fit: cover crops it. */
  drawnWidth: number;
  classes: string;
}

/** Every content picture that has loaded: what it shows and how wide it is drawn. */
function loadedContentPictures(page: Page): Promise<Shown[]> {
  return page.evaluate((host) => {
    return [...document.images]
      .filter((i) => i.complete && i.currentSrc.startsWith(`${host}/`))
      .map((i) => {
        const box = i.getBoundingClientRect();
        const cover = getComputedStyle(i).objectFit === 'cover';
        const ratio = i.width && i.height ? Number(i.getAttribute('width')) / Number(i.getAttribute('height')) : 0;
        return { currentSrc: i.currentSrc, drawnWidth: cover && ratio ? Math.max(box.width, box.height * ratio) : box.width, classes: i.className };
      });
  }, contentUrl());
}

/** Content pictures not loaded yet, by address: what a count that was not reached names. */
function pendingContentPictures(page: Page): Promise<string[]> {
  return page.evaluate(
    (host) =>
      [...document.images]
        .filter((i) => !i.complete && (i.currentSrc || i.src || i.srcset).startsWith(`${host}/`))
        .map((i) => (i.currentSrc || i.src || i.srcset.split(' ')[0]!).slice(host.length)),
    contentUrl(),
  );
}

/**
 * Waits until at least `atLeast` content pictures have loaded: lazy ones arrive after the scroll
 * that started them, and on a busy machine well after. Past the deadline, names those still loading.
 */
async function loadedAtLeast(page: Page, atLeast: number): Promise<Shown[]> {
  try {
    await expect.poll(async () => (await loadedContentPictures(page)).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(atLeast);
  } catch (cause) {
    const loaded = (await loadedContentPictures(page)).length;
    throw new Error(`${loaded} of at least ${atLeast} pictures loaded; still loading: ${(await pendingContentPictures(page)).join(', ') || 'none'}`, { cause });
  }
  return loadedContentPictures(page);
}

/** The smallest listed width at or past what the picture needs: its drawn width at the device's ratio, or all of it. */
const expectedWidth = (needed: number, own: number) => IMAGE_WIDTHS.find((w) => w >= Math.min(needed, own)) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];

async function expectSizedForTheScreen(v: Visit, atLeast: number) {
  const shown = await loadedAtLeast(v.page, atLeast);
  for (const s of shown) {
    const url = new URL(s.currentSrc);
    const own = await ownWidth(url.pathname);
    const need = Math.ceil(s.drawnWidth * v.device.deviceScaleFactor);
    expect(Number(url.searchParams.get('w')), `${url.pathname} (${s.classes}) drawn ${Math.round(s.drawnWidth)} px wide, ${own} px of its own`).toBe(
      expectedWidth(need, own),
    );
    expect(url.searchParams.get('fm'), url.pathname).toBe('avif');
    expect(v.types.get(s.currentSrc), url.pathname).toBe('image/avif');
  }
  // Each picture was fetched once, in one format: nothing in PNG or WebP beside its AVIF.
  const fetched = [...v.types.keys()].filter((u) => u.startsWith(`${contentUrl()}/images/`)).map((u) => new URL(u).pathname);
  expect(fetched.length).toBe(new Set(fetched).size);
  expect(v.errors).toEqual([]);
}

describe('pictures on a 390 px phone at 3x (IMAGE_URL_TEMPLATE as npm start sets it)', () => {
  it('home: the hero poster (low priority, never preloaded: the headline is the largest paint) and the pictures further down each come at the width their box needs, as AVIF', async () => {
    const v = await visit('/');
    const poster = v.page.locator('img.hero-poster');
    expect(await poster.getAttribute('fetchpriority')).toBe('low');
    // Not lazy: found in the markup and fetched at once, only behind the page's own bytes.
    expect(await poster.getAttribute('loading')).toBeNull();
    expect(await v.page.locator('link[rel="preload"][as="image"][imagesrcset*="hero-poster"]').count()).toBe(0);
    await scrollThrough(v.page);
    await expectSizedForTheScreen(v, 4);
    const cards = await loadedContentPictures(v.page);
    expect(cards.some((c) => c.classes.includes('slide-card-image'))).toBe(true);
    await v.context.close();
  });

  it('projects: the first card is the high-priority picture and every card comes at the width its box needs, as AVIF', async () => {
    const projects = await apiPost<List<{ image: string }>>('/api/Project/GetAllProject', { pageIndex: 1, pageSize: 12 });
    const v = await visit('/projects');
    const first = v.page.locator('.list-card-media img').first();
    expect([await first.getAttribute('fetchpriority'), await first.getAttribute('loading')]).toEqual(['high', 'eager']);
    expect(await v.page.locator('.list-card-media img').nth(6).getAttribute('loading')).toBe('lazy');
    await scrollThrough(v.page);
    await expectSizedForTheScreen(v, projects.data.list.length);
    await v.context.close();
  });

  it('a blog detail: its main picture is the high-priority one, sized for the phone', async () => {
    const blogs = await apiPost<List<{ slug: string }>>('/api/Blog/GetBlogsByCategory', { categoryId: 0, pageIndex: 1, pageSize: 1 });
    const v = await visit(`/blogs/${blogs.data.list[0]!.slug}`);
    const main = v.page.locator('img.detail-image');
    expect([await main.getAttribute('fetchpriority'), await main.getAttribute('loading')]).toEqual(['high', null]);
    await expectSizedForTheScreen(v, 1);
    await v.context.close();
  });
});

describe('pictures on a 1440 px desktop at 1x', () => {
  it('home and projects: cards and logos come at the width their boxes need, below their own', async () => {
    for (const [path, atLeast] of [
      ['/', 4],
      ['/projects', 12],
    ] as const) {
      const v = await visit(path, DESKTOP);
      await scrollThrough(v.page);
      await expectSizedForTheScreen(v, atLeast);
      // Three cards to a row in the 1200 px container: 381 px boxes, so the 480 rendition, not the 800 px picture.
      if (path === '/projects')
        expect(
          new URL(
            await v.page
              .locator('.list-card-media img')
              .first()
              .evaluate((i) => (i as HTMLImageElement).currentSrc),
          ).searchParams.get('w'),
        ).toBe('480');
      await v.context.close();
    }
  });
});

describe("the footer's icons on a 390 px phone", () => {
  /** The darkest and the brightest of an element's pixels (each the lowest and highest of R, G and B). */
  const range = async (page: Page, selector: string) => {
    const { channels } = await sharp(await page.locator(selector).first().screenshot()).stats();
    const rgb = channels.slice(0, 3);
    return { darkest: Math.max(...rgb.map((c) => c.min)), brightest: Math.min(...rgb.map((c) => c.max)) };
  };

  it('are fetched only once the footer nears the screen, each file once, and drawn white, and dark under light forced colours', async () => {
    const icons: string[] = [];
    const context = await browser.newContext({ ...IPHONE, reducedMotion: 'reduce' });
    const page = await context.newPage();
    page.on('request', (r) => r.url().includes('/static/icons/') && icons.push(new URL(r.url()).pathname));
    await page.goto(`${site.url}/`, { waitUntil: 'load' });
    await wakePage(page);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // The page has loaded and its script is live; the footer is seven screens down.
    expect(icons).toEqual([]);
    await page.locator('.site-footer .social-links').scrollIntoViewIfNeeded();
    const shown = page.locator('.site-footer img.lazy-icon');
    expect(await shown.count()).toBe(8);
    await expect
      .poll(() => shown.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)))
      .toBe(true);
    const files = await shown.evaluateAll((imgs) => imgs.map((i) => new URL((i as HTMLImageElement).currentSrc).pathname));
    expect(icons.sort()).toEqual(files.sort());
    // White on the footer's dark green, like its links.
    expect((await range(page, '.social-links img.lazy-icon')).brightest).toBeGreaterThan(230);
    // Forced colours (a light theme): the shape dark on the light background.
    await page.emulateMedia({ forcedColors: 'active', colorScheme: 'light' });
    const forced = await range(page, '.social-links img.lazy-icon');
    expect(forced.darkest).toBeLessThan(60);
    expect(forced.brightest).toBeGreaterThan(200);
    await context.close();
  });

  it('are drawn inline where no block fills the first screen (contact): the footer may be near at load, and no file is fetched', async () => {
    const icons: string[] = [];
    const context = await browser.newContext({ ...IPHONE, reducedMotion: 'reduce' });
    const page = await context.newPage();
    page.on('request', (r) => r.url().includes('/static/icons/') && icons.push(r.url()));
    await page.goto(`${site.url}/contact`, { waitUntil: 'load' });
    await page.locator('.site-footer .social-links').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('.site-footer .footer-brand svg.icon').count()).toBe(8);
    expect(await page.locator('.site-footer img.lazy-icon').count()).toBe(0);
    expect(icons).toEqual([]);
    await context.close();
  });
});
