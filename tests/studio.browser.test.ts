/**
 * The studio (`npm run studio`) against a copy of pages.config.json (never the real file):
 * a marketer moves a section, changes a slider's speed, sees both in the preview and saves;
 * a string typed into a number is named with its path and refused; a page whose blocks sit in a
 * section opens, its own blocks move and it saves with every block inside kept.
 */
import type { ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configValidator } from '../tooling/config-check';
import type { SiteConfig } from '../src/engine/types';
import { formatConfig } from '../studio/shared/format';
import { launchBrowser, screenshotDir, seriousAxeViolations, startStudioProcess, previewFrame } from './harness';

const root = process.cwd();
const original = readFileSync(join(root, 'pages.config.json'), 'utf8');
const shots = screenshotDir(join(root, 'studio', 'screenshots'));
let dir: string;
let configFile: string;
let studio: ChildProcess;
let studioUrl: string;
let browser: Browser;
let page: Page;

async function startStudio(): Promise<string> {
  const started = await startStudioProcess(configFile);
  studio = started.process;
  return started.url;
}

const preview = (): Frame => previewFrame(page);
/** The ids of home's blocks, top to bottom, as the preview shows them. */
const previewOrder = () => preview().evaluate(() => [...document.querySelectorAll('main [data-block]')].map((el) => el.id));
const blockButton = (label: RegExp) => page.getByRole('list', { name: 'Blocks' }).getByRole('button', { name: label });
const item = (label: RegExp) =>
  page
    .getByRole('list', { name: 'Blocks' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: label }) });

