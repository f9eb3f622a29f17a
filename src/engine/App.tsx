import { useMemo } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { Layout } from '../chrome/Layout';
import { matchRoute } from './config/shell';
import { Page } from './Page';
import { SiteContext, type Site } from './site';

/**
 * The page for the current path, picked by the same matcher the site server uses
 * (so both sides always agree). Only that one route goes to <Routes>: handing it the
 * whole table would make react-router compile and rank every route on every render,
 * a large share of a server render's time.
 */
export function App({ site }: { site: Site }) {
  const { shell } = site;
  const { pathname } = useLocation();
  const match = useMemo(() => matchRoute(shell, pathname), [shell, pathname]);
  const route = shell.routes[match.index];
  const page = <Page routeIndex={match.index} />;
  return (
    <SiteContext.Provider value={site}>
      <Routes>
        <Route element={<Layout />}>
          {route && !match.notFound ? route.path === '/' ? <Route index element={page} /> : <Route path={route.path} element={page} /> : null}
          {/* Unknown paths; and a safety net, should react-router ever read a path differently from matchRoute. */}
          {route ? <Route path="*" element={page} /> : null}
        </Route>
      </Routes>
    </SiteContext.Provider>
  );
}
