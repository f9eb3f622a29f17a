/**
 * The tree's edits, pure: each takes a page's blocks and gives the blocks after it, where the block
 * it moved now is (the selection follows it) and what a screen reader hears; or, where the slots'
 * rules forbid the result, the blocks unchanged and why.
 */
import type { BlockConfig } from '../../../src/engine/types';
import { blockLabel } from '../blocks';
import { afterInsertion, afterRemoval, atIndex, blockAt, editList, insertAt, isWithin, listAt, removeAt, sameList, type BlockPath } from './path';
import { placeName, refusal, slotStepsOf, slotsOf, takes, type TreeRules } from './rules';

export type TreeEdit = { blocks: BlockConfig[]; selected: BlockPath | null; status: string } | { refused: string };

const position = (blocks: readonly BlockConfig[], place: BlockPath) => `position ${place.at(-1)!.index + 1} of ${listAt(blocks, place)?.length ?? 0}`;

/** Where a path is once the block at `from` went to `to` (a place in the tree after it left). */
function follow(path: BlockPath, from: BlockPath, to: BlockPath): BlockPath {
  if (isWithin(path, from)) return [...to, ...path.slice(from.length)];
  return afterInsertion(afterRemoval(path, from), to);
}

/**
 * The block at `from` put at `to`, a place in the tree as it is now (before the block at that index;
 * the list's length for its end).
 */
export function moveBlock(rules: TreeRules, blocks: BlockConfig[], from: BlockPath, to: BlockPath, selected: BlockPath | null): TreeEdit {
  const block = blockAt(blocks, from);
  if (!block) return { refused: 'Nothing to move.' };
  const into = listAt(blocks, to);
  if (!into || to.at(-1)!.index < 0 || to.at(-1)!.index > into.length) return { refused: `${blockLabel(block)} cannot move off the end of its list.` };
  if (isWithin(to.slice(0, -1), from)) return { refused: `${blockLabel(block)} cannot go inside itself.` };
  const place = afterRemoval(to, from);
  const next = insertAt(removeAt(blocks, from), place, [block]);
  if (sameList(place, from) && place.at(-1)!.index === from.at(-1)!.index) return { refused: `${blockLabel(block)} is already there.` };
  const source = afterInsertion(from.slice(0, -1), place).concat(from.at(-1)!);
  const why = refusal(rules, next, [place], sameList(place, from) ? [] : [source]);
  if (why) return { refused: `${blockLabel(block)} cannot move there: ${why}` };
  const status = sameList(place, from)
    ? `Moved ${blockLabel(block)} to ${position(next, place)}${place.length > 1 ? ` in ${placeName(next, place)}` : ''}.`
    : `Moved ${blockLabel(block)} into ${placeName(next, place)}, ${position(next, place)}.`;
  return { blocks: next, selected: selected && follow(selected, from, place), status };
}

export type Direction = 'up' | 'down' | 'out' | 'in';

/** Where a keyboard move sends a block: a step up or down its list (on to the next column at a column's end), out after its parent, into its previous sibling's last slot that takes it. */
export function nudgeTarget(rules: TreeRules, blocks: readonly BlockConfig[], path: BlockPath, direction: Direction): BlockPath | null {
  const step = path.at(-1)!;
  const list = listAt(blocks, path) ?? [];
  const block = blockAt(blocks, path);
  if (!block) return null;
  const parent = path.slice(0, -1);
  const column = (list: number): BlockPath => [...parent, { ...step, list }];
  switch (direction) {
    case 'up':
      if (step.index > 0) return atIndex(path, step.index - 1);
      return step.list ? atIndex(column(step.list - 1), listAt(blocks, column(step.list - 1))?.length ?? 0) : null;
    case 'down': {
      if (step.index < list.length - 1) return atIndex(path, step.index + 2);
      const parentBlock = blockAt(blocks, parent);
      const lists = parentBlock ? slotStepsOf(rules, parentBlock).filter((s) => s.slot === step.slot).length : 0;
      return step.list !== undefined && step.list < lists - 1 ? atIndex(column(step.list + 1), 0) : null;
    }
    case 'out':
      return parent.length ? atIndex(parent, parent.at(-1)!.index + 1) : null;
    case 'in': {
      const sibling = step.index > 0 ? list[step.index - 1] : undefined;
      if (!sibling) return null;
      const slots = slotStepsOf(rules, sibling).filter((s) => takes(rules, slotsOf(rules, sibling.type).find((i) => i.name === s.slot)!.rule, block.type));
      const into = slots.at(-1);
      if (!into) return null;
      const siblingPath = atIndex(path, step.index - 1);
      return [...siblingPath, { ...into, index: listAt(blocks, [...siblingPath, { ...into, index: 0 }])?.length ?? 0 }];
    }
  }
}

