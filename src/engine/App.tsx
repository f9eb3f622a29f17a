import { useMemo, type ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { matchRoute, type RouteMatch } from './config/shell';
import { Page } from './Page';
import type { Site } from './site';
import { SiteProvider } from './SiteProvider';

/** What the chrome around every page is told: the route the current path matched (its index, its parameters). */
export interface LayoutProps {
  match: RouteMatch;
}

/**
 * The page for the current path, picked by the same matcher the site server uses
 * (so both sides always agree). The path is matched here once, and the match handed down to
 * the page and the chrome: they read its parameters, not react-router's. Only that one route
 * goes to <Routes>: handing it the whole table would make react-router compile and rank every
 * route on every render, a large share of a server render's time.
 * The chrome around every page (`layout`, rendering an <Outlet />) is handed in by the
 * entry points: the engine knows no site's header or footer.
 */
export function App({ site, layout: Layout }: { site: Site; layout: ComponentType<LayoutProps> }) {
  const { shell } = site;
  const { pathname } = useLocation();
  const match = useMemo(() => matchRoute(shell, pathname), [shell, pathname]);
  const route = shell.routes[match.index];
  const page = <Page match={match} />;
  return (
    <SiteProvider site={site}>
      <Routes>
        <Route element={<Layout match={match} />}>
          {route && !match.notFound ? route.path === '/' ? <Route index element={page} /> : <Route path={route.path} element={page} /> : null}
          {/* Unknown paths; and a safety net, should react-router ever read a path differently from matchRoute. */}
          {route ? <Route path="*" element={page} /> : null}
        </Route>
      </Routes>
    </SiteProvider>
  );
}
