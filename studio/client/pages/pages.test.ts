// @vitest-environment node
/**
 * The studio's page edits over the site's own pages.config.json, each result held to the build's
 * validator: a new page (blank or a copy), a duplicate, a rename whose links and redirects follow,
 * a deletion refused while something links to the page, and the page's places in the menus.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { allBlocks } from '../../../src/engine/config/tree';
import type { SiteConfig } from '../../../src/engine/types';
import { rawConfig } from '../../../src/test/config';
import { configValidator } from '../../../tooling/config-check';
import { editorOf, editorReducer } from '../editor';
import {
  addPage,
  addToMenu,
  deletePage,
  draftProblems,
  duplicatePage,
  linksTo,
  menuEntries,
  menusOf,
  moveInMenu,
  removeFromMenu,
  renamePage,
  type Deleted,
  type Renamed,
} from './pages';

let validate: (config: unknown) => string[];
beforeAll(async () => {
  validate = await configValidator(process.cwd());
}, 60_000);

const indexOf = (config: SiteConfig, path: string) => config.routes.findIndex((r) => r.path === path);
const resources = (config: SiteConfig) => menusOf(config).find((m) => m.name === 'Header › nav › RESOURCES')!.spot;

function renamed(result: Renamed): SiteConfig {
  if ('refused' in result) throw new Error(result.refused);
  return result.config;
}
function deleted(result: Deleted): SiteConfig {
  if ('refused' in result) throw new Error(result.refused);
  return result.config;
}

/** The site with /middle-east-expo added blank, titled in English and Arabic, and linked from the Resources menu. */
function withExpo(): SiteConfig {
  const start = rawConfig();
  const { config } = addPage(start, { path: '/middle-east-expo', titles: { en: 'Middle East Expo', es: '', ar: 'معرض الشرق الأوسط' }, copyOf: null });
  return addToMenu(config, resources(config), '/middle-east-expo', { en: 'Expo', ar: 'المعرض' });
}

describe('adding a page', () => {
  it('checks the path and the default title, by field', () => {
    const config = rawConfig();
    expect(draftProblems(config, { path: 'expo', titles: { en: 'Expo' }, copyOf: null })).toEqual({
      path: expect.stringMatching(/^Use a path like "\/middle-east-expo"/),
    });
    expect(draftProblems(config, { path: '/contact', titles: { ar: 'اتصل' }, copyOf: null })).toEqual({
      path: '/contact is already a page: Contact Us | {productName}.',
      'title-en': 'Give the page a title in English: the other languages fall back to it.',
    });
    // {brand} counts as the brand: /voltline-story is taken.
    expect(draftProblems(config, { path: '/voltline-story', titles: { en: 'X' }, copyOf: null }).path).toMatch(/already a page/);
    expect(draftProblems(config, { path: '/middle-east-expo', titles: { en: 'Expo' }, copyOf: null })).toEqual({});
  });

  it('adds a blank page last, its title one text per language given, and the config stays valid', () => {
    const before = rawConfig();
    const { config, index } = addPage(before, { path: '/middle-east-expo', titles: { en: 'Middle East Expo', es: '', ar: 'معرض الشرق الأوسط' }, copyOf: null });
    expect(index).toBe(before.routes.length);
    expect(config.routes[index]).toEqual({ path: '/middle-east-expo', title: { en: 'Middle East Expo', ar: 'معرض الشرق الأوسط' }, blocks: [] });
    expect(addPage(before, { path: '/x', titles: { en: 'X', ar: ' ' }, copyOf: null }).config.routes[index]!.title).toBe('X');
    expect(validate(config)).toEqual([]);
    expect(before.routes).toHaveLength(index);
  });

  it("starts from a copy of another page's blocks with ids of their own, unused anywhere, and templates naming the copies", () => {
    const before = rawConfig();
    const from = indexOf(before, '/newsroom');
    const source = before.routes[from]!;
    const { config, index } = addPage(before, { path: '/press', titles: { en: 'Press' }, copyOf: from });
    const copy = config.routes[index]!;
    expect(copy.blocks.map((b) => b.type)).toEqual(source.blocks.map((b) => b.type));
    const sourceIds = allBlocks(source.blocks).flatMap((b) => (b.id ? [b.id] : []));
    const copyIds = allBlocks(copy.blocks).flatMap((b) => (b.id ? [b.id] : []));
    expect(copyIds).toHaveLength(sourceIds.length);
    expect(copyIds.filter((id) => sourceIds.includes(id))).toEqual([]);
    expect(validate(config)).toEqual([]);
  });

  it('gives a redirected address back to a new page there', () => {
    const moved = renamed(renamePage(withExpo(), indexOf(withExpo(), '/middle-east-expo'), '/expo-2027'));
    expect(moved.redirects).toEqual([{ from: '/middle-east-expo', to: '/expo-2027' }]);
    const { config } = addPage(moved, { path: '/middle-east-expo', titles: { en: 'Again' }, copyOf: null });
    expect(config.redirects).toBeUndefined();
    expect(validate(config)).toEqual([]);
  });
});

