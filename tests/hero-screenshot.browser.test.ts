/**
 * The home hero as a visitor first sees it, at a desktop and a phone width: the poster
 * (the hero video's first frame) under the headline. The screenshots are written to
 * docs/ and shown in the README: retaken there with UPDATE_SCREENSHOTS=1, checked in a temporary folder otherwise.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, openPage, screenshotDir } from './harness';

const docs = screenshotDir(fileURLToPath(new URL('../docs/', import.meta.url)));
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('home hero screenshots', () => {
  for (const [name, viewport] of [
    ['1440', DESKTOP],
    ['390', PHONE],
  ] as const) {
    it(`at ${viewport.width} px: the drawn poster fills the hero under the headline`, async () => {
      const { page, errors } = await openPage(browser, '/', { viewport });
      const poster = page.locator('img.hero-poster');
      await expect.poll(() => poster.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth)).toBe(1280);
      await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Pioneering Cutting Edge EPC' }).isVisible()).toBe(true);
      const box = (await page.locator('.hero').boundingBox())!;
      expect(box.width).toBe(viewport.width);
      // The entrance fade has ended: what is captured is what stays on screen. Waited on as the page's own
      // animations finishing (endless ones, a skeleton's shimmer, never finish and are left out).
      await page.evaluate(() => document.fonts.ready);
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
            .map((a) => a.finished),
        ),
      );
      const file = join(docs, `hero-${name}.png`);
      await page.screenshot({ path: file, clip: { x: 0, y: 0, width: viewport.width, height: Math.min(box.height, viewport.height) } });
      // A picture, not a blank box: the sky, hills and towers give the capture many distinct colours.
      const { channels } = await sharp(file).stats();
      expect(channels.slice(0, 3).every((c) => c.stdev > 15)).toBe(true);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
