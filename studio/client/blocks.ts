/** Pure edits of a block list, and how the outline names a block. */
import { allBlocks } from '../../src/engine/config/tree';
import type { BlockConfig } from '../../src/engine/types';
import { textIn } from './locale/text';

/**
 * An id for a new block, unused anywhere in the config: the footer's blocks share every page
 * with a route's, and `b<n>` names a block without one, so the type's name with a number.
 */
export function freshBlockId(
  type: string,
  config: { footer: { blocks: readonly BlockConfig[] }; routes: readonly { blocks: readonly BlockConfig[] }[] },
): string {
  const taken = new Set(allBlocks([...config.footer.blocks, ...config.routes.flatMap((r) => r.blocks)]).map((b) => b.id));
  let n = 1;
  while (taken.has(`${type}-${n}`)) n++;
  return `${type}-${n}`;
}

/**
 * A copy with an id of its own (ids are unique on a page; other blocks may name them), and so has
 * every block in its slots that has one (a section's, its columns').
 */
export function duplicateBlock(blocks: readonly BlockConfig[], index: number): BlockConfig[] {
  const block = structuredClone(blocks[index]!);
  const taken = new Set(allBlocks(blocks).map((b) => b.id));
  for (const b of allBlocks([block])) {
    if (!b.id) continue;
    let n = 2;
    while (taken.has(`${b.id}-${n}`)) n++;
    b.id = `${b.id}-${n}`;
    taken.add(b.id);
  }
  return [...blocks.slice(0, index + 1), block, ...blocks.slice(index + 1)];
}

const TEXT_LANGUAGES = ['en', 'es', 'ar'];
const TEXT_KEYS = ['heading', 'headline', 'title', 'name', 'eyebrow', 'label', 'text', 'intro'];

function firstText(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (!value || typeof value !== 'object' || depth > 3) return undefined;
  // A translated text: its English value names the block.
  if (TEXT_LANGUAGES.some((code) => code in value)) return textIn(value).trim() || undefined;
  const obj = value as Record<string, unknown>;
  for (const key of TEXT_KEYS) {
    const t = firstText(obj[key], depth + 1);
    if (t) return t;
  }
  for (const v of Object.values(obj)) {
    const t = typeof v === 'object' ? firstText(v, depth + 1) : undefined;
    if (t) return t;
  }
  return undefined;
}

/** "slider: Our Customers": its type and its heading or first text. */
export function blockLabel(block: BlockConfig): string {
  const text = firstText(block.props);
  return text ? `${block.type}: ${text.length > 48 ? `${text.slice(0, 47)}…` : text}` : block.type;
}
