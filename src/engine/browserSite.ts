/**
 * The browser's site: built from the config the page carries. Its own route's blocks are
 * there already; other routes' blocks come from the same version's immutable route config
 * URL, once each. A version the server no longer has (the store was pruned) means the tab is
 * too old to assemble a consistent page: the new page is loaded whole instead.
 */
import type { ItemCheck } from '../data/source';
import { routeConfigPath, type PageConfig } from './pageConfig';
import type { Registry } from './registry';
import { localeOfShell, type Site, type SiteConnection } from './site';
import type { BlockConfig } from './types';

const GONE = new Set([404, 410]);

export function siteFromPage(
  page: PageConfig,
  registry: Registry,
  connection: SiteConnection,
  { checkItem, transientParams }: { checkItem?: ItemCheck; transientParams?: readonly string[] } = {},
): Site {
  const routeLoads = new Map<number, Promise<BlockConfig[]>>([[page.routeIndex, Promise.resolve(page.blocks)]]);
  const { base, locale } = localeOfShell(page.shell);
  const fetchRoute = async (i: number): Promise<BlockConfig[]> => {
    const res = await fetch(routeConfigPath(page.version, i, page.preview, base ? locale.code : undefined), { credentials: 'same-origin' });
    if (GONE.has(res.status)) {
      // The router has already put the new address in the bar: loading it gives the live version's page.
      window.location.reload();
      return new Promise<never>(() => {});
    }
    if (!res.ok) throw new Error(`The page's configuration did not load (HTTP ${res.status})`);
    // The site server serves the route's blocks from the validated config of this version.
    return (await res.json()) as BlockConfig[];
  };
  const site: Site = {
    ...connection,
    shell: page.shell,
    registry,
    version: page.version,
    loads: new Map(),
    loadRouteBlocks(i) {
      let load = routeLoads.get(i);
      if (!load) {
        load = fetchRoute(i);
        routeLoads.set(i, load);
        // A failed request may succeed on the next try (the network came back).
        load.catch(() => routeLoads.delete(i));
      }
      return load;
    },
    // The first assembly judges timed blocks as the server did, so hydration matches; the entry
    // switches to the browser's clock once it is assembled (see startClock).
    now: () => page.renderedAt,
    ...(checkItem ? { checkItem } : {}),
    ...(transientParams ? { transientParams } : {}),
  };
  return site;
}

/** After the first page is assembled: later navigations judge timed blocks by the browser's clock. */
export function startClock(site: Site): void {
  site.now = Date.now;
}
