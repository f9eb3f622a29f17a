/**
 * The Content-Security-Policy in Chromium: every route of pages.config.json, with
 * its script running, scrolled top to bottom so that every block hydrates, carousels take over,
 * animations run, the contact map's frame and the videos load, and the vitals beacon goes out;
 * no violation, as the page sees it (`securitypolicyviolation`), as the console says it, or as
 * a report to /csp-report. One browser, the pages in sequence.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { SiteConfig } from '../src/engine/types';
import { apiUrl, everyRoutePath, launchBrowser, mediaUrl, openDatabase, siteUrl, DESKTOP, wakePage } from './harness';

const config = JSON.parse(readFileSync(new URL('../pages.config.json', import.meta.url), 'utf8')) as SiteConfig;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

declare global {
  interface Window {
    __violations: string[];
  }
}

/**
 * Down the page a screen at a time, as a reader scrolls, so every near-viewport thing starts. Each
 * step waits for two frames: by then the scroll has been handled and the new screen's observers told.
 */
async function scrollThrough(page: Page) {
  for (let i = 0; i < 40; i++) {
    const done = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          window.scrollBy(0, window.innerHeight * 1.2);
          const bottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(bottom)));
        }),
    );
    if (done) break;
  }
}

describe('the CSP in Chromium', () => {
  it('no violation on any route, with the map, videos, carousels, animations and the vitals beacon working', async () => {
    const all = await everyRoutePath(config.routes);
    const only = process.env.CSP_TEST_PATHS?.split(',');
    const paths = only ? all.filter((p) => only.includes(p)) : all;
    const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'no-preference' });
    // Before any of the page's scripts: every violation the document sees.
    await context.addInitScript(() => {
      window.__violations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        window.__violations.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
      );
    });
    const page = await context.newPage();
    const problems: string[] = [];
    const seen = { reports: 0, vitals: 0, media: 0, frames: 0, swipers: 0, videos: 0 };
    page.on('console', (m) => {
      if (/Content.Security.Policy|Refused to/i.test(m.text())) problems.push(`${page.url()} console: ${m.text()}`);
    });
    page.on('request', (r) => {
      const url = r.url();
      if (url.includes('/csp-report')) seen.reports++;
      if (url.startsWith(`${apiUrl()}/vitals`)) seen.vitals++;
      if (url.startsWith(`${mediaUrl()}/videos/`)) seen.media++;
    });
    const started = Date.now();
    const vitalsStored = () => {
      const db = openDatabase();
      try {
        return db.prepare('SELECT COUNT(*) FROM vitals').pluck().get() as number;
      } finally {
        db.close();
      }
    };
    const vitalsBefore = vitalsStored();
    try {
      for (const path of paths) {
        const res = await page.goto(`${siteUrl()}${path}`, { waitUntil: 'load' });
        expect(res?.headers()['content-security-policy'], path).toContain("'strict-dynamic'");
        // The site's code under the policy: woken as a visitor's first touch wakes it (islands).
        await wakePage(page);
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 20_000 });
        await scrollThrough(page);
        // What the scroll started (lazy pictures, frames, chunks) has been fetched and run under the policy.
        await page.waitForLoadState('networkidle');
        if (path === '/contact') {
          // The map frame, from the configured origin, once its box nears the viewport.
          await page.locator('iframe[title="Office location map"]').waitFor({ state: 'attached' });
          seen.frames++;
        }
        if (path === '/') {
          await page.evaluate(() => window.scrollTo(0, 0));
          // The hero's video after the load event, fetched whole from the media host (connect-src) and played
          // from memory (media-src blob:); gsap runs the hero and counters.
          await expect
            .poll(() =>
              page
                .locator('video.hero-video')
                .evaluate((v) => (v as HTMLVideoElement).currentSrc.startsWith('blob:') && (v as HTMLVideoElement).readyState >= 2),
            )
            .toBe(true);
          seen.videos++;
          // The carousels, once a reader reaches them (swiper loads after the page and near the viewport).
          const carousel = page.locator('section:has(.carousel)').first();
          await expect
            .poll(
              async () => {
                await carousel.scrollIntoViewIfNeeded();
                return carousel.locator('.swiper-initialized').count();
              },
              { timeout: 20_000 },
            )
            .toBeGreaterThan(0);
        }
        seen.swipers += await page.locator('.swiper-initialized').count();
        for (const v of await page.evaluate(() => window.__violations)) problems.push(`${path}: ${v}`);
        if (process.env.CSP_TEST_TRACE) console.log(path, Date.now() - started, problems);
      }
      // Each page's beacon goes out as it is hidden (the last one now); the API stored them.
      await page.goto('about:blank');
      await expect.poll(() => vitalsStored() > vitalsBefore, { timeout: 10_000 }).toBe(true);
    } finally {
      await context.close();
    }
    expect(problems).toEqual([]);
    expect(seen.reports).toBe(0);
    expect(seen.frames).toBe(1);
    expect(seen.videos).toBe(1);
    expect(seen.media).toBeGreaterThan(0);
    // Carousels took over under the policy (home's, and the detail pages' "explore more" sliders on a full run).
    expect(seen.swipers).toBeGreaterThan(0);
  }, 600_000);
});
