/**
 * The home page against the seeded API: the hero (poster first, video after the load
 * event, pinned zoom on desktop, sound toggle, the two reload rules), the why-us
 * counters, the four sliders, announcements and the company story; the story page's
 * counters and the explore-more carousel on a project page.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPost,
  contentUrl,
  DESKTOP,
  hasHorizontalOverflow,
  launchBrowser,
  mediaUrl,
  openPage,
  PHONE,
  seriousAxeViolations,
  siteUrl,
  type List,
} from './harness';

type Project = { id: number; slug: string; title: string; clientName: string };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const motion = { reducedMotion: 'no-preference' as const };
const video = (page: Page) => page.locator('video.hero-video');
const isPaused = (page: Page) => video(page).evaluate((v) => (v as HTMLVideoElement).paused);
// A scroll may reload the page (the hero's rule), which ends the evaluation: that is fine.
const scrollTo = (page: Page, y: number) => page.evaluate((yy) => window.scrollTo(0, yy), y).catch(() => undefined);
/** Scrolls and returns once the page's scroll listeners have run (ours is added after the page's, so runs last). */
const scrolledTo = (page: Page, y: number) =>
  page.evaluate(
    (yy) =>
      new Promise<void>((resolve) => {
        addEventListener('scroll', () => resolve(), { once: true, passive: true });
        window.scrollTo(0, yy);
      }),
    y,
  );
/** The hero's component (not its skeleton) is mounted, so its reload rules are listening. */
/**
 * Scrolls to a carousel the way a visitor keeps scrolling to it, until swiper has taken
 * over. Once, it is not enough: the hero's pin (gsap, loaded after hydration) can push
 * the section back down out of view just after a single scroll reached it.
 */
const scrollUntilLive = (section: Locator) =>
  expect
    .poll(
      async () => {
        await section.scrollIntoViewIfNeeded();
        return section.locator('.swiper-initialized').count();
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);

const heroReady = (page: Page) => page.getByRole('button', { name: 'Unmute video' }).waitFor();
/** A mark that a reload wipes. */
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { __mark?: number }).__mark = 1));
const isMarked = (page: Page) => page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 1);

