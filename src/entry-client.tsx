import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { registry } from './blocks/registry';
import { Layout } from './chrome/Layout';
import { checkItem } from './content/checks';
import { App } from './engine/App';
import { matchRoute } from './engine/config/shell';
import { FOOTER_LOAD_KEY, loadBlocks, loadRoute, primeLoad, routeLoadKey } from './engine/loader';
import { LEFT_TO_BROWSER } from './engine/serverData';
import { getHosts } from './platform/hosts';
import { bundledSite } from './engine/siteConfig';
import { PageFormsProvider } from './forms/pageForms';
import { PageForms } from './forms/snapshot';
import { MarkLive } from './ui/MarkLive';
import { takeEarlyTaps } from './ui/earlyTaps';
import { startVitals } from './vitals/reportVitals';
import type { EmbeddedData } from './entry-server';
import './styles/global.css';

declare global {
   
  var __SITE_DATA__: EmbeddedData | undefined;
}

const site = bundledSite(registry, checkItem);
const container = document.getElementById('root')!;
// The forms' state as the server rendered it (its captcha questions, a posted form coming back).
const pageForms = new PageForms(globalThis.__SITE_DATA__?.forms);

const app = (
  <StrictMode>
    <MarkLive />
    <BrowserRouter>
      <PageFormsProvider value={pageForms}>
        <App site={site} layout={Layout} />
      </PageFormsProvider>
    </BrowserRouter>
  </StrictMode>
);

/** Blocks the server left to the browser are expected: not an error worth a console line. */
function onRecoverableError(error: unknown) {
  if ((error as { digest?: string } | null)?.digest === LEFT_TO_BROWSER) return;
  console.error(error);
}

/**
 * Server-rendered page: load its blocks' code and take the data that came with the
 * HTML, so hydration renders exactly what the server did without calling the API again.
 */
async function hydrate(embedded: EmbeddedData) {
  const { pathname, search } = window.location;
  const match = matchRoute(site.shell, pathname);
  const [route, footer] = await Promise.all([
    loadRoute(site, match.index, match.params, embedded.route, search),
    loadBlocks(site, site.shell.footer.blocks, {}, embedded.footer),
  ]);
  // The router's first location has the key "default", or the one history kept across a reload.
  const historyKey = (window.history.state as { key?: string } | null)?.key;
  for (const key of new Set(['default', historyKey ?? 'default'])) primeLoad(site, routeLoadKey(key, pathname), route);
  primeLoad(site, FOOTER_LOAD_KEY, footer);
  // A transition: hydration yields to the browser every few milliseconds instead of holding the main thread.
  startTransition(() => {
    takeEarlyTaps();
    hydrateRoot(container, app, { onRecoverableError });
  });
}

// Field measurement only (spec §7): after the page has loaded, never in its way.
const { vitalsUrl } = getHosts();
if (vitalsUrl) {
  const routeOf = (pathname: string) => site.shell.routes[matchRoute(site.shell, pathname).index]?.path ?? pathname;
  const begin = () => startVitals(vitalsUrl, routeOf);
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
}

const embedded = globalThis.__SITE_DATA__;
if (embedded && embedded.path === window.location.pathname + window.location.search && container.firstElementChild) {
  hydrate(embedded).catch((error: unknown) => {
    // The code did not load (spec §7's chunk timeout): render afresh, which shows the fallback page.
    console.error(error);
    takeEarlyTaps();
    createRoot(container).render(app);
  });
} else {
  takeEarlyTaps();
  createRoot(container).render(app);
}
