/**
 * The detail pages (project, job, blog, news) against the seeded API, and the static
 * content pages built from config copy (story, vision & mission, CSR, culture, smart
 * meters, investors).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPost, contentUrl, hasHorizontalOverflow, launchBrowser, mediaUrl, openPage, PHONE, seriousAxeViolations, siteUrl } from './harness';

type Item = { slug: string; title?: string; post?: string; seo?: { metaTitle?: string } };
const firstOf = async (endpoint: string, body: object) => (await apiPost<{ data: { list: Item[] } }>(endpoint, body)).data.list[0]!;
const detailOf = async (endpoint: string, slug: string) => (await apiPost<{ data: Item[] }>(endpoint, { slugName: slug })).data[0]!;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('project detail', () => {
  it('shows the project with its facts and sanitised details, titled by its SEO title', async () => {
    const { slug } = await firstOf('/api/Project/GetAllProject', { pageIndex: 1, pageSize: 1 });
    const item = await detailOf('/api/Project/GetProjectBYSlugName', slug);
    const { page, errors } = await openPage(browser, `/projects/${slug}`);
    await page.getByRole('heading', { level: 1, name: item.title! }).waitFor();
    for (const label of ['Project Type', 'Capacity', 'Location']) expect(await page.locator('dt', { hasText: label }).count(), label).toBe(1);
    expect(await page.getByRole('main').getByRole('heading', { level: 2, name: 'About', exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.title()).toBe(item.seo!.metaTitle);
    // Every picture inside the rich details comes from the content host and has loaded.
    const body = page.locator('.rich-html img');
    // The rich-HTML pipeline loads after the page's first paint.
    await body.first().waitFor({ state: 'attached' });
    expect(await body.count()).toBeGreaterThan(0);
    for (const src of await body.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src)))
      expect(src.startsWith(`${contentUrl()}/images/`)).toBe(true);
    await body.first().scrollIntoViewIfNeeded();
    await expect.poll(() => body.first().evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await page.getByRole('table').count()).toBeGreaterThan(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('redirects an unknown slug to the not-found page', async () => {
    const { page } = await openPage(browser, '/projects/no-such-project-anywhere');
    await page.waitForURL('**/404');
    await page.getByRole('heading', { name: 'Oops!' }).waitFor();
    await page.close();
  });

  it('fits a phone screen', async () => {
    const { slug } = await firstOf('/api/Project/GetAllProject', { pageIndex: 1, pageSize: 1 });
    const { page } = await openPage(browser, `/projects/${slug}`, { viewport: PHONE });
    await page.locator('.detail-project h1').waitFor();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.close();
  });
});

