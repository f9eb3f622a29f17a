/** Pure edits of a block list, and how the outline names a block. */
import { allBlocks } from '../../src/engine/config/tree';
import type { BlockConfig } from '../../src/engine/types';
import { textIn } from './locale/text';

type ConfigBlocks = { footer: { blocks: readonly BlockConfig[] }; routes: readonly { blocks: readonly BlockConfig[] }[] };

/**
 * A copy with ids of its own (ids are unique on a page; other blocks may name them): the block and
 * every block in its slots that has one (a section's, its columns') get `<id>-<n>`, unused anywhere
 * in the config; a block without one gets `<type>-<n>` at the top only when `named`.
 */
export function freshCopy(block: BlockConfig, config: ConfigBlocks, named = false): BlockConfig {
  const copy = structuredClone(block);
  const taken = new Set(allBlocks([...config.footer.blocks, ...config.routes.flatMap((r) => r.blocks)]).map((b) => b.id));
  for (const b of allBlocks([copy])) {
    const base = b.id ?? (b === copy && named ? b.type : undefined);
    if (!base) continue;
    let n = b.id ? 2 : 1;
    while (taken.has(`${base}-${n}`)) n++;
    b.id = `${base}-${n}`;
    taken.add(b.id);
  }
  return copy;
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
