/**
 * The config a page carries: the version it was rendered from, the shell (site details,
 * navigation, footer, the route table) and its own route's blocks, as JSON in the HTML
 * (no request on first load). A client-side navigation asks for the next route's blocks
 * of the same version at an immutable URL, so a page is never assembled from two versions.
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

/** Where a version's route config is served; immutable, since a version never changes. */
export function routeConfigPath(version: string, routeIndex: number, preview?: string, locale?: string): string {
  // The default locale's routes keep their unprefixed address; another locale's texts are under its code.
  const path = `/_site/config/${encodeURIComponent(version)}/${locale ? `${locale}/` : ''}routes/${routeIndex}.json`;
  return preview ? `${path}?preview=${encodeURIComponent(preview)}` : path;
}

export const ROUTE_CONFIG_PATTERN = /^\/_site\/config\/([A-Za-z0-9_-]{1,80})\/(?:([a-z]{2,3}(?:-[A-Z]{2})?)\/)?routes\/(\d{1,4})\.json$/;
