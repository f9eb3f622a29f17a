/**
 * Version skew, in a real browser: a tab opened before a publish keeps working. Its next
 * client-side navigation is assembled from the version it was loaded with (never a mix), and a
 * full load afterwards shows the new one.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { englishConfig, rawConfig } from '../src/test/config';
import { launchBrowser, recordConsole, wakePage } from './harness';

// The file as published (its texts translated), and the home headline an English page shows.
const base = rawConfig();
const englishHeadline = (englishConfig().routes[0]!.blocks[0]!.props as { headline: string }).headline;
// The suite's publishing site server (tests/global-setup.ts): a config store of its own, origins the API accepts.
const site = { url: inject('publishingSiteUrl') };
const TOKEN = inject('publishToken');

describe('a tab opened before a publish', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('navigates after the publish without an error, then shows the new version on a full load', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const { errors } = recordConsole(page);
    await page.goto(`${site.url}/projects`, { waitUntil: 'load' });
    await wakePage(page);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const oldVersion = await page.evaluate(() => (JSON.parse(document.getElementById('__SITE_CONFIG__')!.textContent!) as { version: string }).version);

    const next = structuredClone(base);
    (next.routes[0]!.blocks[0]!.props as { headline: { en: string } }).headline.en = 'Published while you read';
    const res = await fetch(`${site.url}/_site/publish`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ config: next, author: 'Asha' }),
    });
    expect(res.status).toBe(200);

    const asked: string[] = [];
    page.on('request', (r) => void (r.url().includes('/_site/config/') && asked.push(new URL(r.url()).pathname)));
    await page.locator('footer').getByRole('link', { name: 'Home', exact: true }).click();
    await expect.poll(() => page.locator('h1').first().textContent()).toBe(englishHeadline);
    expect(asked).toEqual([`/_site/config/${oldVersion}/routes/0.json`]);
    expect(errors).toEqual([]);

    await page.reload({ waitUntil: 'load' });
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Published while you read');
    await context.close();
  });
});
