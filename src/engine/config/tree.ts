/**
 * A page's blocks as a tree: a layout block (a section, columns) holds blocks in its slots, props
 * its schema marks "x-slot" (see slots.ts). A slot is a list of blocks (`content: [block, …]`) or a
 * list of such lists (`columns: [[block, …], [block, …]]`, one per column).
 *
 * Everything that walks a page's blocks (their data calls, their code, their timing, the route's
 * block types) walks the tree through here, without the registry or the schemas: a slot is found
 * by its shape, a list whose items are all blocks (objects with a string `type` and nothing but a
 * block's own keys), which no other prop of a valid config is (the validator holds each slot to its
 * schema). The stored config stays nested; nothing is flattened but these walks.
 */

/** A block's own keys in config (siteSchema's blockSchema). */
const BLOCK_KEYS = new Set(['type', 'id', 'props', 'source', 'visibleFrom', 'visibleUntil']);

/** What a walk needs of a block: its type, its id and its props. */
export interface TreeBlock {
  type: string;
  id?: string | undefined;
  props?: Record<string, unknown> | undefined;
}

/** Whether a value is a block as a slot holds one. */
export function isBlockLike(value: unknown): value is TreeBlock {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  // Checked key by key below.
  const o = value as Record<string, unknown>;
  return typeof o.type === 'string' && Object.keys(o).every((k) => BLOCK_KEYS.has(k));
}

/** One list of blocks in a slot: the slot's name, the column it is (for a list of lists), the blocks. */
export interface SlotList<B> {
  name: string;
  /** The index of the list within a slot of lists (a column); undefined for a plain slot. */
  list: number | undefined;
  blocks: B[];
}

const isBlockList = (value: unknown): value is unknown[] => Array.isArray(value) && value.length > 0 && value.every(isBlockLike);
const isListOfLists = (value: unknown): value is unknown[][] =>
  Array.isArray(value) && value.length > 0 && value.every((v) => Array.isArray(v) && v.every(isBlockLike)) && value.some((v) => v.length > 0);

/** The lists of blocks a block's slots hold, in the order its props list them. */
export function slotListsOf<B extends TreeBlock>(block: B): SlotList<B>[] {
  const out: SlotList<B>[] = [];
  for (const [name, value] of Object.entries(block.props ?? {})) {
    // Every item is a block (checked above): a slot holds B's, as the block holding it does.
    if (isBlockList(value)) out.push({ name, list: undefined, blocks: value as B[] });
    else if (isListOfLists(value)) value.forEach((blocks, list) => out.push({ name, list, blocks: blocks as B[] }));
  }
  return out;
}

/** The blocks of one slot (`slot('content')`) or of one list of a slot of lists (`slot('columns', 1)`); [] when it has none. */
export function slotBlocks<B extends TreeBlock>(block: B, name: string, list?: number): B[] {
  return slotListsOf(block).find((s) => s.name === name && s.list === list)?.blocks ?? [];
}

/**
 * A block's name on the page (its `data-block-id`, the key of its data): its id, or where it is.
 * A route's own blocks are "b<index>" without an id (as they always were); a nested block without
 * one is named by its parent and its place: "b1.content.0", "impact.columns.1.2". Ids match
 * ^[a-z][a-z0-9-]*$, so a derived name never equals one.
 */
export function childKey(parentKey: string, slot: Pick<SlotList<unknown>, 'name' | 'list'>, index: number, block: TreeBlock): string {
  return block.id ?? `${parentKey}.${slot.name}${slot.list === undefined ? '' : `.${slot.list}`}.${index}`;
}

export const topKey = (block: TreeBlock, index: number): string => block.id ?? `b${index}`;

/** A block of a page's tree, with its key and whether it is inside another block. */
export interface PlacedBlock<B> {
  block: B;
  key: string;
  /** The key of the route's block it is in (its own, for a route's block). */
  topKey: string;
  /** Inside a layout block. */
  nested: boolean;
}

/** Every block of a list and of its slots, depth first, each parent before its children. */
export function placedBlocks<B extends TreeBlock>(blocks: readonly B[]): PlacedBlock<B>[] {
  const out: PlacedBlock<B>[] = [];
  const visit = (block: B, key: string, top: string, nested: boolean) => {
    out.push({ block, key, topKey: top, nested });
    for (const slot of slotListsOf(block)) slot.blocks.forEach((child, i) => visit(child, childKey(key, slot, i, child), top, true));
  };
  blocks.forEach((b, i) => visit(b, topKey(b, i), topKey(b, i), false));
  return out;
}

/** Every block of a list and of its slots, depth first. */
export const allBlocks = <B extends TreeBlock>(blocks: readonly B[]): B[] => placedBlocks(blocks).map((p) => p.block);

/**
 * The same blocks with every slot's blocks passed through `keep` (a list filtered by time): a block
 * whose slots lose nothing is the same object, and a list that loses nothing the same array.
 */
export function mapSlots<B extends TreeBlock>(blocks: B[], keep: (list: B[]) => B[]): B[] {
  const sameItems = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((v, i) => v === b[i]);
  const out = keep(blocks).map((block) => {
    const lists = slotListsOf(block);
    if (!lists.length) return block;
    const props: Record<string, unknown> = { ...block.props };
    let own = false;
    for (const name of new Set(lists.map((l) => l.name))) {
      // A slot's value, as slotListsOf found it: a list of blocks, or a list of such lists.
      const value = props[name] as unknown[];
      const next: unknown[] = lists.some((l) => l.name === name && l.list !== undefined)
        ? (value as B[][]).map((col) => mapSlots(col, keep))
        : mapSlots(value as B[], keep);
      if (!sameItems(next, value)) [props[name], own] = [next, true];
    }
    return own ? { ...block, props } : block;
  });
  return sameItems(out, blocks) ? blocks : out;
}
