/**
 * Every route of the table, as a visitor first sees it, once on desktop and once on a phone: one
 * visit per route and screen checks all that holds on every page (the other files look closer at
 * particular pages), so the suite loads the whole site twice, not once per concern.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toShell } from '../src/engine/config/shell';
import { expandTitle } from '../src/platform/paths';
import { englishConfig } from '../src/test/config';
import { DESKTOP, everyRoutePath, hasHorizontalOverflow, launchBrowser, PHONE, seriousAxeViolations, visitEach } from './harness';

// The unprefixed pages are the config's English.
const config = englishConfig();
const shell = toShell(config);

interface Screen {
  path: string;
  /** The document's title, for a route with a fixed one (a detail page's comes from its item). */
  title?: string;
}

let browser: Browser;
let screens: Screen[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
  const paths = await everyRoutePath(shell.routes);
  screens = paths.map((path, i) => {
    const route = config.routes[i]!;
    return route.path.includes(':') ? { path } : { path, title: expandTitle(route.title, config.site) };
  });
});
afterAll(async () => {
  await browser?.close();
});

it('the table has every route of the spec', () => {
  expect(config.routes).toHaveLength(25);
});

describe.each([
  { name: 'desktop 1440×900', viewport: DESKTOP },
  { name: 'phone 390×844', viewport: PHONE },
])('every screen on $name', { timeout: 300_000 }, ({ viewport }) => {
  it('answers with its title and the shared header and footer, hydrates with no warning or error in the console, renders its blocks with the seeded content, fits the width and passes axe (serious, critical)', async () => {
    const problems: string[] = [];
    await visitEach(
      browser,
      screens,
      (screen) => screen.path,
      async ({ page, errors, logs }, { path, title }) => {
        await page.locator('main.page:not(.page-loading)').waitFor();
        // Every data block has left its skeleton: the seeded API answered them all.
        await page
          .waitForFunction(() => document.querySelectorAll('main [data-skeleton]').length === 0, null, { timeout: 15_000 })
          .catch(() => problems.push(`${path}: skeletons still showing`));
        const shown = await page.title();
        if (!shown || (title !== undefined && shown !== title))
          problems.push(`${path}: titled ${JSON.stringify(shown)}, not ${JSON.stringify(title ?? 'anything')}`);
        if (!(await page.getByRole('navigation', { name: 'Main' }).isVisible())) problems.push(`${path}: no main navigation`);
        if (!(await page.locator('footer.site-footer').isVisible())) problems.push(`${path}: no footer`);
        if ((await page.locator('footer').getByText(`© ${new Date().getFullYear()}`).count()) !== 1) problems.push(`${path}: no © line for this year`);
        // Hydrated: the page answers to its script.
        if (!(await page.evaluate(() => Boolean(document.querySelector('#root')?.firstElementChild)))) problems.push(`${path}: not hydrated`);
        if (await hasHorizontalOverflow(page)) problems.push(`${path}: scrolls sideways`);
        for (const v of await seriousAxeViolations(page)) problems.push(`${path}: axe ${v.impact} ${v.id} (${v.help}) at ${v.nodes.slice(0, 3).join(', ')}`);
        // Last, so that what the page said while it was looked at counts too.
        // The not-found page answers 404 by design; the browser logs that status for the document.
        const own = path === shell.notFoundPath ? errors.filter((e) => !e.includes('status of 404')) : errors;
        if (own.length) problems.push(`${path}: console errors ${JSON.stringify(own)}`);
        const warnings = logs.filter((l) => /^warn(ing)?:/.test(l) || /hydrat/i.test(l));
        if (warnings.length) problems.push(`${path}: console warnings ${JSON.stringify(warnings)}`);
      },
      { viewport },
    );
    expect(problems).toEqual([]);
  });
});
