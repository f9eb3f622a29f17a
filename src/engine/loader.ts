import { fetchBlockData, type DataContext } from '../data/blockData';
import type { BlockDataResult } from '../data/source';
import { loadBlock, type Registry } from './registry';
import type { BlockConfig } from './types';

export type BlockPromises = Record<string, Promise<BlockDataResult>>;

export const blockKey = (block: BlockConfig, index: number) => block.id ?? `b${index}`;

const dependsOnBlocks = (block: BlockConfig) =>
  Object.values(block.source?.body ?? {}).some((v) => typeof v === 'string' && v.startsWith('{blocks.'));

/**
 * Starts every data block's call at once (one promise each, none awaited) so the page
 * can show skeletons and fill in block by block; blocks that use another block's data
 * chain on its promise. Shared by the browser router and a server renderer.
 */
export function startBlockData(blocks: BlockConfig[], params: DataContext['params']): BlockPromises {
  const promises: BlockPromises = {};
  const ctx: DataContext = { params, blocks: promises };
  // Independent blocks first, so a dependent one finds its source's promise in place.
  const ordered = blocks.map((b, i) => [b, i] as const).sort(([a], [b]) => Number(dependsOnBlocks(a)) - Number(dependsOnBlocks(b)));
  for (const [block, i] of ordered) {
    if (block.source) promises[blockKey(block, i)] = fetchBlockData(block.source, ctx);
  }
  return promises;
}

/** Route loader: waits for the blocks' code (bounded by the chunk timeout), not for their data. */
export async function loadBlocks(
  registry: Registry,
  blocks: BlockConfig[],
  params: DataContext['params'],
  chunkTimeoutMs: number,
): Promise<{ blocks: BlockPromises }> {
  // Data calls start before the code arrives: the two travel in parallel.
  const data = startBlockData(blocks, params);
  await Promise.all([...new Set(blocks.map((b) => b.type))].map((t) => loadBlock(registry, t, chunkTimeoutMs)));
  return { blocks: data };
}
