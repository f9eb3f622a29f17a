/**
 * What the site server is started with (`createSiteServer` in app.ts), each option beside the
 * environment variable `scripts/start.ts` reads it from, and the defaults of the two render timings.
 */
import type { Hosts } from '../../src/platform/hosts';
import type { SiteConfig } from '../../src/engine/types';
import type { SiteLimits } from './limits';
import type { AddressMatcher } from '../shared/network';

export interface SiteServerOptions {
  distDir: string;
  hosts: Hosts;
  /**
   * The config served while the store has none live (and, without a store, always); by default
   * the one the build validated (dist/server/default-config.json).
   */
  config?: SiteConfig;
  /** CONFIG_STORE: the directory of config versions and the live pointer; without it the config is fixed. */
  configStore?: string;
  /** DATABASE_URL: the config store in PostgreSQL instead of a directory, for boxes that share no disk. */
  databaseUrl?: string;
  /**
   * CONFIG_COPY: with `databaseUrl`, the file this box keeps the live version in, served at start when
   * PostgreSQL cannot be reached (without it, the build's config is served then).
   */
  configCopy?: string;
  /** PUBLISH_TOKEN: publishing is open to a bearer of it; without it there is no publishing endpoint. */
  publishToken?: string;
  /** PURGE_URL: a webhook told of every new live version (a CDN purge). */
  purgeUrl?: string;
  /** How often each process looks for a new live version or a publish falling due (ms). */
  configPollMs?: number;
  logger?: boolean;
  /** SITE_URL: the public origin for canonical and Open Graph URLs; by default the origin the request came to. */
  siteUrl?: string;
  /** SSR_DATA_TIMEOUT_MS: how long a block's API call may take and still be server-rendered. */
  dataTimeoutMs?: number;
  /** HTML_CACHE_SECONDS: keep rendered pages this long in memory (0: off). */
  htmlCacheSeconds?: number;
  /** How long the body waits for all blocks before streaming the shell with skeletons (see entry-server). */
  shellWaitMs?: number;
  /** FORM_SECRET: signs the forms' questions and stamps; every instance must share it (without it, a random one). */
  formSecret?: string;
  /** Where uploads of forms posted without script wait (default: the OS's temp folder). */
  formsTmpDir?: string;
  /** CSP_REPORT_ONLY=1: the Content-Security-Policy is only reported (Content-Security-Policy-Report-Only), for a safe roll-out. */
  cspReportOnly?: boolean;
  /** Strict-Transport-Security; by default on when `siteUrl` is https. */
  hsts?: boolean;
  /** A form sent sooner than this after it was rendered is spam (FORM_MIN_FILL_MS, default 3000). */
  minFillMs?: number;
  /** Timeouts, the connection cap and the forms' rate limit; defaults from siteLimitsFromEnv(). */
  limits?: Partial<SiteLimits>;
  /** Proxies (a CDN, a load balancer) whose X-Forwarded-For names the visitor (TRUST_PROXY syntax); none by default. */
  trustProxy?: string;
  /** Addresses free of the connection cap (default loopback: a proxy on this machine carries every visitor). */
  uncapped?: AddressMatcher;
}

export const DEFAULT_DATA_TIMEOUT_MS = 1500;
export const DEFAULT_SHELL_WAIT_MS = 100;