/** Blocks put in at a place, each checked against the place's slot. */
export function addBlocks(rules: TreeRules, blocks: BlockConfig[], place: BlockPath, added: BlockConfig[], verb: string): TreeEdit {
  const next = insertAt(blocks, place, added);
  const why = refusal(rules, next, [place]);
  if (why) return { refused: `${verb === 'Added' ? `A ${added[0]!.type} block` : blockLabel(added[0]!)} cannot go there: ${why}` };
  const where = place.length > 1 ? ` into ${placeName(next, place)}, ${position(next, place)}` : '';
  return { blocks: next, selected: place, status: verb === 'Added' ? `Added a ${added[0]!.type} block${where}.` : `${verb} ${blockLabel(added[0]!)}${where}.` };
}

/** The block inside a new layout block of type `wrapper` (its schema's defaults, the block in its first slot list), in its place. */
export function wrapBlock(rules: TreeRules, blocks: BlockConfig[], path: BlockPath, wrapper: BlockConfig): TreeEdit {
  const block = blockAt(blocks, path);
  const first = slotStepsOf(rules, wrapper)[0];
  if (!block || !first) return { refused: 'Nothing to wrap.' };
  const inner: BlockPath = [...path, { ...first, index: 0 }];
  const next = editList(blocks, path, (list) => list.map((b, i) => (i === path.at(-1)!.index ? wrapper : b)));
  const wrapped = insertAt(next, inner, [block]);
  const why = refusal(rules, wrapped, [path, inner]);
  if (why) return { refused: `${blockLabel(block)} cannot be wrapped in a ${wrapper.type}: ${why}` };
  // A slot of lists starts with as many lists as it needs; those left empty are named, to be filled.
  const empty = slotStepsOf(rules, wrapper)
    .map((st) => [...path, { ...st, index: 0 }])
    .filter((place) => !listAt(wrapped, place)?.length)
    .map((place) => placeName(wrapped, place).split(' › ').at(-1)!);
  const fill = empty.length ? ` Add blocks to ${empty.join(', ')}.` : '';
  return { blocks: wrapped, selected: path, status: `Wrapped ${blockLabel(block)} in a ${wrapper.type} block.${fill}` };
}

/** The layout block at `path` gone, its slots' blocks in its place, in order. */
export function unwrapBlock(rules: TreeRules, blocks: BlockConfig[], path: BlockPath): TreeEdit {
  const block = blockAt(blocks, path);
  const steps = block ? slotStepsOf(rules, block) : [];
  if (!block || !steps.length) return { refused: 'Only a block that holds blocks can be unwrapped.' };
  const children = steps.flatMap((s) => listAt([block], [{ index: 0 }, { ...s, index: 0 }]) ?? []);
  const at = path.at(-1)!.index;
  const next = editList(blocks, path, (list) => [...list.slice(0, at), ...children, ...list.slice(at + 1)]);
  const why = refusal(rules, next, [path], [path]);
  if (why) return { refused: `${blockLabel(block)} cannot be unwrapped: ${why}` };
  return {
    blocks: next,
    selected: children.length ? path : null,
    status: `Unwrapped ${blockLabel(block)}: ${children.length} block${children.length === 1 ? '' : 's'} in its place.`,
  };
}
