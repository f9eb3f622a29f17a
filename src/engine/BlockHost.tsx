import { createElement, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { BlockDataResult } from '../data/source';
import { AwaitBlockData, BlockDataProvider, RelatedDataProvider } from './BlockData';
import { BlockEnd, BlockErrorBoundary, enterBlock, InBlock, type BlockScope } from './BlockErrorBoundary';
import { HydrateNearViewport, keepServerHtml, mayFindServerHtml } from './HydrateNearViewport';
import { LayoutBody, type HostProps } from './LayoutHost';
import { holdsIslands, leftOutOfPage, loadFailureOf, relatedOf } from './loader';
import { blockCodeLoaded, blockComponent, blockDefinition, type ConfiguredBlock } from './registry';
import { settledValue } from './settled';
import { armReveals } from '../ui/Reveal';
import { WAKE_ATTRIBUTE } from '../islands/runtime';

/** React left this boundary to the browser (`<!--$!-->`) or had not finished it (`<!--$?-->`): not the block's final HTML. */
function hasUnfinishedBoundary(element: Element): boolean {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_COMMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue;
    if (text === '$!' || text === '$?') return true;
  }
  return false;
}

/**
 * Whether a block being hydrated keeps its server HTML for good (an island of no code): it is
 * not interactive, nothing in its data asks to wake it, and the server rendered it in full.
 */
function keepsServerHtml(def: ConfiguredBlock | undefined, props: object, promise: Promise<BlockDataResult> | undefined, id: string): boolean {
  if (!def || def.interactive || def.hydrateWithPage === true) return false;
  if (typeof def.hydrateWithPage === 'function') {
    // Data that came with the page; without it the block hydrates, as its data may ask it to,
    // unless the server left it out because the data did not ask (see forHydration).
    const result = settledValue(promise)?.value;
    if (result ? result.status !== 'ok' || def.hydrateWithPage(props, result.data) : !leftOutOfPage(promise)) return false;
  }
  const element = serverElementOf(id);
  return Boolean(element && !hasUnfinishedBoundary(element));
}

/** The block's element in the server's HTML, if the page has one (a page the browser renders itself has none). */
const serverElementOf = (id: string) => document.querySelector(`[data-block-id="${CSS.escape(id)}"]`);

/**
 * A block's server HTML, adopted as it is: React hydrates the wrapper and never looks inside
 * (an empty `dangerouslySetInnerHTML` that stays empty is never written), so every node keeps
 * its identity and none of the block's code is needed.
 */
function ServerHtml({ id, className, type, anchor }: { id: string; className: string; type: string; anchor: string | undefined }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current) keepServerHtml(ref.current);
  }, []);
  // Before the hydrated page paints, so nothing in view is hidden to be faded in again.
  useLayoutEffect(() => (ref.current ? armReveals(ref.current) : undefined), []);
  return (
    <div ref={ref} className={className} data-block={type} data-block-id={id} id={anchor} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
  );
}

type Props = HostProps;

/**
 * Renders one configured block under its own error boundary: everything the block's config, code
 * and data feed (its URL state, related calls, skeleton, hydration wish, component) is worked out
 * inside it, so nothing a marketer's mistake makes a block throw can take its page down.
 * The Suspense boundary is the server's error boundary: a block that throws there is left to the
 * browser (showing nothing meanwhile), which renders it again and, if it throws again, shows its fallback.
 */
export function BlockHost(props: Props) {
  const { block, blockId, route, registry } = props;
  const scope = useMemo(() => ({ id: blockId, type: String(block.type), route }), [blockId, block.type, route]);
  // Decided once, as the block first renders. Only a block of the page being hydrated finds server HTML
  // under its id: blocks of later pages never look. Here, not in the body: React hydrates what is inside
  // a Suspense boundary after the page around it has committed (and marked the first page shown).
  // Not useHydrated(): its re-render after hydration would reach blocks still waiting to hydrate, and
  // React would give up their HTML.
  const [fromServer] = useState(() => props.fromServer ?? mayFindServerHtml());
  // A failed list keeps its skeletons, as when its call fails (docs/behaviour.md, "Failures"); any other block shows nothing.
  const def = blockDefinition(registry, block.type);
  const keepsSkeleton = def && block.source && block.source.onError !== 'not-found';
  const fallback = keepsSkeleton ? (
    <div className="block" data-block={block.type} data-block-id={blockId} data-block-failed="">
      {createElement(def.Skeleton, { props: block.props ?? {} })}
    </div>
  ) : undefined;
  return (
    <>
      <BlockErrorBoundary scope={scope} fallback={fallback}>
        <Suspense fallback={null}>
          <BlockBody {...props} scope={scope} fromServer={fromServer} />
        </Suspense>
      </BlockErrorBoundary>
      <BlockEnd />
    </>
  );
}