describe('job detail', () => {
  it("shows 'We Are Hiring' with the post, and the apply button takes focus to the form", async () => {
    const { slug } = await firstOf('/api/Career/GetAllCareers', { pageIndex: 1, pageSize: 1 });
    const item = await detailOf('/api/Career/GetCareerBYSlugName', slug);
    const { page, errors } = await openPage(browser, `/careers/${slug}`);
    await page.getByRole('heading', { level: 1, name: `We Are Hiring ${item.post}` }).waitFor();
    for (const label of ['Experience', 'Qualification', 'Location']) expect(await page.locator('dt', { hasText: label }).count(), label).toBe(1);
    expect(await page.getByRole('main').getByRole('heading', { level: 2, name: 'Key Skills', exact: true }).isVisible()).toBe(true);
    await page.locator('#apply form, #apply input').first().waitFor({ state: 'attached' });
    // The description (loaded after first paint) is in, so the form has its final place.
    await page.locator('.rich-html p').first().waitFor();
    await page.getByRole('link', { name: 'Apply to this job' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('apply');
    await expect.poll(() => page.evaluate(() => document.getElementById('apply')!.getBoundingClientRect().top)).toBeLessThan(300);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('blog and news detail', () => {
  it('shows a blog post with its category, date and body', async () => {
    const first = await firstOf('/api/Blog/GetBlogsByCategory', { categoryId: 0, pageIndex: 1, pageSize: 1 });
    const item = await detailOf('/api/Blog/GetBlogBYSlugName', first.slug);
    const { page, errors } = await openPage(browser, `/blogs/${first.slug}`);
    await page.getByRole('heading', { level: 1, name: item.title! }).waitFor();
    expect(await page.locator('.detail-category').textContent()).toContain((item as unknown as { blogCategory: string }).blogCategory);
    await page.getByRole('heading', { level: 2, name: 'What we learned' }).waitFor();
    await expect.poll(() => page.title()).toBe(item.seo!.metaTitle);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("on a phone, lays out and fetches the 'explore more' slider only as the visitor scrolls to it", async () => {
    const [first, second] = (
      await apiPost<{ data: { list: (Item & { image: string })[] } }>('/api/Blog/GetBlogsByCategory', { categoryId: 0, pageIndex: 1, pageSize: 2 })
    ).data.list;
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const pictures: string[] = [];
    page.on('request', (r) => r.resourceType() === 'image' && pictures.push(new URL(r.url()).pathname));
    await page.goto(`${siteUrl()}/blogs/${first!.slug}`);
    await page.waitForLoadState('networkidle');
    const explore = page.locator('main .block').last();
    // Not laid out yet: the browser skipped its content, pictures included.
    const rendered = () => explore.evaluate((block) => block.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered()).toBe(false);
    expect(pictures).toContain(first!.image);
    expect(pictures).not.toContain(second!.image);
    await explore.scrollIntoViewIfNeeded();
    await expect.poll(rendered).toBe(true);
    await expect.poll(() => pictures).toContain(second!.image);
    await context.close();
  });

  it('shows a news item and redirects an unknown one to /404', async () => {
    const first = await firstOf('/api/Newsroom/GetAllNews', { pageIndex: 1, pageSize: 1 });
    const item = await detailOf('/api/Newsroom/GetNewsBYSlugName', first.slug);
    const { page, errors } = await openPage(browser, `/newsroom/${first.slug}`);
    await page.getByRole('heading', { level: 1, name: item.title! }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'About the milestone' }).waitFor();
    expect(errors).toEqual([]);
    await page.goto(new URL('/newsroom/no-such-news', page.url()).href);
    await page.waitForURL('**/404');
    await page.getByRole('heading', { name: 'Oops!' }).waitFor();
    await page.close();
  });
});

describe('static content pages', () => {
  const pages: [string, string[]][] = [
    ['/voltline-story', ['Powering India since 2009', 'From a Noida start-up to 765 kV', 'See our teams at work']],
    ['/vision-mission', ['To be the most trusted name in power infrastructure, in India and beyond', 'Four commitments behind every project']],
    ['/corporate-social-responsibility', ['Food for everyone', 'Where we focus', 'What our communities have achieved with us']],
    ['/voltline-culture', ['An inclusive place to build a career', 'Life at Voltline']],
    ['/smart-meters', ['Software-integrated smart metering, end to end', 'Choose the model that suits your utility']],
    ['/investors', ['Investor information']],
  ];
  for (const [path, headings] of pages) {
    it(`${path} shows its sections, loads its pictures and passes axe`, async () => {
      const { page, errors } = await openPage(browser, path);
      for (const h of headings) await page.getByRole('heading', { level: 2, name: h, exact: true }).waitFor();
      // Scroll through so lazy pictures load, then check none is broken.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 500) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 30));
        }
      });
      const imgs = page.locator('.rich-text img, .feature-grid img');
      await expect
        .poll(() => imgs.evaluateAll((list) => list.filter((i) => !(i as HTMLImageElement).complete || (i as HTMLImageElement).naturalWidth === 0).length))
        .toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('the story page embeds its two videos from the media host, and the mission has four pictures', async () => {
    const { page } = await openPage(browser, '/voltline-story');
    const sources = page.locator('video source');
    await sources.first().waitFor({ state: 'attached' });
    expect(await sources.evaluateAll((s) => s.map((x) => (x as HTMLSourceElement).src))).toEqual([
      `${mediaUrl()}/videos/story-1.mp4`,
      `${mediaUrl()}/videos/story-2.mp4`,
    ]);
    expect(await page.locator('video[controls][preload="none"]').count()).toBe(2);
    const res = await fetch(`${mediaUrl()}/videos/story-1.mp4`, { method: 'HEAD' });
    expect(res.ok).toBe(true);
    await page.close();

    const vm = await openPage(browser, '/vision-mission');
    await vm.page.getByRole('heading', { level: 3, name: 'Safety first, always' }).waitFor();
    expect(await vm.page.locator('.feature-card img').count()).toBe(4);
    await vm.page.close();
  });
});
