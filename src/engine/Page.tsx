import { useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { RouteMatch } from './config/shell';
import { BlockHost } from './BlockHost';
import { markFirstPageShown, onFirstPage, useHeldLinkNavigation } from './HydrateNearViewport';
import { blockKey, cachedLoad, loadRoute, routeLoadKey, type BlockPromises } from './loader';
import { expandTitle } from '../platform/paths';
import { DocumentTitle } from '../ui/DocumentTitle';
import { useSettled } from './settled';
import { useSite } from './site';
import type { BlockConfig } from './types';

/**
 * The page's element. A page the browser renders on a client-side navigation plays the
 * entrance; the first page (server-rendered) starts visible, so its largest paint (the
 * headline) lands with the first frame instead of under a fade. Decided in an effect, not
 * by useHydrated(), whose re-render after hydration would reach blocks still waiting to hydrate.
 */
function PageMain({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (!onFirstPage()) ref.current?.classList.add('page-enter');
    markFirstPageShown();
  }, []);
  return (
    <main className="page" id="main" ref={ref}>
      {children}
    </main>
  );
}

/** `params`: the matched route's (the footer's blocks see the page's too). */
export function BlockList({
  blocks,
  promises,
  visitKey,
  params,
}: {
  blocks: BlockConfig[];
  promises: BlockPromises;
  visitKey: string;
  params: RouteMatch['params'];
}) {
  const { registry, shell, callApi } = useSite();
  // What a block's failure is logged under (the footer's blocks too: the page they failed on).
  const { pathname } = useLocation();
  const ctx = useMemo(() => ({ params, blocks: promises, language: shell.locale, callApi }), [params, promises, shell.locale, callApi]);
  useHeldLinkNavigation();
  return (
    <>
      {blocks.map((block, i) => {
        const key = blockKey(block, i);
        return (
          <BlockHost
            key={`${block.type}:${key}`}
            registry={registry}
            block={block}
            blockId={key}
            promise={promises[key]}
            ctx={ctx}
            notFoundPath={shell.notFoundPath}
            visitKey={visitKey}
            route={pathname}
          />
        );
      })}
    </>
  );
}

/**
 * The history entry at which the visitor arrived on this path. Following a link within
 * the page's URL state (?page=2) stays on the visit: the page keeps its blocks and data,
 * and only the block whose state changed asks again.
 */
function useVisitKey(pathname: string, key: string): string {
  const visit = useRef<{ pathname: string; key: string } | null>(null);
  if (visit.current?.pathname !== pathname) visit.current = { pathname, key };
  return visit.current.key;
}

/**
 * A route: its title and its blocks, in config order. It suspends until the blocks'
 * code is in (the router keeps the previous page on screen meanwhile); data blocks
 * then fill in one by one behind their skeletons.
 */
export function Page({ match: { index: routeIndex, params } }: { match: RouteMatch }) {
  const site = useSite();
  const location = useLocation();
  const route = site.shell.routes[routeIndex]!;
  const visitKey = useVisitKey(location.pathname, location.key);
  const { blocks, data } = useSettled(
    cachedLoad(site, routeLoadKey(visitKey, location.pathname), () => loadRoute(site, routeIndex, params, undefined, location.search)),
  );
  return (
    // Keyed by path so the entrance animation replays on every page.
    <PageMain key={location.pathname}>
      <DocumentTitle>{expandTitle(route.title, site.shell.site)}</DocumentTitle>
      <BlockList blocks={blocks} promises={data} visitKey={visitKey} params={params} />
    </PageMain>
  );
}
