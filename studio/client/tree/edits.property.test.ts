/**
 * Whatever a marketer does to a page's tree (moves by drag or key, wraps, unwraps, pastes, in any
 * order), what the editor accepts keeps every slot to its rules (no type it does not take, no more
 * than its maximum), loses and adds no content block but those pasted, leaves the selection on a
 * block, and undo brings the page back exactly.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadBlockSchemas } from '../../../src/engine/config/blockSchemas';
import type { BlockConfig, SiteConfig } from '../../../src/engine/types';
import { rawConfig } from '../../../src/test/config';
import { editorOf, editorReducer, type Editor, type EditorAction } from '../editor';
import { blocksOf } from '../target';
import { atIndex, blockAt, listAt, walk, type BlockPath } from './path';
import { ruleAt, slotStepsOf, takes, wrapperTypes, type TreeRules } from './rules';

const config = rawConfig() as SiteConfig;
const schemas = await loadBlockSchemas(process.cwd());
const pages = ['/corporate-social-responsibility', '/smart-meters'].map((p) => config.routes.findIndex((r) => r.path.includes(p)));

const blocksIn = (e: Editor) => blocksOf(e.history.present, e.target)!;
function pathsOf(rules: TreeRules, blocks: readonly BlockConfig[]): BlockPath[] {
  const out: BlockPath[] = [];
  walk(
    blocks,
    (b) => slotStepsOf(rules, b),
    (_, path) => out.push(path),
  );
  return out;
}
/** Every place a block could go: before each block, and at the end of each list. */
const placesOf = (rules: TreeRules, blocks: readonly BlockConfig[]) =>
  pathsOf(rules, blocks)
    .flatMap((p) => [p, atIndex(p, listAt(blocks, p)!.length)])
    .concat(blocks.length ? [] : [[{ index: 0 }]]);
const contentTypes = (rules: TreeRules, blocks: readonly BlockConfig[]) =>
  pathsOf(rules, blocks)
    .map((p) => blockAt(blocks, p)!)
    .filter((b) => !rules.slots.has(b.type))
    .map((b) => b.type)
    .sort();

const step = fc.record({
  kind: fc.constantFrom('move', 'nudge', 'wrap', 'unwrap', 'copy-paste'),
  a: fc.nat(),
  b: fc.nat(),
  direction: fc.constantFrom('up', 'down', 'out', 'in'),
});

describe('the tree edits, for any sequence of them', { timeout: 60_000 }, () => {
  it('keep every slot to its rules, lose no block, keep the selection on a block, and undo back to the page', () => {
    fc.assert(
      fc.property(fc.constantFrom(...pages), fc.array(step, { minLength: 1, maxLength: 12 }), (page, steps) => {
        const start = editorReducer(editorOf({ config, version: 'v1', problems: [], blockSchemas: schemas }), {
          type: 'target',
          target: { kind: 'route', index: page },
        });
        const { rules } = start;
        let e = start;
        let pasted: string[] = [];
        for (const s of steps) {
          const blocks = blocksIn(e);
          const paths = pathsOf(rules, blocks);
          const path = paths[s.a % paths.length]!;
          const places = placesOf(rules, blocks);
          const actions: EditorAction[] =
            s.kind === 'move'
              ? [{ type: 'move', from: path, to: places[s.b % places.length]! }]
              : s.kind === 'nudge'
                ? [{ type: 'nudge', path, direction: s.direction }]
                : s.kind === 'wrap'
                  ? [{ type: 'wrap', path, wrapper: wrapperTypes(rules)[s.b % wrapperTypes(rules).length]! }]
                  : s.kind === 'unwrap'
                    ? [{ type: 'unwrap', path }]
                    : [{ type: 'copy', path }, { type: 'select', path: paths[s.b % paths.length]! }, { type: 'paste' }];
          const before = e.history.present;
          e = actions.reduce(editorReducer, e);
          if (s.kind === 'copy-paste' && e.history.present !== before) pasted = [...pasted, ...contentTypes(rules, [blockAt(blocks, path)!])];
        }
        const blocks = blocksIn(e);
        // Every list of every layout block holds only what its slot takes, and no more than its maximum.
        for (const p of pathsOf(rules, blocks)) {
          const rule = ruleAt(rules, blocks, p);
          if (!rule) continue;
          expect(takes(rules, rule, blockAt(blocks, p)!.type)).toBe(true);
          expect(listAt(blocks, p)!.length).toBeLessThanOrEqual(rule.max ?? Infinity);
        }
        expect(contentTypes(rules, blocks)).toEqual([...contentTypes(rules, blocksIn(start)), ...pasted].sort());
        if (e.selected) expect(blockAt(blocks, e.selected)).toBeDefined();
        let undone = e;
        while (undone.history.past.length) undone = editorReducer(undone, { type: 'undo' });
        expect(undone.history.present).toBe(config);
      }),
      { numRuns: 150 },
    );
  });
});
