import { use, useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { BlockHost } from './BlockHost';
import { useHeldLinkNavigation } from './HydrateNearViewport';
import { blockKey, cachedLoad, loadRoute, routeLoadKey, type BlockPromises } from './loader';
import { expandTitle } from './paths';
import { DocumentTitle } from '../ui/DocumentTitle';
import { useSite } from './site';
import type { BlockConfig } from './types';

export function BlockList({ blocks, promises }: { blocks: BlockConfig[]; promises: BlockPromises }) {
  const { registry, shell } = useSite();
  const params = useParams();
  const ctx = useMemo(() => ({ params, blocks: promises }), [params, promises]);
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
          />
        );
      })}
    </>
  );
}

/**
 * A route: its title and its blocks, in config order. It suspends until the blocks'
 * code is in (the router keeps the previous page on screen meanwhile); data blocks
 * then fill in one by one behind their skeletons.
 */
export function Page({ routeIndex }: { routeIndex: number }) {
  const site = useSite();
  const params = useParams();
  const location = useLocation();
  const route = site.shell.routes[routeIndex]!;
  const { blocks, data } = use(cachedLoad(site, routeLoadKey(location.key, location.pathname), () => loadRoute(site, routeIndex, params)));
  return (
    // Keyed by path so the entrance animation replays on every page.
    <main className="page" id="main" key={location.pathname}>
      <DocumentTitle>{expandTitle(route.title, site.shell.site)}</DocumentTitle>
      <BlockList blocks={blocks} promises={data} />
    </main>
  );
}
