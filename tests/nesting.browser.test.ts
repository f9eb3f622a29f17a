/**
 * Nested layout in Chromium, against the production build: on a page whose carousel sits in a
 * column of a section, the carousel hydrates alone (its static neighbour keeps its server HTML, node
 * for node), a nested block that fails takes nothing else down, and the page downloads exactly the
 * JavaScript the same blocks cost without the section and columns, by the build's report and in the
 * browser. And the demo's own static section (CSR) never hydrates.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { createSiteServer } from '../server/site/app';
import type { BlockConfig } from '../src/engine/types';
import { rawConfig } from '../src/test/config';
import { browserForFile, wakePage } from './harness';

const browser = browserForFile();
const root = new URL('..', import.meta.url).pathname;
const BLOCK_LINE = /^Block "([^"]+)" \(([^)]+)\) on (\S+) failed: /;

/** The blocks of both test pages: home's projects carousel, Announcements left without its source (it fails), and /vision-mission's own. */
function testBlocks() {
  const config = rawConfig();
  const home = config.routes.find((r) => r.path === '/')!.blocks;
  const [intro, vision, mission] = config.routes.find((r) => r.path === '/vision-mission')!.blocks as [BlockConfig, BlockConfig, BlockConfig];
  const carousel = home.find((b) => b.id === 'featured-projects')!;
  const broken = structuredClone(home.find((b) => b.id === 'announcements')!);
  delete broken.source;
  const nested: BlockConfig[] = [
    intro,
    { type: 'section', id: 'impact', props: { background: 'tint', content: [{ type: 'columns', props: { columns: [[carousel], [broken, vision]] } }] } },
    mission,
  ];
  return { config, nested, flat: [intro, carousel, broken, vision, mission] };
}

let site: Awaited<ReturnType<typeof createSiteServer>>;
let base: string;
const serverErrors: string[] = [];
beforeAll(async () => {
  const { config, nested, flat } = testBlocks();
  config.routes.push({ path: '/layout-nested', title: 'Nested', blocks: nested }, { path: '/layout-flat', title: 'Flat', blocks: flat });
  // A site server of this file's own, on the port the API already allows, serving that config as given.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void serverErrors.push(args.map(String).join(' ')));
  site = await createSiteServer({
    distDir: join(root, 'dist'),
    config,
    hosts: { apiUrl: inject('apiUrl'), contentUrl: inject('contentUrl'), mediaUrl: inject('mediaUrl') },
    formSecret: inject('formSecret'),
    minFillMs: 0,
  });
  await site.listen({ port: inject('spareSitePort'), host: '127.0.0.1' });
  base = `http://127.0.0.1:${inject('spareSitePort')}`;
});
afterAll(async () => {
  vi.restoreAllMocks();
  await site?.close();
});

/** A page of the test site, its scripts and console recorded from the first request; not woken yet. */
async function load(path: string, origin = base) {
  const context = await browser().newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname)));
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  page.on('pageerror', (e) => void errors.push(`uncaught: ${e.message}`));
  await page.goto(new URL(path, origin).href, { waitUntil: 'load' });
  return { page, scripts, errors, close: () => context.close() };
}

/** Wakes the app, waits for it to hydrate, then brings every island near the viewport. */
async function wakeAndScroll(page: Page) {
  await wakePage(page);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
  });
}

/** Records which blocks hydrate from now on: the engine tells a server-rendered block's element when its code has taken it over. */
const recordHydrated = (page: Page) =>
  page.evaluate(() => {
    const seen: string[] = ((window as unknown as { __hydrated: string[] }).__hydrated = []);
    // The page's own blocks only (the footer's sign-up hydrates as it nears the viewport on every page).
    document.addEventListener(
      'block-hydrated',
      (e) => void ((e.target as HTMLElement).closest('main') && seen.push((e.target as HTMLElement).dataset.blockId ?? '?')),
      true,
    );
  });
const hydratedBlocks = (page: Page) => page.evaluate(() => (window as unknown as { __hydrated: string[] }).__hydrated);

/** Marks nodes of the server's HTML, to tell later whether React replaced them. */
const mark = (page: Page, selector: string) =>
  page.evaluate((s) => document.querySelectorAll(s).forEach((el) => ((el as unknown as { __server?: boolean }).__server = true)), selector);
const stillMarked = (page: Page, selector: string) =>
  page.evaluate((s) => [...document.querySelectorAll(s)].map((el) => Boolean((el as unknown as { __server?: boolean }).__server)), selector);

