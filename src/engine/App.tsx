import { useMemo, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { matchRoute, type RouteMatch } from './config/shell';
import { Page } from './Page';
import type { Site } from './site';
import { SiteProvider } from './SiteProvider';

/** What the chrome around every page is told: the route the current path matched (its index, its parameters). */
export interface LayoutProps {
  match: RouteMatch;
  /** The page itself, which the chrome places. */
  children: ReactNode;
}

/**
 * The page for the current path, picked by the same matcher the site server uses
 * (so both sides always agree). The path is matched here once, and the match handed down to
 * the page and the chrome: they read its parameters, not react-router's, and no <Routes> matches
 * it again (handing react-router the whole table made it compile and rank every route on every
 * render, a large share of a server render's time). The router still owns the location and
 * navigation. The chrome around every page (`layout`, rendering the page where it goes) is handed
 * in by the entry points: the engine knows no site's header or footer.
 */
export function App({ site, layout: Layout }: { site: Site; layout: ComponentType<LayoutProps> }) {
  const { shell } = site;
  const { pathname } = useLocation();
  const match = useMemo(() => matchRoute(shell, pathname), [shell, pathname]);
  return (
    <SiteProvider site={site}>
      <Layout match={match}>
        <Page match={match} />
      </Layout>
    </SiteProvider>
  );
}
