import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toShell } from '../src/engine/config/shell';
import type { SiteConfig } from '../src/engine/types';
import { DESKTOP, everyRoutePath, hasHorizontalOverflow, launchBrowser, PHONE, seriousAxeViolations, visitEach } from './harness';

const shell = toShell(JSON.parse(readFileSync(new URL('../pages.config.json', import.meta.url), 'utf8')) as SiteConfig);

let browser: Browser;
let paths: string[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
  paths = await everyRoutePath(shell.routes);
});
afterAll(async () => {
  await browser?.close();
});

describe.each([
  { name: 'desktop 1440×900', viewport: DESKTOP },
  { name: 'phone 390×844', viewport: PHONE },
])('every screen on $name', { timeout: 300_000 }, ({ viewport }) => {
  it('renders its blocks with the seeded content, fits the width, logs no error and passes axe (serious, critical)', async () => {
    const problems: string[] = [];
    await visitEach(
      browser,
      paths,
      (path) => path,
      async ({ page, errors }, path) => {
        await page.locator('main.page:not(.page-loading)').waitFor();
        // Every data block has left its skeleton: the seeded API answered them all.
        await page
          .waitForFunction(() => document.querySelectorAll('main [data-skeleton]').length === 0, null, { timeout: 15_000 })
          .catch(() => problems.push(`${path}: skeletons still showing`));
        if (await hasHorizontalOverflow(page)) problems.push(`${path}: scrolls sideways`);
        const own404 = path === shell.notFoundPath ? errors.filter((e) => !e.includes('status of 404')) : errors;
        if (own404.length) problems.push(`${path}: console errors ${JSON.stringify(own404)}`);
        for (const v of await seriousAxeViolations(page)) problems.push(`${path}: axe ${v.impact} ${v.id} (${v.help}) at ${v.nodes.slice(0, 3).join(', ')}`);
      },
      { viewport },
    );
    expect(problems).toEqual([]);
  });
});
