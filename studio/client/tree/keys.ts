/**
 * A block path as a string, for React keys, DOM attributes and sets: "2" is the route's third block,
 * "2.content.0" the first in its `content` slot, "2.content.0.columns:1.3" the fourth in its second
 * column. And a block's name on the rendered page (its `data-block-id`, tree.ts's keys), which the
 * preview outlines and reports clicks by.
 */
import { childKey, topKey } from '../../../src/engine/config/tree';
import type { BlockConfig } from '../../../src/engine/types';
import { listAt, walk, type BlockPath, type Step } from './path';
import { slotStepsOf, type TreeRules } from './rules';

export const pathKey = (path: BlockPath): string =>
  path.map((s) => (s.slot === undefined ? String(s.index) : `${s.slot}${s.list === undefined ? '' : `:${s.list}`}.${s.index}`)).join('.');

export function parsePathKey(key: string): BlockPath {
  const parts = key.split('.');
  const path: Step[] = [{ index: Number(parts[0]) }];
  for (let i = 1; i + 1 < parts.length; i += 2) {
    const [slot, list] = parts[i]!.split(':');
    path.push(list === undefined ? { slot: slot!, index: Number(parts[i + 1]) } : { slot: slot!, list: Number(list), index: Number(parts[i + 1]) });
  }
  return path;
}

/** The name on the page of the block at `path` (tree.ts's keys): its id, or its place under its parent's name. */
export function nameOfPath(blocks: readonly BlockConfig[], path: BlockPath): string | null {
  let name = '';
  let list: readonly BlockConfig[] = blocks;
  for (const [depth, step] of path.entries()) {
    const block = list[step.index];
    if (!block) return null;
    name = step.slot === undefined ? topKey(block, step.index) : childKey(name, { name: step.slot, list: step.list }, step.index, block);
    const next = path[depth + 1];
    list = next ? (listAt([block], [{ index: 0 }, { ...next, index: 0 }]) ?? []) : [];
  }
  return name || null;
}

/** Every block's name on the page by its path key, and back. */
export function pageNames(rules: TreeRules, blocks: readonly BlockConfig[]): { byPath: Map<string, string>; byName: Map<string, string> } {
  const byPath = new Map<string, string>();
  walk(
    blocks,
    (b) => slotStepsOf(rules, b),
    (block, path) => {
      const step = path.at(-1)!;
      const name =
        step.slot === undefined
          ? topKey(block, step.index)
          : childKey(byPath.get(pathKey(path.slice(0, -1)))!, { name: step.slot, list: step.list }, step.index, block);
      byPath.set(pathKey(path), name);
    },
  );
  return { byPath, byName: new Map([...byPath].map(([k, v]) => [v, k])) };
}
