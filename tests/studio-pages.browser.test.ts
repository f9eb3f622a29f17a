/**
 * A marketer builds a new page alone, in the studio, and puts it live: a site server of its own
 * over the production build (a config store in a temp folder, a publish token) and `npm run studio`
 * pointed at it, editing a copy of pages.config.json. The page is added with English and Arabic
 * titles, described in both, put in the Resources menu and published: the live site renders it on
 * the server in both languages and the menu links to it. Laid out in the studio's tree (a section
 * holding two columns, a text and a picture, with the contact form copied from /contact below it)
 * and its text translated, it is published: the Arabic page mirrors its columns. Renamed and published again, its old
 * address answers 301 with the new one and the menu follows. Deleting it is refused while the menu
 * links to it, naming the place.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addInStudio, seriousAxeViolations, startStudioPublishing } from './harness';

let studio: Awaited<ReturnType<typeof startStudioPublishing>>;
let site: Awaited<ReturnType<typeof startStudioPublishing>>['site'];
let page: Page;

const routes = () => page.getByRole('list', { name: 'Routes' });
const status = () => page.getByRole('banner').getByRole('status');
const settings = () => page.getByRole('form', { name: 'Page settings' });
const tree = () => page.getByRole('list', { name: 'Blocks' });
const html = async (path: string) => {
  const res = await fetch(`${site.url}${path}`, { redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location'), body: await res.text() };
};
const metaOf = (body: string, name: string) => new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)">`).exec(body)?.[1];
/** The links of the header's Resources menu (its label in the page's language), as the server wrote them. */
const resourcesLinks = (body: string, label = 'RESOURCES') =>
  [...(new RegExp(`>${label}</span>[\\s\\S]*?<ul class="dropdown-cards">([\\s\\S]*?)</ul>`).exec(body)?.[1] ?? '').matchAll(/href="([^"]+)"/g)].map(
    (m) => m[1],
  );

/** Publish… → Publish now, waiting for the site to say it is live. */
async function publish(expected: string) {
  await page.getByRole('button', { name: 'Publish…' }).click();
  const dialog = page.getByRole('dialog', { name: `Publish to ${site.url}` });
  await expect.poll(() => dialog.getByLabel('Diff').textContent(), { timeout: 20_000 }).toContain(expected);
  await dialog.getByLabel('Message').fill(`pages: ${expected}`);
  await dialog.getByRole('button', { name: 'Publish now' }).click();
  await expect.poll(() => dialog.getByRole('status').textContent(), { timeout: 20_000 }).toMatch(/^Published version [0-9a-f]{12}: live on /);
  await dialog.getByRole('button', { name: 'Close' }).click();
}

