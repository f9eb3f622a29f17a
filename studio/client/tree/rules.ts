/**
 * What each slot may hold, read from the block schemas the studio loads (`x-slot`, slots.ts), as the
 * validator reads them: the outline, the catalogue and the moves ask here, and no block type is named.
 */
import { allows, categoryOf, slotRulesOf, type Category, type SlotRule } from '../../../src/engine/config/slots';
import type { BlockConfig } from '../../../src/engine/types';
import { blockLabel } from '../blocks';
import { defaultValue, type JsonSchema } from '../form/schema';
import { listAt, blockAt, type BlockPath, type Step } from './path';

export interface SlotInfo {
  name: string;
  rule: SlotRule;
  /** A slot of lists (columns): how many lists it has at least and at most. */
  lists: { min: number; max: number } | null;
}

export interface TreeRules {
  slots: ReadonlyMap<string, readonly SlotInfo[]>;
  categories: ReadonlyMap<string, Category>;
  /** A layout block's props by its schema's defaults, its slots empty: what a wrap starts from. */
  defaults: ReadonlyMap<string, Record<string, unknown>>;
}

type PropSchema = { items?: { type?: unknown }; minItems?: number; maxItems?: number };

export function rulesOf(schemas: Record<string, object>): TreeRules {
  const slots = new Map<string, SlotInfo[]>();
  const categories = new Map<string, Category>();
  for (const [type, schema] of Object.entries(schemas)) {
    categories.set(type, categoryOf(schema));
    // A block schema is plain JSON Schema (slots.ts): a slot of lists is an array of arrays.
    const props = ((schema as { properties?: Record<string, PropSchema> }).properties ?? {}) as Record<string, PropSchema>;
    const infos = Object.entries(slotRulesOf(schema)).map(([name, rule]) => {
      const p = props[name] ?? {};
      return { name, rule, lists: p.items?.type === 'array' ? { min: p.minItems ?? 1, max: p.maxItems ?? Infinity } : null };
    });
    if (infos.length) slots.set(type, infos);
  }
  const defaults = new Map([...slots.keys()].map((type) => [type, defaultValue(schemas[type] as JsonSchema) as Record<string, unknown>]));
  return { slots, categories, defaults };
}

export const NO_RULES: TreeRules = { slots: new Map(), categories: new Map(), defaults: new Map() };

export const slotsOf = (rules: TreeRules, type: string): readonly SlotInfo[] => rules.slots.get(type) ?? [];

/** A block's slot lists as steps (one per column of a slot of lists), in schema order. */
export function slotStepsOf(rules: TreeRules, block: BlockConfig): Omit<Step, 'index'>[] {
  return slotsOf(rules, block.type).flatMap((s) => {
    if (!s.lists) return [{ slot: s.name }];
    const value = (block.props as Record<string, unknown> | undefined)?.[s.name];
    const n = Array.isArray(value) ? value.length : 0;
    return Array.from({ length: n }, (_, list) => ({ slot: s.name, list }));
  });
}

/** The layout blocks that can wrap others: those whose schema has slots. */
export const wrapperTypes = (rules: TreeRules): string[] => [...rules.slots.keys()];

/** The rule of the list a place is in; null for the route's own list (which takes any block). */
export function ruleAt(rules: TreeRules, blocks: readonly BlockConfig[], place: BlockPath): SlotRule | null {
  const step = place.at(-1)!;
  if (step.slot === undefined) return null;
  const parent = blockAt(blocks, place.slice(0, -1));
  return parent ? (slotsOf(rules, parent.type).find((s) => s.name === step.slot)?.rule ?? { allow: [] }) : { allow: [] };
}

export const takes = (rules: TreeRules, rule: SlotRule | null, type: string): boolean =>
  rule === null || allows(rule, type, rules.categories.get(type) ?? 'content');

/** The block types a place takes, among the known ones. */
export const typesFor = (rules: TreeRules, blocks: readonly BlockConfig[], place: BlockPath): string[] => {
  const rule = ruleAt(rules, blocks, place);
  return [...rules.categories.keys()].filter((t) => takes(rules, rule, t));
};

/** "Columns › column 2" or "the page": a list, as a screen reader hears where a block went. */
export function placeName(blocks: readonly BlockConfig[], place: BlockPath): string {
  const step = place.at(-1)!;
  if (step.slot === undefined) return 'the page';
  const parent = blockAt(blocks, place.slice(0, -1));
  const slot = step.list === undefined ? step.slot : `${step.slot.replace(/s$/, '')} ${step.list + 1}`;
  return `${parent ? blockLabel(parent) : 'a block'} › ${slot}`;
}

/**
 * Why the edited lists break their slots' rules, in `blocks` as they would be: a list that took
 * blocks (`grown`) may hold no type its slot refuses and no more than its maximum; a list that lost
 * some (`shrunk`) no fewer than its minimum. Null when they keep them.
 */
export function refusal(rules: TreeRules, blocks: readonly BlockConfig[], grown: readonly BlockPath[], shrunk: readonly BlockPath[] = []): string | null {
  const check = (place: BlockPath, test: (rule: SlotRule, list: readonly BlockConfig[], where: string) => string | null) => {
    const rule = ruleAt(rules, blocks, place);
    const list = listAt(blocks, place);
    return rule && list ? test(rule, list, placeName(blocks, place)) : null;
  };
  for (const place of grown) {
    const why = check(place, (rule, list, where) => {
      const wrong = list.find((b) => !takes(rules, rule, b.type));
      if (wrong) return `${where} cannot hold a ${wrong.type} block.`;
      return rule.max !== undefined && list.length > rule.max ? `${where} holds at most ${rule.max} blocks.` : null;
    });
    if (why) return why;
  }
  for (const place of shrunk) {
    const why = check(place, (rule, list, where) =>
      rule.min !== undefined && list.length < rule.min ? `${where} must keep at least ${rule.min} block${rule.min === 1 ? '' : 's'}.` : null,
    );
    if (why) return why;
  }
  return null;
}