describe('home: hero', () => {
  it('requests the video only after the window load event and the poster', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, ...motion });
    const page = await context.newPage();
    const events: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/videos/') || path === '/images/hero-poster.png') events.push(`request ${path}`);
    });
    page.on('requestfinished', (r) => {
      if (new URL(r.url()).pathname === '/images/hero-poster.png') events.push('poster loaded');
    });
    page.on('load', () => events.push('load'));
    await page.goto(siteUrl(), { waitUntil: 'load' });
    await expect.poll(() => events.includes('request /videos/hero.mp4'), { timeout: 10_000 }).toBe(true);
    // The window's load event and the poster both come before any video request.
    const videoAt = events.indexOf('request /videos/hero.mp4');
    expect(events.indexOf('poster loaded')).toBeGreaterThan(-1);
    expect(events.indexOf('poster loaded')).toBeLessThan(videoAt);
    expect(events.indexOf('load')).toBeLessThan(videoAt);
    // Fetched whole, then played from memory (an object URL).
    await expect.poll(() => video(page).getAttribute('src')).toMatch(/^blob:/);
    expect(await video(page).getAttribute('preload')).toBe('none');

    const poster = page.locator('img.hero-poster');
    expect(await poster.getAttribute('src')).toBe(`${contentUrl()}/images/hero-poster.png`);
    // Eager but low: the headline, not the poster, is the largest paint (see below).
    expect(await poster.getAttribute('fetchpriority')).toBe('low');
    expect(await poster.getAttribute('loading')).toBeNull();
    // Not asserted: which element Chromium reports as LCP. It leaves out an image covering the
    // whole viewport (a background, to it), and the page's entrance fade starts at opacity 0,
    // whose paints it ignores too.
    await context.close();
  });

  it("on a 390 px phone: the video plays and the figures count up with none of the app's code (its enhancements do it)", async () => {
    const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 3, isMobile: true, hasTouch: true, ...motion });
    const page = await context.newPage();
    const scripts: string[] = [];
    const fetched: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    page.on('requestfinished', (r) => r.url().startsWith(mediaUrl()) && fetched.push(`${r.resourceType()} ${r.url()}`));
    await page.goto(siteUrl(), { waitUntil: 'load' });
    await expect.poll(() => isPaused(page), { timeout: 15_000 }).toBe(false);
    // The video's file came whole over fetch (its bytes never pass through the page's main thread piece by piece) and plays from memory.
    expect(fetched).toEqual([`fetch ${mediaUrl()}/videos/hero.mp4`]);
    expect(await video(page).getAttribute('src')).toMatch(/^blob:/);
    await expect.poll(() => video(page).getAttribute('class')).toContain('is-ready');
    // Below the hero, the figures wait at zero for the visitor.
    const figures = page.locator('.counters .counter-value');
    expect(await figures.first().textContent()).toMatch(/^0\D*$/);
    expect(scripts.filter((s) => /\/(react|index|Hero)-[\w-]+\.js$/.test(s))).toEqual([]);
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    // Scrolled to, they count up to the figures the server wrote for screen readers.
    const finals = await page.locator('.counters .counter .visually-hidden').allTextContents();
    await page.locator('.counters-list').scrollIntoViewIfNeeded();
    await expect.poll(() => figures.allTextContents(), { timeout: 15_000 }).toEqual(finals);
    await context.close();
  });

  it('on a 390 px phone, the app taking over on a tap keeps the video playing where it was (the enhancement stops, nothing restarts)', async () => {
    const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 3, isMobile: true, hasTouch: true, ...motion });
    const page = await context.newPage();
    const videos: string[] = [];
    page.on('request', (r) => new URL(r.url()).pathname.startsWith('/videos/') && videos.push(r.url()));
    await page.goto(siteUrl(), { waitUntil: 'load' });
    await expect.poll(() => video(page).evaluate((v) => (v as HTMLVideoElement).currentTime), { timeout: 15_000 }).toBeGreaterThan(0.3);
    const before = await video(page).getAttribute('src');
    // A video given its source again would load again from the start.
    await video(page).evaluate((v) => {
      const w = window as unknown as { __loads: number };
      w.__loads = 0;
      v.addEventListener('loadstart', () => (w.__loads += 1));
    });
    // A tap on the hero's text (nothing to follow there) wakes the app.
    await page.locator('.hero-text').tap();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 20_000 });
    await page.getByRole('button', { name: 'Unmute video' }).tap();
    await expect.poll(() => video(page).evaluate((v) => (v as HTMLVideoElement).muted)).toBe(false);
    const after = await video(page).evaluate((v) => ({ paused: (v as HTMLVideoElement).paused, src: v.getAttribute('src') }));
    expect(after.paused).toBe(false);
    expect(after.src).toBe(before);
    expect(await page.evaluate(() => (window as unknown as { __loads: number }).__loads)).toBe(0);
    expect(new Set(videos).size).toBe(1);
    await context.close();
  });

  it('on a 390 px phone with Save-Data: the poster stays, hero.mp4 is never requested and no code loads; the control says "Play", and a tap plays', async () => {
    const context = await browser.newContext({
      viewport: PHONE,
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      extraHTTPHeaders: { 'Save-Data': 'on' },
      ...motion,
    });
    const page = await context.newPage();
    // What Chromium's data saver sets (navigator.connection.saveData), before any script of the page.
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true, addEventListener() {} } }));
    const videos: string[] = [];
    const scripts: string[] = [];
    page.on('request', (r) => new URL(r.url()).pathname.startsWith('/videos/') && videos.push(r.url()));
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto(siteUrl(), { waitUntil: 'load' });
    // The enhancement marks the document; the control's "Play" state is then the one shown and named.
    await page.locator('html[data-saves-data]').waitFor({ state: 'attached' });
    // Long enough for the load event, the poster and an idle main thread, each of which the video waits for.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500); // A start that must not come has no event: waited out past the load, the poster and an idle moment (enhance.ts).
    expect(videos).toEqual([]);
    expect(await video(page).getAttribute('src')).toBeNull();
    expect(await page.locator('img.hero-poster').isVisible()).toBe(true);
    // The play button says what it would do: the video is not playing; and no code came to say so.
    const playButton = page.getByRole('button', { name: 'Play video' });
    expect(await playButton.count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Pause video' }).count()).toBe(0);
    expect(scripts.filter((s) => /\/(react|index|Hero)-[\w-]+\.js$/.test(s))).toEqual([]);
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    // The visitor asks: the tap wakes the app, which plays the video and says "Pause".
    await playButton.tap();
    await expect.poll(() => isPaused(page), { timeout: 20_000 }).toBe(false);
    expect(videos.length).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Pause video' }).count()).toBe(1);
    await context.close();
  });

  it('with reduced motion, on a phone: the control says "Play" from the first paint (a media query), the video waits, and no code loads', async () => {
    const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 3, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const videos: string[] = [];
    const scripts: string[] = [];
    page.on('request', (r) => new URL(r.url()).pathname.startsWith('/videos/') && videos.push(r.url()));
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto(siteUrl(), { waitUntil: 'load' });
    expect(await page.getByRole('button', { name: 'Play video' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Pause video' }).count()).toBe(0);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500); // A start that must not come has no event: waited out past the load, the poster and an idle moment (enhance.ts).
    expect(videos).toEqual([]);
    expect(scripts.filter((s) => /\/(react|index|Hero)-[\w-]+\.js$/.test(s))).toEqual([]);
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    await context.close();
  });

  it('a carousel arrow tapped before the page has hydrated is not lost', async () => {
    const featured = await apiPost<List<Project>>('/api/HomePageFeatured', { pageIndex: 1, pageSize: 9999 });
    const context = await browser.newContext({ viewport: DESKTOP, ...motion });
    const page = await context.newPage();
    // React arrives late (a slow network), so the tap surely comes before hydration.
    await page.route('**/static/js/react-*.js', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto(siteUrl(), { waitUntil: 'load' });
    const section = page.locator('.slider-project-card');
    const next = section.getByRole('button', { name: 'Next slide' });
    await next.scrollIntoViewIfNeeded();
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    await next.click();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await scrollUntilLive(section);
    await expect.poll(() => section.locator('.swiper-slide-active .card-link').textContent(), { timeout: 20_000 }).toBe(featured.data.list[1]!.title);
    await context.close();
  });

  it('shows the headline and the button to the company story', async () => {
    const { page, errors } = await openPage(browser, '/', motion);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Pioneering Cutting Edge EPC');
    expect(await page.getByRole('link', { name: 'Get to know us' }).getAttribute('href')).toBe('/voltline-story');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('on desktop: pins the hero and zooms while scrolling, plays while pinned and pauses once left', async () => {
    const { page } = await openPage(browser, '/', motion);
    await expect.poll(() => isPaused(page), { timeout: 10_000 }).toBe(false);
    await scrollTo(page, 450);
    await expect.poll(() => page.locator('section.hero').evaluate((s) => Math.abs(Math.round(s.getBoundingClientRect().top)))).toBe(0);
    await expect.poll(() => page.locator('.hero-media').evaluate((m) => new DOMMatrixReadOnly(getComputedStyle(m).transform).a)).toBeGreaterThan(1.05);
    await scrollTo(page, 2600);
    await expect.poll(() => isPaused(page)).toBe(true);
    await scrollTo(page, 450);
    await expect.poll(() => isPaused(page)).toBe(false);
    await page.close();
  });

  it('starts muted; the sound button unmutes and mutes again', async () => {
    const { page } = await openPage(browser, '/', motion);
    await video(page).waitFor({ state: 'attached' });
    expect(await video(page).evaluate((v) => (v as HTMLVideoElement).muted)).toBe(true);
    const unmute = page.getByRole('button', { name: 'Unmute video' });
    expect(await unmute.getAttribute('aria-pressed')).toBe('false');
    await unmute.click();
    const mute = page.getByRole('button', { name: 'Mute video' });
    expect(await mute.getAttribute('aria-pressed')).toBe('true');
    expect(await video(page).evaluate((v) => (v as HTMLVideoElement).muted)).toBe(false);
    await mute.click();
    expect(await video(page).evaluate((v) => (v as HTMLVideoElement).muted)).toBe(true);
    await page.close();
  });

  it('reloads when the visitor returns to the top after scrolling past one viewport height (desktop)', async () => {
    const { page } = await openPage(browser, '/', motion);
    await heroReady(page);
    await markPage(page);
    await scrolledTo(page, 400);
    await scrolledTo(page, 0);
    // Nothing to wait for when nothing should happen: a reload, were it coming, starts in the scroll
    // handler that has already run, so 300 ms is ample for its navigation to show.
    await page.waitForTimeout(300); // A reload that must not come: see above.
    expect(await isMarked(page)).toBe(true);
    await scrolledTo(page, 1500);
    await Promise.all([page.waitForEvent('load'), scrollTo(page, 0)]);
    expect(await isMarked(page)).toBe(false);
    await page.close();
  });

  it('reloads when the width changes, not when only the height does', async () => {
    const { page } = await openPage(browser, '/', motion);
    await heroReady(page);
    await markPage(page);
    await page.setViewportSize({ width: DESKTOP.width, height: 700 });
    await page.waitForTimeout(600); // A reload that must not come: waited out past the resize debounce (250 ms, enhance.ts).
    expect(await isMarked(page)).toBe(true);
    await Promise.all([page.waitForEvent('load'), page.setViewportSize({ width: 1200, height: 700 })]);
    expect(await isMarked(page)).toBe(false);
    await page.close();
  });

  it('on a phone: no pinning, the video simply plays, nothing overflows', async () => {
    const { page, errors } = await openPage(browser, '/', { viewport: PHONE, ...motion });
    await expect.poll(() => isPaused(page), { timeout: 10_000 }).toBe(false);
    const heroHeight = await page.locator('[data-block="hero"]').evaluate((b) => b.getBoundingClientRect().height);
    expect(heroHeight).toBeLessThanOrEqual(PHONE.height + 1);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('with reduced motion: the poster stays, nothing autoplays or counts, the figures show at once', async () => {
    const { page } = await openPage(browser, '/', { reducedMotion: 'reduce' });
    await video(page).waitFor({ state: 'attached' });
    await page.waitForTimeout(500); // Autoplay that must not start has no event: given the time it would take to.
    expect(await isPaused(page)).toBe(true);
    expect(await page.locator('.hero-media').evaluate((m) => getComputedStyle(m).transform)).toBe('none');
    await page.getByRole('button', { name: 'Play video' }).click();
    await expect.poll(() => isPaused(page)).toBe(false);
    await page.locator('.counters').scrollIntoViewIfNeeded();
    expect(await page.locator('.counters .counter-value').allTextContents()).toEqual(['98%', '7', '765 kV', '200+', '500+']);
    await page.close();
  });
});

describe('home: sections', () => {
  it('shows the sections in the spec order with no serious accessibility problems', async () => {
    const { page, errors } = await openPage(browser, '/', motion);
    await page.locator('.slider-foray .foray').first().waitFor({ state: 'attached' });
    const blocks = await page.locator('main [data-block]').evaluateAll((els) => els.map((e) => e.getAttribute('data-block')));
    expect(blocks).toEqual(['hero', 'counters', 'slider', 'announcements', 'slider', 'media-text', 'slider', 'slider']);
    const h2 = await page.locator('main h2').allTextContents();
    const order = ['Featured Projects', 'Announcements', 'Our Customers', 'Voltline Story', 'What Our Customers Say', 'International Foray'];
    expect(h2.filter((h) => order.includes(h))).toEqual(order);
    // Colours are judged once the page's entrance fade (0.8 s) is over.
    await page.waitForFunction(() => getComputedStyle(document.querySelector('main.page')!).opacity === '1');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("below the hero, the sections' styles come after the first paint with script, and at once without; the page's code after the paint and the load", async () => {
    // What the styles decide: the counters' band, a foray slide's two columns, the footer's sign-up in a row.
    const styled = (page: Page) =>
      page.evaluate(() => ({
        counters: getComputedStyle(document.querySelector('.counters')!).paddingTop,
        foray: getComputedStyle(document.querySelector('.foray')!).display,
        signUp: getComputedStyle(document.querySelector('.form-wizard--inline .configured-form')!).display,
      }));
    const expected = { counters: '72px', foray: 'grid', signUp: 'flex' };
    for (const javaScriptEnabled of [false, true]) {
      const { page, errors } = await openPage(browser, '/', { ...motion, javaScriptEnabled });
      await expect.poll(() => styled(page)).toEqual(expected);
      expect(errors).toEqual([]);
      await page.close();
    }
    // With script, each of those stylesheets is asked for once, after the first contentful paint.
    const { page } = await openPage(browser, '/', motion);
    const timing = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      styles: performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.css'))
        .map((e) => ({ name: new URL(e.name).pathname, start: e.startTime })),
    }));
    expect(timing.styles.map((s) => s.name)).toEqual([...new Set(timing.styles.map((s) => s.name))]);
    expect(timing.styles.some((s) => /\/Slider-[^/]+\.css$/.test(s.name))).toBe(true);
    expect(timing.styles.filter((s) => s.start < timing.fcp)).toEqual([]);
    // The page's code starts after both the first contentful paint and the load event.
    const startFile = () => page.evaluate(() => performance.getEntriesByType('resource').find((e) => /\/start-[\w-]+\.js$/.test(e.name))?.startTime ?? null);
    await expect.poll(startFile).not.toBeNull();
    const loaded = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd);
    expect(await startFile()).toBeGreaterThan(Math.max(timing.fcp, loaded));
    await page.close();
  });

  it('counts the why-us figures up to their values once scrolled into view', async () => {
    const { page } = await openPage(browser, '/', motion);
    const figures = page.locator('.counters .counter-value');
    await page.locator('.counters').scrollIntoViewIfNeeded();
    await expect.poll(() => figures.first().textContent()).not.toBe('98%');
    // Kept in view as a visitor keeps scrolling to it: the hero's pin, set up once its gsap has
    // loaded, can push the section back out of view just after one scroll reached it.
    await expect
      .poll(
        async () => {
          await page.locator('.counters').scrollIntoViewIfNeeded();
          return figures.allTextContents();
        },
        { timeout: 20_000 },
      )
      .toEqual(['98%', '7', '765 kV', '200+', '500+']);
    await page.close();
  });

  it('Featured Projects: every featured project as a card linking to its page, arrows, and the all-projects button', async () => {
    const featured = await apiPost<List<Project>>('/api/HomePageFeatured', { pageIndex: 1, pageSize: 9999 });
    const { page } = await openPage(browser, '/', motion);
    const section = page.locator('.slider-project-card');
    await section.locator('.card-link').first().waitFor();
    expect(await section.locator('.card-link').allTextContents()).toEqual(featured.data.list.map((p) => p.title));
    const first = featured.data.list[0]!;
    expect(await section.getByRole('link', { name: first.title, exact: true }).getAttribute('href')).toBe(`/projects/${first.slug}`);
    expect(await section.locator('.slide-card').first().getByText(first.clientName).count()).toBe(1);
    const img = section.locator('.slide-card-image').first();
    expect((await img.getAttribute('src'))!.startsWith(`${contentUrl()}/images/`)).toBe(true);
    expect(await section.getByRole('link', { name: 'ALL OUR PROJECTS' }).getAttribute('href')).toBe('/projects');

    // swiper takes over once the carousel nears the viewport (LazyCarousel).
    await scrollUntilLive(section);
    const active = () => section.locator('.swiper-slide-active .card-link').textContent();
    expect(await active()).toBe(first.title);
    await section.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(active).toBe(featured.data.list[1]!.title);
    await section.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(active).toBe(first.title);
    await page.close();
  });

  it('Featured Projects: a card reached with Tab slides into view', async () => {
    const featured = await apiPost<List<Project>>('/api/HomePageFeatured', { pageIndex: 1, pageSize: 9999 });
    const { page } = await openPage(browser, '/', motion);
    const section = page.locator('.slider-project-card');
    await section.locator('.card-link').first().waitFor();
    await scrollUntilLive(section);
    await section.getByRole('button', { name: 'Next slide' }).focus();
    const last = featured.data.list.at(-1)!.title;
    for (let i = 0; i < featured.data.list.length; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(last);
    const inView = () =>
      page.evaluate(() => {
        const r = document.activeElement!.closest('.swiper-slide')!.getBoundingClientRect();
        const box = document.activeElement!.closest('.carousel')!.getBoundingClientRect();
        return r.left >= box.left - 1 && r.right <= box.right + 1;
      });
    await expect.poll(inView).toBe(true);
    await page.close();
  });

  it('Announcements: the three latest, each with a calendar icon beside its date as given', async () => {
    const latest = await apiPost<List<{ title: string; date: string }>>('/api/Announcement', { pageIndex: 1, pageSize: 3 });
    const { page } = await openPage(browser, '/', motion);
    const cards = page.locator('.announcement-card');
    await page.locator('.announcement-title').first().waitFor();
    expect(await cards.count()).toBe(3);
    expect(await page.locator('.announcement-title').allTextContents()).toEqual(latest.data.list.map((a) => a.title));
    const dates = await page.locator('.announcement-date').evaluateAll((els) => els.map((e) => [e.querySelector('svg') !== null, e.textContent]));
    expect(dates).toEqual(latest.data.list.map((a) => [true, `Announced on ${a.date}`]));
    await page.close();
  });

  it('Our Customers: every logo with the fixed alt text, advancing by itself until paused', async () => {
    const clients = await apiPost<List<{ logo: string }>>('/api/Client/GetAllClients', { pageIndex: 1, pageSize: 9999 });
    const { page } = await openPage(browser, '/', motion);
    const section = page.locator('.slider-logo');
    await section.locator('img').first().waitFor({ state: 'attached' });
    expect(await section.locator('img').count()).toBe(clients.data.list.length);
    expect(new Set(await section.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt'))))).toEqual(new Set(['Voltline customer']));
    await scrollUntilLive(section);
    const activeIndex = () => section.locator('.swiper-slide-active').getAttribute('data-swiper-slide-index');
    const start = await activeIndex();
    await expect.poll(activeIndex, { timeout: 5_000 }).not.toBe(start);
    await section.getByRole('button', { name: 'Pause customer logos' }).click();
    await page.mouse.move(0, 0);
    const paused = await activeIndex();
    await page.waitForTimeout(2_500); // Paused means no advance over more than two autoplay delays (1 s each): only time shows it.
    expect(await activeIndex()).toBe(paused);
    await page.close();
  });

  it('Testimonials: a video from the media host where the image is null', async () => {
    const all = await apiPost<List<{ image: string | null; videoUrl: string | null; name: string }>>('/api/Testimonial', { pageIndex: 1, pageSize: 9999 });
    const withVideo = all.data.list.filter((t) => t.image === null);
    const { page } = await openPage(browser, '/', motion);
    const videos = page.locator('.slider-testimonial video');
    await videos.first().waitFor({ state: 'attached' });
    expect(await videos.count()).toBe(withVideo.length);
    expect(await videos.first().getAttribute('src')).toBe(`${mediaUrl()}${withVideo[0]!.videoUrl}`);
    expect(await videos.first().getAttribute('preload')).toBe('none');
    expect(await videos.first().getAttribute('controls')).not.toBeNull();
    expect(await page.locator('.slider-testimonial img').count()).toBe(all.data.list.length - withVideo.length);
    await page.close();
  });

  it('International foray: cross-fades through the countries by itself', async () => {
    const forays = await apiPost<List<{ title: string }>>('/api/InternationalForay/GetAllForays', { pageIndex: 1, pageSize: 9999 });
    const { page } = await openPage(browser, '/', motion);
    const section = page.locator('.slider-foray');
    // Until it nears the viewport the carousel is the server's static row of slides;
    // swiper takes over only when the visitor scrolls towards it (LazyCarousel).
    await section.locator('.foray-title').first().waitFor({ state: 'attached' });
    await page.waitForTimeout(500); // A take-over that must not come before the scroll: given the time it would take to.
    expect(await section.locator('.swiper-fade').count()).toBe(0);
    await scrollUntilLive(section);
    await section.locator('.swiper-fade').waitFor({ state: 'attached' });
    expect(await section.locator('.swiper-fade').count()).toBe(1);
    expect(new Set(await section.locator('.foray-title').allTextContents())).toEqual(new Set(forays.data.list.map((f) => f.title)));
    const active = () => section.locator('.swiper-slide-active .foray-title').textContent();
    const first = await active();
    await expect.poll(active, { timeout: 8_000 }).not.toBe(first);
    await page.close();
  });

  it('Company Story: picture, heading, two paragraphs and KNOW MORE to the story page', async () => {
    const { page } = await openPage(browser, '/', motion);
    const section = page.locator('.media-text');
    await section.getByRole('heading', { name: 'Voltline Story' }).waitFor();
    expect(await section.locator('p.media-text-paragraph').count()).toBe(2);
    const img = section.locator('img');
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await section.getByRole('link', { name: 'KNOW MORE' }).click();
    await page.waitForURL('**/voltline-story');
    await page.close();
  });
});

describe('other pages with home blocks', () => {
  it('story page: the headline counters count to 150+, 98%, 99.9% and 15+', async () => {
    const { page } = await openPage(browser, '/voltline-story', motion);
    const figures = page.locator('.counters .counter-value');
    await figures.first().waitFor();
    await page.locator('.counters').scrollIntoViewIfNeeded();
    await expect.poll(() => figures.allTextContents(), { timeout: 8_000 }).toEqual(['150+', '98%', '99.9%', '15+']);
    await page.close();
  });

  it('project page: up to 8 similar projects, not the project itself', async () => {
    const [project] = (await apiPost<List<Project>>('/api/Project/GetAllProject', { pageIndex: 1, pageSize: 1 })).data.list;
    const similar = await apiPost<List<Project>>('/api/Project/GetExploredProjectList', { projectId: project!.id, pageIndex: 1, pageSize: 8 });
    const { page, errors } = await openPage(browser, `/projects/${project!.slug}`, motion);
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Explore more similar projects' }) });
    await section.locator('.card-link').first().waitFor();
    const hrefs = await section.locator('.card-link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(similar.data.list.map((p) => `/projects/${p.slug}`));
    expect(hrefs.length).toBeLessThanOrEqual(8);
    expect(hrefs).not.toContain(`/projects/${project!.slug}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each([
    ['blog', '/api/Blog/GetBlogsByCategory', { categoryId: 0 }, '/api/Blog/GetExploredBlogList', 'blogId', '/blogs', 'Explore more similar blogs'],
    ['news', '/api/Newsroom/GetAllNews', {}, '/api/Newsroom/GetExploredNewsList', 'newsId', '/newsroom', 'Explore more news'],
  ] as const)('%s page: up to 8 similar items linking to their pages', async (_kind, listEndpoint, extra, exploreEndpoint, idKey, base, heading) => {
    const [item] = (await apiPost<List<{ id: number; slug: string }>>(listEndpoint, { ...extra, pageIndex: 1, pageSize: 1 })).data.list;
    const similar = await apiPost<List<{ slug: string }>>(exploreEndpoint, { [idKey]: item!.id, pageIndex: 1, pageSize: 8 });
    const { page, errors } = await openPage(browser, `${base}/${item!.slug}`, motion);
    const section = page.locator('section', { has: page.getByRole('heading', { name: heading }) });
    await section.locator('.card-link').first().waitFor();
    const hrefs = await section.locator('.card-link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(similar.data.list.slice(0, 8).map((x) => `${base}/${x.slug}`));
    expect(hrefs).not.toContain(`${base}/${item!.slug}`);
    expect(errors).toEqual([]);
    await page.close();
  });
});
