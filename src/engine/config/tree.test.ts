import { describe, expect, it } from 'vitest';
import { rawConfig } from '../../test/config';
import { nextVisibilityChange, visibleBlocks } from '../visibility';
import { toShell } from './shell';
import type { BlockConfig } from '../types';
import { placedBlocks, slotBlocks, slotListsOf } from './tree';

const text = (id?: string): BlockConfig => ({ type: 'rich-text', ...(id ? { id } : {}), props: { sections: [{ heading: id ?? 'x' }] } });
const page: BlockConfig[] = [
  { type: 'page-intro', props: { heading: 'Intro' } },
  {
    type: 'section',
    id: 'impact',
    props: { background: 'tint', content: [{ type: 'columns', props: { columns: [[text('left')], [text(), text()]] } }, text()] },
  },
  text(),
];

describe("a page's blocks as a tree", () => {
  it('finds slots by their shape: a list of blocks, or a list of such lists; other props are no slots', () => {
    expect(slotListsOf(page[1]!).map((s) => [s.name, s.list, s.blocks.length])).toEqual([['content', undefined, 2]]);
    const cols = slotBlocks(page[1]!, 'content')[0]!;
    expect(slotListsOf(cols).map((s) => [s.name, s.list, s.blocks.length])).toEqual([
      ['columns', 0, 1],
      ['columns', 1, 2],
    ]);
    expect(slotBlocks(cols, 'columns', 1)).toHaveLength(2);
    // A rich-text's sections are objects without a block's type: no slot.
    expect(slotListsOf(text())).toEqual([]);
    expect(slotListsOf({ type: 'x', props: { items: [{ type: 'email', label: 'E-mail' }] } })).toEqual([]);
  });

  it('names every block, parents before children: its id, b<index> at the top, or its place under its parent', () => {
    expect(placedBlocks(page).map((p) => [p.key, p.block.type, p.topKey, p.nested])).toEqual([
      ['b0', 'page-intro', 'b0', false],
      ['impact', 'section', 'impact', false],
      ['impact.content.0', 'columns', 'impact', true],
      ['left', 'rich-text', 'impact', true],
      ['impact.content.0.columns.1.0', 'rich-text', 'impact', true],
      ['impact.content.0.columns.1.1', 'rich-text', 'impact', true],
      ['impact.content.1', 'rich-text', 'impact', true],
      ['b2', 'rich-text', 'b2', false],
    ]);
  });

  it('judges timed blocks in slots too, keeping every untimed list as it was', () => {
    const timed = { ...text('banner'), visibleFrom: '2026-12-01T00:00:00Z' };
    const blocks: BlockConfig[] = [{ type: 'section', props: { content: [text('a'), timed] } }, text('b')];
    const before = visibleBlocks(blocks, Date.parse('2026-11-30T00:00:00Z'));
    expect(placedBlocks(before).map((p) => p.key)).toEqual(['b0', 'a', 'b']);
    expect(before[1]).toBe(blocks[1]);
    expect(visibleBlocks(blocks, Date.parse('2026-12-02T00:00:00Z'))).toBe(blocks);
    expect(nextVisibilityChange(blocks, Date.parse('2026-11-30T00:00:00Z'))).toBe(Date.parse('2026-12-01T00:00:00Z'));
    expect(visibleBlocks(page, 0)).toBe(page);
  });

  it("lists the types of a route's nested blocks with its own, so their code and styles come with the page", () => {
    const shell = toShell(rawConfig());
    const smart = shell.routes.find((r) => r.path === '/smart-meters')!;
    expect(smart.blockTypes).toEqual(['page-intro', 'columns', 'rich-text', 'document-list', 'feature-grid']);
    const csr = shell.routes.find((r) => r.path === '/corporate-social-responsibility')!;
    expect(csr.blockTypes).toEqual(['page-intro', 'rich-text', 'section', 'feature-grid']);
  });
});
