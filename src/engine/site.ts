import { createContext, useContext } from 'react';
import type { SiteShell } from './config/shell';
import { routeBlocks, toShell } from './config/shell';
import { defaultLocale, localeBase, localesOf, localizeConfig, type Locale } from './config/locales';
import type { Registry } from './registry';
import type { BlockConfig, SiteConfig } from './types';
import type { BlockDataResult, ItemCheck } from '../data/source';
import type { NumberSymbols } from '../platform/numbers';
import type { Hosts } from '../platform/hosts';
import { apiClient, type ApiCall, type ApiTransport } from '../data/apiClient';

/** A route's block data, keyed by block id; each promise settles, never rejects. */
export type BlockPromises = Record<string, Promise<BlockDataResult>>;

export interface RouteLoad {
  blocks: BlockConfig[];
  data: BlockPromises;
}

/**
 * Where a site's pages get their data and files: the API, content and media hosts, and the client
 * that calls the API over the composition root's transport (fetch in the browser, a Node client on
 * a server). They belong to the site, not to the process.
 */
export interface SiteConnection {
  hosts: Hosts;
  callApi: ApiCall;
}

/** A site's connection to `hosts`, calling the API over `transport` (fetch by default). */
export function connectTo(hosts: Hosts, transport?: ApiTransport): SiteConnection {
  return { hosts, callApi: apiClient(hosts, transport) };
}

/**
 * Everything the engine needs to render the site. One per app in the browser, one per
 * request on a server (its `loads` cache holds that render's route loads).
 */
export interface Site extends SiteConnection {
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

/** The page's language, every language of the site, and the path prefix of the page's ("" or "/es"). */
export function localeOfShell(shell: Pick<SiteShell, 'site' | 'locale'>): { locale: Locale; locales: readonly Locale[]; base: string } {
  const locales = localesOf(shell);
  const locale = locales.find((l) => l.code === shell.locale) ?? defaultLocale(locales);
  return { locale, locales, base: localeBase(locale.code, locales) };
}

/** How the page's language writes numbers (see platform/numbers.ts). */
export function useNumberSymbols(): NumberSymbols {
  return useSite().shell.numbers;
}

export function useLocale() {
  return localeOfShell(useSite().shell);
}

/**
 * A config as a renderer serves it: the shell and each route's blocks, worked out once per
 * version. The top level is the default locale's; `locales` holds each locale's (the default's
 * too), every text resolved for it, so a page carries its own language only.
 */
export interface ServedConfig {
  version: string;
  shell: SiteShell;
  routes: BlockConfig[][];
  locales?: Record<string, ServedConfig>;
}

function serveLocale(config: SiteConfig, version: string, code: string): ServedConfig {
  const local = localizeConfig(config, code);
  return { version, shell: toShell(local, code), routes: local.routes.map((_, i) => routeBlocks(local, i)) };
}

export function serveConfig(config: SiteConfig, version: string): ServedConfig {
  const all = localesOf(config);
  const locales = Object.fromEntries(all.map((l) => [l.code, serveLocale(config, version, l.code)]));
  return { ...locales[defaultLocale(all).code]!, locales };
}

/** The served config of one locale (the default's for a code the config does not have). */
export function servedIn(served: ServedConfig, code: string): ServedConfig {
  return served.locales?.[code] ?? served;
}

/** A site for one render (or one browser tab) from a served config. */
export function siteFromServed(
  served: ServedConfig,
  registry: Registry,
  connection: SiteConnection,
  extra: Pick<Site, 'checkItem' | 'now' | 'transientParams'> = {},
): Site {
  return {
    ...connection,
    shell: served.shell,
    registry,
    version: served.version,
    loadRouteBlocks: async (i) => served.routes[i] ?? [],
    loads: new Map(),
    ...extra,
  };
}

/** A site from the whole config at once (tests, the studio's preview). */
export function siteFromConfig(
  config: SiteConfig,
  registry: Registry,
  connection: SiteConnection,
  extra: Pick<Site, 'checkItem' | 'now' | 'transientParams'> = {},
  locale?: string,
): Site {
  const served = serveConfig(config, 'local');
  return siteFromServed(locale ? servedIn(served, locale) : served, registry, connection, extra);
}
