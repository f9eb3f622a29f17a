import { createContext, useContext } from 'react';
import type { SiteShell } from './config/shell';
import { routeBlocks, toShell } from './config/shell';
import type { Registry } from './registry';
import type { BlockConfig, SiteConfig } from './types';
import type { BlockDataResult, ItemCheck } from '../data/source';

/** A route's block data, keyed by block id; each promise settles, never rejects. */
export type BlockPromises = Record<string, Promise<BlockDataResult>>;

export interface RouteLoad {
  blocks: BlockConfig[];
  data: BlockPromises;
}

/**
 * Everything the engine needs to render the site. One per app in the browser, one per
 * request on a server (its `loads` cache holds that render's route loads).
 */
export interface Site {
  shell: SiteShell;
  registry: Registry;
  loadRouteBlocks: (routeIndex: number) => Promise<BlockConfig[]>;
  loads: Map<string, Promise<RouteLoad>>;
  /** The data boundary's check of each item (the content kinds'); without it items pass as they come. */
  checkItem?: ItemCheck;
  /**
   * The config version the shell and routes come from: a page's config is never mixed from two
   * versions (a client-side navigation asks for the route of the version the page was loaded with).
   */
  version?: string;
  /**
   * The time blocks' visibleFrom / visibleUntil are judged at. A server render fixes it per request,
   * and the browser hydrates with the server's, so both render the same blocks.
   */
  now?: () => number;
  /**
   * Query parameters that belong to one arrival only (a form's thank-you marker): links the
   * engine builds from the current URL drop them. The composition root names them, so the
   * engine knows no form.
   */
  transientParams?: readonly string[];
}

export const SiteContext = createContext<Site | null>(null);

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite needs a <SiteContext.Provider>');
  return site;
}

/** The site's own details (brand, phone, address…) from the page's config: never a module-level copy. */
export function useSiteInfo(): SiteShell['site'] {
  return useSite().shell.site;
}

/** A config as a renderer serves it: the shell and each route's blocks, worked out once per version. */
export interface ServedConfig {
  version: string;
  shell: SiteShell;
  routes: BlockConfig[][];
}

export function serveConfig(config: SiteConfig, version: string): ServedConfig {
  return { version, shell: toShell(config), routes: config.routes.map((_, i) => routeBlocks(config, i)) };
}

/** A site for one render (or one browser tab) from a served config. */
export function siteFromServed(served: ServedConfig, registry: Registry, extra: Pick<Site, 'checkItem' | 'now' | 'transientParams'> = {}): Site {
  return {
    shell: served.shell,
    registry,
    version: served.version,
    loadRouteBlocks: async (i) => served.routes[i] ?? [],
    loads: new Map(),
    ...extra,
  };
}

/** A site from the whole config at once (tests, the studio's preview). */
export function siteFromConfig(config: SiteConfig, registry: Registry, extra: Pick<Site, 'checkItem' | 'now' | 'transientParams'> = {}): Site {
  return siteFromServed(serveConfig(config, 'local'), registry, extra);
}
