/**
 * The site server: every route server-rendered and streamed (src/entry-server.tsx,
 * built into dist/server), the built site's static files, and the sitemap. Hosts are
 * written in at start time (no rebuild to point the same build elsewhere). It keeps no
 * state of its own beyond an optional short HTML cache, so instances scale out behind
 * a CDN or load balancer.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough, type Transform } from 'node:stream';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import type { Hosts } from '../../src/platform/hosts';
import { contentUrlOn, setHosts } from '../../src/platform/hosts';
import { matchRoute } from '../../src/engine/config/shell';
import { localeBase, localesOf, splitLocale, type Locale } from '../../src/engine/config/locales';
import { nextVisibilityChange, visibleBlocks } from '../../src/engine/visibility';
import {
  PAGE_CONFIG_ID,
  ROUTE_CONFIG_PATTERN,
  SHELL_CONFIG_PATTERN,
  routeConfigPath,
  shellConfigPath,
  type CarriedPageConfig,
} from '../../src/engine/pageConfig';
import { serializeForScript } from '../../src/platform/serialize';
import { EARLY_TAPS_SCRIPT } from '../../src/ui/earlyTaps';
import { PAGE_BAR_CLASS, STYLES_APPLIED_EVENT, STYLES_PENDING, type StartParams } from '../../src/chrome/pageStart';
import type { SiteConfig } from '../../src/engine/types';
import type * as ServerEntry from '../../src/entry-server';
import { DEFAULT_CONFIG_FILE, firstLoadFiles, type BundleReport } from './bundleReport';
import { DirectoryConfigStore } from './configStore';
import { LiveConfig, type LoadedConfig } from './liveConfig';
import { previewSigner, registerPublishing } from './publish';
import { shellAt } from './publicConfig';
import { formsForPage, registerForms, SiteForms, type FormsRender } from './forms';
import { createCaptcha, newFormSecret, spamCounter } from '../shared/formsCaptcha';
import { cspHeaderName, framedOrigins, installSecurityHeaders, newNonce, pagePolicy, registerCspReports, securityHeaders } from './securityHeaders';
import { earlyErrorOptions, installSafeErrors, textError } from '../shared/safeErrors';
import { siteLimitsFromEnv, type SiteLimits } from './limits';
import { addressMatcher, hardenServer, isLoopback, type AddressMatcher } from '../shared/network';
import { escapeMarkup, renderHead } from './head';
import { HtmlCache, type Encoding } from './htmlCache';
import { siteOrigin } from '../shared/hostCheck';
import { buildRobots, buildSitemap, isIndexable } from './sitemap';

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
  /**
   * FORM_SECRET: signs the forms' captcha questions; every instance behind one address must
   * share it. Without it a random one (questions answered on another process fail).
   */
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

/**
 * Crawlers and link previews that read HTML without running scripts get every block in
 * place (within the data deadline); streamed blocks need a script to move them there.
 */
const NO_SCRIPT_READERS =
  /bot\b|crawler|spider|slurp|facebookexternalhit|embedly|whatsapp|linkedin|skype|telegram|discord|pinterest|vkshare|w3c_validator|curl|wget/i;

/**
 * Asks for a page held until every block is in place (within the data deadline), as crawlers
 * get it: where a browser without scripts is sent when a page's blocks streamed in late.
 */
const WHOLE_PAGE_QUERY = /[?&]noscript=1(?:&|$)/;
export const wholePageUrl = (url: string) => (WHOLE_PAGE_QUERY.test(url) ? url : `${url}${url.includes('?') ? '&' : '?'}noscript=1`);

/**
 * For a CDN in front: it may keep a page 2 minutes and serve it stale for 10 more
 * while it fetches a fresh one; browsers keep it only briefly.
 */
export const HTML_CACHE_CONTROL = 'public, max-age=30, s-maxage=120, stale-while-revalidate=600';
const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * A page with a block due to appear or disappear: kept by no cache past that moment, and by a CDN
 * for a minute at most, so the change shows within a minute of its time.
 */
export function shortCacheControl(ttlMs: number): string {
  const seconds = Math.min(60, Math.floor(ttlMs / 1000));
  return `public, max-age=${Math.min(30, seconds)}, s-maxage=${seconds}`;
}