describe('a carousel in a column of a section', () => {
  it('hydrates alone; its static neighbour keeps its server HTML; the failing block beside it takes nothing down', async () => {
    serverErrors.length = 0;
    const { page, errors, close } = await load('/layout-nested');
    try {
      const section = page.locator('[data-block-id="impact"]');
      await expect.poll(() => section.locator('.layout-columns > .columns-column').count()).toBe(2);
      await mark(page, '[data-block-id="vision"] h2');
      await recordHydrated(page);
      await wakeAndScroll(page);
      // The carousel, two levels down, has its swiper.
      const carousel = page.locator('[data-block-id="impact"] [data-block-id="featured-projects"]');
      await carousel.scrollIntoViewIfNeeded();
      await expect.poll(() => carousel.locator('.swiper-initialized').count(), { timeout: 15_000 }).toBe(1);
      // It alone hydrated; the rich text beside it never did: the very nodes the server sent.
      expect(await hydratedBlocks(page)).toEqual(['featured-projects']);
      expect(await stillMarked(page, '[data-block-id="vision"] h2')).toEqual([true]);
      // The section and its columns are whole: every other block in them, in order, and the page's own after them.
      const shown = await page.locator('main h2').allTextContents();
      expect(shown.indexOf('Featured Projects')).toBeGreaterThan(-1);
      expect(shown.indexOf('To be the most trusted name in power infrastructure, in India and beyond')).toBeGreaterThan(shown.indexOf('Featured Projects'));
      expect(shown).toContain('Four commitments behind every project');
      // The failing block shows nothing and logs one line, on the server and in the browser; nothing escapes its boundary.
      expect(shown).not.toContain('Announcements');
      expect(await page.getByText('Unexpected Application Error!').count()).toBe(0);
      expect(errors.map((e) => BLOCK_LINE.exec(e)?.[1] ?? e)).toEqual(['announcements']);
      expect(serverErrors.filter((l) => BLOCK_LINE.test(l)).map((l) => BLOCK_LINE.exec(l)![1])).toEqual(['announcements']);
    } finally {
      await close();
    }
  });

  it('costs no JavaScript: the same files as the same blocks without section and columns, by the start and in the browser', async () => {
    // What the island runtime's start fetches for a page: each island's code, read from the blocks
    // the server marked with when they wake (a layout is no island).
    const islands = async (path: string) => {
      const { page, close } = await load(path);
      try {
        return (await page.locator('#main [data-wake]').evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.block))).sort();
      } finally {
        await close();
      }
    };
    const nestedIslands = await islands('/layout-nested');
    expect(nestedIslands.length).toBeGreaterThan(0);
    expect(nestedIslands).toEqual(await islands('/layout-flat'));
    expect(nestedIslands).not.toContain('section');
    expect(nestedIslands).not.toContain('columns');
    // What Chromium downloads, from the first request to every island awake.
    const downloaded = async (path: string) => {
      const { page, scripts, close } = await load(path);
      try {
        await wakeAndScroll(page);
        await expect.poll(() => page.locator('.swiper-initialized').count(), { timeout: 15_000 }).toBeGreaterThan(0);
        await page.waitForLoadState('networkidle');
        return [...new Set(scripts)].sort();
      } finally {
        await close();
      }
    };
    expect(await downloaded('/layout-nested')).toEqual(await downloaded('/layout-flat'));
  });
});

describe('the demo config', () => {
  it('CSR: its tinted section holds static blocks only, and keeps its server HTML when the app wakes', async () => {
    const { page, errors, close } = await load('/corporate-social-responsibility', inject('siteUrl'));
    try {
      const section = page.locator('[data-block="section"]');
      expect(await section.count()).toBe(1);
      await mark(page, '[data-block="section"] h2');
      await recordHydrated(page);
      await wakeAndScroll(page);
      expect(await stillMarked(page, '[data-block="section"] h2')).toEqual([true, true]);
      expect(await hydratedBlocks(page)).toEqual([]);
      expect(await section.locator('h2').allTextContents()).toEqual(['Where we focus', 'What our communities have achieved with us']);
      // A client-side navigation to a page with columns renders them, with their styles (not on this page's).
      await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
      await page.locator('footer a[href="/smart-meters"]').first().click();
      await page.waitForURL('**/smart-meters');
      const grid = page.locator('[data-block="columns"] .layout-columns');
      await grid.waitFor();
      expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
      await expect.poll(() => grid.evaluate((el) => getComputedStyle(el).display)).toBe('grid');
      await page.getByRole('heading', { level: 2, name: 'Software-integrated smart metering, end to end' }).waitFor();
      await page.locator('[data-block-id="brochure"]').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('smart meters: the brochure (an island) in a column beside the profile hydrates, in Arabic mirrored', async () => {
    const { page, errors, close } = await load('/ar/smart-meters', inject('siteUrl'));
    try {
      const columns = page.locator('[data-block="columns"] .layout-columns');
      const [first, second] = await columns.locator(':scope > .columns-column').evaluateAll((cols) => cols.map((c) => c.getBoundingClientRect().left));
      // Right to left: the first column (the profile) is on the right.
      expect(first!).toBeGreaterThan(second!);
      await recordHydrated(page);
      await wakeAndScroll(page);
      await expect.poll(() => hydratedBlocks(page)).toContain('brochure');
      expect(await hydratedBlocks(page)).not.toContain('smart-meter-profile');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
