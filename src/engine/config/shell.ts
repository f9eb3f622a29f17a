/**
 * The browser gets the config in two parts: the shell (site info, navigation, footer
 * and the route table with each route's block types) in the entry chunk, and each
 * route's blocks in a small chunk of its own, so a page downloads only its own copy.
 * Pure functions: the Vite plugin (Node) and tests build the same shapes.
 */
import { numberSymbolsOf, type NumberSymbols } from '../../platform/numbers';
import { brandSlug, expandPath, matchPath } from '../../platform/paths';
import type { BlockConfig, SiteConfig } from '../types';
import { defaultLocale, localesOf } from './locales';
import { allBlocks } from './tree';

export interface ShellRoute {
  path: string;
  title: string;
  /** The types of the route's blocks and of the blocks in their slots, each once, in page order. */
  blockTypes: string[];
  /** The page's own description and link-preview picture (its head), when it has them. */
  description?: string;
  image?: string;
}

/**
 * `locale`: the language the shell's texts are in (the config was resolved for it); `numbers`:
 * how that language writes numbers, read from Intl here so the browser needs none (platform/numbers.ts).
 */
export type SiteShell = Omit<SiteConfig, 'routes' | '$schema' | 'redirects'> & { routes: ShellRoute[]; locale: string; numbers: NumberSymbols };

/** "{brand}" in every link becomes the brand's slug, once, here — blocks never expand links. */
export function expandBrandLinks<T>(value: T, brand: string): T {
  // The same array, only its links' strings changed: still a T.
  if (Array.isArray(value)) return value.map((v) => expandBrandLinks(v, brand)) as T;
  if (value && typeof value === 'object') {
    // The same object, only its links' strings changed: still a T.
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        k === 'href' && typeof v === 'string' ? v.replaceAll('{brand}', brandSlug(brand)) : expandBrandLinks(v, brand),
      ]),
    ) as T;
  }
  return value;
}

export function toShell(config: SiteConfig, locale = defaultLocale(localesOf(config)).code): SiteShell {
  // Redirects are the site server's alone (plugins/redirects.ts): no page needs them.
  const { $schema: _schema, redirects: _redirects, routes, ...rest } = expandBrandLinks(config, config.site.brand);
  return {
    ...rest,
    locale,
    numbers: numberSymbolsOf(locale),
    routes: routes.map((r) => ({
      path: expandPath(r.path, config.site.brand),
      title: r.title,
      blockTypes: [...new Set(allBlocks(r.blocks).map((b) => b.type))],
      ...(r.description ? { description: r.description } : {}),
      ...(r.image ? { image: r.image } : {}),
    })),
  };
}

export function routeBlocks(config: SiteConfig, index: number): BlockConfig[] {
  return expandBrandLinks(config.routes[index]?.blocks ?? [], config.site.brand);
}

export interface RouteMatch {
  index: number;
  params: Record<string, string>;
  /** No route has this path: the not-found route answers it. */
  notFound: boolean;
}

/**
 * The route a URL shows; unknown paths get the not-found route. As react-router ranks
 * them, a path with more fixed segments wins (/projects/featured over /projects/:slug),
 * then config order.
 */
export function matchRoute(shell: Pick<SiteShell, 'routes' | 'notFoundPath'>, url: string): RouteMatch {
  const notFoundIndex = shell.routes.findIndex((r) => r.path === shell.notFoundPath);
  let best: RouteMatch | null = null;
  let bestParams = Infinity;
  for (const [index, route] of shell.routes.entries()) {
    if (route.path === shell.notFoundPath) continue;
    let params: Record<string, string> | null = null;
    try {
      params = matchPath(route.path, url);
    } catch {
      // A malformed escape (%E0%A4) matches nothing.
    }
    if (!params) continue;
    const count = Object.keys(params).length;
    if (count === 0) return { index, params, notFound: false };
    if (count < bestParams) {
      best = { index, params, notFound: false };
      bestParams = count;
    }
  }
  return best ?? { index: notFoundIndex, params: {}, notFound: true };
}
