import { Route, Routes } from 'react-router-dom';
import { Layout } from '../chrome/Layout';
import { Page } from './Page';
import { SiteContext, type Site } from './site';

/** One route per config route; the not-found route's page also answers any unknown path. */
export function App({ site }: { site: Site }) {
  const { routes, notFoundPath } = site.shell;
  const notFound = routes.findIndex((r) => r.path === notFoundPath);
  return (
    <SiteContext.Provider value={site}>
      <Routes>
        <Route element={<Layout />}>
          {routes.map((r, i) =>
            r.path === '/' ? <Route key={r.path} index element={<Page routeIndex={i} />} /> : <Route key={r.path} path={r.path} element={<Page routeIndex={i} />} />,
          )}
          {notFound >= 0 ? <Route path="*" element={<Page routeIndex={notFound} />} /> : null}
        </Route>
      </Routes>
    </SiteContext.Provider>
  );
}
