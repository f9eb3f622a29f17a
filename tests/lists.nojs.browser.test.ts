/**
 * Lists before and without the page's script: pagination and the category filter are
 * links, so a visitor whose script is off, blocked or still loading reads every page.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPost, apiUrl, launchBrowser, openPage, PHONE, type List } from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A list URL, whatever else it carries (a page that streamed refreshes to itself with ?noscript=1). */
const at = (pathname: string, params: Record<string, string | null>) => (url: URL) =>
  url.pathname === pathname && Object.entries(params).every(([k, v]) => url.searchParams.get(k) === v);
/**
 * Each page's HTML is what these tests read, not its pictures: waiting for `load` waited on the
 * embedded content host encoding every card's picture for a phone (one encoder on a 2-core machine,
 * other test files asking too), which has taken past 30 s in a full run: 50 s allowed.
 */
const parsed = { waitUntil: 'domcontentloaded', timeout: 50_000 } as const;
/**
 * Clicks a link and waits for the page it leads to. The click has a deadline of its own, shorter than
 * the navigation's: if something takes the pointer from the link, the failure says so (Playwright's
 * log names the element) instead of reading as a slow page.
 */
const follow = (page: Page, link: Locator, to: (url: URL) => boolean) => Promise.all([page.waitForURL(to, parsed), link.click({ timeout: 20_000 })]);
const cardTitles = (page: Page) => page.locator('.paginated-list .list-card-title').allTextContents();
const projects = (pageIndex: number) => apiPost<List<{ title: string }>>('/api/Project/GetAllProject', { pageIndex, pageSize: 12 });

describe('lists without script', () => {
  it('projects: Next, a page number and Previous are followed as links, each page rendered by the server', async () => {
    const [first, second] = await Promise.all([projects(1), projects(2)]);
    // Held whole from the start (?noscript=1, where a streamed page would refresh to): no refresh races the clicks.
    const { page } = await openPage(browser, '/projects?noscript=1', { javaScriptEnabled: false, viewport: PHONE });
    expect(await cardTitles(page)).toEqual(first.data.list.map((p) => p.title));
    const nav = page.getByRole('navigation', { name: 'Projects pages' });
    await follow(page, nav.getByRole('link', { name: 'Next' }), at('/projects', { page: '2' }));
    expect(await cardTitles(page)).toEqual(second.data.list.map((p) => p.title));
    expect(await nav.getByRole('button', { name: 'Page 2' }).isDisabled()).toBe(true);
    await follow(page, nav.getByRole('link', { name: 'Previous' }), at('/projects', { page: null }));
    expect(await cardTitles(page)).toEqual(first.data.list.map((p) => p.title));
    await follow(page, nav.getByRole('link', { name: 'Page 2' }), at('/projects', { page: '2' }));
    expect(await cardTitles(page)).toEqual(second.data.list.map((p) => p.title));
    await page.close();
  }, 170_000);

  it('projects: page 2 opened by its URL', async () => {
    const second = await projects(2);
    const { page } = await openPage(browser, '/projects?page=2', { javaScriptEnabled: false });
    expect(await cardTitles(page)).toEqual(second.data.list.map((p) => p.title));
    expect(await page.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await page.close();
  });

  it('blogs: a category link shows that category, its button disabled, All a link back', async () => {
    const categories = ((await (await fetch(new URL('/api/Blog/GetCategoryDropDownList', apiUrl()))).json()) as { data: { id: number; name: string }[] }).data;
    const { id, name } = categories[0]!;
    const expected = await apiPost<List<{ title: string }>>('/api/Blog/GetBlogsByCategory', { categoryId: id, pageIndex: 1, pageSize: 12 });
    const { page } = await openPage(browser, '/blogs', { javaScriptEnabled: false });
    const filter = page.getByRole('group', { name: 'Filter blogs by category' });
    await follow(page, filter.getByRole('link', { name, exact: true }), at('/blogs', { category: String(id) }));
    expect(await cardTitles(page)).toEqual(expected.data.list.map((b) => b.title));
    expect(await filter.getByRole('button', { name, exact: true }).isDisabled()).toBe(true);
    expect(await filter.getByRole('link', { name: 'All' }).getAttribute('href')).toMatch(/^\/blogs(\?noscript=1)?$/);
    await page.close();
  });

  it('culture gallery: the next page by its link, each tile a link to its picture', async () => {
    const { page } = await openPage(browser, '/voltline-culture', { javaScriptEnabled: false });
    const tile = page.locator('a.gallery-tile').first();
    expect(await tile.getAttribute('href')).toMatch(/^http.*\/images\//);
    await follow(page, page.getByRole('navigation', { name: 'Gallery pages' }).getByRole('link', { name: 'Next' }), at('/voltline-culture', { page: '2' }));
    expect(await page.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(await page.locator('a.gallery-tile').count()).toBeGreaterThan(0);
    await page.close();
  });
});
