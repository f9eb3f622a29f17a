import { useMemo } from 'react';
import { useLoaderData, useLocation, useParams } from 'react-router-dom';
import { BlockHost } from './BlockHost';
import { blockKey, type BlockPromises } from './loader';
import { expandTitle } from './paths';
import type { Registry } from './registry';
import type { BlockConfig, RouteConfig, SiteConfig } from './types';

export function BlockList({
  blocks,
  promises,
  config,
  registry,
}: {
  blocks: BlockConfig[];
  promises: BlockPromises;
  config: SiteConfig;
  registry: Registry;
}) {
  const params = useParams();
  const ctx = useMemo(() => ({ params, blocks: promises }), [params, promises]);
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
            notFoundPath={config.notFoundPath}
          />
        );
      })}
    </>
  );
}

/** A route: its title and its blocks, in config order. */
export function Page({ route, config, registry }: { route: RouteConfig; config: SiteConfig; registry: Registry }) {
  const { blocks } = useLoaderData() as { blocks: BlockPromises };
  const { pathname } = useLocation();
  return (
    // Keyed by path so the entrance animation replays on every page.
    <main className="page" id="main" key={pathname}>
      <title>{expandTitle(route.title, config.site)}</title>
      <BlockList blocks={route.blocks} promises={blocks} config={config} registry={registry} />
    </main>
  );
}
