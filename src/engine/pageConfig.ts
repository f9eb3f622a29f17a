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

/**
 * What a server-rendered page carries: its PageConfig without the shell, which is the same on every
 * page of a version and language and so is fetched (`shellUrl`, immutable, kept by caches for good)
 * when the page's code boots, never with the HTML that paints first. A page rendered in the browser
 * (the fallback page, the dev server) carries the shell itself.
 */
export type CarriedPageConfig = Omit<PageConfig, 'shell'> & { shell?: SiteShell; shellUrl?: string };

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
