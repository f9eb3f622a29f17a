/**
 * The site server's composition root: the template and the renderer loaded, the live config
 * followed, and one Fastify plugin per concern registered in order (static files and compression,
 * redirects, pages, forms, config routes, publishing, sitemap). Hosts are written in at start time (no
 * rebuild to point the same build elsewhere). It keeps no state of its own beyond an optional
 * short HTML cache, so instances scale out behind a CDN or load balancer.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { SiteConfig } from '../../src/engine/types';
import type * as ServerEntry from '../../src/entry-server';
import { DEFAULT_CONFIG_FILE } from './bundleReport';
import { sharedState } from './sharedState';
import { LiveConfig } from './liveConfig';
import { previewSigner, registerPublishing } from './publish';
import { formsPlugin } from './forms';
import { createCaptcha, newFormSecret, spamCounter } from '../shared/formsCaptcha';
import { installSecurityHeaders, registerCspReports, securityHeaders } from './securityHeaders';
import { earlyErrorOptions, installSafeErrors, textError } from '../shared/safeErrors';
import { siteLimitsFromEnv } from './limits';
import { addressMatcher, hardenServer, isLoopback } from '../shared/network';
import { siteOrigin } from '../shared/hostCheck';
import { loadTemplate } from './template';
import { pagePieces, VersionViews } from './versionView';
import { staticFilesPlugin } from './plugins/staticFiles';
import { pagesPlugin } from './plugins/pages';
import { redirectsPlugin } from './plugins/redirects';
import { configRoutesPlugin } from './plugins/configRoutes';
import { sitemapPlugin } from './plugins/sitemap';
import { DEFAULT_DATA_TIMEOUT_MS, DEFAULT_SHELL_WAIT_MS, type SiteServerOptions } from './options';

async function loadRenderer(distDir: string): Promise<typeof ServerEntry> {
  const file = join(distDir, 'server', 'entry-server.js');
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build first`);
  return (await import(pathToFileURL(file).href)) as typeof ServerEntry;
}

export async function createSiteServer({
  distDir,
  hosts,
  config: givenConfig,
  configStore,
  databaseUrl,
  configCopy,
  publishToken,
  purgeUrl,
  configPollMs,
  logger = false,
  siteUrl,
  dataTimeoutMs = DEFAULT_DATA_TIMEOUT_MS,
  htmlCacheSeconds = 0,
  shellWaitMs = DEFAULT_SHELL_WAIT_MS,
  formSecret,
  formsTmpDir,
  cspReportOnly = false,
  hsts = Boolean(siteUrl?.startsWith('https:')),
  minFillMs,
  limits: limitOptions,
  trustProxy = process.env.TRUST_PROXY ?? '',
  uncapped = isLoopback,
}: SiteServerOptions): Promise<FastifyInstance> {
  const limits = { ...siteLimitsFromEnv(), ...limitOptions };
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`${indexFile} is missing: run npm run build first`);
  const renderer = await loadRenderer(distDir);
  const validate = renderer.createValidator();
  const defaultConfig = givenConfig ?? (JSON.parse(readFileSync(join(distDir, 'server', DEFAULT_CONFIG_FILE), 'utf8')) as SiteConfig);
  // Always logged, whatever the request log: an operator must see a version change, a refused or a failed one.
  const configLog = (level: 'info' | 'warn' | 'error', message: string, detail?: Record<string, unknown>) =>
    console[level === 'info' ? 'log' : level](`Site server: ${message}`, detail ? JSON.stringify(detail) : '');
  const shared = sharedState({ databaseUrl, configStore }, (message, detail) => configLog('warn', message, detail));
  const live = new LiveConfig({
    store: shared.store,
    defaultConfig,
    validate,
    serve: (config, version) => renderer.serveConfig(config, version),
    log: configLog,
    ...(configPollMs ? { pollMs: configPollMs } : {}),
    // A directory store is on this box (or its volume): a copy of it would fail with it.
    ...(databaseUrl && configCopy ? { copyFile: configCopy } : {}),
  });
  await live.start();
  try {
    await renderer.warmUp(live.current().served, hosts);
  } catch (error) {
    // A chunk that fails to load here is tried again by the request that needs it.
    console.warn('Site server: warming up the renderer failed', error);
  }
  const template = loadTemplate(distDir, hosts);
  const views = new VersionViews(live, pagePieces(template, renderer, hosts));
  const captcha = createCaptcha(formSecret || newFormSecret());
  // Logged even when the request log is off: these are what an operator rolling out the policy, or watching spam, reads.
  const warn = (entry: Record<string, unknown>, msg: string) => (logger ? app.log.warn(entry, msg) : console.warn(msg, JSON.stringify(entry)));

  const proxies = addressMatcher(trustProxy);
  const app = Fastify({
    logger,
    // request.ip is the socket's address unless the socket is a configured proxy (TRUST_PROXY).
    trustProxy: trustProxy.trim() ? (address: string) => proxies(address) : false,
    // Errors raised before the hooks (a URL that does not decode) carry the headers too, and never echo the request.
    ...earlyErrorOptions(securityHeaders({ reportOnly: cspReportOnly, hsts }), textError),
  });
  installSafeErrors(app, textError);
  // A stalled client is closed in seconds, and one address cannot hold many sockets (server/shared/network.ts).
  hardenServer(app, limits, (address) => uncapped(address) || proxies(address));
  installSecurityHeaders(app, { reportOnly: cspReportOnly, hsts });
  await app.register(rateLimit, { global: false, ...shared.rateLimit });
  await registerCspReports(app, (summary) => warn({ ...summary }, 'csp violations'));
  await app.register(staticFilesPlugin, { distDir });

  // Without SITE_URL, only an allowed Host is believed (and any other refused): see hostCheck.ts.
  const originOf = siteOrigin(app, { siteUrl });
  const previews = publishToken ? previewSigner(publishToken) : null;
  // Before the pages: a renamed page's old path answers 301 before any page is rendered.
  await app.register(redirectsPlugin, { live });
  await app.register(pagesPlugin, {
    renderer,
    template,
    live,
    views,
    previews,
    captcha,
    hosts,
    originOf,
    dataTimeoutMs,
    shellWaitMs,
    htmlCacheSeconds,
    cspReportOnly,
  });
  await app.register(formsPlugin, {
    forms: () => views.current().forms,
    captcha,
    render: app.renderPage,
    hosts,
    ownOrigin: originOf,
    ...(formsTmpDir ? { tmpDir: formsTmpDir } : {}),
    ...(minFillMs !== undefined ? { minFillMs } : {}),
    rateLimit: { max: limits.submissionsPerWindow, windowMs: limits.windowMs },
    ...(shared.usedProofs ? { usedProofs: shared.usedProofs } : {}),
    onSpam: spamCounter((entry) => warn(entry, 'form: spam not taken')),
  });
  await app.register(configRoutesPlugin, { live, views, previews });
  // A closed server stops following the store (a test's store may be gone right after).
  app.addHook('onClose', async () => {
    live.stop();
    await live.store?.close?.();
  });
  if (publishToken && live.store) {
    await registerPublishing(app, { token: publishToken, live, store: live.store, validate, log: configLog, ...(purgeUrl ? { purgeUrl } : {}) });
  }
  await app.register(sitemapPlugin, { live, originOf, hosts });
  return app;
}
