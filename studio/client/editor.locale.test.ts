import { describe, expect, it } from 'vitest';
import type { Locale } from '../../src/engine/config/locales';
import type { BlockConfig, SiteConfig } from '../../src/engine/types';
import { editorOf, editorReducer, isDirty, localeOf, type Editor, type EditorAction } from './editor';
import { withLocale } from './locale/addLocale';
import { withText } from './locale/translate';
import { blocksOf } from './target';

const locales: Locale[] = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'es', label: 'Español', dir: 'ltr', fallback: 'en' },
  { code: 'ar', label: 'العربية', dir: 'rtl', fallback: 'en' },
];
const hero = (heading: unknown): BlockConfig => ({ type: 'hero', id: 'hero', props: { heading } }) as BlockConfig;
const config = {
  site: { brand: 'Voltline', locales },
  header: {},
  footer: { blocks: [hero('Footer')] },
  routes: [
    { path: '/', title: 'Home', blocks: [hero({ en: 'Welcome', es: 'Bienvenidos', ar: 'أهلا' }), hero('Plain')] },
    { path: '/about', title: 'About', blocks: [] },
  ],
} as unknown as SiteConfig;

const start = () => editorOf({ config, version: 'v1', problems: [] });
const run = (e: Editor, ...actions: EditorAction[]) => actions.reduce(editorReducer, e);
const heading = (e: Editor, i: number) => blocksOf(e.history.present, e.target)?.[i]?.props as { heading: unknown };
/** What a text field does on a keystroke: the block with its text set in the editor's locale. */
const type = (e: Editor, i: number, text: string): EditorAction => ({
  type: 'editBlock',
  path: [{ index: i }],
  block: hero(withText(heading(e, i).heading, localeOf(e).code, text, locales)),
  key: `props ${i}`,
  at: 1000,
});

describe('the editor in a locale', () => {
  it('starts in the default locale and switches without touching the config or its history', () => {
    expect(localeOf(start()).code).toBe('en');
    const e = run(start(), { type: 'locale', code: 'es' });
    expect(localeOf(e)).toEqual(locales[1]);
    expect(e.history.past).toEqual([]);
    expect(isDirty(e)).toBe(false);
  });

  it("edits the chosen locale's text and keeps the others; undo brings the old text back", () => {
    const es = run(start(), { type: 'locale', code: 'es' });
    const typed = run(es, type(es, 0, 'Hola'));
    expect(heading(typed, 0).heading).toEqual({ en: 'Welcome', es: 'Hola', ar: 'أهلا' });
    expect(run(typed, { type: 'undo' }).history.present).toBe(config);
    const plain = run(es, type(es, 1, 'Sencillo'));
    expect(heading(plain, 1).heading).toEqual({ en: 'Plain', es: 'Sencillo' });
    const en = run(start(), type(start(), 1, 'Still plain'));
    expect(heading(en, 1).heading).toBe('Still plain');
  });

  it('chooses a locale just added, and falls back to the default when an undo takes it away', () => {
    const added = run(start(), { type: 'change', config: withLocale(config, { code: 'fr', label: 'Français', dir: 'ltr', fallback: 'en' }), at: 1 });
    const fr = run(added, { type: 'locale', code: 'fr' });
    expect(localeOf(fr).label).toBe('Français');
    expect(localeOf(run(fr, { type: 'undo' })).code).toBe('en');
  });

  it('reveals a text by its JSON path: its part of the site and its block', () => {
    const e = run(start(), { type: 'target', target: { kind: 'route', index: 1 } });
    expect(run(e, { type: 'reveal', path: 'routes[0].blocks[1].props.heading' })).toMatchObject({
      target: { kind: 'route', index: 0 },
      selected: [{ index: 1 }],
    });
    expect(run(e, { type: 'reveal', path: 'footer.blocks[0].props.heading' })).toMatchObject({ target: { kind: 'footer' }, selected: [{ index: 0 }] });
    expect(run(e, { type: 'reveal', path: 'site.description' })).toMatchObject({ target: { kind: 'site' }, selected: null });
    expect(run(e, { type: 'reveal', path: 'routes[0].title' })).toMatchObject({ target: { kind: 'route', index: 0 }, selected: null });
    expect(run(e, { type: 'reveal', path: 'nowhere' })).toBe(e);
  });
});
