/**
 * The studio edits a page's block tree (against a copy of pages.config.json): a section, columns in
 * it and blocks in the columns are added through the catalogue, which offers only what each slot
 * takes; a block moves between columns by keyboard, announced in the live region; wrap and unwrap
 * keep to the slots' rules; undo and redo step back and forth; a block copied on one page is pasted
 * on another with fresh ids; the preview outlines the nested block selected; and an edit made while
 * the preview goes live reaches the preview.
 */
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStudioOnCopy, seriousAxeViolations, previewFrame, addInStudio } from './harness';

let page: Page;
let close: (() => Promise<void>) | undefined;

const preview = (): Frame => previewFrame(page);
const tree = () => page.getByRole('list', { name: 'Blocks' });
const status = () => page.getByRole('status').textContent();
/** The section the test builds, the page's last block, and a block's select button in it by its label. */
const built = () => tree().locator(':scope > li').last();
const row = (label: RegExp) => built().locator('[data-action="select"]').filter({ hasText: label });
const catalogue = () => page.getByRole('dialog', { name: 'Add a block' });
/** The block types the open catalogue offers. */
async function offered(): Promise<string[]> {
  await catalogue().getByRole('heading', { level: 3 }).first().waitFor();
  return catalogue().getByRole('heading', { level: 3 }).allTextContents();
}
/** The blocks a slot list holds, by type, as the outline lists them. */
const listOf = (name: string) => tree().getByRole('list', { name, exact: true }).locator(':scope > li > .tree-row [data-action="select"]').allTextContents();

