/**
 * The one page-assembly pipeline: the server renderer, the browser's entry and the studio's
 * preview all put a page together here — match the URL, load the route's blocks and the footer's
 * (code and data), put the loads where the first render finds them, and wrap the app in its
 * router and the providers the composition root hands in.
 */
import { StrictMode, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { App, type LayoutProps } from './App';
import { matchRoute, type RouteMatch } from './config/shell';
import { FOOTER_LOAD_KEY, loadBlocks, loadRoute, primeLoad, routeLoadKey, type BlockPromises, type CodeFor, type PrimedData } from './loader';
import type { RouteLoad, Site } from './site';
import { MarkLive } from '../ui/MarkLive';

export interface AssembledPage {
  pathname: string;
  /** The URL's query ("?page=2"), or "". */
  search: string;
  match: RouteMatch;
  route: RouteLoad;
  footer: RouteLoad;
}

export const pathnameOf = (url: string) => url.split(/[?#]/)[0] || '/';
export const searchOf = (url: string) => /\?[^#]*/.exec(url)?.[0] ?? '';

/**
 * Loads what the page at `url` needs before it renders: its route's and the footer's blocks,
 * their code, and every data call started. `primed`: data that came with the page (no call made).
 * `codeFor: 'interactive'`: the browser hydrating server HTML, where only interactive blocks run.
 */
export async function assemblePage(
  site: Site,
  url: string,
  primed: { route?: PrimedData; footer?: PrimedData } = {},
  codeFor: CodeFor = 'all',
): Promise<AssembledPage> {
  const pathname = pathnameOf(url);
  const search = searchOf(url);
  const match = matchRoute(site.shell, pathname);
  const [route, footer] = await Promise.all([
    loadRoute(site, match.index, match.params, primed.route, search, codeFor),
    loadBlocks(site, site.shell.footer.blocks, {}, primed.footer, codeFor),
  ]);
  return { pathname, search, match, route, footer };
}

/**
 * Hands the assembled loads to the first render, so it does not suspend on them. `data` replaces
 * the promises it renders from (a server's, bounded by its deadline). `historyKeys`: the router's
 * keys the first location may have ("default", or one history kept across a reload).
 */
export function primePage(
  site: Site,
  page: AssembledPage,
  { data, historyKeys = ['default'] }: { data?: { route: BlockPromises; footer: BlockPromises }; historyKeys?: string[] } = {},
): void {
  for (const key of new Set(historyKeys))
    primeLoad(site, routeLoadKey(key, page.pathname), data ? { blocks: page.route.blocks, data: data.route } : page.route);
  primeLoad(site, FOOTER_LOAD_KEY, data ? { blocks: page.footer.blocks, data: data.footer } : page.footer);
}

export interface SiteTreeProps {
  site: Site;
  /** The chrome around every page (renders the page it is given): the engine knows no site's header or footer. */
  layout: ComponentType<LayoutProps>;
  /** The router of the side rendering: BrowserRouter, StaticRouter or MemoryRouter, around its children. */
  router: (app: ReactNode) => ReactElement;
  /** Context the blocks read that lives above the engine (the page's forms). */
  providers?: (app: ReactNode) => ReactNode;
}

/**
 * The element every side renders: the server and the browser must give React the same tree shape
 * (`MarkLive` on both), so `useId` agrees and hydration matches.
 */
export function SiteTree({ site, layout, router, providers = (app) => app }: SiteTreeProps) {
  return (
    <StrictMode>
      <MarkLive />
      {router(providers(<App site={site} layout={layout} />))}
    </StrictMode>
  );
}
