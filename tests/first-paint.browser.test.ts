/**
 * Controls tapped the moment they show, before the page's script is live, on a phone-class
 * profile: links are followed by the browser itself, and a plain button's tap is made
 * again once the page is live (src/islands/runtime.ts). Nothing the visitor did is dropped.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPost, launchBrowser, openThrottled, type List } from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('taps before the script is live', () => {
  it('Next on the projects list goes to page 2', async () => {
    const second = await apiPost<List<{ title: string }>>('/api/Project/GetAllProject', { pageIndex: 2, pageSize: 12 });
    const { page, close, hydrated } = await openThrottled(browser, '/projects');
    const next = page.getByRole('navigation', { name: 'Projects pages' }).getByRole('link', { name: 'Next' });
    await next.waitFor();
    const early = !(await hydrated());
    await next.tap();
    await page.waitForURL('**/projects?page=2');
    await expect
      .poll(() => page.locator('.paginated-list .list-card-title').allTextContents(), { timeout: 20_000 })
      .toEqual(second.data.list.map((p) => p.title));
    // The point of the test: the tap came before the page's script was live.
    expect(early).toBe(true);
    await close();
  });

  it("the hero's sound toggle, tapped before hydration, unmutes once the page is live", async () => {
    const { page, close, hydrated } = await openThrottled(browser, '/');
    const unmute = page.getByRole('button', { name: 'Unmute video' });
    await unmute.waitFor();
    const early = !(await hydrated());
    await unmute.tap();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    const mute = page.getByRole('button', { name: 'Mute video' });
    await expect.poll(() => mute.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');
    expect(await page.locator('video.hero-video').evaluate((v) => (v as HTMLVideoElement).muted)).toBe(false);
    expect(early).toBe(true);
    // Made once, not twice: a second replay would have muted it again.
    await page.waitForTimeout(500); // A second replay that must not come has no event: given the time it would take.
    expect(await mute.getAttribute('aria-pressed')).toBe('true');
    await close();
  });
});