describe('the studio edits the block tree', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    ({ page, close } = await openStudioOnCopy('studio-tree'));
  }, 120_000);

  afterAll(() => close?.());

  it('adds a section, columns in it and blocks in the columns, each slot offering only what it takes, and moves one by keyboard', async () => {
    await page.getByRole('button', { name: 'Add block', exact: true }).click();
    // The page's own list takes any block.
    expect(await offered()).toEqual(expect.arrayContaining(['hero', 'section', 'columns', 'rich-text']));
    await catalogue().getByRole('button', { name: 'Add section' }).click();
    await expect.poll(status).toBe('Added a section block.');

    await tree()
      .getByRole('button', { name: /^Expand section/ })
      .click();
    await tree()
      .getByRole('button', { name: /^Add to content of section/ })
      .click();
    const inSection = await offered();
    expect(inSection).toEqual(expect.arrayContaining(['columns', 'rich-text', 'media-text']));
    expect(inSection).not.toContain('section');
    expect(inSection).not.toContain('hero');
    await catalogue().getByRole('button', { name: 'Add columns' }).click();
    await expect.poll(status).toBe('Added a columns block into section › content, position 1 of 1.');

    await tree()
      .getByRole('button', { name: /^Expand columns/ })
      .click();
    await tree()
      .getByRole('button', { name: /^Add to column 1 of columns/ })
      .click();
    const inColumn = await offered();
    expect(inColumn).toContain('rich-text');
    expect(inColumn).not.toContain('columns');
    expect(inColumn).not.toContain('section');
    await catalogue().getByRole('button', { name: 'Add rich-text' }).click();
    await expect.poll(status).toMatch(/^Added a rich-text block into columns.* › column 1, position 1 of 1\.$/);
    expect(await addInStudio(page, /^Add to column 2 of columns/, 'media-text')).toMatch(/› column 2, position 1 of 1\.$/);
    await addInStudio(page, /^Add to column 2 of columns/, 'rich-text');
    await expect.poll(() => listOf('column 2')).toEqual([expect.stringMatching(/^media-text/), expect.stringMatching(/^rich-text/)]);

    // Alt+Up at the top of column 2 goes on to the end of column 1; a screen reader hears where.
    await row(/^media-text/).click();
    await row(/^media-text/).press('Alt+ArrowUp');
    await expect.poll(status).toMatch(/^Moved media-text: .+ into columns.* › column 1, position 2 of 2\.$/);
    expect(await page.getByRole('status').getAttribute('role')).toBe('status');
    expect(await listOf('column 1')).toEqual([expect.stringMatching(/^rich-text/), expect.stringMatching(/^media-text/)]);
    // Focus stays on the moved block, so the keys can be pressed again.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toMatch(/^media-text/);

    // The preview outlines the nested block selected: the media-text inside the columns inside the section.
    await expect
      .poll(
        () =>
          preview().evaluate(() => {
            const el = document.querySelector('[data-studio-selected]');
            return el
              ? [
                  el.getAttribute('data-block'),
                  el.parentElement?.closest('[data-block]')?.getAttribute('data-block'),
                  document.querySelectorAll('[data-studio-selected]').length,
                ]
              : null;
          }),
        { timeout: 20_000 },
      )
      .toEqual(['media-text', 'columns', 1]);
  });

  it('drags a block between columns; and the form of a section leaves its blocks to the outline', async () => {
    const target = built()
      .locator('li')
      .filter({ has: page.locator(':scope > .tree-row', { hasText: /^rich-text/ }) })
      .last();
    await row(/^media-text/).dragTo(target.locator(':scope > .tree-row [data-action="select"]'));
    await expect.poll(status).toMatch(/^Moved media-text: .+ into columns.* › column 2, position 1 of 2\.$/);
    expect(await listOf('column 1')).toEqual([expect.stringMatching(/^rich-text/)]);
    expect(await listOf('column 2')).toEqual([expect.stringMatching(/^media-text/), expect.stringMatching(/^rich-text/)]);
    await built().locator(':scope > .tree-row [data-action="select"]').click();
    const form = page.getByRole('form', { name: /^Properties of section/ });
    await form.getByLabel(/^Spacing/).waitFor();
    expect(await form.getByText(/^Content/).count()).toBe(0);
  });

  it('refuses a wrap the slots forbid, unwraps columns into the section, and undoes and redoes it', async () => {
    await row(/^media-text/).click();
    await page
      .getByRole('toolbar', { name: /^Arrange media-text/ })
      .getByRole('button', { name: 'Wrap in section' })
      .click();
    await expect.poll(status).toMatch(/cannot be wrapped in a section: .*column \d cannot hold a section block\.$/);

    await row(/^columns/).click();
    await page
      .getByRole('toolbar', { name: /^Arrange columns/ })
      .getByRole('button', { name: 'Unwrap' })
      .click();
    await expect.poll(status).toBe('Unwrapped columns: 3 blocks in its place.');
    expect(await listOf('content')).toEqual([expect.stringMatching(/^rich-text/), expect.stringMatching(/^media-text/), expect.stringMatching(/^rich-text/)]);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => listOf('content')).toEqual([expect.stringMatching(/^columns/)]);
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(() => listOf('content')).toHaveLength(3);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => listOf('content')).toHaveLength(1);
    // The studio with the tree open, a block selected and the page beside it.
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('copies the section with its children and pastes it on another page with fresh ids', async () => {
    const section = built().locator(':scope > .tree-row [data-action="select"]');
    await section.click();
    await section.press('Control+c');
    await expect.poll(status).toMatch(/^Copied section/);
    await page
      .getByRole('navigation', { name: 'Outline' })
      .getByRole('button', { name: /^\/corporate-social-responsibility/ })
      .click();
    await expect.poll(() => preview().url(), { timeout: 20_000 }).toContain('corporate-social-responsibility');
    const first = tree().locator(':scope > li > .tree-row [data-action="select"]').first();
    await first.press('Control+v');
    await expect.poll(status).toMatch(/^Pasted section/);
    // In the preview: the pasted section with its columns and their blocks, under ids of their own.
    await expect
      .poll(
        () =>
          preview().evaluate(() => {
            const main = document.querySelector('main')!;
            const pasted = [...main.querySelectorAll('[data-block="section"]')].find((el) => /^section-\d+-2$/.test(el.id));
            return pasted ? [...pasted.querySelectorAll('[data-block]')].map((el) => el.getAttribute('data-block')) : null;
          }),
        { timeout: 20_000 },
      )
      .toEqual(['columns', 'rich-text', 'media-text', 'rich-text']);
    const ids = await preview().evaluate(() => [...document.querySelectorAll('main [data-block] [data-block][id]')].map((el) => el.id));
    expect(ids.filter((id) => /^(rich-text|media-text|columns)-\d+-2$/.test(id)).length).toBeGreaterThan(0);
  });

  it('shows in the preview an edit made while the preview goes live after an earlier one', async () => {
    // Moves in a burst, each clicked once the preview shows the one before (its server markup): the
    // later ones land while the earlier ones' live render is on its way.
    await page
      .getByRole('navigation', { name: 'Outline' })
      .getByRole('button', { name: /^\/corporate-social-responsibility/ })
      .click();
    await expect.poll(() => preview().url(), { timeout: 20_000 }).toContain('corporate-social-responsibility');
    const order = () => preview().evaluate(() => [...document.querySelectorAll('main > [data-block]')].map((el) => el.getAttribute('data-block')));
    const listed = async () => (await tree().locator(':scope > li > .tree-row [data-action="select"]').allTextContents()).map((t) => t.split(':')[0]);
    for (let i = 0; i < 4; i++) {
      const intro = tree()
        .locator(':scope > li')
        .filter({ has: page.locator(':scope > .tree-row', { hasText: /^page-intro/ }) });
      await intro
        .locator(':scope > .tree-row')
        .getByRole('button', { name: i % 2 ? 'Move up' : 'Move down' })
        .click();
      const expected = await listed();
      await expect.poll(order, { timeout: 10_000 }).toEqual(expected);
    }
    // Once live again, the page is the last edit's.
    const live = () =>
      preview().evaluate(() => {
        const el = document.getElementById('root') as (HTMLElement & Record<string, unknown>) | null;
        return Boolean(el && Object.keys(el).some((k) => k.startsWith('__reactContainer$') && el[k]));
      });
    await expect.poll(live, { timeout: 10_000 }).toBe(true);
    expect(await order()).toEqual(await listed());
  });
});
