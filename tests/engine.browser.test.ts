import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPost, launchBrowser, openPage, openTab } from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('an unknown path', () => {
  it('shows the not-found page', async () => {
    const { page } = await openPage(browser, '/no/such/page');
    await page.getByRole('heading', { name: 'Oops!' }).waitFor();
    expect(await page.getByText('404 Error - Page Not Found, Looks like you followed a bad link.').isVisible()).toBe(true);
    expect(await page.getByRole('main').getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
    await page.close();
  });
});

describe('route changes', () => {
  it('run the loading bar to 30% then complete, and scroll to the top', async () => {
    const { page } = await openPage(browser, '/vision-mission');
    await page.locator('main.page:not(.page-loading)').waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // Record every progress value the bar takes during the navigation.
    await page.evaluate(() => {
      const seen: string[] = ((window as unknown as { __bar: string[] }).__bar = []);
      const bar = document.querySelector('[data-testid="loading-bar"]')!;
      new MutationObserver(() => seen.push(bar.getAttribute('data-progress') ?? '')).observe(bar, { attributes: true, attributeFilter: ['data-progress'] });
    });
    await page.locator('footer').getByRole('link', { name: 'Leadership' }).click();
    await page.waitForURL('**/leadership');
    await expect.poll(() => page.evaluate(() => (window as unknown as { __bar: string[] }).__bar)).toEqual(expect.arrayContaining(['30', '100']));
    const seen = await page.evaluate(() => (window as unknown as { __bar: string[] }).__bar);
    expect(seen.indexOf('30')).toBeLessThan(seen.indexOf('100'));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const bar = page.getByTestId('loading-bar');
    expect(await bar.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(121, 193, 81)');
    expect(await bar.evaluate((el) => getComputedStyle(el).height)).toBe('2px');
    await page.close();
  });

  it('back to the first page renders its blocks kept as server HTML, asking for their data only then', async () => {
    const tab = await openTab(browser);
    const { page } = tab;
    const leaderCalls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/Leadership/GetAllLeaders')) leaderCalls.push(req.url());
    });
    const { errors } = await tab.visit('/leadership');
    const { list } = (await apiPost<{ data: { list: { name: string }[] } }>('/api/Leadership/GetAllLeaders', { pageIndex: 1, pageSize: 9999 })).data;
    const first = list[0]!.name;
    const main = page.locator('main');
    await expect.poll(() => main.textContent()).toContain(first);
    // The cards came as HTML with no data for the browser, and hydrating asked for none.
    expect(leaderCalls).toEqual([]);
    await page.locator('footer').getByRole('link', { name: 'Vision & Mission' }).first().click();
    await page.waitForURL('**/vision-mission');
    // The next page in place (the leaders gone), not still the first one while it loads.
    await expect.poll(() => main.textContent()).not.toContain(first);
    await page.goBack();
    await page.waitForURL('**/leadership');
    await expect.poll(() => main.textContent()).toContain(first);
    expect(leaderCalls).toHaveLength(1);
    expect(await main.locator('[data-block-id="leaders"] h2').allTextContents()).toEqual(list.map((l) => l.name));
    expect(errors).toEqual([]);
    await tab.close();
  });

  it('close an open dropdown', async () => {
    const { page } = await openPage(browser, '/');
    // A <summary> (works without script); its details' open is the expanded state the browser reports.
    const about = page.getByRole('navigation', { name: 'Main' }).locator('summary', { hasText: 'ABOUT US' });
    const expanded = () => about.evaluate((s) => (s.parentElement as HTMLDetailsElement).open);
    await about.click();
    await expect.poll(expanded).toBe(true);
    await page
      .getByRole('link', { name: /^Leadership/ })
      .first()
      .click();
    await page.waitForURL('**/leadership');
    await expect.poll(expanded).toBe(false);
    await page.close();
  });
});
