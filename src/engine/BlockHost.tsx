import { createElement, Suspense, useId, useMemo } from 'react';
import type { DataContext } from '../data/blockData';
import type { BlockDataResult } from '../data/source';
import { AwaitBlockData, BlockDataProvider, RelatedDataProvider } from './BlockData';
import { BlockErrorBoundary } from './BlockErrorBoundary';
import { HydrateNearViewport } from './HydrateNearViewport';
import { relatedOf } from './loader';
import { blockComponent, type Registry } from './registry';
import type { BlockConfig } from './types';

interface Props {
  registry: Registry;
  block: BlockConfig;
  blockId: string;
  promise: Promise<BlockDataResult> | undefined;
  ctx: DataContext;
  notFoundPath: string;
  /** The history entry the page's data was loaded for (see useBlockUrlState). */
  visitKey: string;
}

/** Renders one configured block: its lazy component, its skeleton while code or data loads, its own error boundary. */
export function BlockHost({ registry, block, blockId, promise, ctx, notFoundPath, visitKey }: Props) {
  const def = registry[block.type];
  const props = block.props ?? {};
  const binding = useMemo(
    () =>
      block.source && promise
        ? { source: block.source, ctx, initial: promise, notFoundPath, urlParams: def?.urlParams?.(block.props ?? {}), visitKey }
        : null,
    [block.source, block.props, def, promise, ctx, notFoundPath, visitKey],
  );
  const related = useMemo(() => relatedOf(ctx.blocks, blockId), [ctx.blocks, blockId]);
  const hydrationId = useId();
  if (!def) return null;
  const skeleton = createElement(def.Skeleton, { props });
  const Component = blockComponent(registry, block.type);
  const component = (data: unknown) => (
    <HydrateNearViewport
      id={hydrationId}
      eager={typeof def.hydrateWithPage === 'function' ? def.hydrateWithPage(props, data) : def.hydrateWithPage === true}
    >
      <Component props={props} data={data} blockId={blockId} />
    </HydrateNearViewport>
  );
  const body = binding ? (
    <BlockDataProvider value={binding}>
      <AwaitBlockData promise={binding.initial} fallback={skeleton}>
        {component}
      </AwaitBlockData>
    </BlockDataProvider>
  ) : (
    <Suspense fallback={skeleton}>{component(undefined)}</Suspense>
  );
  return (
    <BlockErrorBoundary type={block.type}>
      <div className={def.escapesBox ? 'block' : 'block block-deferrable'} data-block={block.type} data-block-id={hydrationId} id={block.id}>
        <RelatedDataProvider value={related}>{body}</RelatedDataProvider>
      </div>
    </BlockErrorBoundary>
  );
}
