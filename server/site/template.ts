/**
 * The built index.html taken apart once at start: the head and body around the root, the entry
 * and its imports, the inline scripts every page's head carries, and the start script that boots
 * a page's code (the island runtime's parts, src/islands/runtime.ts). What each config version makes of these is worked out in versionView.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '../../src/engine/config/locales';
import type { Hosts } from '../../src/platform/hosts';
import { serializeForScript } from '../../src/platform/serialize';
import { LATER_STYLES_ID, PAGE_BAR_CLASS, START_PARAMS_ID, type StartParams } from '../../src/islands/runtime';
import type { ServedConfig } from '../../src/entry-server';
import type { BundleReport } from './bundleReport';
import { escapeMarkup } from './head';

/**
 * Hosts go into the page as data, serialized so no value can close the script.
 * `siteServer` tells the page's forms that this server is there to give them proofs.
 */
export function hostsScriptBody(hosts: Hosts): string {
  return `window.__SITE_HOSTS__=${serializeForScript({ ...hosts, siteServer: true })}`;
}

/** Where each page's nonce goes in the template's head: its inline scripts carry the nonce rather than a hash in the policy (54 bytes of header each, and every byte counts for the first round trip). */
const NONCE_PLACEHOLDER = '\u0000nonce\u0000';
const nonced = (text: string) => `<script nonce="${NONCE_PLACEHOLDER}">${text}</script>`;

export type StartOptions = StartParams;

export interface PageTemplate {
  /** The head up to its end, naming the page's language and direction; its inline scripts carry the page's nonce. */
  headIn(locale: Locale, nonce: string): string;
  bodyStart: string;
  bodyEnd: string;
  /** The entry's own stylesheet: inlined in every page. */
  entryCss: string;
  report: BundleReport;
  startScript(options?: StartOptions): (nonce: string) => string;
  inlineCss(href: string): string;
  pageBar(bar: ServedConfig['shell']['loadingBar']): string;
}

/** The build's report of a build that has the island runtime's parts. */
type BuiltReport = BundleReport & Required<Pick<BundleReport, 'start' | 'taps' | 'loader'>>;

function readReport(distDir: string): BuiltReport {
  const reportFile = join(distDir, 'bundle-report.json');
  const report = existsSync(reportFile) ? (JSON.parse(readFileSync(reportFile, 'utf8')) as BundleReport) : null;
  if (!report?.start || !report.taps || !report.loader)
    throw new Error(`${reportFile} names no island runtime (start, taps, loader): build the site (npm run build)`);
  return { ...report, start: report.start, taps: report.taps, loader: report.loader };
}

/**
 * The page is readable and painted from its HTML; its code wakes as the island runtime decides
 * (src/islands/runtime.ts, which documents the protocol). The server writes what the runtime reads:
 * the page's `StartParams` as JSON, then the runtime's loader (built by Vite beside the chunks with
 * the start file's address in it, inlined: as a file of its own it would be a request before the
 * first paint). The loader carries the page's nonce rather than a hash: under 'strict-dynamic' an
 * import() made by an inline script the HTML holds is trusted only through the script's nonce (the
 * import inherits the script's "parser-inserted" mark and its nonce, and a hash gives it none), and
 * what it imports imports React and the entry.
 *
 * `immediate`: the app boots as soon as the start file runs (the fallback page, or a page whose main
 * content is a form); `atPaint`: the start file is asked for once the first contentful paint is on
 * screen, without waiting for the load event (a form page: its code is among its first requests).
 */
function startScripts(loader: string): PageTemplate['startScript'] {
  return ({ immediate = false, atPaint = false } = {}) => {
    const params: StartParams = { ...(immediate ? { immediate } : {}), ...(atPaint ? { atPaint } : {}) };
    const data = `<script type="application/json" id="${START_PARAMS_ID}">${serializeForScript(params)}</script>`;
    return (nonce: string) => `${data}<script type="module" nonce="${nonce}">${loader}</script>`;
  };
}

/** The head's links to the stylesheets fetched after the first paint: for a browser without script, and the runtime's list of them. */
export const laterStylesLinks = (hrefs: string[]): string =>
  hrefs.length ? `<noscript id="${LATER_STYLES_ID}">${hrefs.map((href) => `<link rel="stylesheet" href="${escapeMarkup(href)}">`).join('')}</noscript>` : '';