function BlockBody(host: Props & { scope: BlockScope; fromServer: boolean }) {
  const { scope, fromServer, ...own } = host;
  const { registry, block, blockId, promise, ctx, notFoundPath, visitKey } = own;
  enterBlock(scope);
  const def = blockDefinition(registry, block.type);
  const props = block.props ?? {};
  const binding = useMemo(
    () =>
      block.source && promise ? { source: block.source, ctx, initial: promise, notFoundPath, urlParams: def?.urlParams?.(block.props ?? {}), visitKey } : null,
    [block.source, block.props, def, promise, ctx, notFoundPath, visitKey],
  );
  const related = useMemo(() => relatedOf(ctx.blocks, blockId), [ctx.blocks, blockId]);
  const [keepHtml] = useState(() => fromServer && !holdsIslands(registry, block) && keepsServerHtml(def, props, promise, blockId));
  // Whether the server did render it: only then does a failed call in the browser leave its HTML standing.
  const [overServerHtml] = useState(() => fromServer && Boolean(serverElementOf(blockId)));
  // Its config or code failed to load: it fails here, under its boundary, with what went wrong then.
  const failure = loadFailureOf(registry, block);
  if (failure) throw failure.error;
  if (!def) return null;
  const className = def.escapesBox || host.nested ? 'block' : 'block block-deferrable';
  if (keepHtml) return <ServerHtml id={blockId} className={className} type={block.type} anchor={block.id} />;
  if (def.layout) return <LayoutBody {...own} fromServer={fromServer} host={BlockHost} layout={def.layout} className={className} />;
  // Rendered apart from the body (a Suspense fallback, by the server after the rest): in the block still.
  const skeleton = <InBlock scope={scope}>{createElement(def.Skeleton, { props })}</InBlock>;
  // React's server renderer renders the fallback of every boundary over 500 bytes, in case it must
  // send it ahead of late content, and drops it once the content is done. On the server a block
  // whose code and data are both in hand renders at once, so its boundary waits for nothing and
  // gets no fallback to render (a tenth of home's render went to skeletons never sent). The
  // browser never reads a completed boundary's fallback, so the two sides may differ there.
  const inHand =
    import.meta.env.SSR &&
    blockCodeLoaded(registry, block.type) &&
    [binding?.initial, ...Object.values(related)].every((p) => p === undefined || settledValue(p) !== undefined);
  const waiting = inHand ? null : skeleton;
  const Component = blockComponent(registry, block.type);
  const component = (data: unknown) => (
    // A block's data renders in a pass of its own once it arrives: in the block still.
    <InBlock scope={scope}>
      <HydrateNearViewport
        id={blockId}
        fromServer={fromServer}
        eager={typeof def.hydrateWithPage === 'function' ? def.hydrateWithPage(props, data) : def.hydrateWithPage === true}
      >
        <Component props={props} data={data} blockId={blockId} />
      </HydrateNearViewport>
    </InBlock>
  );
  const body = binding ? (
    <BlockDataProvider value={binding}>
      <AwaitBlockData promise={binding.initial} fallback={skeleton} waiting={waiting} overServerHtml={overServerHtml}>
        {component}
      </AwaitBlockData>
    </BlockDataProvider>
  ) : (
    <Suspense fallback={waiting}>{component(undefined)}</Suspense>
  );
  return (
    <div
      className={className}
      {...(def.interactive ? { [WAKE_ATTRIBUTE]: def.wake ?? 'visible' } : {})}
      data-block={block.type}
      data-block-id={blockId}
      id={block.id}
    >
      <RelatedDataProvider value={related}>{body}</RelatedDataProvider>
    </div>
  );
}
