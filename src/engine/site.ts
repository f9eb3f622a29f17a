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
}

export const SiteContext = createContext<Site | null>(null);

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite needs a <SiteContext.Provider>');
  return site;
}

/** A site from the whole config at once (tests, a server that has the JSON at hand). */
export function siteFromConfig(config: SiteConfig, registry: Registry): Site {
  return {
    shell: toShell(config),
    registry,
    loadRouteBlocks: async (i) => routeBlocks(config, i),
    loads: new Map(),
  };
}