describe('the studio', { timeout: 90_000 }, () => {
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'studio-'));
    configFile = join(dir, 'pages.config.json');
    copyFileSync(join(root, 'pages.config.json'), configFile);
    mkdirSync(shots, { recursive: true });
    [studioUrl, browser] = await Promise.all([startStudio(), launchBrowser()]);
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, reducedMotion: 'no-preference' });
    page = await context.newPage();
    await page.goto(studioUrl);
    await page.getByRole('list', { name: 'Blocks' }).waitFor();
    await page.frameLocator('iframe[title="Preview"]').locator('html[data-hydrated]').waitFor({ timeout: 30_000 });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    // npm runs the studio in a process group of its own: end the group.
    if (studio?.pid) process.kill(-studio.pid, 'SIGTERM');
    rmSync(dir, { recursive: true, force: true });
    // The real config was never the one edited.
    expect(readFileSync(join(root, 'pages.config.json'), 'utf8')).toBe(original);
  });

  it('moves a section with "Move up", changes a slider speed, shows both in the preview, and saves exactly those changes', async () => {
    const before = await previewOrder();
    expect(before.indexOf('announcements')).toBeLessThan(before.indexOf('customers'));

    const moved = Date.now();
    await item(/^slider: Our Customers/)
      .getByRole('button', { name: 'Move up' })
      .click();
    // Focus follows the block to its new place, so "Move up" can be pressed again.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('li')?.querySelector('[data-action="select"]')?.textContent))
      .toMatch(/^slider: Our Customers/);
    const labels = await page.getByRole('list', { name: 'Blocks' }).locator('[data-action="select"]').allTextContents();
    expect(labels.findIndex((l) => l.startsWith('slider: Our Customers'))).toBe(labels.findIndex((l) => l.startsWith('announcements: Announcements')) - 1);
    await expect
      .poll(previewOrder, { interval: 20 })
      .toEqual(before.map((id) => (id === 'announcements' ? 'customers' : id === 'customers' ? 'announcements' : id)));
    const previewMs = Date.now() - moved;
    console.log(`preview updated ${previewMs} ms after the click`);

    await blockButton(/^slider: Our Customers/).click();
    const speed = page.getByLabel(/^Speed/);
    expect(await speed.inputValue()).toBe('800');
    await speed.fill('1200');
    // The selected block is outlined in the preview, and its carousel runs at the new speed.
    await expect.poll(() => preview().evaluate(() => document.querySelector('[data-studio-selected]')?.id), { timeout: 10_000 }).toBe('customers');
    // Looked at, as a marketer would: the carousel starts once it is near the viewport.
    // Scrolled to on every look: a later render of the preview may replace the page and its scroll.
    await expect
      .poll(
        () =>
          preview().evaluate(() => {
            document.getElementById('customers')?.scrollIntoView({ block: 'center' });
            return (document.querySelector('#customers .swiper') as (Element & { swiper?: { params: { speed: number } } }) | null)?.swiper?.params.speed;
          }),
        { timeout: 20_000 },
      )
      .toBe(1200);
    await page.screenshot({ path: join(shots, 'studio-edit.png') });

    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Review changes to pages.config.json' });
    await expect.poll(() => dialog.getByLabel('Diff').textContent()).toMatch(/\+\s+"speed": 1200,/);
    await dialog.screenshot({ path: join(shots, 'studio-save.png') });
    await dialog.getByRole('button', { name: 'Write pages.config.json' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Saved pages.config.json.');

    // The file is the original with exactly those two changes, written as the original is.
    const expected = JSON.parse(original) as SiteConfig;
    const home = expected.routes.find((r) => r.path === '/')!;
    const a = home.blocks.findIndex((b) => b.id === 'announcements');
    const c = home.blocks.findIndex((b) => b.id === 'customers');
    expect(c).toBe(a + 1);
    [home.blocks[a], home.blocks[c]] = [home.blocks[c]!, home.blocks[a]!];
    (home.blocks[a]!.props as { speed: number }).speed = 1200;
    const saved = readFileSync(configFile, 'utf8');
    expect(saved).toBe(formatConfig(expected));
    expect(saved.split('\n').length).toBe(original.split('\n').length);
    expect(JSON.parse(saved).$schema).toBe(JSON.parse(original).$schema);
    // What `npm run check:config` runs, on the saved file.
    expect((await configValidator(root))(JSON.parse(saved))).toEqual([]);
  });

  it('names the path of a string typed into a number, refuses to save it, and leaves the file alone', async () => {
    const before = readFileSync(configFile, 'utf8');
    await blockButton(/^slider: Our Customers/).click();
    const speed = page.getByLabel(/^Speed/);
    await speed.fill('fast');
    await expect.poll(() => speed.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await speed.getAttribute('aria-describedby'))!.split(' ');
    const errorId = describedBy.find((id) => id.endsWith('-error'))!;
    const error = page.locator(`[id="${errorId}"]`);
    expect(await error.textContent()).toBe('props.speed must be integer');
    await error.scrollIntoViewIfNeeded();
    // The studio, its form in error and the page beside it: usable with a keyboard and a screen reader.
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(shots, 'studio-error.png') });

    await page.getByRole('button', { name: 'Save' }).click();
    const refused = page.getByRole('dialog', { name: 'Save refused' });
    await expect.poll(() => refused.getByRole('alert').textContent()).toContain('routes[0] / › blocks[3] slider#customers: props.speed must be integer');
    expect(await refused.getByRole('button', { name: 'Write pages.config.json' }).count()).toBe(0);
    await refused.getByRole('button', { name: 'Cancel' }).click();
    expect(readFileSync(configFile, 'utf8')).toBe(before);
  });

  it('opens a page with a section (CSR), moves its intro below the section, and saves it with every block inside kept', async () => {
    // A fresh start from the file (the refused edit above is dropped).
    await page.goto(studioUrl);
    await page.getByRole('list', { name: 'Blocks' }).waitFor();
    const before = JSON.parse(readFileSync(configFile, 'utf8')) as SiteConfig;
    await page
      .getByRole('navigation', { name: 'Outline' })
      .getByRole('button', { name: /^\/corporate-social-responsibility/ })
      .click();
    // The preview shows the section with its two blocks.
    await expect
      .poll(() => preview().evaluate(() => [...document.querySelectorAll('main [data-block="section"] [data-block-id]')].map((el) => el.id)), {
        timeout: 20_000,
      })
      .toEqual(['csr-initiatives', 'csr-impact']);
    // Two moves down, each once the preview is live again (React's root on its container); an edit made
    // while the preview goes live reaches it too (tests/studio-tree.browser.test.ts).
    const order = () => preview().evaluate(() => [...document.querySelectorAll('main > [data-block]')].map((el) => el.getAttribute('data-block')));
    const live = () =>
      preview().evaluate(() => {
        const root = document.getElementById('root') as (HTMLElement & Record<string, unknown>) | null;
        return Boolean(root && Object.keys(root).some((k) => k.startsWith('__reactContainer$') && root[k]));
      });
    for (const expected of [
      ['rich-text', 'page-intro', 'section'],
      ['rich-text', 'section', 'page-intro'],
    ]) {
      await expect.poll(live, { timeout: 10_000 }).toBe(true);
      await item(/^page-intro: Corporate Social Responsibility/)
        .getByRole('button', { name: 'Move down' })
        .click();
      await expect.poll(order, { timeout: 10_000 }).toEqual(expected);
    }
    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Review changes to pages.config.json' });
    await dialog.getByRole('button', { name: 'Write pages.config.json' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Saved pages.config.json.');

    const expected = structuredClone(before);
    const csr = expected.routes.find((r) => r.path === '/corporate-social-responsibility')!;
    csr.blocks = [csr.blocks[1]!, csr.blocks[2]!, csr.blocks[0]!];
    const saved = readFileSync(configFile, 'utf8');
    expect(saved).toBe(formatConfig(expected));
    const section = (JSON.parse(saved) as SiteConfig).routes.find((r) => r.path === '/corporate-social-responsibility')!.blocks[1]!;
    expect((section.props as { content: { id: string }[] }).content.map((b) => b.id)).toEqual(['csr-initiatives', 'csr-impact']);
    expect((await configValidator(root))(JSON.parse(saved))).toEqual([]);
  });
});