describe('duplicating a page', () => {
  it('copies it whole after itself at a free "-copy" path, with fresh block ids', () => {
    const before = rawConfig();
    const from = indexOf(before, '/contact');
    const result = duplicatePage(before, from);
    if ('refused' in result) throw new Error(result.refused);
    const copy = result.config.routes[result.index]!;
    expect(result.index).toBe(from + 1);
    expect(copy.path).toBe('/contact-copy');
    expect(copy.title).toEqual(before.routes[from]!.title);
    expect(validate(result.config)).toEqual([]);
    const again = duplicatePage(result.config, from);
    expect('refused' in again ? again.refused : again.config.routes[again.index]!.path).toBe('/contact-copy-2');
  });

  it('refuses a page with a parameter', () => {
    expect(duplicatePage(rawConfig(), indexOf(rawConfig(), '/projects/:slug'))).toEqual({
      refused: expect.stringMatching(/^\/projects\/:slug has a parameter/),
    });
  });
});

describe('renaming a page', () => {
  it('moves every link to it (the menu, a block prop, with a query or an anchor), and the old path redirects to the new', () => {
    const start = withExpo();
    const at = indexOf(start, '/middle-east-expo');
    // A block prop elsewhere links to it, with an anchor.
    const home = indexOf(start, '/');
    const hero = structuredClone(start.routes[home]!.blocks[0]!);
    hero.props = { ...hero.props, button: { label: 'Expo', href: '/middle-east-expo#register' } };
    const withHero = { ...start, routes: start.routes.map((r, i) => (i === home ? { ...r, blocks: [hero, ...r.blocks.slice(1)] } : r)) };
    const linked = addToMenu(withHero, { kind: 'topStrip' }, '/middle-east-expo?from=strip', { en: 'Expo' });

    const result = renamePage(linked, at, '/expo-2027');
    if ('refused' in result) throw new Error(result.refused);
    const { config } = result;
    expect(result.links).toBe(3);
    expect(config.header.topStrip.at(-1)!.href).toBe('/expo-2027?from=strip');
    expect(config.routes[at]!.path).toBe('/expo-2027');
    expect(menuEntries(config, '/expo-2027')).toEqual([
      { spot: { kind: 'topStrip' }, name: 'Header › top strip', index: 3, count: 4, label: 'Expo' },
      { spot: resources(config), name: 'Header › nav › RESOURCES', index: 2, count: 3, label: 'Expo' },
    ]);
    expect(config.routes[home]!.blocks[0]!.props).toMatchObject({ button: { href: '/expo-2027#register' } });
    expect(config.redirects).toEqual([{ from: '/middle-east-expo', to: '/expo-2027' }]);
    // Nothing but the redirect names the old path.
    expect(JSON.stringify({ ...config, redirects: [] })).not.toContain('"/middle-east-expo');
    expect(validate(config)).toEqual([]);
  });

  it('keeps redirects straight: X→A becomes X→B when A is renamed B, and renaming back removes A→B', () => {
    const start = withExpo();
    const at = indexOf(start, '/middle-east-expo');
    const once = renamed(renamePage(start, at, '/expo-2027'));
    const twice = renamed(renamePage(once, at, '/expo'));
    expect(twice.redirects).toEqual([
      { from: '/middle-east-expo', to: '/expo' },
      { from: '/expo-2027', to: '/expo' },
    ]);
    expect(validate(twice)).toEqual([]);
    const back = renamed(renamePage(twice, at, '/middle-east-expo'));
    expect(back.redirects).toEqual([
      { from: '/expo-2027', to: '/middle-east-expo' },
      { from: '/expo', to: '/middle-east-expo' },
    ]);
    expect(back.redirects?.some((r) => r.from === '/middle-east-expo')).toBe(false);
    expect(validate(back)).toEqual([]);
  });

  it('follows a page written with {brand} and notFoundPath too', () => {
    const start = rawConfig();
    const story = renamed(renamePage(start, indexOf(start, '/{brand}-story'), '/our-story'));
    expect(linksTo(story, indexOf(story, '/our-story')).map((l) => l.path)).toEqual(
      expect.arrayContaining(['header.nav[0].dropdown.links[0].href', 'footer.columns[0].links[0].href']),
    );
    expect(story.redirects).toEqual([{ from: '/voltline-story', to: '/our-story' }]);
    expect(validate(story)).toEqual([]);
    const missing = renamed(renamePage(start, indexOf(start, '/404'), '/not-found'));
    expect(missing.notFoundPath).toBe('/not-found');
    expect(validate(missing)).toEqual([]);
  });

  it('refuses home, a page with a parameter or pages beneath it, a taken path and a malformed one', () => {
    const start = rawConfig();
    expect(renamePage(start, indexOf(start, '/'), '/home')).toEqual({ refused: 'Home stays at "/": rename another page instead.' });
    expect(renamePage(start, indexOf(start, '/projects/:slug'), '/p/:slug')).toEqual({ refused: expect.stringMatching(/has a parameter/) });
    expect(renamePage(start, indexOf(start, '/projects'), '/work')).toEqual({
      refused: '/projects has pages beneath it (/projects/:slug): they would lose their parent.',
    });
    expect(renamePage(start, indexOf(start, '/contact'), '/careers')).toEqual({ refused: expect.stringMatching(/^\/careers is already a page/) });
    expect(renamePage(start, indexOf(start, '/contact'), 'Contact Us')).toEqual({ refused: expect.stringMatching(/^Use a path like/) });
  });
});

