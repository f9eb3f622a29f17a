import { routes, shell } from 'virtual:site-config';
import type { SiteShell } from './config/shell';
import type { Site } from './site';
import type { Registry } from './registry';
import type { BlockConfig } from './types';
import type { ItemCheck } from '../data/source';

/**
 * pages.config.json as the browser gets it: validated by ajv at build and in dev
 * before it is ever bundled (see build/vite-plugins.ts), so it is trusted as typed.
 * The shell ships in the entry; each route's blocks load with the route.
 */
export const siteConfig: SiteShell = shell;

// One import per route for the life of the module: a server renders many requests, and each
// import() call, even of a module already loaded, goes through the module loader again.
const routeLoads: Promise<BlockConfig[]>[] = [];
function loadRouteBlocks(i: number): Promise<BlockConfig[]> {
  let load = routeLoads[i];
  if (!load) {
    load = routeLoads[i] = (routes[i]?.() ?? Promise.resolve({ default: [] as BlockConfig[] })).then((m) => m.default);
    // A failed chunk may arrive on the next try (a deploy finished, the network came back).
    load.catch(() => delete routeLoads[i]);
  }
  return load;
}

export function bundledSite(registry: Registry, checkItem?: ItemCheck): Site {
  return { shell, registry, loadRouteBlocks, loads: new Map(), ...(checkItem ? { checkItem } : {}) };
}
