import { createElement, Suspense, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { DataContext } from '../data/blockData';
import type { BlockDataResult } from '../data/source';
import { AwaitBlockData, BlockDataProvider, RelatedDataProvider } from './BlockData';
import { BlockErrorBoundary } from './BlockErrorBoundary';
import { HydrateNearViewport, keepServerHtml } from './HydrateNearViewport';
import { relatedOf } from './loader';
import { blockComponent, type Registry } from './registry';
import type { BlockConfig, BlockDefinition } from './types';
import { armReveals } from '../ui/Reveal';

/** The value of a promise React's use() would read at once (data that came with the page), if any. */
function settledValue<T>(promise: Promise<T> | undefined): T | undefined {
  const p = promise as (Promise<T> & { status?: string; value?: T }) | undefined;
  return p?.status === 'fulfilled' ? p.value : undefined;
}

/** React left this boundary to the browser (`<!--$!-->`) or had not finished it (`<!--$?-->`): not the block's final HTML. */
function hasUnfinishedBoundary(element: Element): boolean {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_COMMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node as Comment).data;
    if (text === '$!' || text === '$?') return true;
  }
  return false;
}

/**
 * Whether a block being hydrated keeps its server HTML for good (an island of no code): it is
 * not interactive, nothing in its data asks to wake it, and the server rendered it in full.
 */
function keepsServerHtml(def: BlockDefinition | undefined, props: object, promise: Promise<BlockDataResult> | undefined, id: string): boolean {
  if (!def || def.interactive || def.hydrateWithPage === true || typeof document === 'undefined') return false;
  if (typeof def.hydrateWithPage === 'function') {
    const result = settledValue(promise);
    if (result?.status !== 'ok' || def.hydrateWithPage(props, result.data)) return false;
  }
  const element = document.querySelector(`[data-block-id="${CSS.escape(id)}"]`);
  return Boolean(element && !hasUnfinishedBoundary(element));
}

/**
 * A block's server HTML, adopted as it is: React hydrates the wrapper and never looks inside
 * (an empty `dangerouslySetInnerHTML` that stays empty is never written), so every node keeps
 * its identity and none of the block's code is needed.
 */
function ServerHtml({ id, className, type, anchor }: { id: string; className: string; type: string; anchor: string | undefined }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => keepServerHtml(id), [id]);
  // Before the hydrated page paints, so nothing in view is hidden to be faded in again.
  useLayoutEffect(() => (ref.current ? armReveals(ref.current) : undefined), []);
  return (
    <div ref={ref} className={className} data-block={type} data-block-id={id} id={anchor} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
  );
}

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
      block.source && promise ? { source: block.source, ctx, initial: promise, notFoundPath, urlParams: def?.urlParams?.(block.props ?? {}), visitKey } : null,
    [block.source, block.props, def, promise, ctx, notFoundPath, visitKey],
  );
  const related = useMemo(() => relatedOf(ctx.blocks, blockId), [ctx.blocks, blockId]);
  const hydrationId = useId();
  // Decided once, as the block first renders. Only a block being hydrated finds server HTML under its
  // id: ids of blocks rendered in a live page never match a server's. Not useHydrated(): its re-render
  // after hydration would reach blocks still waiting to hydrate, and React would give up their HTML.
  const [keepHtml] = useState(() => keepsServerHtml(def, props, promise, hydrationId));
  if (!def) return null;
  const className = def.escapesBox ? 'block' : 'block block-deferrable';
  if (keepHtml) {
    return (
      <BlockErrorBoundary type={block.type}>
        <ServerHtml id={hydrationId} className={className} type={block.type} anchor={block.id} />
      </BlockErrorBoundary>
    );
  }
  const skeleton = createElement(def.Skeleton, { props });
  const Component = blockComponent(registry, block.type);
  const component = (data: unknown) => (
    <HydrateNearViewport id={hydrationId} eager={typeof def.hydrateWithPage === 'function' ? def.hydrateWithPage(props, data) : def.hydrateWithPage === true}>
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
      <div
        className={className}
        data-wake={def.interactive ? (def.wake ?? 'visible') : undefined}
        data-block={block.type}
        data-block-id={hydrationId}
        id={block.id}
      >
        <RelatedDataProvider value={related}>{body}</RelatedDataProvider>
      </div>
    </BlockErrorBoundary>
  );
}
