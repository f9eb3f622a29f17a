import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { registry } from './blocks/registry';
import { Layout } from './chrome/Layout';
import { matchRoute } from './engine/config/shell';
import { stripLocalePrefix } from './engine/config/locales';
import { siteFromPage, startClock } from './engine/browserSite';
import { connectTo, localeOfShell } from './engine/site';
import { PAGE_CONFIG_ID, type CarriedPageConfig } from './engine/pageConfig';
import type { SiteShell } from './engine/config/shell';
import type { BlockConfig } from './engine/types';
import type { ItemCheck } from './data/source';
import { assemblePage, primePage, SiteTree } from './engine/pipeline';
import { LEFT_TO_BROWSER } from './engine/serverData';
import { onCaughtError, reportedByBlock } from './engine/BlockErrorBoundary';
import { hostsOfPage } from './platform/hosts';
import { PageFormsProvider } from './forms/pageForms';
import { PageForms, SENT_PARAM } from './forms/snapshot';
import { takeEarlyTaps } from './islands/runtime';
import type { EmbeddedData } from './entry-server';
import './styles/global.css';

// The footer's chrome styles are a file the build writes on its own, which the server puts in each
// page (src/chrome/footer.css); the development server has no such file, so the page links it here.
if (import.meta.env.DEV) void import('./chrome/footer.css');

/**
 * JSON the server wrote into the page (`<script type="application/json">`, which a CSP never
 * runs, so no executable script of the page changes with its data and each can be named by its hash).
 */
function readJson<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    // Written by our own server renderer for this bundle.
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}
// The data the server rendered the page from (see entry-server's SITE_DATA_ID), and the config version it used.
const embedded = readJson<EmbeddedData>('__SITE_DATA__');
const pageConfig = readJson<CarriedPageConfig>(PAGE_CONFIG_ID);
if (!pageConfig) throw new Error(`The page carries no site configuration (#${PAGE_CONFIG_ID})`);

/**
 * The shell or route config a server-rendered page names rather than carries (the start script
 * began fetching both with the code).
 */
async function fetchConfig<T>(url: string): Promise<T> {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`The site's configuration did not load (HTTP ${res.status})`);
  // Written by our own site server from the config it validated.
  return (await res.json()) as T;
}
/**
 * The content kinds' checks are compiled schemas, the largest part the entry would hold, and a first
 * load never needs them (its data came with the HTML): they load with the first answer the browser
 * checks itself, or after the load event, whichever comes first.
 */
let checks: Promise<ItemCheck> | undefined;
const loadChecks = () => (checks ??= import('./content/checks').then((m) => m.checkItem));
const checkItem: ItemCheck = (endpoint, item) => loadChecks().then((check) => check(endpoint, item));

/** Runs `task` once the page has loaded: what no first paint or first use waits for. */
function afterLoad(task: () => void) {
  if (document.readyState === 'complete') task();
  else window.addEventListener('load', task, { once: true });
}

/**
 * Everything after the shell is in hand. Not a top-level await: a module awaiting at its top level
 * cannot be imported by the blocks' chunks, so Rollup would move every module they share with the
 * entry into chunks of their own, a heavier first load.
 */
function start(config: CarriedPageConfig, shell: SiteShell, blocks: BlockConfig[]) {
  // The hosts the site server wrote into the page, read once: the site's, for every call and picture.
  const site = siteFromPage({ ...config, shell, blocks }, registry, connectTo(hostsOfPage()), { checkItem, transientParams: [SENT_PARAM] });
  // A page in another language than the default lives under its prefix (/es/...): the router's basename.
  const { base } = localeOfShell(site.shell);
  const container = document.getElementById('root')!;
  // The forms' state as the server rendered it (its captcha questions, a posted form coming back).
  const pageForms = new PageForms(embedded?.forms);

  const app = (
    <SiteTree
      site={site}
      layout={Layout}
      router={(tree) => <BrowserRouter basename={base || undefined}>{tree}</BrowserRouter>}
      providers={(tree) => <PageFormsProvider value={pageForms}>{tree}</PageFormsProvider>}
    />
  );

  /** Blocks the server left to the browser are expected: not an error worth a console line. */
  function onRecoverableError(error: unknown) {
    // React hands the server's error over with its digest, if it has one.
    if ((error as { digest?: string } | null)?.digest === LEFT_TO_BROWSER || reportedByBlock(error)) return;
    console.error(error);
  }

  /**
   * Server-rendered page: load its blocks' code and take the data that came with the
   * HTML, so hydration renders exactly what the server did without calling the API again.
   */
  async function hydrate(embedded: EmbeddedData) {
    const { pathname, search } = window.location;
    // Only interactive blocks' code: the others keep the server's HTML (islands, see BlockHost).
    const page = await assemblePage(site, stripLocalePrefix(`${pathname}${search}`, base), { route: embedded.route, footer: embedded.footer }, 'interactive');
    startClock(site);
    // The router's first location has the key "default", or the one history kept across a reload.
    const historyKey = (window.history.state as { key?: string } | null)?.key;
    primePage(site, page, { historyKeys: ['default', historyKey ?? 'default'] });
    // A transition: hydration yields to the browser every few milliseconds instead of holding the main thread.
    startTransition(() => {
      takeEarlyTaps();
      hydrateRoot(container, app, { onRecoverableError, onCaughtError });
    });
  }

  function render() {
    startClock(site);
    takeEarlyTaps();
    createRoot(container, { onCaughtError }).render(app);
  }

  // Field measurement only: after the page has loaded, never in its way.
  const { vitalsUrl } = site.hosts;
  if (vitalsUrl) {
    const routeOf = (pathname: string) => site.shell.routes[matchRoute(site.shell, stripLocalePrefix(pathname, base)).index]?.path ?? pathname;
    // Its code too comes after the load event, in a chunk of its own (with web-vitals), not in the entry.
    afterLoad(() => void import('./vitals/reportVitals').then(({ startVitals }) => startVitals(vitalsUrl, routeOf)));
  }
  afterLoad(() => void loadChecks());

  if (embedded && embedded.path === window.location.pathname + window.location.search && container.firstElementChild) {
    hydrate(embedded).catch((error: unknown) => {
      // The code did not load (the chunk timeout): render afresh, which shows the fallback page.
      console.error(error);
      render();
    });
  } else {
    render();
  }
}

const named = <T,>(given: T | undefined, url: string | undefined): Promise<T> => {
  if (given) return Promise.resolve(given);
  if (url) return fetchConfig<T>(url);
  throw new Error(`The page names no site configuration (#${PAGE_CONFIG_ID})`);
};
Promise.all([named(pageConfig.shell, pageConfig.shellUrl), named(pageConfig.blocks, pageConfig.routeUrl)]).then(
  ([shell, blocks]) => start(pageConfig, shell, blocks),
  // Without its config the page cannot hydrate: it stays as the server sent it, links and forms working.
  (error: unknown) => console.error(error),
);
