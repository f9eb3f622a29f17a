/**
 * The config a page is assembled from: the version it was rendered from, the shell (site details,
 * navigation, footer, the route table) and its own route's blocks. A client-side navigation asks
 * for the next route's blocks of the same version at an immutable URL (where a server-rendered page
 * names its own, too), so a page is never assembled from two versions.
 */
import type { SiteShell } from './config/shell';
import type { BlockConfig } from './types';

export const PAGE_CONFIG_ID = '__SITE_CONFIG__';

export interface PageConfig {
  version: string;
  shell: SiteShell;
  routeIndex: number;
  /** The route's blocks shown at `renderedAt` (a block timed for later is not in the page at all). */
  blocks: BlockConfig[];
  /** The time the server judged timed blocks at: hydration shows the same ones. */
  renderedAt: number;
  /** A signed preview of a version that is not live: its route configs are asked for with it. */
  preview?: string;
}

/**
 * What a server-rendered page carries: its version, route and render time, naming rather than
 * carrying the shell (the same on every page of a version and language: `shellUrl`) and its route's
 * blocks (`routeUrl`). Both are immutable, kept by caches for good, and fetched alongside the code
 * when it boots: nothing on a server-rendered page needs them before, and their bytes in the HTML
 * would come before the first paint for nothing. A page rendered in the browser (the fallback page,
 * the dev server) carries both itself.
 */
export type CarriedPageConfig = Omit<PageConfig, 'shell' | 'blocks'> & {
  shell?: SiteShell;
  shellUrl?: string;
  blocks?: BlockConfig[];
  routeUrl?: string;
};

/** Where a version's shell is served, in one language (immutable, as route configs are). */
export function shellConfigPath(version: string, preview?: string, locale?: string): string {
  const path = `/_site/config/${encodeURIComponent(version)}/${locale ? `${locale}/` : ''}shell.json`;
  return preview ? `${path}?preview=${encodeURIComponent(preview)}` : path;
}

export const SHELL_CONFIG_PATTERN = /^\/_site\/config\/([A-Za-z0-9_-]{1,80})\/(?:([a-z]{2,3}(?:-[A-Z]{2})?)\/)?shell\.json$/;

/** Where a version's route config is served; immutable, since a version never changes. */
export function routeConfigPath(version: string, routeIndex: number, preview?: string, locale?: string): string {
  // The default locale's routes keep their unprefixed address; another locale's texts are under its code.
  const path = `/_site/config/${encodeURIComponent(version)}/${locale ? `${locale}/` : ''}routes/${routeIndex}.json`;
  return preview ? `${path}?preview=${encodeURIComponent(preview)}` : path;
}

export const ROUTE_CONFIG_PATTERN = /^\/_site\/config\/([A-Za-z0-9_-]{1,80})\/(?:([a-z]{2,3}(?:-[A-Z]{2})?)\/)?routes\/(\d{1,4})\.json$/;
