/**
 * A page a cache kept hands the same proofs to every visitor: they are shared ones, good within their
 * window as often as the rate limit allows (server/shared/formsCaptcha.ts). The footer sign-up on a
 * cached home, by two visitors without script and two with, one after the other: all four are taken
 * at the first send. And pages with a captcha are cached like any page.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiUrl, browserForFile, contentUrl, mediaUrl, openDatabase, pageStarted, startSiteServer } from './harness';

const browser = browserForFile();
let site: Awaited<ReturnType<typeof startSiteServer>>;

beforeAll(async () => {
  // On the spare port, an origin the suite's API answers browsers from. Every block in the first HTML: a
  // visitor without script is then never refreshed to the page held whole, which is another cache entry.
  site = await startSiteServer(
    { hosts: { apiUrl: apiUrl(), contentUrl: contentUrl(), mediaUrl: mediaUrl() }, htmlCacheSeconds: 120, shellWaitMs: 5000 },
    inject('spareSitePort'),
  );
});
afterAll(async () => {
  await site?.close();
});

const SUCCESS = 'Submitted successfully, Thanks for input!';

describe('the footer sign-up on a cached home', () => {
  it('signs up two visitors without script and two with, one after the other, from the same cached page, each at the first send', async () => {
    const stamps: string[] = [];
    const apiStatuses: number[] = [];
    const visitors = [
      ['first without script', false],
      ['second without script', false],
      ['first with script', true],
      ['second with script', true],
    ] as const;
    for (const [i, [visitor, script]] of visitors.entries()) {
      const context = await browser().newContext({ javaScriptEnabled: script });
      const page = await context.newPage();
      page.on('response', (r) => void (r.url().endsWith('/api/GetInTouch') && apiStatuses.push(r.status())));
      const res = await page.goto(`${site.url}/`, { waitUntil: 'load' });
      // Every visitor after the first gets the first one's page, proofs and all, from the cache.
      expect(res?.headers()['x-html-cache'], visitor).toBe(i === 0 ? undefined : 'hit');
      expect(res?.headers()['cache-control'], visitor).toMatch(/^public, /);
      if (script) await pageStarted(page);
      const form = page.getByRole('form', { name: 'Newsletter sign-up' });
      stamps.push(await form.locator('input[name="_stamp"]').inputValue());
      const address = `cached-${i}-${Date.now()}@example.com`;
      await form.getByRole('textbox', { name: 'Email address' }).fill(address);
      await form.getByRole('button', { name: 'Send' }).click();
      if (!script) await page.waitForURL('**/?sent=newsletter#newsletter');
      await expect.poll(() => form.getByRole('status').textContent(), { timeout: 15_000 }).toBe(SUCCESS);
      const db = openDatabase();
      expect(db.prepare('SELECT COUNT(*) FROM newsletter_signup WHERE email = ?').pluck().get(address), visitor).toBe(1);
      db.close();
      await context.close();
    }
    expect(new Set(stamps).size).toBe(1);
    expect(stamps[0]!.split('.')[1]).toBe('shared');
    // With script, each send was taken as it was: no stamp refused, none renewed and sent again.
    expect(apiStatuses).toEqual([200, 200]);
  });

  it('serves the contact page, captcha and all, with the public Cache-Control, and from the cache', async () => {
    const first = await fetch(`${site.url}/contact`);
    await first.arrayBuffer();
    expect(first.headers.get('cache-control')).toBe('public, max-age=30, s-maxage=120, stale-while-revalidate=600');
    const again = await fetch(`${site.url}/contact`);
    const html = await again.text();
    expect(again.headers.get('x-html-cache')).toBe('hit');
    expect(html).toMatch(/name="_captcha" value="\d\.\d\.\d+\.shared\./);
  });
});
