import { createElement, Suspense, useMemo } from 'react';
import type { DataContext } from '../data/blockData';
import type { BlockDataResult } from '../data/source';
import { AwaitBlockData, BlockDataProvider } from './BlockData';
import { BlockErrorBoundary } from './BlockErrorBoundary';
import { blockComponent, type Registry } from './registry';
import type { BlockConfig } from './types';

interface Props {
  registry: Registry;
  block: BlockConfig;
  blockId: string;
  promise: Promise<BlockDataResult> | undefined;
  ctx: DataContext;
  notFoundPath: string;
}

/** Renders one configured block: its lazy component, its skeleton while code or data loads, its own error boundary. */
export function BlockHost({ registry, block, blockId, promise, ctx, notFoundPath }: Props) {
  const def = registry[block.type];
  const props = block.props ?? {};
  const binding = useMemo(
    () => (block.source && promise ? { source: block.source, ctx, initial: promise, notFoundPath } : null),
    [block.source, promise, ctx, notFoundPath],
  );
  if (!def) return null;
  const skeleton = createElement(def.Skeleton, { props });
  const Component = blockComponent(registry, block.type);
  const body = binding ? (
    <BlockDataProvider value={binding}>
      <AwaitBlockData promise={binding.initial} fallback={skeleton}>
        {(data) => <Component props={props} data={data} blockId={blockId} />}
      </AwaitBlockData>
    </BlockDataProvider>
  ) : (
    <Suspense fallback={skeleton}>
      <Component props={props} data={undefined} blockId={blockId} />
    </Suspense>
  );
  return (
    <BlockErrorBoundary type={block.type}>
      <div className="block" data-block={block.type} id={block.id}>
        {body}
      </div>
    </BlockErrorBoundary>
  );
}
