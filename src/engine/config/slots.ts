/**
 * Slots, as a block's schema declares them: a prop holding blocks, marked "x-slot" with what it
 * may hold (as Puck's slot field with allow / disallow, Storyblok's blocks field with restrict_type,
 * minimum and maximum). The validator reads them from the schemas (Node only); the engine finds a
 * slot's blocks by their shape (tree.ts) and never reads these rules.
 *
 *   content: slot({ allow: ['columns', 'content'], min: 1, max: 12 }, 'The blocks in the section.'),
 *   columns: slotOfLists({ allow: ['content'], min: 1, max: 6 }, { min: 2, max: 4 }, 'One list of blocks per column.'),
 */
import { blockSchema } from './siteSchema';

/**
 * What a slot may hold. `allow` and `disallow` name block types or categories: "layout" (a block
 * with slots of its own), "page" (a block that is a page's own: the hero, a detail; its schema says
 * `"x-category": "page"`) and "content" (every other block). `min` and `max` count the blocks of
 * one list (of each column, in a slot of lists).
 */
export interface SlotRule {
  allow: readonly string[];
  disallow?: readonly string[];
  min?: number;
  max?: number;
}

export const CATEGORIES = ['content', 'layout', 'page'] as const;
export type Category = (typeof CATEGORIES)[number];

/** A slot: a list of blocks. */
export function slot<const R extends SlotRule, const D extends string>(rule: R, description: D) {
  return { type: 'array', description, 'x-slot': rule, items: blockSchema } as const;
}

/** A slot of lists (columns): `lists` bounds how many lists; the rule holds for each. */
export function slotOfLists<const R extends SlotRule, const L extends { min: number; max: number }, const D extends string>(rule: R, lists: L, description: D) {
  return { type: 'array', description, 'x-slot': rule, minItems: lists.min, maxItems: lists.max, items: { type: 'array', items: blockSchema } } as const;
}

type SchemaNode = { properties?: Record<string, { 'x-slot'?: SlotRule }>; 'x-category'?: Category };

/** A block schema's slots, by prop name. */
export function slotRulesOf(schema: object): Record<string, SlotRule> {
  // A block schema is plain JSON Schema; x-slot is our own keyword on its props (see slot above).
  const props = (schema as SchemaNode).properties ?? {};
  return Object.fromEntries(Object.entries(props).flatMap(([name, p]) => (p['x-slot'] ? [[name, p['x-slot']]] : [])));
}

/** A block type's category, from its schema: "layout" with slots, else its "x-category", else "content". */
export function categoryOf(schema: object): Category {
  if (Object.keys(slotRulesOf(schema)).length) return 'layout';
  // Our own keyword on a block schema, read as written.
  return (schema as SchemaNode)['x-category'] ?? 'content';
}

const names = (rule: readonly string[], type: string, category: Category) => rule.includes(type) || rule.includes(category);

/** Whether a slot takes a block of this type. */
export const allows = (rule: SlotRule, type: string, category: Category): boolean =>
  names(rule.allow, type, category) && !names(rule.disallow ?? [], type, category);

/** The block types a slot takes, among the known ones. */
export const allowedTypes = (rule: SlotRule, categories: ReadonlyMap<string, Category>): string[] =>
  [...categories].filter(([type, category]) => allows(rule, type, category)).map(([type]) => type);
