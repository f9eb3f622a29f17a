/**
 * The header works from the first paint: without script (dropdowns on hover and on
 * keyboard focus, the phone menu, its levels and PREVIOUS, real links), and with script
 * as the hydrated header does; a tap on the phone menu toggle before hydration, on a
 * throttled phone-class profile, opens the menu. 'Go back' on the thank-you pages is a
 * real link to the form's page.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, seriousAxeViolations, siteUrl } from './harness';
import { throttleToPhone } from '../tooling/phoneProfile';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const NO_SCRIPT = { javaScriptEnabled: false } as const;

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
/** A dropdown's control (a <summary>: Chromium exposes it as expandable; Playwright has no role for it). */
const dropdown = (page: Page, label: string) => mainNav(page).locator('summary', { hasText: label });
const menuToggle = (page: Page) => mainNav(page).locator('summary[aria-controls="main-menu"]');
/** The panel a control says it controls. */
const panelOf = async (control: Locator) => control.page().locator(`[id="${await control.getAttribute('aria-controls')}"]`);
/** What the accessibility tree reports as its expanded state (the details' open). */
const expanded = (control: Locator) => control.evaluate((s) => (s.parentElement as HTMLDetailsElement).open);
/** The words a visitor sees or hears on a control (display:none parts excluded). */
const shownText = (control: Locator) => control.evaluate((s) => (s as HTMLElement).innerText.trim());

describe('header without script, desktop', () => {
  it('opens a dropdown on hover, keeps it while the pointer moves down into it, closes it when the pointer leaves', async () => {
    const { page } = await openPage(browser, '/', { ...NO_SCRIPT, viewport: DESKTOP });
    const about = dropdown(page, 'ABOUT US');
    const panel = await panelOf(about);
    expect(await panel.isVisible()).toBe(false);
    await about.hover();
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await panel.getByRole('link', { name: /^Leadership/ }).isVisible()).toBe(true);
    // Straight down from the item into the panel, across the gap between them.
    const item = (await about.boundingBox())!;
    const card = (await panel.getByRole('link', { name: /^Leadership/ }).boundingBox())!;
    await page.mouse.move(item.x + item.width / 2, card.y + card.height / 2, { steps: 12 });
    expect(await panel.isVisible()).toBe(true);
    await page.mouse.move(card.x + card.width / 2, card.y + card.height / 2, { steps: 4 });
    await page
      .getByRole('link', { name: /^Leadership/ })
      .first()
      .click();
    await page.waitForURL('**/leadership');
    await page.close();
  });

  it('closes a hovered dropdown when the pointer leaves the bar', async () => {
    const { page } = await openPage(browser, '/', { ...NO_SCRIPT, viewport: DESKTOP });
    const resources = dropdown(page, 'RESOURCES');
    const panel = await panelOf(resources);
    await resources.hover();
    await expect.poll(() => panel.isVisible()).toBe(true);
    await page.mouse.move(40, 850, { steps: 5 });
    await expect.poll(() => panel.isVisible()).toBe(false);
    await page.close();
  });

  it('opens a dropdown on keyboard focus and keeps it while Tab walks through its links', async () => {
    const { page } = await openPage(browser, '/', { ...NO_SCRIPT, viewport: DESKTOP });
    const about = dropdown(page, 'ABOUT US');
    const panel = await panelOf(about);
    const focusedText = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText.trim() ?? '');
    for (let i = 0; i < 15 && (await focusedText()) !== 'ABOUT US'; i++) await page.keyboard.press('Tab');
    expect(await focusedText()).toBe('ABOUT US');
    expect(await panel.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focusedText()).toMatch(/^Voltline Story/);
    expect(await panel.isVisible()).toBe(true);
    // Past the panel's last link (Downloads), focus moves on and the panel closes.
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    expect(await focusedText()).toBe('PROJECTS');
    expect(await panel.isVisible()).toBe(false);
    await page.close();
  });
});

describe('header without script, phone 390 px', () => {
  it('opens the menu with the toggle, opens a level, goes back with PREVIOUS, and follows a link', async () => {
    const { page } = await openPage(browser, '/', { ...NO_SCRIPT, viewport: PHONE });
    const toggle = menuToggle(page);
    const projects = mainNav(page).getByRole('link', { name: 'PROJECTS' });
    expect(await shownText(toggle)).toBe('Open menu');
    expect(await projects.isVisible()).toBe(false);

    await toggle.click();
    expect(await expanded(toggle)).toBe(true);
    expect(await shownText(toggle)).toBe('Close menu');
    expect(await projects.isVisible()).toBe(true);
    // The page behind does not scroll while the menu covers it.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    const about = dropdown(page, 'ABOUT US');
    const panel = await panelOf(about);
    await about.click();
    // The next level: the item's cards, the other items gone, and its control now reads PREVIOUS.
    expect(await panel.getByRole('link', { name: /^Leadership/ }).isVisible()).toBe(true);
    expect(await projects.isVisible()).toBe(false);
    expect(await shownText(about)).toBe('PREVIOUS');

    await about.click();
    expect(await expanded(about)).toBe(false);
    expect(await panel.isVisible()).toBe(false);
    expect(await projects.isVisible()).toBe(true);
    expect(await shownText(about)).toBe('ABOUT US');

    await dropdown(page, 'RESOURCES').click();
    await mainNav(page)
      .getByRole('link', { name: /^Blogs/ })
      .click();
    await page.waitForURL('**/blogs');
    expect(await projects.isVisible()).toBe(false);
    await page.close();
  });
});