/**
 * Hosts go into the page as data, serialized so no value can close the script; constant while the server runs (so hashed).
 * `siteServer` tells the page's forms that this server is there to give them proofs.
 */
export function hostsScriptBody(hosts: Hosts): string {
  return `window.__SITE_HOSTS__=${serializeForScript({ ...hosts, siteServer: true })}`;
}
export const hostsScript = (hosts: Hosts) => `<script>${hostsScriptBody(hosts)}</script>`;

/** br, then gzip, when the client takes them; q=0 refuses. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/**
 * Brotli 7 for pages as they stream: every page must fit the first round trip's 14.6 KB with its
 * 1.4 KB of headers, and the Arabic home came within 150 bytes of it. 7 sends it 150 bytes smaller
 * than 6 (one-shot, 430) for 0.3 ms more on its 75 KB (1.1 ms at 6), a few per cent of an uncached
 * render; 8 saves nothing more and 9 costs ten times as much.
 */
function compressor(encoding: Encoding): Transform {
  if (encoding === 'br') return zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 7 } });
  if (encoding === 'gzip') return zlib.createGzip({ level: 6 });
  return new PassThrough();
}

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
  renderer.configure(hosts);
  const validate = renderer.createValidator();
  const defaultConfig = givenConfig ?? (JSON.parse(readFileSync(join(distDir, 'server', DEFAULT_CONFIG_FILE), 'utf8')) as SiteConfig);
  // Always logged, whatever the request log: an operator must see a version change, a refused or a failed one.
  const configLog = (level: 'info' | 'warn' | 'error', message: string, detail?: Record<string, unknown>) =>
    console[level === 'info' ? 'log' : level](`Site server: ${message}`, detail ? JSON.stringify(detail) : '');
  const live = new LiveConfig({
    store: configStore ? new DirectoryConfigStore(configStore) : null,
    defaultConfig,
    validate,
    serve: (config, version) => renderer.serveConfig(config, version),
    log: configLog,
    ...(configPollMs ? { pollMs: configPollMs } : {}),
  });
  await live.start();
  try {
    await renderer.warmUp(live.current().served);
  } catch (error) {
    // A chunk that fails to load here is tried again by the request that needs it.
    console.warn('Site server: warming up the renderer failed', error);
  }
  // The sitemap's API calls, made from this process's own copy of the data layer.
  setHosts(hosts);
  // The template's comments are notes for us and the space between its tags is nothing to a browser:
  // neither is sent (a hundred bytes of every page, which must fit its first round trip).
  const built = readFileSync(indexFile, 'utf8')
    .replace(/<!--(?!site-hosts-->)[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .replace('<!--site-hosts-->', `${hostsScript(hosts)}<script>${EARLY_TAPS_SCRIPT}</script>`);
  // The inline scripts the server writes in every page's head, by their text: each is named in the policy by its hash.
  const inlineScripts = [hostsScriptBody(hosts), EARLY_TAPS_SCRIPT];
  const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(built);
  const cssTag = /<link rel="stylesheet" crossorigin href="([^"]+)">\s*/.exec(built);
  if (!entryTag || !cssTag) throw new Error(`${indexFile} does not look like a Vite build (no entry script or stylesheet)`);
  const entryFile = entryTag[1]!;
  // Vite names the entry's own imports (React, the router) for preloading in the head; here they
  // load with the rest of the code, after the first paint (startScript).
  const preloadTags = [...built.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const vendorFiles = preloadTags.map((m) => m[1]!);
  // The page paints from its HTML and inline styles alone; the script starts after (see startScript).
  // Pictures come from the content host: the connection is opened while the HTML still arrives.
  const preconnect = `<link rel="preconnect" href="${new URL(hosts.contentUrl).origin}">\n    `;
  const template = preloadTags.reduce((html, m) => html.replace(m[0], ''), built.replace(entryTag[0], preconnect).replace(cssTag[0], ''));
  const [templateHeadEn, templateBody] = template.split('</head>') as [string, string];
  // Each page names its language and direction: <html lang="ar" dir="rtl"> mirrors the Arabic pages.
  const headIn = (locale: Locale) => templateHeadEn.replace(/<html lang="[^"]*">/, `<html lang="${escapeMarkup(locale.code)}" dir="${locale.dir}">`);
  const [bodyStart, bodyEnd] = templateBody.split('<div id="root"></div>') as [string, string];
  // The page is readable and painted from its HTML; its script starts once the window has loaded,
  // so no script competes with the largest paint for the network or the main thread. Links work
  // before that. It imports the page's start (src/chrome/pageStart.ts: a file of its own, kept by the
  // browser, instead of two kilobytes of every page's HTML), which decides when the app boots and
  // then fetches the route's code all at once (the islands, and what a page holds that needs it).
  // The start script carries the page's nonce rather than a hash: under 'strict-dynamic' an import() made by an
  // inline script the HTML holds is trusted only through the script's nonce (the import inherits the script's
  // "parser-inserted" mark and its nonce, and a hash gives it none), and what it imports imports React and the entry.
  const reportFile = join(distDir, 'bundle-report.json');
  const report = existsSync(reportFile) ? (JSON.parse(readFileSync(reportFile, 'utf8')) as BundleReport) : null;
  if (!report?.start) throw new Error(`${reportFile} names no start script: build the site (npm run build)`);
  const startFile = `/${report.start.file}`;
  /**
   * `immediate`: the app boots as soon as the start file runs (the fallback page, or a page whose main
   * content is a form); `atPaint`: the start file is asked for once the first contentful paint is on
   * screen, without waiting for the load event (a form page: its code is among its first requests).
   */
  const startScript = (
    files: string[],
    later: string[] = [],
    { immediate = false, atPaint = false, enhance = {} }: { immediate?: boolean; atPaint?: boolean; enhance?: Record<string, string> } = {},
  ) => {
    const params: StartParams = {
      entry: entryFile,
      vendor: vendorFiles,
      files,
      ...(report.menu ? { menu: `/${report.menu.file}` } : {}),
      ...(Object.keys(enhance).length ? { enhance } : {}),
      ...(immediate ? { immediate } : {}),
    };
    // Once the first contentful paint is on screen (a browser that cannot tell: after the next frame).
    const painted = `const f=c=>{if(PerformanceObserver.supportedEntryTypes?.includes("paint"))new PerformanceObserver((e,o)=>{if(e.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(c)}}).observe({type:"paint",buffered:true});else requestAnimationFrame(()=>setTimeout(c))};`;
    // Styles for below the first screen: asked for once the first contentful paint is on screen, well
    // before the load event. Fetched as print styles (the lowest priority, applied to nothing) and
    // turned on together once all are in: the page's style and layout are worked out again once, not
    // once per file as each arrives. A flag says they are awaited and an event that they are on: the
    // page's start reads where blocks lie only then (src/chrome/pageStart.ts), even when the window
    // loads before the first paint.
    const styles = later.length
      ? `{self[${serializeForScript(STYLES_PENDING)}]=1;const g=()=>{const a=${serializeForScript(later)}.map(h=>{const l=document.createElement("link");l.rel="stylesheet";l.media="print";l.href=h;return l});` +
        `let n=a.length;const d=()=>{if(!--n)requestAnimationFrame(()=>{a.forEach(l=>l.media="all");self[${serializeForScript(STYLES_PENDING)}]=0;dispatchEvent(new Event(${serializeForScript(STYLES_APPLIED_EVENT)}))})};a.forEach(l=>l.onload=l.onerror=d);document.head.append(...a)};f(g)}`
      : '';
    // The start file, imported once; `__wake` boots the app at once when a form is used before its code
    // arrived (src/ui/earlyTaps.ts asks for it, and flags the ask if it came before this script ran).
    const load = `const p=${serializeForScript(params)};let m;const i=()=>m??=import(${serializeForScript(startFile)}).catch(e=>{self.__earlyTaps?.codeFailed();throw e});self.__wake=()=>i().then(x=>x.wakeNow(p));if(self.__wakeAsked)self.__wake();`;
    // The loading bar the server wrote at 30 % completes as the window finishes loading.
    const bar = `const b=()=>document.querySelector(".${PAGE_BAR_CLASS}")?.classList.add("is-done");`;
    // A frame after both the load event and the first contentful paint: a request that ends before the
    // largest paint is on screen counts against it (Lighthouse's simulation takes every one that did, and
    // on a text page the first paint is the largest), and the start file is small and fast. The window
    // can load before the first paint: the start file then came before the page's text. A form page
    // starts at its first paint: the form is why the visitor came, and it must be live before it is used.
    const run = 'const r=()=>i().then(x=>x.start(p));';
    const begin = atPaint ? 'f(r);' : 'const s=()=>f(()=>requestAnimationFrame(()=>setTimeout(r)));';
    const onLoad = atPaint ? 'b()' : 'b(),s()';
    const body = `${painted}${styles}${load}${bar}${run}${begin}document.readyState==="complete"?(${onLoad}):addEventListener("load",()=>(${onLoad}),{once:true})`;
    return (nonce: string) => `<script type="module" nonce="${nonce}">${body}</script>`;
  };
  const cssText = new Map<string, string>();
  const inlineCss = (href: string) => {
    let text = cssText.get(href);
    if (text === undefined) {
      text = readFileSync(join(distDir, href.replace(/^\//, '')), 'utf8');
      cssText.set(href, text);
    }
    return `<style data-href="${href}">${text.replace(/<\/style/gi, '<\\/style')}</style>`;
  };
  /**
   * The loading bar of a full page load, in the HTML at 30 % (styles in src/styles/global.css): on
   * screen from the first paint, whether or not the app ever boots, and completed by the start script
   * as the window finishes loading. Without script nothing would complete it, so it is not shown.
   */
  const pageBar = ({ color, height, transitionMs, speedMs }: ServerEntry.ServedConfig['shell']['loadingBar']) =>
    `<div class="${PAGE_BAR_CLASS}" style="--bar-color:${escapeMarkup(color)};--bar-height:${Number(height)}px;--bar-ms:${Number(transitionMs)}ms;--bar-wait:${Number(speedMs)}ms" aria-hidden="true"></div>` +
    `<noscript><style>.${PAGE_BAR_CLASS}{display:none}</style></noscript>`;
  /** What a config version decides of every page: worked out once per version, kept for a few. */
  const derive = (loaded: LoadedConfig) => {
    const { shell } = loaded.served;
    const bar = pageBar(shell.loadingBar);
    // Each route's page carries its own styles inline (no request before the first paint) and names
    // its code up front, so the browser fetches it alongside the entry instead of after it.
    const footerTypes = [...new Set(shell.footer.blocks.map((b) => b.type))];
    // What the page's blocks do on their server HTML before the app boots, by block type.
    const enhancementsOf = (types: string[]) =>
      Object.fromEntries(types.flatMap((t) => (report.enhancements?.[t] ? [[t, `/${report.enhancements[t].file}`]] : [])));
    const cssOf = (types: string[]) => [...firstLoadFiles(report, types)].flatMap((f) => (report.chunks[f]?.css ?? []).map((c) => `/${c}`));
    const routePieces = shell.routes.map((route, i) => {
      // Only interactive blocks' code runs on a server-rendered page (the others keep their HTML).
      // The entry and its own imports (vendor) are named apart.
      const files = [...firstLoadFiles(report, renderer.interactiveTypes(route.blockTypes))].filter(
        (f) => f !== report.entry.file && !report.entry.imports.includes(f),
      );
      // The styles of what the first screen can show come inline: every block's and the footer's (its
      // blocks render on every page), unless a block that fills the screen comes first (never a timed
      // one, which may be missing). Then what follows it (the footer too) is below the first screen:
      // its styles, in files of their own, are fetched after the first paint (linked for a browser
      // without script) and its HTML is that much lighter.
      const blocks = loaded.served.routes[i] ?? [];
      const fold = blocks.findIndex((b) => !b.visibleFrom && !b.visibleUntil && renderer.fillsScreen(b.type));
      const firstScreen = fold < 0 ? [...route.blockTypes, ...footerTypes] : blocks.slice(0, fold + 1).map((b) => b.type);
      const inline = [...new Set([cssTag[1]!, ...cssOf(firstScreen)])];
      const later = [...new Set(cssOf([...route.blockTypes, ...footerTypes]))].filter((c) => !inline.includes(c));
      const linked = later.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
      const formPage = renderer.formTypes(route.blockTypes).length > 0;
      return {
        head: inline.map(inlineCss).join('\n    ') + (later.length ? `\n    <noscript>${linked}</noscript>` : ''),
        bar,
        // A page whose own blocks hold a form boots at its first paint (src/chrome/pageStart.ts).
        start: startScript(
          files.map((f) => `/${f}`),
          later,
          { immediate: formPage, atPaint: formPage, enhance: enhancementsOf([...route.blockTypes, ...footerTypes]) },
        ),
      };
    });
    return {
      shell,
      routePieces,
      indexable: loaded.config.routes.map((route) => isIndexable(loaded.config, route)),
      policyFor: pagePolicy({ hosts, frames: framedOrigins(loaded.config), inlineScripts }),
    };
  };
  const derived = new Map<string, ReturnType<typeof derive>>();
  const derivedFor = (loaded: LoadedConfig) => {
    let d = derived.get(loaded.version);
    if (!d) {
      d = derive(loaded);
      derived.set(loaded.version, d);
      if (derived.size > 8) derived.delete(derived.keys().next().value!);
    }
    return d;
  };
  /**
   * The config the page carries: its version, route and render time (never a mix of two versions).
   * The shell (navigation, footer, route table: the same on every page) and the route's blocks are
   * named by their immutable URLs, fetched when the code boots: their bytes would come before the
   * first paint for nothing, as nothing on a server-rendered page needs them until then (home's
   * HTML is a kilobyte lighter). `locale`: a language other than the default (its shell and routes
   * are its own). A page the browser renders carries both itself (`withShell`).
   */
  const pageConfigScript = (
    served: ServerEntry.ServedConfig,
    routeIndex: number,
    renderedAt: number,
    { preview, locale, withShell = false }: { preview?: string | undefined; locale?: string | undefined; withShell?: boolean } = {},
  ) => {
    // The page's own locale only: its texts, no other language's. Only the blocks shown at this moment
    // (as the route's URL answers): a block scheduled for later is not revealed in the page's source.
    const page: CarriedPageConfig = {
      version: served.version,
      ...(withShell
        ? { shell: shellAt(served.shell, renderedAt).shell, blocks: visibleBlocks(served.routes[routeIndex] ?? [], renderedAt) }
        : { shellUrl: shellConfigPath(served.version, preview, locale), routeUrl: routeConfigPath(served.version, routeIndex, preview, locale) }),
      routeIndex,
      renderedAt,
      ...(preview ? { preview } : {}),
    };
    return `<script type="application/json" id="${PAGE_CONFIG_ID}">${serializeForScript(page)}</script>`;
  };
  // The page served when the server render fails (the browser renders it).
  const fallbackStart = startScript([], [], { immediate: true });
  const fallbackPage = (nonce: string, served: ServerEntry.ServedConfig, locale: Locale, innerPath: string) => {
    const routeIndex = matchRoute(served.shell, innerPath).index;
    return `${headIn(locale)}<title>${escapeMarkup(served.shell.site.productName)}</title></head>${bodyStart}${pageBar(served.shell.loadingBar)}<div id="root"></div>${pageConfigScript(served, routeIndex, Date.now(), { withShell: true })}${fallbackStart(nonce)}${bodyEnd}`;
  };
  const cache = htmlCacheSeconds > 0 ? new HtmlCache(htmlCacheSeconds * 1000) : null;
  const siteForms = new SiteForms(live.current().config);
  live.onSwap((next) => siteForms.load(next.config));
  const captcha = createCaptcha(formSecret || newFormSecret());
  const cspHeader = cspHeaderName(cspReportOnly);
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
  await app.register(rateLimit, { global: false });
  await registerCspReports(app, (summary) => warn({ ...summary }, 'csp violations'));
  await app.register(fastifyCompress, { global: true, threshold: 512, encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: false,
    cacheControl: false,
    // The server renderer and the bare template are not pages.
    allowedPath: (path) => !path.startsWith('/server/') && path !== '/index.html',
    // Hashed build output never changes under its name; everything else may.
    setHeaders(res, file) {
      res.setHeader('Cache-Control', /[\\/]static[\\/]/.test(file) ? ASSET_CACHE_CONTROL : 'public, max-age=300');
    },
  });

  // Without SITE_URL, only an allowed Host is believed (and any other refused): see hostCheck.ts.
  const originOf = siteOrigin(app, { siteUrl });

  /** `posted`: a form posted without script comes back (its state, and the status to answer with). */
  const previews = publishToken ? previewSigner(publishToken) : null;
  /** The version a request is rendered from: the live one, or the one a valid preview link names. */
  async function configFor(req: FastifyRequest): Promise<{ loaded: LoadedConfig; preview?: string }> {
    const link = (req.query as Record<string, unknown> | undefined)?.preview;
    const version = typeof link === 'string' ? previews?.verify(link) : null;
    const loaded = version ? await live.version(version) : null;
    return loaded && typeof link === 'string' ? { loaded, preview: link } : { loaded: live.current() };
  }

  async function renderPage(req: FastifyRequest, reply: FastifyReply, posted?: FormsRender) {
    const url = req.url;
    const { loaded, preview } = await configFor(req);
    const { routePieces, indexable, policyFor } = derivedFor(loaded);
    // The language is the path's prefix (/es/projects); the default locale has none.
    const locales = localesOf(loaded.served.shell);
    const asked = url.split(/[?#]/)[0] || '/';
    const { locale, base, path: innerPath } = splitLocale(asked, locales);
    // One address per page: /es is /es/ (a form's key and the canonical URL are the path as written).
    if (base && asked === base) {
      // A redirect carrying a preview link (valid or not) is one reviewer's: kept by no cache, indexed by no crawler.
      if (preview !== undefined || /[?&]preview=/.test(url)) reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
      else reply.header('Cache-Control', HTML_CACHE_CONTROL);
      return reply
        .code(301)
        .header('Location', `${base}/${url.slice(asked.length)}`)
        .send();
    }
    const served = renderer.servedIn(loaded.served, locale.code);
    const { shell } = served;
    const renderedAt = Date.now();
    reply.header('X-Site-Version', loaded.version);
    const encoding = pickEncoding(req.headers['accept-encoding']);
    const readsWithoutScripts = NO_SCRIPT_READERS.test(req.headers['user-agent'] ?? '') || WHOLE_PAGE_QUERY.test(url);
    const origin = originOf(req);
    // The origin is part of the page (canonical, Open Graph): without SITE_URL it comes from the request.
    const cacheKey = `${loaded.version} ${readsWithoutScripts ? 'whole' : 'streamed'} ${origin}${url}`;
    const forms = formsForPage(siteForms, captcha, url);
    if (posted) Object.assign(forms.given, posted.given);
    // A captcha question is one visitor's, and a posted form's values are theirs: neither is kept or shared.
    // A preview is one reviewer's look at a version that is not live: never kept, never indexed.
    const personal = forms.noStore || posted !== undefined || preview !== undefined;
    if (preview) reply.header('X-Robots-Tag', 'noindex');
    const cacheControl = personal ? 'no-store' : HTML_CACHE_CONTROL;
    reply.header('Vary', 'Accept-Encoding');
    const hit = personal ? undefined : cache?.get(cacheKey, encoding);
    if (hit) {
      reply.code(hit.status).header('Cache-Control', HTML_CACHE_CONTROL).header('X-Html-Cache', 'hit');
      // The nonce the page was rendered with (React's streaming scripts in it carry it), as a CDN would serve it.
      if (hit.nonce) reply.header(cspHeader, policyFor(hit.nonce));
      if (hit.location) return reply.header('Location', hit.location).send();
      if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
      return reply.type('text/html; charset=utf-8').send(hit.body);
    }
    // One per rendered page: React's scripts that move late blocks into place carry it (see README).
    const nonce = newNonce();
    reply.header(cspHeader, policyFor(nonce));
    let page: Awaited<ReturnType<typeof renderer.prepare>>;
    try {
      page = await renderer.prepare({
        url,
        served,
        now: renderedAt,
        dataTimeoutMs,
        siteUrl: origin,
        // A form sent back is the one thing the visitor came for: in place in the first HTML, never behind a skeleton.
        shellWaitMs: readsWithoutScripts || posted ? Infinity : shellWaitMs,
        forms: { given: forms.given, issueCaptcha: forms.issueCaptcha, issueStamp: forms.issueStamp },
        nonce,
      });
    } catch (error) {
      // The route's code or config did not load here: the browser renders the page itself
      // (and shows the fallback page if it cannot either) rather than a bare error.
      req.log.error({ err: error, url }, 'server render failed');
      return reply
        .code(500)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(fallbackPage(nonce, served, locale, innerPath));
    }
    if (page.kind === 'redirect') {
      if (!personal) cache?.set(cacheKey, { status: page.status, location: page.location, body: Buffer.alloc(0) });
      return reply.code(page.status).header('Location', page.location).header('Cache-Control', cacheControl).send();
    }
    const head = renderHead({
      siteUrl: origin,
      pathname: `${base}${page.pathname}`,
      locale,
      // The same page in every language (hreflang), its list state kept.
      alternates: locales.map((l) => ({ locale: l, pathname: `${localeBase(l.code, locales)}${page.pathname}` })),
      canonicalQuery: page.canonicalQuery,
      routeTitle: page.routeTitle,
      site: shell.site,
      contentUrl: (path) => contentUrlOn(hosts, path),
      isHome: page.isHome,
      seo: page.seo,
      noindex: page.status === 404 || !indexable[page.routeIndex] || preview !== undefined,
    });
    const out = compressor(encoding);
    const kept: Buffer[] | null = cache && !personal ? [] : null;
    // React writes a page in 2 KB pieces; they go out together at each of its flushes,
    // one write (and one compression step) instead of dozens.
    let pending: Uint8Array[] = [];
    const write = (chunk: Uint8Array | string) => {
      pending.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    };
    const flush = () => {
      if (pending.length) {
        const chunk = Buffer.concat(pending);
        pending = [];
        out.write(chunk);
        kept?.push(chunk);
      }
      (out as Transform & { flush?: () => void }).flush?.();
    };
    const route = routePieces[page.routeIndex]!;
    write(`${headIn(locale)}  ${head}\n    ${route.head}\n  </head>${bodyStart}${route.bar}<div id="root">`);
    // The head first, at once: the browser fetches styles and code while the body renders.
    flush();
    const render = page.stream({
      write,
      flush,
      end(tail, { complete, streamed }) {
        // Blocks that came after the shell need a script to take their place; a browser without
        // one is sent (by a refresh only it reads) to the same page held until every block is in.
        const refresh = streamed ? `<noscript><meta http-equiv="refresh" content="0; url=${escapeMarkup(wholePageUrl(url))}"></noscript>` : '';
        write(
          `</div>${refresh}${tail}${pageConfigScript(served, page.routeIndex, renderedAt, { preview, locale: base ? locale.code : undefined })}${route.start(nonce)}${bodyEnd}`,
        );
        flush();
        out.end();
        // A page with blocks left to the browser (API slow or down) is not worth keeping.
        if (cache && kept && complete) cache.set(cacheKey, { status: page.status, body: Buffer.concat(kept), nonce }, ttlMs);
      },
    });
    req.raw.on('close', () => {
      if (!out.writableEnded) render.abort();
    });
    // A form sent back answers with its own status (422: a field failed; 502: the API did not take it).
    const status = posted && page.status === 200 ? posted.status : page.status;
    // A block that appears or disappears soon (visibleFrom / visibleUntil): no cache keeps the page past that moment.
    const ttlMs = page.changesAt === undefined ? undefined : Math.max(0, page.changesAt - renderedAt);
    const pageCacheControl = personal ? cacheControl : ttlMs === undefined ? HTML_CACHE_CONTROL : shortCacheControl(ttlMs);
    reply.code(status).type('text/html; charset=utf-8').header('Cache-Control', pageCacheControl);
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.send(out);
  }

  // Forms posted without script (or before it ran): checked here, sent on to the API, or the page again.
  await registerForms(app, {
    forms: siteForms,
    config: live.current().config,
    captcha,
    render: renderPage,
    ownOrigin: originOf,
    ...(formsTmpDir ? { tmpDir: formsTmpDir } : {}),
    ...(minFillMs !== undefined ? { minFillMs } : {}),
    rateLimit: { max: limits.submissionsPerWindow, windowMs: limits.windowMs },
    onSpam: spamCounter((entry) => warn(entry, 'form: spam not taken')),
  });

  // A client-side navigation's next route, of the version the page was loaded with: immutable, so
  // a CDN and the browser keep it for good. A version that is not (or no longer) in the store is a
  // 404, and the tab loads the new page whole. Versions never live are shown only with a preview link.
  app.get('/_site/config/*', async (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const m = ROUTE_CONFIG_PATTERN.exec(path);
    const gone = () => reply.code(404).header('Cache-Control', 'no-store').send({ message: 'no such config version' });
    const shellMatch = m ? null : SHELL_CONFIG_PATTERN.exec(path);
    if (shellMatch) {
      // A page's shell, asked for when its code boots: kept for good unless a footer block is due to
      // appear or disappear; one embargoed until later is not in it (publicConfig.ts).
      const [, version, code] = shellMatch as unknown as [string, string, string | undefined];
      const link = (req.query as Record<string, unknown>).preview;
      const viaPreview = typeof link === 'string' && previews?.verify(link) === version;
      const loaded = await live.version(version);
      if (!loaded || (!viaPreview && !(await live.wasLive(version)))) return gone();
      if (code !== undefined && !loaded.served.locales?.[code]) return gone();
      const now = Date.now();
      const { shell, changesAt } = shellAt((code ? renderer.servedIn(loaded.served, code) : loaded.served).shell, now);
      return reply
        .type('application/json; charset=utf-8')
        .header('Cache-Control', viaPreview ? 'private, no-store' : changesAt === undefined ? ASSET_CACHE_CONTROL : shortCacheControl(changesAt - now))
        .header('X-Site-Version', version)
        .send(JSON.stringify(shell));
    }
    if (!m) return gone();
    const [, version, code, index] = m as unknown as [string, string, string | undefined, string];
    const link = (req.query as Record<string, unknown>).preview;
    const viaPreview = typeof link === 'string' && previews?.verify(link) === version;
    const loaded = await live.version(version);
    if (!loaded || (!viaPreview && !(await live.wasLive(version)))) return gone();
    // The default locale's routes have no code in their address; an unknown code is no config.
    if (code !== undefined && !loaded.served.locales?.[code]) return gone();
    const all = (code ? renderer.servedIn(loaded.served, code) : loaded.served).routes[Number(index)];
    if (!all) return gone();
    // A version never changes, but which of its timed blocks show does: such a route is kept only until its next change.
    const now = Date.now();
    const blocks = visibleBlocks(all, now);
    const changesAt = nextVisibilityChange(all, now);
    return reply
      .type('application/json; charset=utf-8')
      .header('Cache-Control', viaPreview ? 'private, no-store' : changesAt === undefined ? ASSET_CACHE_CONTROL : shortCacheControl(changesAt - now))
      .header('X-Site-Version', version)
      .send(JSON.stringify(blocks));
  });

  // A closed server stops following the store (a test's store may be gone right after).
  app.addHook('onClose', async () => live.stop());

  if (publishToken && live.store) {
    await registerPublishing(app, { token: publishToken, live, store: live.store, validate, log: configLog, ...(purgeUrl ? { purgeUrl } : {}) });
  }

  // Made on request from config and API, never hand-written; a CDN keeps them like pages.
  app.get('/sitemap.xml', async (req, reply) => {
    const { config } = live.current();
    const xml = await buildSitemap({ config, siteUrl: originOf(req), onError: (path, error) => req.log.warn({ path, error }, 'sitemap: items missing') });
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', HTML_CACHE_CONTROL).send(xml);
  });
  app.get('/robots.txt', async (req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', HTML_CACHE_CONTROL)
      .send(buildRobots(originOf(req))),
  );

  // Files we do not have are 404s, not pages.
  app.get('/*', { compress: false }, async (req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (/\.[a-z0-9]+$/i.test(path)) return reply.code(404).type('text/plain').send('Not found');
    return renderPage(req, reply);
  });
  return app;
}
