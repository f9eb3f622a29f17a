/**
 * One block that fails never takes down its page, in Chromium against the production build: a block
 * whose code throws as the browser renders and hydrates it, and a block whose config leaves it without
 * its data. The page's other blocks render and hydrate, the router's error page never shows, and each
 * failure is logged in one line naming route, block and error.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createSiteServer } from '../server/site/app';
import { rawConfig } from '../src/test/config';
import { browserForFile, openPage, type OpenedPage } from './harness';

const browser = browserForFile();
const root = new URL('..', import.meta.url).pathname;
const BLOCK_LINE = /^Block "([^"]+)" \(([^)]+)\) on (\S+) failed: /;

/** Home's section headings (h2) as a visitor sees them. */
const headings = (opened: OpenedPage) => opened.page.locator('main h2').allTextContents();

/** Scrolls to the bottom, so every island nears the viewport and hydrates. */
async function scrollThrough(opened: OpenedPage) {
  await opened.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
}

describe('a block whose code throws in the browser', () => {
  it("shows its skeletons; the page's other blocks hydrate, and each failed block logs one line", async () => {
    // The sliders' code (an interactive block's chunk) replaced with a component that throws: the
    // server rendered them fine, the browser fails them as it hydrates.
    const context = await browser().newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
    await context.route(/\/static\/js\/Slider-[\w-]+\.js$/, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'export default function Slider() { throw new Error("fixture: a slider that throws"); }' }),
    );
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
    page.on('pageerror', (e) => void errors.push(`uncaught: ${e.message}`));
    try {
      await page.goto(new URL('/', inject('siteUrl')).href, { waitUntil: 'load' });
      const served = await page.locator('main h2').allTextContents();
      expect(served).toContain('Announcements');
      await page.locator('html[data-started]').waitFor({ state: 'attached' });
      await page.dispatchEvent('html', 'pointerdown');
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      const sliders = rawConfig()
        .routes.find((r) => r.path === '/')!
        .blocks.filter((b) => b.type === 'slider');
      // Each island hydrates as it nears the viewport: brought there one by one, each fails in turn.
      for (const slider of sliders) {
        // Its element is replaced as it fails: looked up afresh on each try.
        const failed = () =>
          page.evaluate((id) => {
            const element = document.querySelector(`[data-block-id="${CSS.escape(id)}"]`);
            element?.scrollIntoView();
            return element?.hasAttribute('data-block-failed') ?? false;
          }, slider.id!);
        await expect.poll(failed, { timeout: 15_000 }).toBe(true);
      }
      // Every other section is there, hydrated: the announcements still show their heading and cards.
      const now = await page.locator('main h2').allTextContents();
      expect(now).toContain('Announcements');
      expect(await page.getByText('Unexpected Application Error!').count()).toBe(0);
      // One line per failed block, nothing else: no uncaught error, no second report of the same failure.
      expect(errors.map((e) => BLOCK_LINE.exec(e)?.[1] ?? e).sort()).toEqual(sliders.map((b) => b.id!).sort());
      for (const line of errors) expect(line).toMatch(/on \/ failed: Error: fixture: a slider that throws/);
    } finally {
      await context.close();
    }
  });
});

describe("a block whose config leaves it without its data (home's Announcements without a source)", () => {
  let site: Awaited<ReturnType<typeof createSiteServer>>;
  let url: string;
  const serverErrors: string[] = [];
  beforeAll(async () => {
    const config = rawConfig();
    const announcements = config.routes.find((r) => r.path === '/')!.blocks.find((b) => b.id === 'announcements')!;
    delete announcements.source;
    // A site server of this file's own, on the port the API already allows, serving that config as given (whatever a validator says of it).
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void serverErrors.push(args.map(String).join(' ')));
    site = await createSiteServer({
      distDir: join(root, 'dist'),
      config,
      hosts: { apiUrl: inject('apiUrl'), contentUrl: inject('contentUrl'), mediaUrl: inject('mediaUrl') },
      formSecret: inject('formSecret'),
      minFillMs: 0,
    });
    await site.listen({ port: inject('spareSitePort'), host: '127.0.0.1' });
    url = `http://127.0.0.1:${inject('spareSitePort')}`;
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await site?.close();
  });

  it('renders nothing for it, on the server and in the browser; every other section renders and hydrates; one line on the server', async () => {
    serverErrors.length = 0;
    const opened = await openPage(browser(), new URL('/', url).href);
    await scrollThrough(opened);
    const shown = await headings(opened);
    expect(shown).not.toContain('Announcements');
    for (const heading of ['Our Customers']) expect(shown).toContain(heading);
    expect(await opened.page.locator('[data-block-id="customers"]').count()).toBe(1);
    expect(await opened.page.getByText('Unexpected Application Error!').count()).toBe(0);
    // The server: exactly one line, naming the route, the block and the error.
    expect(serverErrors.filter((l) => !l.startsWith('Site server:'))).toEqual([
      expect.stringMatching(/^Block "announcements" \(announcements\) on \/ failed: TypeError: Cannot read properties of undefined/),
    ]);
    // The browser tried it again and logged its own one line; nothing uncaught.
    expect(opened.errors).toEqual([expect.stringMatching(/^Block "announcements" \(announcements\) on \/ failed: TypeError/)]);
  });
});
