/** What the outline points at (a route, the header, the footer, the site) and how a config is read and written there. */
import { fillBrandPath } from '../../src/platform/template';
import type { BlockConfig, SiteConfig } from '../../src/engine/types';

export type Target = { kind: 'route'; index: number } | { kind: 'footer' } | { kind: 'header' } | { kind: 'site' };

/** The block list a target holds: a route's or the footer's; the header and the site have none. */
export function blocksOf(config: SiteConfig, target: Target): BlockConfig[] | null {
  if (target.kind === 'route') return config.routes[target.index]?.blocks ?? null;
  if (target.kind === 'footer') return config.footer.blocks;
  return null;
}

export function withBlocks(config: SiteConfig, target: Target, blocks: BlockConfig[]): SiteConfig {
  if (target.kind === 'route') return { ...config, routes: config.routes.map((r, i) => (i === target.index ? { ...r, blocks } : r)) };
  if (target.kind === 'footer') return { ...config, footer: { ...config.footer, blocks } };
  return config;
}

/** A block's place as the build's messages name it. */
export const whereOf = (target: Target, i: number) => (target.kind === 'route' ? `routes[${target.index}].blocks[${i}]` : `footer.blocks[${i}]`);

/** A route path with its parameters as the preview's address (a detail route needs a real slug typed in). */
export const previewUrlOf = (config: SiteConfig, target: Target) =>
  target.kind === 'route' ? fillBrandPath(config.routes[target.index]?.path ?? '/', config.site.brand) : '/';

/** Home when the config has it, else the first route. */
export const homeOf = (config: SiteConfig): Target => ({
  kind: 'route',
  index: Math.max(
    0,
    config.routes.findIndex((r) => r.path === '/'),
  ),
});

/**
 * Where a JSON path of the config is edited: "routes[2].blocks[0].props.heading" is route 2's
 * first block, "footer.blocks[1]…" the footer's second, "site.…" and "header.…" their settings,
 * "routes[2].title" the route itself.
 * `field` is the path as that part's form names it.
 */
export function placeOf(path: string): { target: Target; selected: number | null; field: string } | null {
  const block = /^(?:routes\[(\d+)\]|footer)\.blocks\[(\d+)\]\.?(.*)$/.exec(path);
  if (block) {
    const target: Target = block[1] === undefined ? { kind: 'footer' } : { kind: 'route', index: Number(block[1]) };
    return { target, selected: Number(block[2]), field: block[3] ?? '' };
  }
  const route = /^routes\[(\d+)\]/.exec(path);
  if (route) return { target: { kind: 'route', index: Number(route[1]) }, selected: null, field: '' };
  const part = /^(site|header)\b/.exec(path)?.[1];
  return part === 'site' || part === 'header' ? { target: { kind: part }, selected: null, field: path } : null;
}
