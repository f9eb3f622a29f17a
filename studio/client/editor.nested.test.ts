/**
 * The studio on a page that nests (the CSR page: a section holding two blocks): it opens the page,
 * edits, moves and duplicates its own blocks, and what it would save keeps every block inside the
 * section, and passes the build's check.
 */
import { describe, expect, it } from 'vitest';
import { apiContract } from '../../src/content/endpoints';
import { loadBlockSchemas } from '../../src/engine/config/blockSchemas';
import { allBlocks } from '../../src/engine/config/tree';
import { createConfigValidator } from '../../src/engine/config/validate';
import type { BlockConfig, SiteConfig } from '../../src/engine/types';
import { rawConfig } from '../../src/test/config';
import { editorOf, editorReducer, type Editor, type EditorAction } from './editor';
import { blocksOf } from './target';
import { blockAt, type BlockPath } from './tree/path';

const config = rawConfig() as SiteConfig;
const csr = config.routes.findIndex((r) => r.path === '/corporate-social-responsibility');
const smart = config.routes.findIndex((r) => r.path.includes('smart-meters'));
const run = (e: Editor, ...actions: EditorAction[]) => actions.reduce(editorReducer, e);
const schemas = await loadBlockSchemas(process.cwd());
const validate = createConfigValidator(schemas, { api: apiContract });
const open = (index: number) =>
  run(editorOf({ config, version: 'v1', problems: [], blockSchemas: schemas }), { type: 'target', target: { kind: 'route', index } });
/** The page's tree as ids and types, each slot's blocks in brackets after their parent. */
const shape = (e: Editor) => JSON.stringify(tree(blocksOf(e.history.present, e.target) ?? []));
const tree = (blocks: readonly BlockConfig[]): unknown[] =>
  blocks.map((b) => {
    const name = b.id ?? b.type;
    const slots = Object.values(b.props ?? {}).filter(
      (v) => Array.isArray(v) && v.length && (v.every(Array.isArray) || v.every((x) => x && typeof x === 'object' && 'type' in x)),
    );
    return slots.length
      ? [name, ...slots.map((v) => ((v as unknown[]).every(Array.isArray) ? (v as BlockConfig[][]).map(tree) : tree(v as BlockConfig[])))]
      : name;
  });
const selectedId = (e: Editor) => (e.selected ? blockAt(blocksOf(e.history.present, e.target)!, e.selected)?.id : undefined);
const p = (...steps: BlockPath) => steps;
const ids = (e: Editor) => allBlocks(blocksOf(e.history.present, e.target) ?? []).map((b) => b.id ?? b.type);

