/**
 * A page's blocks as the studio edits them: a tree whose layout blocks hold blocks in their slots.
 * A block is found by its path, one step per list: the route's list first (`{ index }`), then each
 * slot it is in (`{ slot, list?, index }`, `list` for one column of a slot of lists). A place to put
 * a block is written the same way, its last index being the position in that list.
 *
 * Every edit returns new lists and new blocks along the path only: the blocks beside it keep their
 * identity, so the outline's rows (memoized by block) render again only where something changed.
 */
import type { BlockConfig } from '../../../src/engine/types';

export interface Step {
  /** The slot (a prop of the parent block's schema); undefined for the route's own list. */
  slot?: string;
  /** The list within a slot of lists (a column). */
  list?: number;
  index: number;
}
export type BlockPath = readonly Step[];

/**
 * A block's row key in the outline: the same for a block and the edited copies that replace it (an
 * edit rebuilds the block and its parents), so a row keeps its element and state (expanded or not)
 * while its block is edited and while blocks before it come and go.
 */
const rowKeys = new WeakMap<object, number>();
let nextRowKey = 0;
export function rowKey(block: BlockConfig): number {
  let key = rowKeys.get(block);
  if (key === undefined) rowKeys.set(block, (key = ++nextRowKey));
  return key;
}
/** `next` replaces `block`: it keeps its row. */
const inherit = <B extends BlockConfig>(next: B, block: BlockConfig): B => {
  rowKeys.set(next, rowKey(block));
  return next;
};

/** Whether two steps name the same list (the index aside). */
const sameListStep = (a: Step, b: Step) => a.slot === b.slot && a.list === b.list;

/** Whether two paths' last steps are in the same list. */
export function sameList(a: BlockPath, b: BlockPath): boolean {
  if (a.length !== b.length) return false;
  return a.every((s, i) => sameListStep(s, b[i]!) && (i === a.length - 1 || s.index === b[i]!.index));
}

export const samePath = (a: BlockPath | null, b: BlockPath | null): boolean =>
  a === b || (!!a && !!b && a.length === b.length && a.every((s, i) => sameListStep(s, b[i]!) && s.index === b[i]!.index));

/** Whether `inner` is `outer` or inside it. */
export const isWithin = (inner: BlockPath, outer: BlockPath): boolean => inner.length >= outer.length && samePath(inner.slice(0, outer.length), outer);

/** A slot's value as a list of blocks (a slot) or of lists (a slot of lists); a missing one is empty. */
function slotValue(block: BlockConfig, step: Step): BlockConfig[] {
  const value = (block.props as Record<string, unknown> | undefined)?.[step.slot!];
  if (!Array.isArray(value)) return [];
  // A slot holds blocks, a slot of lists lists of them (slots.ts); the validator holds them to it.
  if (step.list === undefined) return value as BlockConfig[];
  const col = (value as unknown[])[step.list];
  return Array.isArray(col) ? (col as BlockConfig[]) : [];
}

/** The list the path's last step is in. */
export function listAt(blocks: readonly BlockConfig[], path: BlockPath): readonly BlockConfig[] | undefined {
  let list: readonly BlockConfig[] = blocks;
  for (let i = 0; i < path.length - 1; i++) {
    const block = list[path[i]!.index];
    if (!block) return undefined;
    list = slotValue(block, path[i + 1]!);
  }
  return list;
}

export const blockAt = (blocks: readonly BlockConfig[], path: BlockPath): BlockConfig | undefined =>
  path.length ? listAt(blocks, path)?.[path.at(-1)!.index] : undefined;

/** A block with one list of one slot replaced. */
function withSlotList(block: BlockConfig, step: Step, next: BlockConfig[]): BlockConfig {
  const props = (block.props ?? {}) as Record<string, unknown>;
  let value: unknown = next;
  if (step.list !== undefined) {
    const cols = Array.isArray(props[step.slot!]) ? [...(props[step.slot!] as unknown[])] : [];
    while (cols.length <= step.list) cols.push([]);
    cols[step.list] = next;
    value = cols;
  }
  return inherit({ ...block, props: { ...props, [step.slot!]: value } } as BlockConfig, block);
}

/** The tree with the list the path's last step is in replaced by `edit` of it. */
export function editList(blocks: BlockConfig[], path: BlockPath, edit: (list: BlockConfig[]) => BlockConfig[]): BlockConfig[] {
  if (path.length <= 1) return edit(blocks);
  const [head, next] = [path[0]!, path[1]!];
  const block = blocks[head.index];
  if (!block) return blocks;
  const inner = editList(slotValue(block, next), path.slice(1), edit);
  return blocks.map((b, i) => (i === head.index ? withSlotList(block, next, inner) : b));
}

export const replaceAt = (blocks: BlockConfig[], path: BlockPath, block: BlockConfig): BlockConfig[] =>
  editList(blocks, path, (list) => list.map((b, i) => (i === path.at(-1)!.index ? inherit(block, b) : b)));

export const insertAt = (blocks: BlockConfig[], place: BlockPath, added: readonly BlockConfig[]): BlockConfig[] =>
  editList(blocks, place, (list) => {
    const at = Math.min(place.at(-1)!.index, list.length);
    return [...list.slice(0, at), ...added, ...list.slice(at)];
  });

export const removeAt = (blocks: BlockConfig[], path: BlockPath): BlockConfig[] =>
  editList(blocks, path, (list) => list.filter((_, i) => i !== path.at(-1)!.index));

/** A path or place as it is once the block at `removed` has left its list: later siblings (and what is in them) move up one. */
export function afterRemoval(path: BlockPath, removed: BlockPath): BlockPath {
  const depth = removed.length - 1;
  if (path.length <= depth || !sameList(path.slice(0, depth + 1), removed)) return path;
  const step = path[depth]!;
  if (step.index <= removed[depth]!.index) return path;
  return [...path.slice(0, depth), { ...step, index: step.index - 1 }, ...path.slice(depth + 1)];
}

/** The path's last step at another index. */
export const atIndex = (path: BlockPath, index: number): BlockPath => [...path.slice(0, -1), { ...path.at(-1)!, index }];

/** Every block of the tree with its path, depth first, each parent before its children; `slots` names a block's slot lists. */
export function walk(
  blocks: readonly BlockConfig[],
  slots: (block: BlockConfig) => readonly Omit<Step, 'index'>[],
  visit: (block: BlockConfig, path: BlockPath) => void,
  prefix: BlockPath = [],
  step: Omit<Step, 'index'> = {},
): void {
  blocks.forEach((block, index) => {
    const path = [...prefix, { ...step, index }];
    visit(block, path);
    for (const s of slots(block)) walk(slotValue(block, { ...s, index: 0 }), slots, visit, path, s);
  });
}

/** A path or place as it is once a block has gone in at `place`: later siblings (and what is in them) move down one. */
export function afterInsertion(path: BlockPath, place: BlockPath, count = 1): BlockPath {
  const depth = place.length - 1;
  if (path.length <= depth || !sameList(path.slice(0, depth + 1), place)) return path;
  const step = path[depth]!;
  if (step.index < place[depth]!.index) return path;
  return [...path.slice(0, depth), { ...step, index: step.index + count }, ...path.slice(depth + 1)];
}
