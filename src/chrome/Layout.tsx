import { Outlet, useRouteLoaderData } from 'react-router-dom';
import { BlockList } from '../engine/Page';
import type { BlockPromises } from '../engine/loader';
import type { Registry } from '../engine/registry';
import type { SiteConfig } from '../engine/types';
import { Footer } from './Footer';
import { Header } from './Header';
import { LoadingBar } from './LoadingBar';
import { RouteChangeEffects } from './RouteChangeEffects';

export function Layout({ config, registry }: { config: SiteConfig; registry: Registry }) {
  const root = useRouteLoaderData('root') as { blocks: BlockPromises } | undefined;
  return (
    <>
      <LoadingBar bar={config.loadingBar} />
      <RouteChangeEffects />
      <Header config={config} />
      <Outlet />
      <Footer config={config}>
        <BlockList blocks={config.footer.blocks} promises={root?.blocks ?? {}} config={config} registry={registry} />
      </Footer>
    </>
  );
}
