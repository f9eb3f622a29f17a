/**
 * The pages `npm run bench:studio` edits: a deep one (sections › columns › content blocks, four
 * levels counting the page) and a flat one, each of 300 blocks, made of the site's real block types:
 * the layout blocks are those whose schema has slots (their defaults, slots filled), the content
 * blocks the site's own examples of every content type that calls no API (a bench of the editor,
 * not of the data).
 */
import { categoryOf, slotRulesOf } from '../src/engine/config/slots';
import type { BlockConfig, SiteConfig } from '../src/engine/types';

export const BENCH_BLOCKS = 300;

/** One example of each content block type the config uses without a data source. */
function contentExamples(config: SiteConfig, schemas: Record<string, object>): BlockConfig[] {
  const seen = new Map<string, BlockConfig>();
  for (const b of config.routes.flatMap((r) => r.blocks)) {
    const schema = schemas[b.type];
    if (!schema || b.source || seen.has(b.type) || categoryOf(schema) !== 'content') continue;
    seen.set(b.type, { type: b.type, props: structuredClone(b.props) } as BlockConfig);
  }
  return [...seen.values()];
}

/** A layout type's slots: the name of its first slot, and whether it is a slot of lists (columns). */
function layouts(schemas: Record<string, object>) {
  return Object.entries(schemas).flatMap(([type, schema]) => {
    const [name] = Object.keys(slotRulesOf(schema));
    if (!name) return [];
    // A layout schema has its slots among its properties (slotRulesOf found this one there).
    const prop = (schema as { properties: Record<string, { items?: { type?: string } }> }).properties[name];
    return [{ type, slot: name, lists: prop?.items?.type === 'array' }];
  });
}

/** The config with two routes more: `/bench-deep` and `/bench-flat`, each of BENCH_BLOCKS blocks. */
export function withBenchPages(config: SiteConfig, schemas: Record<string, object>): SiteConfig {
  const examples = contentExamples(config, schemas);
  const content = (i: number) => structuredClone(examples[i % examples.length]!);
  const kinds = layouts(schemas);
  const band = kinds.find((k) => !k.lists);
  const grid = kinds.find((k) => k.lists);
  if (!band || !grid || !examples.length) throw new Error('bench:studio needs a layout block with a slot, one with a slot of lists, and a content block');
  // Each section: one columns block of two columns, two content blocks in each (6 blocks).
  const deep: BlockConfig[] = [];
  for (let n = 0; deep.length * 6 < BENCH_BLOCKS; n++) {
    const columns = { type: grid.type, props: { [grid.slot]: [0, 1].map((c) => [content(4 * n + 2 * c), content(4 * n + 2 * c + 1)]) } };
    deep.push({ type: band.type, props: { [band.slot]: [columns] } } as BlockConfig);
  }
  const flat = Array.from({ length: BENCH_BLOCKS }, (_, i) => content(i));
  return {
    ...config,
    routes: [...config.routes, { path: '/bench-deep', title: 'Bench: deep', blocks: deep }, { path: '/bench-flat', title: 'Bench: flat', blocks: flat }],
  } as SiteConfig;
}