/**
 * The loading bar of a full page load, in the HTML at 30 % (styles in src/styles/global.css): on
 * screen from the first paint, whether or not the app ever boots, and completed by the start script
 * as the window finishes loading. Without script nothing would complete it, so it is not shown.
 */
const pageBar = ({ color, height, transitionMs, speedMs }: ServedConfig['shell']['loadingBar']) =>
  `<div class="${PAGE_BAR_CLASS}" style="--bar-color:${escapeMarkup(color)};--bar-height:${Number(height)}px;--bar-ms:${Number(transitionMs)}ms;--bar-wait:${Number(speedMs)}ms" aria-hidden="true"></div>` +
  `<noscript><style>.${PAGE_BAR_CLASS}{display:none}</style></noscript>`;

/** The built site's index.html, made ready to wrap every page. */
export function loadTemplate(distDir: string, hosts: Hosts): PageTemplate {
  const indexFile = join(distDir, 'index.html');
  // The template's comments are notes for us, and the space between its tags and its lines'
  // indentation are nothing to a browser: none is sent (every byte of a page counts toward its first round trip).
  const report = readReport(distDir);
  // The island runtime's early taps: the head's first script after the hosts, inlined from the build.
  const early = readFileSync(join(distDir, report.taps.file), 'utf8');
  const built = readFileSync(indexFile, 'utf8')
    .replace(/<!--(?!site-hosts-->)[\s\S]*?-->/g, '')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/>\s+</g, '><')
    // The template's own styles (the no-script rules): no space around their punctuation.
    .replace(
      /<style>([^<]*)<\/style>/g,
      (_, css: string) =>
        `<style>${css
          .replace(/\s*([{}:;,])\s*/g, '$1')
          .replace(/\s*!important/g, '!important')
          .trim()}</style>`,
    )
    .replace(/<noscript >/g, '<noscript>')
    .replace(/<\/noscript >/g, '</noscript>')
    .replace('<!--site-hosts-->', nonced(hostsScriptBody(hosts)) + nonced(early));
  const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(built);
  const cssTag = /<link rel="stylesheet" crossorigin href="([^"]+)">\s*/.exec(built);
  if (!entryTag || !cssTag) throw new Error(`${indexFile} does not look like a Vite build (no entry script or stylesheet)`);
  // Vite names the entry's own imports (React, the router) for preloading in the head; here they
  // load with the rest of the code, after the first paint (startScript).
  const preloadTags = [...built.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  // The page paints from its HTML and inline styles alone; the script starts after (see startScript).
  // Pictures come from the content host: the connection is opened while the HTML still arrives.
  const preconnect = `<link rel="preconnect" href="${new URL(hosts.contentUrl).origin}">\n    `;
  const template = preloadTags.reduce((html, m) => html.replace(m[0], ''), built.replace(entryTag[0], preconnect).replace(cssTag[0], ''));
  const [templateHeadEn, templateBody] = template.split('</head>') as [string, string];
  const [bodyStart, bodyEnd] = templateBody.split('<div id="root"></div>') as [string, string];
  const cssText = new Map<string, string>();
  return {
    // Each page names its language and direction: <html lang="ar" dir="rtl"> mirrors the Arabic pages.
    headIn: (locale, nonce) =>
      templateHeadEn.replace(/<html lang="[^"]*">/, `<html lang="${escapeMarkup(locale.code)}" dir="${locale.dir}">`).replaceAll(NONCE_PLACEHOLDER, nonce),
    bodyStart,
    bodyEnd,
    entryCss: cssTag[1]!,
    report,
    startScript: startScripts(readFileSync(join(distDir, report.loader.file), 'utf8')),
    inlineCss(href) {
      let text = cssText.get(href);
      if (text === undefined) {
        text = readFileSync(join(distDir, href.replace(/^\//, '')), 'utf8');
        cssText.set(href, text);
      }
      return `<style data-href="${href}">${text.replace(/<\/style/gi, '<\\/style')}</style>`;
    },
    pageBar,
  };
}
