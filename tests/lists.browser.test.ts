/**
 * The list screens against the seeded API: paginated projects, blogs with the category
 * filter, the newsroom, leaders, certificates, careers, documents with downloads, the
 * investors link and the culture gallery with its lightbox.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPost,
  apiUrl,
  contentUrl,
  hasHorizontalOverflow,
  launchBrowser,
  openPage,
  PHONE,
  seriousAxeViolations,
  siteUrl,
  type List,
  wakePage,
} from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const cardTitles = (page: Page, selector: string) => page.locator(selector).allTextContents();

describe('projects list', () => {
  it('shows 12 projects, pages with Next and the page numbers, and scrolls to the list', async () => {
    const first = await apiPost<List<{ title: string; slug: string }>>('/api/Project/GetAllProject', { pageIndex: 1, pageSize: 12 });
    const second = await apiPost<List<{ title: string }>>('/api/Project/GetAllProject', { pageIndex: 2, pageSize: 12 });
    const { page, errors } = await openPage(browser, '/projects');
    await page.getByRole('link', { name: first.data.list[0]!.title, exact: true }).waitFor();
    expect(await cardTitles(page, '.paginated-list .list-card-title')).toEqual(first.data.list.map((p) => p.title));
    expect(await page.getByRole('link', { name: first.data.list[0]!.title, exact: true }).getAttribute('href')).toBe(`/projects/${first.data.list[0]!.slug}`);
    const nav = page.getByRole('navigation', { name: 'Projects pages' });
    expect(await nav.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    expect(await nav.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');

    await page.mouse.wheel(0, 3000);
    const documents: string[] = [];
    page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()));
    await nav.getByRole('link', { name: 'Next' }).click();
    await page.getByRole('link', { name: second.data.list[0]!.title, exact: true }).waitFor();
    expect(await cardTitles(page, '.paginated-list .list-card-title')).toEqual(second.data.list.map((p) => p.title));
    expect(await nav.getByRole('button', { name: 'Page 2' }).isDisabled()).toBe(true);
    // The page is in the URL; the page itself was not reloaded (a client-side navigation).
    expect(new URL(page.url()).search).toBe('?page=2');
    expect(documents).toEqual([]);
    // The list's top is back in view.
    await expect.poll(() => page.locator('.paginated-list .container').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(200);
    // Images come from the content host and load.
    const img = page.locator('.list-card img').first();
    expect((await img.getAttribute('src'))!.startsWith(`${contentUrl()}/images/`)).toBe(true);
    await expect.poll(() => img.evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Back and Forward move between the pages, asking the API each time.
    const listCalls: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/Project/GetAllProject') && listCalls.push(r.postData() ?? ''));
    await page.goBack();
    await page.getByRole('link', { name: first.data.list[0]!.title, exact: true }).waitFor();
    expect(await nav.getByRole('button', { name: 'Page 1' }).isDisabled()).toBe(true);
    await page.goForward();
    await page.getByRole('link', { name: second.data.list[0]!.title, exact: true }).waitFor();
    expect(listCalls.map((b) => JSON.parse(b))).toEqual([
      { pageIndex: 1, pageSize: 12 },
      { pageIndex: 2, pageSize: 12 },
    ]);
    expect(documents).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens a shared or reloaded URL on its page, and hydrates it without asking the API', async () => {
    const second = await apiPost<List<{ title: string }>>('/api/Project/GetAllProject', { pageIndex: 2, pageSize: 12 });
    const apiCalls: string[] = [];
    const context = await browser.newContext();
    const page = await context.newPage();
    page.on('request', (r) => r.url().startsWith(apiUrl()) && apiCalls.push(r.url()));
    await page.goto(new URL('/projects?page=2', siteUrl()).href);
    await wakePage(page);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await cardTitles(page, '.paginated-list .list-card-title')).toEqual(second.data.list.map((p) => p.title));
    expect(await page.getByRole('navigation', { name: 'Projects pages' }).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await page.reload();
    await wakePage(page);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await cardTitles(page, '.paginated-list .list-card-title')).toEqual(second.data.list.map((p) => p.title));
    expect(apiCalls).toEqual([]);
    await context.close();
  });

  it('fits a phone screen', async () => {
    const { page } = await openPage(browser, '/projects', { viewport: PHONE });
    await page.locator('.list-card-link').first().waitFor();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.close();
  });

  it('on a phone, lays out cards far down only as the visitor nears them, each as wide as the first', async () => {
    const { page } = await openPage(browser, '/projects', { viewport: PHONE });
    await page.waitForLoadState('networkidle');
    const cards = page.locator('.paginated-list .list-card');
    // Whether the browser has skipped laying out and painting each card's content.
    const rendered = () => cards.evaluateAll((els) => els.map((el) => el.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })));
    const atLoad = await rendered();
    expect(atLoad).toHaveLength(12);
    expect(atLoad.slice(0, 3)).toEqual([true, true, true]);
    expect(atLoad.at(-1)).toBe(false);
    const last = cards.last();
    await last.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await rendered()).at(-1)).toBe(true);
    expect(await last.getByRole('link').isVisible()).toBe(true);
    const widths = await cards.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().width)));
    expect(new Set(widths).size).toBe(1);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.close();
  });
});

describe('blogs list', () => {
  it('filters by category from page 1 and disables the chosen category', async () => {
    const res = await fetch(new URL('/api/Blog/GetCategoryDropDownList', apiUrl()));
    const categories = (await res.json()) as { data: { id: number; name: string }[] };
    const { page, errors } = await openPage(browser, '/blogs');
    const filter = page.getByRole('group', { name: 'Filter blogs by category' });
    await filter.getByRole('link').first().waitFor();
    expect(await filter.getByRole('button', { name: 'All' }).isDisabled()).toBe(true);
    const { id: categoryId, name: category } = categories.data[0]!;
    const nav = page.getByRole('navigation', { name: 'Blog pages' });
    // The seed has more than a page of blogs, so the pages' navigation must be there: its absence is a failure, not a skip.
    await expect.poll(() => nav.isVisible()).toBe(true);
    await nav.getByRole('link', { name: 'Next' }).click();
    await expect.poll(() => nav.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await filter.getByRole('link', { name: category, exact: true }).click();
    await expect.poll(() => new URL(page.url()).search).toBe(`?category=${categoryId}`);
    await expect.poll(() => filter.getByRole('button', { name: category, exact: true }).isDisabled()).toBe(true);
    expect(await filter.getByRole('button', { name: category, exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await filter.getByRole('link', { name: 'All' }).getAttribute('href')).toBe('/blogs');
    const expected = await apiPost<List<{ title: string }>>('/api/Blog/GetBlogsByCategory', { categoryId, pageIndex: 1, pageSize: 12 });
    await expect.poll(() => cardTitles(page, '.paginated-list .list-card-title')).toEqual(expected.data.list.map((b) => b.title));
    const shownCategories = await page.locator('.list-card-category').allTextContents();
    expect(new Set(shownCategories)).toEqual(new Set([category]));
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('newsroom', () => {
  it('shows one featured item, three more, then all news 12 per page', async () => {
    const { page, errors } = await openPage(browser, '/newsroom');
    await page.locator('.news-feature-main .news-feature-link').waitFor();
    expect(await page.locator('.news-feature-main').count()).toBe(1);
    expect(await page.locator('.newsroom-featured-side .news-feature-link').count()).toBe(3);
    await page.getByRole('heading', { level: 2, name: 'All News' }).waitFor();
    await page.locator('.paginated-list-news .list-card-link').first().waitFor();
    expect(await page.locator('.paginated-list-news .list-card-link').count()).toBeLessThanOrEqual(12);
    expect(await page.locator('.paginated-list-news .list-card-link').first().getAttribute('href')).toMatch(/^\/newsroom\/.+/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('leaders, certificates and careers', () => {
  it('shows leaders with LinkedIn links named after them', async () => {
    const { page, errors } = await openPage(browser, '/leadership');
    await page.locator('.leader-card h2').first().waitFor();
    const linkedIn = page.getByRole('link', { name: /^LinkedIn profile of / }).first();
    expect(await linkedIn.getAttribute('target')).toBe('_blank');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens each certificate file from the content host in a new tab', async () => {
    const { page, errors } = await openPage(browser, '/certifications');
    const link = page.getByRole('link', { name: /^View certificate/ }).first();
    await link.waitFor();
    const href = (await link.getAttribute('href'))!;
    expect(href.startsWith(`${contentUrl()}/files/`)).toBe(true);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect((await fetch(href)).ok).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('lists openings linking to their pages, with the note pinned only on wide screens', async () => {
    const careers = await apiPost<List<{ post: string; slug: string }>>('/api/Career/GetAllCareers', { pageIndex: 1, pageSize: 999999 });
    const { page, errors } = await openPage(browser, '/careers');
    const first = page.getByRole('link', { name: careers.data.list[0]!.post, exact: true });
    await first.waitFor();
    expect(await first.getAttribute('href')).toBe(`/careers/${careers.data.list[0]!.slug}`);
    expect(await page.locator('.career-row').count()).toBe(careers.data.list.length);
    const mail = page.getByRole('link', { name: 'careers@voltline.example' });
    expect(await mail.getAttribute('href')).toBe('mailto:careers@voltline.example');
    expect(await page.locator('.careers-note').evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.setViewportSize(PHONE);
    expect(await page.locator('.careers-note').evaluate((el) => getComputedStyle(el).position)).toBe('static');
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.close();
  });
});

describe('documents', () => {
  it('downloads a document under its name', async () => {
    const docs = await apiPost<List<{ name: string; fileUrl: string }>>('/api/Download', { pageIndex: 1, pageSize: 9999 });
    const doc = docs.data.list[0]!;
    const { page, errors } = await openPage(browser, '/downloads');
    const view = page.getByRole('link', { name: `View ${doc.name}`, exact: true });
    await view.waitFor();
    expect(await view.getAttribute('href')).toBe(`${contentUrl()}${doc.fileUrl}`);
    const button = page.getByRole('button', { name: `Download ${doc.name}`, exact: true });
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(`${doc.name}.pdf`);
    // The page at rest: while its file is saved the button is disabled (dimmed, exempt from contrast),
    // and axe read it halfway back in one run.
    await expect.poll(() => button.isEnabled()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('links investors to the annual returns, which list their documents under breadcrumbs', async () => {
    const { page, errors } = await openPage(browser, '/investors');
    await page.getByRole('link', { name: 'Annual Returns' }).click();
    await page.waitForURL('**/investors/annual-returns');
    await page.locator('.document-row-name').first().waitFor();
    const returns = await apiPost<List<{ title: string }>>('/api/AnnualReturns/GetAllAnnualReturns', { pageIndex: 1, pageSize: 9999 });
    expect(await page.locator('.document-row-name').allTextContents()).toEqual(returns.data.list.map((r) => r.title));
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Investors' }).getAttribute('href')).toBe('/investors');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('offers the smart meter brochure from the content host', async () => {
    const { page, errors } = await openPage(browser, '/smart-meters');
    const view = page.locator('.document-list .document-row-view').first();
    await view.waitFor();
    const href = (await view.getAttribute('href'))!;
    expect(href.startsWith(contentUrl())).toBe(true);
    const res = await fetch(href);
    expect(res.ok).toBe(true);
    expect(res.headers.get('content-type')).toContain('pdf');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('culture gallery', () => {
  it('shows 12 pictures per page, each opening a keyboard-friendly lightbox', async () => {
    const { page, errors } = await openPage(browser, '/voltline-culture');
    const tiles = page.locator('.gallery-tile:not([data-skeleton])');
    await tiles.first().waitFor();
    expect(await tiles.count()).toBe(12);
    expect(await page.getByText('View picture', { exact: true }).count()).toBe(12);
    await tiles.nth(1).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await dialog.getByRole('button', { name: 'Close' }).evaluate((b) => b === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await dialog.locator('figcaption').textContent()).toBe('3 / 12');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await tiles.nth(1).evaluate((b) => b === document.activeElement)).toBe(true);
    await page.getByRole('navigation', { name: 'Gallery pages' }).getByRole('link', { name: 'Next' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await tiles.first().waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
