/**
 * The Spanish and Arabic pages in Chromium: the language switcher without script, the forms'
 * messages in each language, no serious axe violation on Arabic pages at a phone and a desktop
 * width, and the Arabic home and contact pages mirrored. Their screenshots are written to docs/
 * and shown in the README: retaken there with UPDATE_SCREENSHOTS=1, checked in a temporary folder otherwise.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { FormWizardProps } from '../src/blocks/form-wizard/schema';
import { configIn } from '../src/test/config';
import { browserForFile, DESKTOP, hasHorizontalOverflow, openTab, PHONE, screenshotDir, seriousAxeViolations, visitEach } from './harness';

const docs = screenshotDir(fileURLToPath(new URL('../docs/', import.meta.url)));

const browser = browserForFile();

/** A form's props as the page in that language has them. */
function formIn(code: string, id: string): FormWizardProps {
  const config = configIn(code);
  const block = [...config.footer.blocks, ...config.routes.flatMap((r) => r.blocks)].find((b) => b.type === 'form-wizard' && b.id === id);
  return block!.props as FormWizardProps;
}

const htmlAttributes = (page: Page) => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);

describe('the language switcher', () => {
  it('without script: /projects?page=2 links to /es/projects?page=2, and from there to the Arabic page, right to left', async () => {
    const tab = await openTab(browser(), { javaScriptEnabled: false, viewport: DESKTOP });
    try {
      const { page } = await tab.visit('/projects?page=2');
      const spanish = page.locator('.language-switcher').getByRole('link', { name: 'Español' });
      expect(await spanish.getAttribute('href')).toBe('/es/projects?page=2');
      await spanish.click();
      await page.waitForURL(/\/es\/projects\?page=2/);
      expect(await htmlAttributes(page)).toEqual(['es', 'ltr']);
      const arabic = page.locator('.language-switcher').getByRole('link', { name: 'العربية' });
      expect(await arabic.getAttribute('href')).toMatch(/^\/ar\/projects\?page=2/);
      await arabic.click();
      await page.waitForURL(/\/ar\/projects\?page=2/);
      expect(await htmlAttributes(page)).toEqual(['ar', 'rtl']);
      // The words the page draws itself are Arabic too: the pagination's steps and page names.
      const pages = page.getByRole('navigation', { name: 'صفحات المشاريع' });
      expect(await pages.getByRole('link', { name: 'السابق' }).getAttribute('href')).toBe('/ar/projects');
      expect(await pages.getByRole('link', { name: 'الصفحة 1' }).getAttribute('href')).toBe('/ar/projects');
      expect(await pages.getByRole('button', { name: 'الصفحة 2' }).getAttribute('aria-current')).toBe('page');
      expect(await page.getByRole('link', { name: 'الصفحة الرئيسية لـ Voltline' }).count()).toBe(2);
      expect(await page.getByText(/^(Previous|Next)$/).count()).toBe(0);
    } finally {
      await tab.close();
    }
  });
});

describe('the words a page draws itself', () => {
  it("the Arabic home names its sliders' arrows, its loading bar and its navigation in Arabic", async () => {
    const tab = await openTab(browser(), { viewport: PHONE });
    try {
      const { page } = await tab.visit('/ar/');
      const featured = page.locator('#featured-projects');
      expect(await featured.getByRole('button', { name: 'الشريحة السابقة' }).count()).toBe(1);
      expect(await featured.getByRole('button', { name: 'الشريحة التالية' }).count()).toBe(1);
      expect(await page.getByRole('button', { name: /slide$/ }).count()).toBe(0);
      expect(await page.locator('nav.main-nav').getAttribute('aria-label')).toBe('الرئيسية');
      expect(await page.locator('.loading-bar').getAttribute('aria-label')).toBe('جارٍ تحميل الصفحة');
    } finally {
      await tab.close();
    }
  });
});

describe("forms in the page's language", () => {
  it('the contact form and the footer sign-up give their messages in Spanish and in Arabic', async () => {
    const tab = await openTab(browser(), { viewport: DESKTOP });
    try {
      for (const code of ['es', 'ar']) {
        const contact = formIn(code, 'contact-form');
        const newsletter = formIn(code, 'newsletter');
        const { page, errors } = await tab.visit(`/${code}/contact`);
        const contactForm = page.getByRole('form', { name: contact.name });
        await contactForm.getByRole('button', { name: contact.submit.labels.idle }).click();
        const nameRule = contact.sections[0]!.fields.find((f) => f.name === 'name')!;
        const required = 'rules' in nameRule ? nameRule.rules?.find((r) => r.rule === 'required')?.message : undefined;
        expect(required).toBeTruthy();
        await contactForm.getByText(required!).waitFor();

        const footerForm = page.getByRole('form', { name: newsletter.name });
        await footerForm.getByRole('textbox').fill('nope');
        await footerForm.getByRole('button', { name: newsletter.submit.labels.idle }).click();
        const email = newsletter.sections[0]!.fields[0]!;
        const pattern = 'rules' in email ? email.rules?.find((r) => r.rule === 'pattern')?.message : undefined;
        expect(pattern).toBeTruthy();
        await footerForm.getByText(pattern!).waitFor();
        expect(errors).toEqual([]);
      }
    } finally {
      await tab.close();
    }
  });
});