describe("'Go back' without script", () => {
  it.each([
    ['/thankyou-for-applying', 'Successfully Applied!', '/careers'],
    ['/thankyou-for-contacting', 'Successfully Submitted!', '/contact'],
  ])('%s links to the form’s page', async (path, heading, formPage) => {
    const { page } = await openPage(browser, path, NO_SCRIPT);
    expect(await page.getByRole('heading', { name: heading }).isVisible()).toBe(true);
    const back = page.getByRole('main').getByRole('link', { name: 'Go back' });
    expect(await back.getAttribute('href')).toBe(formPage);
    await back.click();
    await page.waitForURL(new URL(formPage, siteUrl()).href);
    await page.close();
  });
});

describe('header with script', () => {
  it('desktop: hover opens, leaving the bar closes, a click opens, Escape closes and returns focus, a route change closes', async () => {
    const { page, errors } = await openPage(browser, '/', { viewport: DESKTOP });
    const about = dropdown(page, 'ABOUT US');
    const verticals = dropdown(page, 'VERTICALS & SERVICES');
    const panel = await panelOf(about);
    await about.hover();
    await expect.poll(() => expanded(about)).toBe(true);
    expect(await panel.isVisible()).toBe(true);
    // Moving to another item switches; one panel at a time.
    await verticals.hover();
    await expect.poll(() => expanded(verticals)).toBe(true);
    expect(await expanded(about)).toBe(false);
    await page.mouse.move(40, 850, { steps: 5 });
    await expect.poll(() => expanded(verticals)).toBe(false);

    // Keyboard: Enter on the focused item opens, Escape closes and leaves focus on it.
    await about.focus();
    expect(await expanded(about)).toBe(false);
    await page.keyboard.press('Enter');
    await expect.poll(() => expanded(about)).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect.poll(() => expanded(about)).toBe(false);
    expect(await about.evaluate((s) => s === document.activeElement)).toBe(true);

    // A card link: the panel closes and the page changes in place (no reload).
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await about.click();
    await expect.poll(() => expanded(about)).toBe(true);
    await panel.getByRole('link', { name: /^Leadership/ }).click();
    await page.waitForURL('**/leadership');
    await expect.poll(() => expanded(about)).toBe(false);
    expect(await panel.isVisible()).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('phone: the toggle, a level, PREVIOUS, and a route change that closes everything', async () => {
    const { page, errors } = await openPage(browser, '/', { viewport: PHONE });
    const toggle = menuToggle(page);
    const projects = mainNav(page).getByRole('link', { name: 'PROJECTS' });
    const bodyHasNavActive = () => page.evaluate(() => document.body.classList.contains('nav-active'));
    await toggle.click();
    await expect.poll(() => expanded(toggle)).toBe(true);
    expect(await shownText(toggle)).toBe('Close menu');
    expect(await bodyHasNavActive()).toBe(true);
    expect(await projects.isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const about = dropdown(page, 'ABOUT US');
    await about.click();
    await expect.poll(() => shownText(about)).toBe('PREVIOUS');
    expect(await projects.isVisible()).toBe(false);
    // The markup is the server's, the same with or without script.
    expect(await seriousAxeViolations(page)).toEqual([]);
    await about.click();
    await expect.poll(() => projects.isVisible()).toBe(true);
    expect(await expanded(about)).toBe(false);

    await dropdown(page, 'LIFE @').click();
    await mainNav(page)
      .getByRole('link', { name: /^Careers/ })
      .click();
    await page.waitForURL('**/careers');
    await expect.poll(() => expanded(toggle)).toBe(false);
    expect(await shownText(toggle)).toBe('Open menu');
    expect(await bodyHasNavActive()).toBe(false);
    expect(await projects.isVisible()).toBe(false);
    // Opened again, the menu starts at its first level.
    await toggle.click();
    await expect.poll(() => projects.isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('phone, 4× CPU and a slow network: the toggle tapped the moment it shows, before hydration, opens the menu, and hydration keeps it open', async () => {
    const context = await browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await throttleToPhone(cdp);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // Whether the page was hydrated when the tap reached it, noted by the page at that moment
    // (asking afterwards would wait for a main thread busy hydrating).
    await page.addInitScript(() => {
      addEventListener(
        'click',
        () => ((window as unknown as { __hydratedAtTap?: boolean }).__hydratedAtTap ??= document.documentElement.hasAttribute('data-hydrated')),
        { capture: true },
      );
    });
    await page.goto(new URL('/', siteUrl()).href, { waitUntil: 'commit' });
    const toggle = menuToggle(page);
    await toggle.waitFor({ state: 'visible' });
    const box = (await toggle.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    expect(await page.evaluate(() => (window as unknown as { __hydratedAtTap?: boolean }).__hydratedAtTap)).toBe(false);
    const projects = mainNav(page).getByRole('link', { name: 'PROJECTS' });
    expect(await projects.isVisible()).toBe(true);

    // A tap in the header wakes only the menus' island; the app boots as the visitor scrolls on towards home's sliders.
    await page.evaluate(() => document.querySelector('[data-wake="visible"]')?.scrollIntoView());
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    // The script took over what the visitor opened: still open, and its state is the store's.
    expect(await projects.isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.body.classList.contains('nav-active'))).toBe(true);
    await toggle.click();
    await expect.poll(() => projects.isVisible()).toBe(false);
    expect(await expanded(toggle)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it("'Go back' with nothing of the site behind it follows its link to the form's page", async () => {
    const { page } = await openPage(browser, '/thankyou-for-contacting');
    await page.getByRole('main').getByRole('link', { name: 'Go back' }).click();
    await page.waitForURL('**/contact');
    await page.getByRole('heading', { name: 'Contact Us' }).waitFor();
    await page.close();
  });
});
