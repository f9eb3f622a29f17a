/**
 * The studio publishing to a live site: a site server of its own over the production build,
 * with a config store in a temp folder and a publish token, and `npm run studio` pointed at it
 * (STUDIO_SITE_URL, PUBLISH_TOKEN) editing a copy of pages.config.json. The studio publishes a
 * new phone number, shows it in the history and rolls back, and the site's HTML follows each step;
 * a preview link of /contact shows a phone number edited under Site in the contact block.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../src/engine/types';
import { startStudioPublishing } from './harness';

const root = process.cwd();
const config = JSON.parse(readFileSync(join(root, 'pages.config.json'), 'utf8')) as SiteConfig;
const PUBLISHED_PHONE = '+91 11 4000 5000';
const PHONE = '+91 98765 43210';

let studio: Awaited<ReturnType<typeof startStudioPublishing>>;
let site: Awaited<ReturnType<typeof startStudioPublishing>>['site'];
let browser: Browser;
let page: Page;

/** The phone the contact page's server HTML links to (the Get in touch block and the footer read the site's details). */
const contactPhone = async () => /href="tel:[^"]*"[^>]*>([^<]*)</.exec(await (await fetch(`${site.url}/contact`)).text())?.[1];

describe('the studio publishing', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    studio = await startStudioPublishing('studio-publish-');
    ({ site, browser, page } = studio);
  }, 120_000);

  afterAll(async () => {
    await studio?.close();
  });

  it('publishes an edited site detail after showing its diff, lists it live in History, and rolls back to the version before', async () => {
    expect(await contactPhone()).toBe(config.site.phone);
    await page.getByRole('list', { name: 'Routes' }).getByRole('button', { name: 'Site' }).click();
    await page.getByLabel(/^Phone/).fill(PUBLISHED_PHONE);

    await page.getByRole('button', { name: 'Publish…' }).click();
    const publish = page.getByRole('dialog', { name: `Publish to ${site.url}` });
    await expect
      .poll(() => publish.getByLabel('Diff').textContent())
      .toMatch(new RegExp(`^- +"phone": "\\${config.site.phone}",\\n\\+ +"phone": "\\${PUBLISHED_PHONE}",$`));
    await publish.getByLabel('Message').fill('new phone number');
    await publish.getByRole('button', { name: 'Publish now' }).click();
    await expect.poll(() => publish.getByRole('status').textContent()).toMatch(/^Published version [0-9a-f]{12}: live on /);
    // Live at once on the site, from its HTML, with no build and no restart.
    expect(await contactPhone()).toBe(PUBLISHED_PHONE);
    await publish.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: `History of ${site.url}` });
    const versions = history.getByRole('list', { name: 'Versions' }).getByRole('listitem');
    await expect.poll(() => versions.count()).toBe(2);
    // Newest first, the live one marked, with who published it and why.
    await expect.poll(() => versions.nth(0).textContent()).toMatch(/Live.*by Meera: new phone number/);
    expect(await versions.nth(1).textContent()).toMatch(/by build: the build's pages.config.json/);
    expect(await versions.nth(1).getAttribute('aria-current')).toBeNull();
    await versions.nth(0).getByRole('button', { name: 'Show changes' }).click();
    await expect.poll(() => versions.nth(0).locator('pre').textContent()).toContain(`"phone": "${PUBLISHED_PHONE}"`);

    await versions.nth(1).getByRole('button', { name: 'Roll back to this version' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toMatch(/^Rolled back: version [0-9a-f]{12} is live/);
    await expect.poll(() => versions.nth(1).getAttribute('aria-current')).toBe('true');
    expect(await contactPhone()).toBe(config.site.phone);
    await history.getByRole('button', { name: 'Close' }).click();
    // The editor back to the file's phone, for the next test.
    await page.getByLabel(/^Phone/).fill(config.site.phone);
  });

  it('makes a preview link of /contact that shows a phone number edited under Site in the "Get in touch" block, leaving the live site as it was', async () => {
    await page.getByRole('list', { name: 'Routes' }).getByRole('button', { name: 'Site' }).click();
    await page.getByLabel(/^Phone/).fill(PHONE);
    await page
      .getByRole('list', { name: 'Routes' })
      .getByRole('button', { name: /^\/contact / })
      .click();
    // The studio's own preview reads the page's site details too, not the ones it started with.
    const frame = page.frameLocator('iframe[title="Preview"]');
    await expect.poll(() => frame.locator('main').textContent(), { timeout: 20_000 }).toContain(PHONE);

    await page.getByRole('button', { name: 'Preview link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preview link' });
    const link = dialog.getByLabel('Link');
    await expect.poll(() => link.inputValue()).toMatch(new RegExp(`^${site.url}/contact\\?preview=`));
    const url = await link.inputValue();

    const reviewer = await browser.newPage();
    const res = await reviewer.goto(url);
    expect(res?.headers()['x-robots-tag']).toBe('noindex');
    expect(res?.headers()['cache-control']).toMatch(/no-store/);
    const getInTouch = reviewer.locator('main').getByRole('link', { name: PHONE });
    await expect.poll(() => getInTouch.count()).toBeGreaterThan(0);
    expect(await reviewer.locator('main').textContent()).toContain('Get in touch');
    await reviewer.close();

    // The live /contact still has the old number.
    const live = await (await fetch(`${site.url}/contact`)).text();
    expect(live).toContain(config.site.phone);
    expect(live).not.toContain(PHONE);
  });
});