describe('deleting a page', () => {
  it('is refused while a menu links to it, naming the place and its JSON path; allowed once the link is gone, with its redirects', () => {
    const start = renamed(renamePage(withExpo(), indexOf(withExpo(), '/middle-east-expo'), '/expo-2027'));
    const at = indexOf(start, '/expo-2027');
    const refused = deletePage(start, at);
    expect(refused).toEqual({
      refused: '/expo-2027 is still linked from Header › nav › RESOURCES › Expo. Change or remove those links first.',
      places: [{ place: 'Header › nav › RESOURCES › Expo', path: 'header.nav[5].dropdown.links[2].href' }],
    });
    const entry = menuEntries(start, '/expo-2027')[0]!;
    const config = deleted(deletePage(removeFromMenu(start, entry.spot, entry.index), at));
    expect(config.routes.some((r) => r.path === '/expo-2027')).toBe(false);
    // Its redirect went with it: a redirect to no page would be refused.
    expect(config.redirects).toBeUndefined();
    expect(validate(config)).toEqual([]);
  });

  it('names links in block props and footer columns too', () => {
    const start = rawConfig();
    const places = linksTo(start, indexOf(start, '/contact'));
    expect(places.map((p) => p.place)).toContain('Header › nav › CONTACT');
    expect(places.some((p) => p.path.startsWith('routes['))).toBe(true);
    expect(deletePage(start, indexOf(start, '/contact'))).toMatchObject({ refused: expect.stringMatching(/^\/contact is still linked from /) });
  });

  it('never deletes home, the not-found page or the last page', () => {
    const start = rawConfig();
    expect(deletePage(start, indexOf(start, '/'))).toEqual({ refused: 'Home cannot be deleted.', places: [] });
    expect(deletePage(start, indexOf(start, '/404'))).toEqual({ refused: '/404 is the not-found page (notFoundPath).', places: [] });
    const alone = { ...start, routes: [start.routes[indexOf(start, '/404')]!] };
    expect(deletePage(alone, 0)).toEqual({ refused: 'It is the only page of the site.', places: [] });
  });
});