describe('the studio on a page with a section', { timeout: 30_000 }, () => {
  it('edits, moves and duplicates its own blocks, keeping the blocks inside the section, and saves a valid config', async () => {
    const opened = run(editorOf({ config, version: 'v1', problems: [] }), { type: 'target', target: { kind: 'route', index: csr } });
    expect(ids(opened)).toEqual(['page-intro', 'csr-foundation', 'impact', 'csr-initiatives', 'csr-impact']);
    const intro = blocksOf(opened.history.present, opened.target)![0]!;
    const edited = run(
      opened,
      { type: 'editBlock', path: [{ index: 0 }], block: { ...intro, props: { ...intro.props, heading: 'CSR' } }, at: 1 },
      { type: 'move', from: [{ index: 2 }], to: [{ index: 1 }] },
      { type: 'duplicate', path: [{ index: 1 }] },
    );
    expect(ids(edited)).toEqual(['page-intro', 'impact', 'csr-initiatives', 'csr-impact', 'impact-2', 'csr-initiatives-2', 'csr-impact-2', 'csr-foundation']);
    expect(validate(edited.history.present)).toEqual([]);
    // Undo brings the page back as it was, section and all.
    expect(run(edited, { type: 'undo' }, { type: 'undo' }, { type: 'undo' }).history.present).toBe(config);
  });

  it('moves a block into a slot, out of it, and between columns, the selection following it, and says where it went', () => {
    const e = run(
      open(csr),
      { type: 'select', path: p({ index: 1 }) },
      { type: 'nudge', path: p({ index: 1 }), direction: 'down' },
      { type: 'nudge', path: p({ index: 2 }), direction: 'in' },
    );
    expect(shape(e)).toBe(JSON.stringify(['page-intro', ['impact', ['csr-initiatives', 'csr-impact', 'csr-foundation']]]));
    expect(e.selected).toEqual(p({ index: 1 }, { slot: 'content', index: 2 }));
    expect(selectedId(e)).toBe('csr-foundation');
    expect(e.status).toMatch(/^Moved rich-text: [^›]+ into section › content, position 3 of 3\.$/);
    const up = run(e, { type: 'nudge', path: e.selected!, direction: 'up' });
    expect(up.status).toMatch(/^Moved rich-text: [^›]+ to position 2 of 3 in section › content\.$/);
    const out = run(up, { type: 'nudge', path: up.selected!, direction: 'out' });
    expect(shape(out)).toBe(JSON.stringify(['page-intro', ['impact', ['csr-initiatives', 'csr-impact']], 'csr-foundation']));
    expect(out.selected).toEqual(p({ index: 2 }));
    expect(validate(out.history.present)).toEqual([]);

    const cols = open(smart);
    const col: BlockPath = p({ index: 1 }, { slot: 'columns', list: 0, index: 0 });
    const moved = run(cols, { type: 'select', path: col }, { type: 'move', from: col, to: p({ index: 1 }, { slot: 'columns', list: 1, index: 1 }) });
    // The first column would be empty: a column keeps at least one block.
    expect(moved.history).toBe(cols.history);
    expect(moved.status).toMatch(/must keep at least 1 block/);
    const intro = p({ index: 0 });
    const into = run(cols, { type: 'move', from: intro, to: p({ index: 1 }, { slot: 'columns', list: 1, index: 0 }) });
    expect(into.status).toMatch(/^Moved page-intro: .* into columns(: [^›]+)? › column 2, position 1 of 2\.$/);
    expect(shape(into)).toBe(JSON.stringify([['profile-and-brochure', [['smart-meter-profile'], ['page-intro', 'brochure']]], 'smart-meter-models']));
    // Down at a column's end goes on to the next column's start.
    const down = run(cols, { type: 'nudge', path: col, direction: 'down' });
    expect(down.status).toMatch(/must keep at least 1 block/);
  });

  it('refuses a move the slot rules forbid, changing nothing', () => {
    const home = config.routes.findIndex((r) => r.path === '/');
    const e = open(home);
    const hero = blocksOf(e.history.present, e.target)!.findIndex((b) => b.type === 'hero');
    const withSection = run(e, { type: 'wrap', path: p({ index: hero + 1 }), wrapper: 'section' });
    expect(withSection.status).toMatch(/^Wrapped .* in a section block\.$/);
    const refused = run(withSection, { type: 'nudge', path: p({ index: hero }), direction: 'down' }, { type: 'select', path: null });
    const into = run(withSection, { type: 'move', from: p({ index: hero }), to: p({ index: hero + 1 }, { slot: 'content', index: 0 }) });
    expect(into.history).toBe(withSection.history);
    expect(into.status).toMatch(/cannot move there: section › content cannot hold a hero block\./);
    expect(refused.history.present).not.toBe(withSection.history.present);
    expect(run(withSection, { type: 'wrap', path: p({ index: hero }), wrapper: 'section' }).status).toMatch(
      /cannot be wrapped in a section: .* cannot hold a hero block/,
    );
  });

  it('wraps in a section and in columns, and unwraps, refusing an unwrap whose blocks the parent slot does not take', () => {
    const e = open(csr);
    const wrapped = run(e, { type: 'wrap', path: p({ index: 1 }), wrapper: 'columns' });
    expect(shape(wrapped)).toBe(
      JSON.stringify(['page-intro', [wrapped.selected && selectedId(wrapped), [['csr-foundation'], []]], ['impact', ['csr-initiatives', 'csr-impact']]]),
    );
    expect(selectedId(wrapped)).toMatch(/^columns-\d+$/);
    expect(wrapped.status).toMatch(/^Wrapped rich-text: .+ in a columns block\. Add blocks to column 2\.$/);
    const inSection = run(wrapped, { type: 'wrap', path: p({ index: 1 }), wrapper: 'section' });
    expect(blockAt(blocksOf(inSection.history.present, inSection.target)!, p({ index: 1 }, { slot: 'content', index: 0 }))?.type).toBe('columns');
    const unwrapped = run(inSection, { type: 'unwrap', path: p({ index: 1 }) }, { type: 'unwrap', path: p({ index: 1 }) });
    expect(shape(unwrapped)).toBe(shape(e));
    expect(unwrapped.status).toBe('Unwrapped columns: 1 block in its place.');
    // Columns inside a section that hold a section could not be unwrapped into a column; a section in a column is refused the same way.
    const nested = run(open(smart), { type: 'wrap', path: p({ index: 1 }), wrapper: 'section' });
    const colsInSection = p({ index: 1 }, { slot: 'content', index: 0 });
    expect(run(nested, { type: 'unwrap', path: colsInSection }).status).toMatch(/^Unwrapped/);
    const refused = run(nested, {
      type: 'wrap',
      path: p({ index: 1 }, { slot: 'content', index: 0 }, { slot: 'columns', list: 0, index: 0 }),
      wrapper: 'section',
    });
    expect(refused.history).toBe(nested.history);
    expect(refused.status).toMatch(/cannot hold a section block/);
    // Undo and redo step through every one.
    expect(run(inSection, { type: 'undo' }).history.present).toBe(wrapped.history.present);
    expect(run(inSection, { type: 'undo' }, { type: 'undo' }, { type: 'redo' }).history.present).toBe(wrapped.history.present);
  });

  it('copies a block with its children and pastes it on another page with fresh ids, the clipboard surviving the switch', () => {
    const e = run(
      open(csr),
      { type: 'copy', path: p({ index: 2 }) },
      { type: 'target', target: { kind: 'route', index: smart } },
      { type: 'select', path: p({ index: 0 }) },
      { type: 'paste' },
    );
    expect(shape(e)).toBe(
      JSON.stringify([
        'page-intro',
        ['impact-2', ['csr-initiatives-2', 'csr-impact-2']],
        ['profile-and-brochure', [['smart-meter-profile'], ['brochure']]],
        'smart-meter-models',
      ]),
    );
    expect(e.selected).toEqual(p({ index: 1 }));
    expect(e.status).toBe('Pasted section.');
    expect(validate(e.history.present)).toEqual([]);
    // Into a column it is refused: a column takes content blocks only.
    const col = run(e, { type: 'select', path: p({ index: 2 }, { slot: 'columns', list: 1, index: 0 }) }, { type: 'paste' });
    expect(col.history).toBe(e.history);
    expect(col.status).toMatch(/cannot go there: .* cannot hold a section block/);
    expect(run(e, { type: 'undo' }).history.present).toBe(config);
  });

  it('adds from the catalogue into a chosen slot, and keeps unchanged subtrees identical', () => {
    const e = open(smart);
    const before = blocksOf(e.history.present, e.target)!;
    const place = p({ index: 1 }, { slot: 'columns', list: 1, index: 1 });
    const added = run(
      e,
      { type: 'catalogue', open: true, place },
      { type: 'add', block: { type: 'rich-text', props: { sections: [] } } as unknown as BlockConfig },
    );
    expect(added).toMatchObject({ catalogue: false, addPlace: null, selected: place });
    expect(added.status).toMatch(/^Added a rich-text block into columns(: [^›]+)? › column 2, position 2 of 2\.$/);
    const after = blocksOf(added.history.present, added.target)!;
    expect(after[0]).toBe(before[0]);
    expect(after[2]).toBe(before[2]);
    const [c0, c1] = (after[1]!.props as { columns: BlockConfig[][] }).columns;
    expect(c0).toBe((before[1]!.props as { columns: BlockConfig[][] }).columns[0]);
    expect(c1![1]).toMatchObject({ type: 'rich-text', id: 'rich-text-1' });
  });
});
