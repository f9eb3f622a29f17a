/**
 * The browser gets the config in two parts: the shell (site info, navigation, footer
 * and the route table with each route's block types) in the entry chunk, and each
 * route's blocks in a small chunk of its own, so a page downloads only its own copy.
 * Pure functions: the Vite plugin (Node) and tests build the same shapes.
 */
import { brandSlug, expandPath } from '../paths';
import type { BlockConfig, SiteConfig } from '../types';

export interface ShellRoute {
  path: string;
  title: string;
  blockTypes: string[];
}

export type SiteShell = Omit<SiteConfig, 'routes' | '$schema'> & { routes: ShellRoute[] };

/** "{brand}" in every link becomes the brand's slug, once, here — blocks never expand links. */
export function expandBrandLinks<T>(value: T, brand: string): T {
  if (Array.isArray(value)) return value.map((v) => expandBrandLinks(v, brand)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, k === 'href' && typeof v === 'string' ? v.replaceAll('{brand}', brandSlug(brand)) : expandBrandLinks(v, brand)]),
    ) as T;
  }
  return value;
}

export function toShell(config: SiteConfig): SiteShell {
  const { $schema: _schema, routes, ...rest } = expandBrandLinks(config, config.site.brand);
  return {
    ...rest,
    routes: routes.map((r) => ({
      path: expandPath(r.path, config.site.brand),
      title: r.title,
      blockTypes: [...new Set(r.blocks.map((b) => b.type))],
    })),
  };
}

export function routeBlocks(config: SiteConfig, index: number): BlockConfig[] {
  return expandBrandLinks(config.routes[index]?.blocks ?? [], config.site.brand);
}