describe("a page's place in the menus", () => {
  it('lists the top strip, the nav groups with a dropdown and the footer columns', () => {
    expect(menusOf(rawConfig()).map((m) => m.name)).toEqual([
      'Header › top strip',
      'Header › nav › ABOUT US',
      'Header › nav › VERTICALS & SERVICES',
      'Header › nav › LIFE @ VOLTLINE',
      'Header › nav › RESOURCES',
      'Footer › About',
      'Footer › Insights',
      'Footer › Useful Links',
    ]);
  });

  it('adds a link with a label per language, reorders and removes it', () => {
    const config = withExpo();
    const spot = resources(config);
    const [entry] = menuEntries(config, '/middle-east-expo');
    expect(entry).toMatchObject({ index: 2, count: 3, label: 'Expo' });
    expect(config.header.nav[5]!.dropdown!.links[2]).toEqual({ label: { en: 'Expo', ar: 'المعرض' }, href: '/middle-east-expo' });
    expect(validate(config)).toEqual([]);
    const first = moveInMenu(config, spot, 2, 0);
    expect(menuEntries(first, '/middle-east-expo')[0]!.index).toBe(0);
    expect(moveInMenu(config, spot, 2, 3)).toBe(config);
    expect(menuEntries(removeFromMenu(first, spot, 0), '/middle-east-expo')).toEqual([]);
    // The top strip and a footer column take it as well.
    const strip = addToMenu(config, { kind: 'topStrip' }, '/middle-east-expo', { en: 'Expo' });
    const footer = addToMenu(strip, { kind: 'footer', index: 1 }, '/middle-east-expo', { en: 'Expo' });
    expect(menuEntries(footer, '/middle-east-expo').map((e) => e.name)).toEqual(['Header › top strip', 'Header › nav › RESOURCES', 'Footer › Insights']);
    expect(validate(footer)).toEqual([]);
  });
});

describe('through the undo history', () => {
  it('adds, renames and deletes as change steps of the editor, each undone in turn', () => {
    const start = rawConfig();
    let editor = editorOf({ config: start, version: 'v1', problems: [] });
    const step = (config: SiteConfig) => (editor = editorReducer(editor, { type: 'change', config, at: Date.now() }));
    const added = addPage(start, { path: '/middle-east-expo', titles: { en: 'Middle East Expo' }, copyOf: null });
    step(added.config);
    step(renamed(renamePage(editor.history.present, added.index, '/expo-2027')));
    step(deleted(deletePage(editor.history.present, added.index)));
    expect(editor.history.present.routes).toHaveLength(start.routes.length);
    editor = editorReducer(editor, { type: 'undo' });
    expect(editor.history.present.routes[added.index]!.path).toBe('/expo-2027');
    expect(editor.history.present.redirects).toEqual([{ from: '/middle-east-expo', to: '/expo-2027' }]);
    editor = editorReducer(editor, { type: 'undo' });
    expect(editor.history.present.routes[added.index]!.path).toBe('/middle-east-expo');
    expect(editor.history.present.redirects).toBeUndefined();
    editor = editorReducer(editor, { type: 'undo' });
    expect(editor.history.present).toBe(start);
  });

  it('chooses home when an undo takes the chosen page away', () => {
    const start = rawConfig();
    let editor = editorOf({ config: start, version: 'v1', problems: [] });
    const added = addPage(start, { path: '/middle-east-expo', titles: { en: 'Middle East Expo' }, copyOf: null });
    editor = editorReducer(editor, { type: 'change', config: added.config, at: Date.now() });
    editor = editorReducer(editor, { type: 'target', target: { kind: 'route', index: added.index } });
    editor = editorReducer(editor, { type: 'undo' });
    expect(editor.target).toEqual({ kind: 'route', index: start.routes.findIndex((r) => r.path === '/') });
    // Redo brings the page back; the studio stays where it is.
    editor = editorReducer(editor, { type: 'redo' });
    expect(editor.history.present.routes[added.index]!.path).toBe('/middle-east-expo');
  });
});
