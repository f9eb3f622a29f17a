import type { ComponentType, ReactNode } from 'react';
import type { DataContext } from '../data/blockData';
import type { BlockDataResult } from '../data/source';
import { childKey, slotBlocks } from './config/tree';
import type { Registry } from './registry';
import type { BlockConfig, BlockLayout } from './types';

/** What the engine hands one block's host (BlockHost), wherever the block is on the page. */
export interface HostProps {
  registry: Registry;
  block: BlockConfig;
  blockId: string;
  promise: Promise<BlockDataResult> | undefined;
  ctx: DataContext;
  notFoundPath: string;
  /** The history entry the page's data was loaded for (see useBlockUrlState). */
  visitKey: string;
  /** The page's path: a failure's log line names it. */
  route: string;
  /** Inside a layout block's slot: laid out with its layout, never deferred on its own (see .block-deferrable). */
  nested?: boolean;
  /**
   * A block in a slot is rendered from the server's HTML when its layout is: told by the layout, as
   * React hydrates a slot's blocks after the page has committed, when they could no longer tell.
   */
  fromServer?: boolean;
}

/**
 * A layout block (a definition with `layout`): its component renders at once, with `slot` putting
 * each of its slots' blocks in place, each under a host of its own (`host`, BlockHost: its own error
 * boundary, data, skeleton and island), keyed as the page's data is (config/tree.ts).
 */
export function LayoutBody({
  host: Host,
  layout: Layout,
  className,
  ...own
}: HostProps & { host: ComponentType<HostProps>; layout: BlockLayout<unknown>; className: string }) {
  const { block, blockId, ctx } = own;
  const slot = (name: string, list?: number): ReactNode =>
    slotBlocks(block, name, list).map((child, i) => {
      const key = childKey(blockId, { name, list }, i, child);
      return <Host key={`${child.type}:${key}`} {...own} block={child} blockId={key} promise={ctx.blocks[key]} nested />;
    });
  return (
    <div className={className} data-block={block.type} data-block-id={blockId} id={block.id}>
      <Layout props={block.props ?? {}} blockId={blockId} slot={slot} />
    </div>
  );
}