describe('a marketer adds, publishes and renames a page in the studio', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    studio = await startStudioPublishing('studio-pages-');
    ({ site, page } = studio);
  }, 120_000);

  afterAll(async () => {
    await studio?.close();
  });

  it('adds /middle-east-expo from the keyboard, with titles and descriptions in English and Arabic, and puts it in the Resources menu', async () => {
    expect((await html('/middle-east-expo')).status).toBe(404);
    const addButton = routes().locator('..').getByRole('button', { name: 'Add a page…' });
    const dialog = page.getByRole('dialog', { name: 'Add a page' });
    // Escape closes the dialog and gives the focus back to its button, which Enter opens again.
    await addButton.click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => addButton.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await dialog.count()).toBe(0);
    await page.keyboard.press('Enter');
    // The dialog opens on its first field; everything is typed and chosen from the keyboard.
    const path = dialog.getByLabel('Path');
    await expect.poll(() => path.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('middle east expo');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Middle East Expo');
    await dialog.getByLabel('Title (العربية)').focus();
    await page.keyboard.type('معرض الشرق الأوسط');
    await dialog.getByLabel('Start with').focus();
    await dialog.getByRole('button', { name: 'Add page' }).press('Enter');
    // A malformed path: refused at the field, its message tied to it, the focus on it.
    const problem = dialog.locator('#new-page-path-error');
    await expect.poll(() => problem.textContent()).toMatch(/^Use a path like "\/middle-east-expo"/);
    expect(await path.getAttribute('aria-invalid')).toBe('true');
    expect(await path.getAttribute('aria-describedby')).toContain('new-page-path-error');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await path.fill('/middle-east-expo');
    await path.press('Enter');

    await expect.poll(() => status().textContent()).toMatch(/^Added the page \/middle-east-expo\./);
    expect(await dialog.count()).toBe(0);
    // The outline has it, chosen.
    const item = routes().getByRole('button', { name: /^\/middle-east-expo / });
    await expect.poll(() => item.getAttribute('aria-current')).toBe('true');
    expect(await page.getByRole('region', { name: 'Page /middle-east-expo' }).count()).toBe(1);

    const description = () => settings().getByRole('textbox', { name: /^Description/ });
    await description().fill('Meet Voltline at the Middle East Expo.');
    await page.getByRole('banner').getByLabel('Language').selectOption('ar');
    await description().fill('قابلوا Voltline في معرض الشرق الأوسط.');
    await page.getByRole('banner').getByLabel('Language').selectOption('en');

    const menus = page.getByRole('region', { name: 'In the menus' });
    await menus.getByLabel('Menu', { exact: true }).selectOption({ label: 'Header › nav › RESOURCES' });
    expect(await menus.getByLabel('Menu label (English)').inputValue()).toBe('Middle East Expo');
    expect(await menus.getByLabel('Menu label (العربية)').inputValue()).toBe('معرض الشرق الأوسط');
    await menus.getByRole('button', { name: 'Add to menu' }).click();
    await expect.poll(() => status().textContent()).toBe('Added /middle-east-expo to Header › nav › RESOURCES.');
    const links = menus.getByRole('list', { name: 'Menu links to this page' }).getByRole('listitem');
    await expect.poll(() => links.allTextContents()).toEqual([expect.stringMatching(/^Header › nav › RESOURCES › Middle East Expo \(3 of 3\)/)]);
    // Moved first, then back last, through the undo history.
    await links.first().getByRole('button', { name: 'Move up in Header › nav › RESOURCES' }).click();
    await expect.poll(() => links.allTextContents()).toEqual([expect.stringContaining('(2 of 3)')]);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => links.allTextContents()).toEqual([expect.stringContaining('(3 of 3)')]);
    // The build's validator has nothing to say.
    await expect.poll(() => page.getByText(/problems? in the config$/).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('lays it out with a section holding two columns (a text, a picture) and the contact form below, translates the text into Arabic, and publishes it', async () => {
    // The page is blank: a section, columns in it, and a block in each column, from the catalogue.
    expect(await addInStudio(page, 'Add block', 'section')).toBe('Added a section block.');
    await tree()
      .getByRole('button', { name: /^Expand section/ })
      .click();
    expect(await addInStudio(page, /^Add to content of section/, 'columns')).toBe('Added a columns block into section › content, position 1 of 1.');
    await tree()
      .getByRole('button', { name: /^Expand columns/ })
      .click();
    expect(await addInStudio(page, /^Add to column 1 of columns/, 'rich-text')).toMatch(/› column 1, position 1 of 1\.$/);
    expect(await addInStudio(page, /^Add to column 2 of columns/, 'media-text')).toMatch(/› column 2, position 1 of 1\.$/);

    // The text's heading in English, then in Arabic: the studio's language decides which one the field edits.
    await tree()
      .locator('[data-action="select"]')
      .filter({ hasText: /^rich-text/ })
      .click();
    const heading = () =>
      page
        .getByRole('main', { name: 'Inspector' })
        .getByLabel(/^Heading/)
        .first();
    await heading().fill('Meet us at stand H4');
    await page.getByRole('banner').getByLabel('Language').selectOption('ar');
    await heading().fill('قابلونا في الجناح H4');
    await page.getByRole('banner').getByLabel('Language').selectOption('en');

    // The contact form, copied from /contact and pasted after the section.
    await routes()
      .getByRole('button', { name: /^\/contact / })
      .click();
    const form = tree()
      .locator('[data-action="select"]')
      .filter({ hasText: /^form-wizard/ });
    await form.click();
    await form.press('Control+c');
    await expect.poll(() => status().textContent()).toMatch(/^Copied form-wizard/);
    await routes()
      .getByRole('button', { name: /^\/middle-east-expo / })
      .click();
    const section = tree().locator(':scope > li > .tree-row [data-action="select"]').first();
    await section.click();
    await section.press('Control+v');
    await expect.poll(() => status().textContent()).toMatch(/^Pasted form-wizard/);
    // The build's check follows each edit once they pause: the section's problems (a column still empty) clear with it.
    const topLevel = async () => (await tree().locator(':scope > li > .tree-row [data-action="select"]').allTextContents()).map((t) => t.split(':')[0]);
    await expect.poll(topLevel, { timeout: 10_000 }).toEqual(['section', 'form-wizard']);
    await expect.poll(() => page.getByText(/problems? in the config$/).count()).toBe(0);

    await publish('"path": "/middle-east-expo"');
    const en = await html('/middle-east-expo');
    expect(en.status).toBe(200);
    expect(en.body).toMatch(/<html lang="en" dir="ltr"/);
    expect(en.body).toContain('<title>Middle East Expo</title>');
    expect(metaOf(en.body, 'description')).toBe('Meet Voltline at the Middle East Expo.');
    expect(metaOf(en.body, 'og:description')).toBe('Meet Voltline at the Middle East Expo.');
    const ar = await html('/ar/middle-east-expo');
    expect(ar.status).toBe(200);
    expect(ar.body).toMatch(/<html lang="ar" dir="rtl"/);
    expect(ar.body).toContain('<title>معرض الشرق الأوسط</title>');
    expect(metaOf(ar.body, 'description')).toBe('قابلوا Voltline في معرض الشرق الأوسط.');
    expect(resourcesLinks(en.body)).toEqual(['/blogs', '/newsroom', '/middle-east-expo']);
    expect(resourcesLinks(ar.body, 'الموارد')).toEqual(['/ar/blogs', '/ar/newsroom', '/ar/middle-east-expo']);
    // Rendered on the server: the section holding the columns, the text and the picture in them, the form below
    // (the page's own blocks: the footer's sign-up is a form too).
    const blocksIn = (body: string) =>
      [...(/<main[\s\S]*<\/main>/.exec(body)?.[0] ?? '').matchAll(/data-block="([a-z-]+)"/g)]
        .map((m) => m[1])
        .filter((t) => ['section', 'columns', 'rich-text', 'media-text', 'form-wizard'].includes(t!));
    expect(blocksIn(en.body)).toEqual(['section', 'columns', 'rich-text', 'media-text', 'form-wizard']);
    expect(en.body).toContain('Meet us at stand H4');
    expect(ar.body).toContain('قابلونا في الجناح H4');
    // In Arabic, right to left, the first column (the text) is on the right.
    const visitor = await page
      .context()
      .browser()!
      .newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await visitor.goto(`${site.url}/ar/middle-east-expo`);
      const lefts = await visitor.locator('[data-block="columns"] .columns-column').evaluateAll((cols) => cols.map((c) => c.getBoundingClientRect().left));
      expect(lefts).toHaveLength(2);
      expect(lefts[0]!).toBeGreaterThan(lefts[1]!);
      expect(await visitor.locator('main [data-block="form-wizard"] form').count()).toBe(1);
    } finally {
      await visitor.close();
    }
  });

  it('renames it to /expo-2027 and publishes: the old address answers 301 with the new one, in every language, and the menu follows', async () => {
    const rename = page.getByRole('form', { name: 'Rename the page' });
    await rename.getByLabel('Path').fill('/expo-2027');
    await rename.getByRole('button', { name: 'Rename' }).click();
    await expect
      .poll(() => status().textContent())
      .toBe('Renamed /middle-east-expo to /expo-2027: 1 link follows, and /middle-east-expo answers with a permanent redirect (301).');
    await expect
      .poll(() =>
        routes()
          .getByRole('button', { name: /^\/expo-2027 / })
          .getAttribute('aria-current'),
      )
      .toBe('true');
    expect(
      await routes()
        .getByRole('button', { name: /^\/middle-east-expo / })
        .count(),
    ).toBe(0);

    await publish('"to": "/expo-2027"');
    const moved = await html('/middle-east-expo');
    expect(moved.status).toBe(301);
    expect(moved.location).toBe('/expo-2027');
    const movedAr = await html('/ar/middle-east-expo?utm_source=mail');
    expect(movedAr.status).toBe(301);
    expect(movedAr.location).toBe('/ar/expo-2027?utm_source=mail');
    const now = await html('/expo-2027');
    expect(now.status).toBe(200);
    expect(now.body).toContain('<title>Middle East Expo</title>');
    expect(resourcesLinks(now.body)).toEqual(['/blogs', '/newsroom', '/expo-2027']);
    expect(now.body).not.toContain('href="/middle-east-expo"');
  });

  it('refuses to delete the page while the menu links to it, naming the place; once removed from the menu, it deletes it and undo brings it back', async () => {
    await page.getByRole('button', { name: 'Delete page' }).click();
    const refusal = page.getByRole('alert');
    await expect.poll(() => refusal.textContent()).toContain('/expo-2027 is still linked from Header › nav › RESOURCES › Middle East Expo');
    expect(await refusal.getByRole('list', { name: 'Links to this page' }).textContent()).toContain('header.nav[5].dropdown.links[2].href');
    expect(await status().textContent()).toBe('Cannot delete /expo-2027: 1 link points to it, listed under Delete page.');

    await page.getByRole('region', { name: 'In the menus' }).getByRole('button', { name: 'Remove from Header › nav › RESOURCES' }).click();
    await page.getByRole('button', { name: 'Delete page' }).click();
    await expect.poll(() => status().textContent()).toBe('Deleted /expo-2027. Undo brings it back.');
    expect(
      await routes()
        .getByRole('button', { name: /^\/expo-2027 / })
        .count(),
    ).toBe(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect
      .poll(() =>
        routes()
          .getByRole('button', { name: /^\/expo-2027 / })
          .count(),
      )
      .toBe(1);
  });
});
