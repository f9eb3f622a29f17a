import { describe, expect, it } from 'vitest';
import type { BlockConfig, SiteConfig } from '../../src/engine/types';
import { editorOf, editorReducer, isDirty, type Editor, type EditorAction } from './editor';
import { blocksOf } from './target';

const block = (id: string, heading: string): BlockConfig => ({ type: 'hero', id, props: { heading } }) as BlockConfig;

const config = {
  site: { brand: 'Voltline' },
  header: {},
  footer: { blocks: [block('foot', 'Footer')] },
  routes: [
    { path: '/about', title: 'About', blocks: [] },
    { path: '/', title: 'Home', blocks: [block('a', 'First'), block('b', 'Second'), block('c', 'Third')] },
  ],
} as unknown as SiteConfig;

const start = () => editorOf({ config, version: 'v1', problems: [] });
const run = (e: Editor, ...actions: EditorAction[]) => actions.reduce(editorReducer, e);
const at = (index: number) => [{ index }];
const ids = (e: Editor) => blocksOf(e.history.present, e.target)?.map((b) => b.id);

describe('the editor reducer', () => {
  it('starts at home, with nothing selected and nothing unsaved', () => {
    const e = start();
    expect(e.target).toEqual({ kind: 'route', index: 1 });
    expect(ids(e)).toEqual(['a', 'b', 'c']);
    expect(e.selected).toBeNull();
    expect(isDirty(e)).toBe(false);
  });

  it('moves a block, the selection following it, and says where it went', () => {
    const e = run(start(), { type: 'select', path: at(2) }, { type: 'move', from: at(2), to: at(1) });
    expect(ids(e)).toEqual(['a', 'c', 'b']);
    expect(e.selected).toEqual(at(1));
    expect(e.status).toBe('Moved hero: Third to position 2 of 3.');
    expect(isDirty(e)).toBe(true);
  });

  it('ignores a move off either end', () => {
    const e = start();
    expect(run(e, { type: 'move', from: at(0), to: at(-1) }).history).toBe(e.history);
    expect(run(e, { type: 'move', from: at(2), to: at(4) }).history).toBe(e.history);
    expect(run(e, { type: 'move', from: at(2), to: at(3) }).history).toBe(e.history);
  });

  it('undoes and redoes block edits; the selection and status are not part of the history', () => {
    const moved = run(start(), { type: 'move', from: at(0), to: at(3) }, { type: 'delete', path: at(0) });
    expect(ids(moved)).toEqual(['c', 'a']);
    expect(moved.status).toBe('Deleted hero: Second. Undo brings it back.');
    const undone = run(moved, { type: 'undo' }, { type: 'undo' });
    expect(ids(undone)).toEqual(['a', 'b', 'c']);
    expect(isDirty(undone)).toBe(false);
    expect(ids(run(undone, { type: 'redo' }))).toEqual(['b', 'c', 'a']);
  });

  it('duplicates a block with an id of its own and selects the copy', () => {
    const e = run(start(), { type: 'duplicate', path: at(0) });
    expect(ids(e)).toEqual(['a', 'a-2', 'b', 'c']);
    expect(e.selected).toEqual(at(1));
  });

  it('adds a block after the selected one (or last), closing the catalogue', () => {
    const opened = run(start(), { type: 'catalogue', open: true });
    const last = run(opened, { type: 'add', block: block('d', 'New') });
    expect(ids(last)).toEqual(['a', 'b', 'c', 'd']);
    expect(last).toMatchObject({ selected: at(3), catalogue: false, status: 'Added a hero block.' });
    const after = run(opened, { type: 'select', path: at(0) }, { type: 'add', block: block('d', 'New') });
    expect(ids(after)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('names an added block that has no id, unlike any other in the config (a footer block needs one)', () => {
    const footer = run(start(), { type: 'target', target: { kind: 'footer' } }, { type: 'add', block: { type: 'foot', props: {} } as unknown as BlockConfig });
    expect(ids(footer)).toEqual(['foot', 'foot-1']);
    const taken = { ...config, routes: [...config.routes, { path: '/x', title: 'X', blocks: [block('hero-1', 'Taken')] }] } as unknown as SiteConfig;
    const home = run(editorOf({ config: taken, version: 'v1', problems: [] }), { type: 'add', block: { type: 'hero', props: {} } as unknown as BlockConfig });
    expect(ids(home)).toEqual(['a', 'b', 'c', 'hero-2']);
  });

  it('joins keystrokes in one field into one undo step', () => {
    const typed = run(
      start(),
      { type: 'editBlock', path: at(0), block: block('a', 'F'), key: 'props 0', at: 1000 },
      { type: 'editBlock', path: at(0), block: block('a', 'Fi'), key: 'props 0', at: 1500 },
    );
    expect(blocksOf(typed.history.present, typed.target)?.[0]?.props).toEqual({ heading: 'Fi' });
    expect(run(typed, { type: 'undo' }).history.present).toBe(config);
  });

  it('edits no block where the target has none (the header, the site)', () => {
    const e = run(start(), { type: 'target', target: { kind: 'header' } });
    expect(run(e, { type: 'delete', path: at(0) })).toBe(e);
  });

  it('clears the selection and the typed address on another target', () => {
    const e = run(start(), { type: 'select', path: at(1) }, { type: 'url', url: '/x' }, { type: 'target', target: { kind: 'footer' } });
    expect(e).toMatchObject({ target: { kind: 'footer' }, selected: null, urlOverride: null });
    expect(ids(e)).toEqual(['foot']);
  });

  it('keeps the last preview when a check brings problems and none', () => {
    const preview = { config, url: '/', page: { html: '', title: '' } } as unknown as NonNullable<Editor['preview']>;
    const e = run(start(), { type: 'checked', problems: [], preview }, { type: 'checked', problems: ['routes[1]: bad'] });
    expect(e.preview).toBe(preview);
    expect(e.problems).toEqual(['routes[1]: bad']);
  });

  it('marks a saved config clean at the new version; a reload resets the history', () => {
    const edited = run(start(), { type: 'delete', path: at(0) }, { type: 'saveView', view: { kind: 'review', diff: '-', changedOnDisk: false } });
    const saved = run(edited, { type: 'saved', config: edited.history.present, version: 'v2' });
    expect(saved).toMatchObject({ version: 'v2', save: null, status: 'Saved pages.config.json.' });
    expect(isDirty(saved)).toBe(false);
    const reloaded = run(edited, { type: 'select', path: at(0) }, { type: 'reloaded', config, version: 'v3' });
    expect(reloaded.history).toEqual({ past: [], present: config, future: [], last: null });
    expect(reloaded).toMatchObject({ version: 'v3', selected: null, save: null });
    expect(isDirty(reloaded)).toBe(false);
  });
});
