import { routes, shell } from 'virtual:site-config';
import type { SiteShell } from './config/shell';
import type { Site } from './site';
import type { Registry } from './registry';
import type { BlockConfig } from './types';

/**
 * pages.config.json as the browser gets it: validated by ajv at build and in dev
 * before it is ever bundled (see scripts/vite-plugins.ts), so it is trusted as typed.
 * The shell ships in the entry; each route's blocks load with the route.
 */
export const siteConfig: SiteShell = shell;

export function bundledSite(registry: Registry): Site {
  return {
    shell,
    registry,
    loadRouteBlocks: (i) => (routes[i]?.() ?? Promise.resolve({ default: [] as BlockConfig[] })).then((m) => m.default),
    loads: new Map(),
  };
}
