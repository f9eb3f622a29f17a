/**
 * Translating in the studio, against a copy of pages.config.json: a translator picks Spanish,
 * edits the hero's Spanish headline (the preview shows it; the saved file keeps the English
 * and Arabic ones), sees the page mirrored in Arabic, finds a removed translation in the
 * missing translations list, and adds a language from the Site settings.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configValidator } from '../tooling/config-check';
import { fallingBack } from '../src/engine/config/locales';
import type { SiteConfig } from '../src/engine/types';
import { formatConfig } from '../studio/shared/format';
import { openStudioOnCopy, seriousAxeViolations, previewFrame } from './harness';

const root = process.cwd();
const original = readFileSync(join(root, 'pages.config.json'), 'utf8');
const headlineOf = (config: SiteConfig) => config.routes.find((r) => r.path === '/')!.blocks.find((b) => b.id === 'hero')!.props as { headline: unknown };
const englishHeadline = (headlineOf(JSON.parse(original) as SiteConfig).headline as Record<string, string>).en!;
let configFile: string;
let page: Page;
let close: (() => Promise<void>) | undefined;

const preview = (): Frame => previewFrame(page);
/** The hero's headline as the preview shows it, and the page's language and direction. */
const shown = () =>
  preview().evaluate(() => ({
    headline: document.getElementById('hero-headline')?.textContent?.trim(),
    lang: document.documentElement.lang,
    dir: document.documentElement.dir || 'ltr',
  }));
const language = () => page.getByRole('banner').getByLabel('Language');
const headline = () => page.getByLabel(/^Headline/);
const missing = () => page.getByRole('list', { name: 'Missing translations' });
const selectHero = () =>
  page
    .getByRole('list', { name: 'Blocks' })
    .getByRole('button', { name: /^hero:/ })
    .click();

describe('translating in the studio', { timeout: 90_000 }, () => {
  beforeAll(async () => {
    ({ page, configFile, close } = await openStudioOnCopy('studio-locales'));
  }, 120_000);

  afterAll(() => close?.());

  it("edits the Spanish headline: the preview shows it, and the saved file keeps the other languages' texts", async () => {
    expect(await language().locator('option').allTextContents()).toEqual(['English', 'Español', 'العربية']);
    await language().selectOption('es');
    await expect.poll(shown).toEqual({ headline: 'Pioneros en EPC de vanguardia', lang: 'es', dir: 'ltr' });
    await selectHero();
    expect(await headline().inputValue()).toBe('Pioneros en EPC de vanguardia');
    await headline().fill('Pioneros del EPC de 765 kV');
    await expect.poll(shown, { timeout: 10_000 }).toMatchObject({ headline: 'Pioneros del EPC de 765 kV' });

    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Review changes to pages.config.json' });
    await dialog.getByRole('button', { name: 'Write pages.config.json' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Saved pages.config.json.');
    const expected = JSON.parse(original) as SiteConfig;
    const hero = headlineOf(expected);
    hero.headline = { ...(hero.headline as Record<string, string>), es: 'Pioneros del EPC de 765 kV' };
    const saved = readFileSync(configFile, 'utf8');
    expect(saved).toBe(formatConfig(expected));
    expect((headlineOf(JSON.parse(saved) as SiteConfig).headline as Record<string, string>).en).toBe(englishHeadline);
    expect((await configValidator(root))(JSON.parse(saved))).toEqual([]);
  });

  it('shows the page in Arabic, mirrored', async () => {
    await language().selectOption('ar');
    await expect.poll(shown).toEqual({ headline: 'رواد الهندسة والتوريد والإنشاء المتطورة', lang: 'ar', dir: 'rtl' });
    await selectHero();
    expect(await headline().getAttribute('dir')).toBe('rtl');
    // The frame's first paint, before its script runs, is mirrored too.
    const html = await (await page.request.get(new URL('/preview?path=%2F&locale=ar', page.url()).href)).text();
    expect(html).toMatch(/^<!doctype html>\s*<html lang="ar" dir="rtl">/i);
    expect(html).toContain('رواد الهندسة والتوريد والإنشاء المتطورة');
  });

  it('lists a removed translation as missing, shows what it falls back to, and opens it from the list', async () => {
    await language().selectOption('es');
    await expect.poll(() => page.getByText(/^Missing translations \(Español\): /).textContent()).toBe('Missing translations (Español): 0');
    await selectHero();
    await headline().fill('');
    expect(await headline().getAttribute('placeholder')).toBe(englishHeadline);
    await expect.poll(() => page.getByText('No text in Español yet: falls back to English.').count()).toBe(1);
    await expect.poll(() => missing().getByRole('button').allTextContents()).toEqual([expect.stringContaining('routes[0].blocks[0].props.headline')]);
    expect(await missing().getByRole('button').textContent()).toContain('Español falls back to English');
    await expect.poll(shown, { timeout: 10_000 }).toMatchObject({ headline: englishHeadline, lang: 'es' });

    // From elsewhere in the site, the entry opens the hero's form at its headline.
    await page.getByRole('list', { name: 'Routes' }).getByRole('button', { name: 'Footer' }).click();
    await missing().getByRole('button').click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('f-props-headline');
    expect(await page.getByRole('form', { name: /^Properties of hero/ }).count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('adds a language from the Site settings: checked, then in the picker with every text to translate listed', async () => {
    await page.getByRole('list', { name: 'Routes' }).getByRole('button', { name: 'Site' }).click();
    const form = page.getByRole('form', { name: 'Add a language' });
    await form.getByLabel(/^Language code/).fill('es');
    await form.getByLabel(/^Name in that language/).fill('Español');
    await form.getByRole('button', { name: 'Add language' }).click();
    expect(await form.getByLabel(/^Language code/).getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByText('The site already has the locale "es".').count()).toBe(1);

    await form.getByLabel(/^Language code/).fill('fr');
    await form.getByLabel(/^Name in that language/).fill('Français');
    await form.getByRole('button', { name: 'Add language' }).click();
    expect(await language().locator('option').allTextContents()).toEqual(['English', 'Español', 'العربية', 'Français']);
    expect(await language().inputValue()).toBe('fr');
    // Every translated text of the site, as `npm run check:config -- --locale fr` would list them.
    const config = JSON.parse(readFileSync(configFile, 'utf8')) as SiteConfig;
    config.site.locales = [...config.site.locales!, { code: 'fr', label: 'Français', dir: 'ltr', fallback: 'en' }];
    const all = fallingBack(config, 'fr').length;
    expect(all).toBeGreaterThan(20);
    await expect.poll(() => page.getByText(/^Missing translations \(Français\): /).textContent()).toBe(`Missing translations (Français): ${all}`);
    expect(await missing().getByRole('button').count()).toBe(all);
    await expect.poll(shown).toMatchObject({ headline: englishHeadline, lang: 'fr', dir: 'ltr' });
  });
});
