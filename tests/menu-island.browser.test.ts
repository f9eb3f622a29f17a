/**
 * The header's menus are an island of their own: on a page whose other islands sleep, using the
 * menu loads the menus' small chunk and nothing of the app (React, the router, the site's code).
 * The menus open by keyboard before that chunk has come, once it has (Escape closes and gives the
 * focus back), and once the app has hydrated the page.
 */
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, pageStarted, PHONE, siteUrl, START_FILE, wakePage } from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// No interactive block of its own, and long enough that the footer's form, which wakes the app within a
// screen of the viewport, stays more than a screen below it on desktop: the app sleeps until the visitor reaches for the page.
const QUIET_PAGE = '/corporate-social-responsibility';
const MENU_CHUNK = /\/static\/js\/menu-[\w-]+\.js$/;

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const menuToggle = (page: Page) => mainNav(page).locator('summary[aria-controls="main-menu"]');
const dropdown = (page: Page, label: string) => mainNav(page).locator('summary', { hasText: label });
const expanded = (page: Page, selector: string) => page.locator(selector).evaluate((d) => (d as HTMLDetailsElement).open);
const focusedText = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText.trim() ?? '');

/**
 * A server-rendered page as a visitor's first load leaves it (the start script listening), with
 * every script it requests recorded; the menus' chunk is held until `release` is called.
 */
async function openQuiet(path: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, ...(viewport === PHONE ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}) });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  const scripts: string[] = [];
  page.on('request', (r: Request) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route(MENU_CHUNK, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(new URL(path, siteUrl()).href, { waitUntil: 'load' });
  await pageStarted(page);
  const menuLoaded = () => page.waitForResponse(MENU_CHUNK);
  return { page, errors, scripts, release, menuLoaded, close: () => context.close() };
}

describe('the header menus as an island', () => {
  it('phone: the menu opens by keyboard before its code and after it, and only the menus’ chunk is requested', async () => {
    const { page, errors, scripts, release, menuLoaded, close } = await openQuiet(QUIET_PAGE, PHONE);
    // The page's start alone, which decides when the app boots.
    expect(scripts.filter((s) => !START_FILE.test(s))).toEqual([]);
    const toggle = menuToggle(page);
    const projects = mainNav(page).getByRole('link', { name: 'PROJECTS' });

    // Before the menus' code: focus on the toggle asks for it (held), Enter opens natively.
    await toggle.focus();
    await expect.poll(() => scripts.some((s) => MENU_CHUNK.test(s))).toBe(true);
    await page.keyboard.press('Enter');
    expect(await expanded(page, 'details.menu-disclosure')).toBe(true);
    expect(await projects.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await expanded(page, 'details.menu-disclosure')).toBe(false);

    // With it: Enter opens, a level opens by keyboard, Escape closes the level, then the menu, focus back on each control.
    const loaded = menuLoaded();
    release();
    await loaded;
    await page.keyboard.press('Enter');
    expect(await expanded(page, 'details.menu-disclosure')).toBe(true);
    const about = dropdown(page, 'ABOUT US');
    await about.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => expanded(page, 'details[data-menu="ABOUT US"]')).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => expanded(page, 'details[data-menu="ABOUT US"]')).toBe(false);
    expect(await about.evaluate((s) => s === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => expanded(page, 'details.menu-disclosure')).toBe(false);
    expect(await toggle.evaluate((s) => s === document.activeElement)).toBe(true);
    expect(await projects.isVisible()).toBe(false);

    // A tap on the toggle too: still nothing but the menus' chunk, and the page never hydrated.
    await toggle.tap();
    await expect.poll(() => expanded(page, 'details.menu-disclosure')).toBe(true);
    await page.waitForTimeout(500); // Scripts that must not load have no event: given the time they would take to start.
    expect(scripts.filter((s) => !MENU_CHUNK.test(s) && !START_FILE.test(s))).toEqual([]);
    expect(scripts.filter((s) => MENU_CHUNK.test(s))).toHaveLength(1);
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('desktop: Escape closes a dropdown opened by keyboard focus before the app, and the app takes over after', async () => {
    const { page, errors, scripts, release, menuLoaded, close } = await openQuiet(QUIET_PAGE, DESKTOP);
    release();
    const about = dropdown(page, 'ABOUT US');
    const panel = page.locator(`[id="${await about.getAttribute('aria-controls')}"]`);
    const loaded = menuLoaded();
    for (let i = 0; i < 15 && (await focusedText(page)) !== 'ABOUT US'; i++) await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('ABOUT US');
    await loaded;
    expect(await panel.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.isVisible()).toBe(false);
    expect(await focusedText(page)).toBe('ABOUT US');
    await page.keyboard.press('Enter');
    await expect.poll(() => panel.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.isVisible()).toBe(false);
    // Tabbing on, out of the item and back: it opens again on focus.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(scripts.filter((s) => !MENU_CHUNK.test(s) && !START_FILE.test(s))).toEqual([]);

    // The visitor reaches for the page: the app boots and hydrates; the menus answer the keyboard as before.
    await wakePage(page);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // What the focus had open is adopted as open; Escape closes, Enter opens again.
    await expect.poll(() => expanded(page, 'details[data-menu="ABOUT US"]')).toBe(true);
    expect(await focusedText(page)).toBe('ABOUT US');
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.isVisible()).toBe(false);
    expect(await about.evaluate((s) => s === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => expanded(page, 'details[data-menu="ABOUT US"]')).toBe(true);
    expect(await panel.isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});
