/**
 * A page a cache kept hands the same single-use stamp to every visitor. The footer sign-up on a cached
 * home, by two visitors with script, one after the other: both succeed. The second visitor's first send
 * is refused by the API as a stamp used already; the form renews it from the site server (never
 * cached) and sends once more, unseen.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiUrl, browserForFile, contentUrl, mediaUrl, openDatabase, pageStarted, startSiteServer } from './harness';

const browser = browserForFile();
let site: Awaited<ReturnType<typeof startSiteServer>>;

beforeAll(async () => {
  // On the spare port, an origin the suite's API answers browsers from.
  site = await startSiteServer({ hosts: { apiUrl: apiUrl(), contentUrl: contentUrl(), mediaUrl: mediaUrl() }, htmlCacheSeconds: 120 }, inject('spareSitePort'));
});
afterAll(async () => {
  await site?.close();
});

describe('the footer sign-up on a cached home', () => {
  it('signs up two visitors with script, one after the other, from the same cached page', async () => {
    const stamps: string[] = [];
    const statuses: number[] = [];
    for (const visitor of ['first', 'second']) {
      const context = await browser().newContext();
      const page = await context.newPage();
      page.on('response', (r) => void (r.url().endsWith('/api/GetInTouch') && statuses.push(r.status())));
      const res = await page.goto(`${site.url}/`, { waitUntil: 'load' });
      // The second visitor gets the first one's page, stamp and all, from the cache.
      expect(res?.headers()['x-html-cache'], visitor).toBe(visitor === 'first' ? undefined : 'hit');
      await pageStarted(page);
      const form = page.getByRole('form', { name: 'Newsletter sign-up' });
      stamps.push(await form.locator('input[name="_stamp"]').inputValue());
      const address = `cached-${visitor}-${Date.now()}@example.com`;
      await form.getByRole('textbox', { name: 'Email address' }).fill(address);
      await form.getByRole('button', { name: 'Send' }).click();
      await expect.poll(() => form.getByRole('status').textContent(), { timeout: 15_000 }).toBe('Submitted successfully, Thanks for input!');
      const db = openDatabase();
      expect(db.prepare('SELECT COUNT(*) FROM newsletter_signup WHERE email = ?').pluck().get(address), visitor).toBe(1);
      db.close();
      await context.close();
    }
    expect(stamps[1]).toBe(stamps[0]);
    // The first took the stamp; the second was refused once for it (400), then sent with a renewed one.
    expect(statuses).toEqual([200, 400, 200]);
  });
});