describe.each([
  { name: '390', viewport: PHONE },
  { name: '1440', viewport: DESKTOP },
])('Arabic pages at $name px', { timeout: 180_000 }, ({ name, viewport }) => {
  it('pass axe (serious, critical), fit the width and mirror: the logo on the right; home and contact captured', async () => {
    const problems: string[] = [];
    const shots: Record<string, string> = { '/ar/': `ar-home-${name}.png`, '/ar/contact': `ar-contact-${name}.png` };
    await visitEach(
      browser(),
      ['/ar/', '/ar/contact', '/ar/projects', '/ar/vendor-registration'],
      (path) => path,
      async ({ page, errors }, path) => {
        await page.locator('main.page:not(.page-loading)').waitFor();
        await page
          .waitForFunction(() => document.querySelectorAll('main [data-skeleton]').length === 0, null, { timeout: 15_000 })
          .catch(() => problems.push(`${path}: skeletons still showing`));
        if ((await htmlAttributes(page)).join() !== 'ar,rtl') problems.push(`${path}: not lang=ar dir=rtl`);
        if (await hasHorizontalOverflow(page)) problems.push(`${path}: scrolls sideways`);
        if (errors.length) problems.push(`${path}: console errors ${JSON.stringify(errors)}`);
        const logo = await page.locator('header .logo').first().boundingBox();
        if (!logo || logo.x + logo.width / 2 < viewport.width / 2) problems.push(`${path}: the logo is not on the right`);
        for (const v of await seriousAxeViolations(page)) problems.push(`${path}: axe ${v.impact} ${v.id} (${v.help}) at ${v.nodes.slice(0, 3).join(', ')}`);
        const shot = shots[path];
        if (shot) {
          await page.evaluate(() => document.fonts.ready);
          const file = join(docs, shot);
          await page.screenshot({ path: file });
          // A page, not a blank box.
          const { channels } = await sharp(file).stats();
          if (!channels.slice(0, 3).every((c) => c.stdev > 15)) problems.push(`${path}: the screenshot is nearly blank`);
        }
      },
      { viewport },
    );
    expect(problems).toEqual([]);
  });
});

describe('the top strip on a phone', () => {
  it('at 390 px holds every link whole on one line, in English, Spanish and Arabic', async () => {
    const problems: string[] = [];
    await visitEach(
      browser(),
      ['/', '/es/', '/ar/'],
      (path) => path,
      async ({ page }, path) => {
        const strip = await page.locator('.top-strip').boundingBox();
        const links = await page.locator('.top-strip a').evaluateAll((as) =>
          as.map((a) => {
            const box = a.getBoundingClientRect();
            return { text: a.textContent ?? '', left: box.left, right: box.right, top: box.top, bottom: box.bottom, lines: a.getClientRects().length };
          }),
        );
        expect(links.length).toBe(5);
        for (const l of links) {
          const inside = !!strip && l.left >= strip.x - 0.5 && l.right <= strip.x + strip.width + 0.5 && l.bottom <= strip.y + strip.height + 0.5;
          if (!inside || l.lines !== 1) problems.push(`${path}: "${l.text}" ${l.lines} line(s), x ${l.left}–${l.right}, bottom ${l.bottom}`);
        }
        if (await hasHorizontalOverflow(page)) problems.push(`${path}: scrolls sideways`);
      },
      { viewport: PHONE },
    );
    expect(problems).toEqual([]);
  });
});

describe("the API's content in the page's language", () => {
  it('the Spanish blog, a Spanish post and the Arabic newsroom show their titles and body in that language', async () => {
    const tab = await openTab(browser(), { viewport: DESKTOP });
    try {
      const blogs = (await tab.visit('/es/blogs')).page;
      await blogs.getByRole('heading', { name: 'Por qué los corredores de 765 kV son clave para la transición energética de la India' }).first().waitFor();
      const post = (await tab.visit('/es/blogs/why-765-kv-corridors-matter-for-india-s-energy-transition')).page;
      await post.getByRole('heading', { name: 'Lo que aprendimos' }).waitFor();
      await post.getByRole('cell', { name: 'Tasa de retrabajo' }).waitFor();
      const news = (await tab.visit('/ar/newsroom')).page;
      await news.getByRole('heading', { name: 'تفوز Voltline بأول عقد لخط نقل بجهد 765 كيلوفولت' }).first().waitFor();
      expect(await news.getByText('Voltline Wins Its First 765 kV Transmission Line Contract').count()).toBe(0);
      // A date the API sends as text reads as sent, left to right: its day is drawn left of its year.
      const [day, year] = await news
        .locator('.news-feature-date')
        .first()
        .evaluate((el) => {
          const text = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && /\d{4}/.test(n.textContent ?? ''))!;
          const words = text.textContent!;
          const at = (from: number, to: number) => {
            const range = document.createRange();
            range.setStart(text, from);
            range.setEnd(text, to);
            return range.getBoundingClientRect().left;
          };
          return [at(0, words.indexOf(' ')), at(words.lastIndexOf(' ') + 1, words.length)];
        });
      expect(day).toBeLessThan(year!);
    } finally {
      await tab.close();
    }
  });
});
