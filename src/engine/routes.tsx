import type { RouteObject } from 'react-router-dom';
import { Layout } from '../chrome/Layout';
import { RouterFallback } from '../chrome/RouterFallback';
import { loadBlocks } from './loader';
import { Page } from './Page';
import { expandPath } from './paths';
import type { Registry } from './registry';
import type { SiteConfig } from './types';

/** One router route per config route; the not-found route's blocks also answer any unknown path. */
export function createRoutes(config: SiteConfig, registry: Registry): RouteObject[] {
  const timeout = config.chunkTimeoutMs;
  const notFound = config.routes.find((r) => expandPath(r.path, config.site.brand) === config.notFoundPath);
  const pages: RouteObject[] = config.routes.map((route) => ({
    path: expandPath(route.path, config.site.brand),
    loader: ({ params }) => loadBlocks(registry, route.blocks, params, timeout),
    element: <Page route={route} config={config} registry={registry} />,
  }));
  if (notFound) {
    pages.push({
      path: '*',
      loader: ({ params }) => loadBlocks(registry, notFound.blocks, params, timeout),
      element: <Page route={notFound} config={config} registry={registry} />,
    });
  }
  return [
    {
      id: 'root',
      path: '/',
      loader: ({ params }) => loadBlocks(registry, config.footer.blocks, params, timeout),
      element: <Layout config={config} registry={registry} />,
      errorElement: <RouterFallback />,
      // Keep the chrome's own data (footer blocks) across navigations.
      shouldRevalidate: () => false,
      children: pages.map((p) => ({ ...p, path: p.path === '/' ? undefined : p.path!.replace(/^\//, ''), index: p.path === '/' } as RouteObject)),
    },
  ];
}
