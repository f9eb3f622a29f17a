/**
 * The built index.html taken apart once at start: the head and body around the root, the entry
 * and its imports, the inline scripts every page's head carries, and the start script that boots
 * a page's code. What each config version makes of these is worked out in versionView.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '../../src/engine/config/locales';
import type { Hosts } from '../../src/platform/hosts';
import { serializeForScript } from '../../src/platform/serialize';
import { EARLY_TAPS_SCRIPT } from '../../src/ui/earlyTaps';
import { PAGE_BAR_CLASS, STYLES_APPLIED_EVENT, STYLES_PENDING, type StartParams } from '../../src/chrome/pageStart';
import type { ServedConfig } from '../../src/entry-server';
import type { BundleReport } from './bundleReport';
import { escapeMarkup } from './head';

/**
 * Hosts go into the page as data, serialized so no value can close the script; constant while the server runs (so hashed).
 * `siteServer` tells the page's forms that this server is there to give them proofs.
 */
export function hostsScriptBody(hosts: Hosts): string {
  return `window.__SITE_HOSTS__=${serializeForScript({ ...hosts, siteServer: true })}`;
}
const hostsScript = (hosts: Hosts) => `<script>${hostsScriptBody(hosts)}</script>`;

export interface StartOptions {
  immediate?: boolean;
  atPaint?: boolean;
  enhance?: Record<string, string>;
}

export interface PageTemplate {
  /** The head up to its end, naming the page's language and direction. */
  headIn(locale: Locale): string;
  bodyStart: string;
  bodyEnd: string;
  /** The entry's own stylesheet: inlined in every page. */
  entryCss: string;
  /** The inline scripts the server writes in every page's head, by their text: each is named in the policy by its hash. */
  inlineScripts: string[];
  report: BundleReport;
  startScript(files: string[], later?: string[], options?: StartOptions): (nonce: string) => string;
  inlineCss(href: string): string;
  pageBar(bar: ServedConfig['shell']['loadingBar']): string;
}

/** The build's report of a build that has a start script. */
type BuiltReport = BundleReport & Required<Pick<BundleReport, 'start'>>;

function readReport(distDir: string): BuiltReport {
  const reportFile = join(distDir, 'bundle-report.json');
  const report = existsSync(reportFile) ? (JSON.parse(readFileSync(reportFile, 'utf8')) as BundleReport) : null;
  if (!report?.start) throw new Error(`${reportFile} names no start script: build the site (npm run build)`);
  return { ...report, start: report.start };
}

/**
 * The page is readable and painted from its HTML; its script starts once the window has loaded,
 * so no script competes with the largest paint for the network or the main thread. Links work
 * before that. It imports the page's start (src/chrome/pageStart.ts: a file of its own, kept by the
 * browser, instead of two kilobytes of every page's HTML), which decides when the app boots and
 * then fetches the route's code all at once (the islands, and what a page holds that needs it).
 * The start script carries the page's nonce rather than a hash: under 'strict-dynamic' an import() made by an
 * inline script the HTML holds is trusted only through the script's nonce (the import inherits the script's
 * "parser-inserted" mark and its nonce, and a hash gives it none), and what it imports imports React and the entry.
 *
 * `immediate`: the app boots as soon as the start file runs (the fallback page, or a page whose main
 * content is a form); `atPaint`: the start file is asked for once the first contentful paint is on
 * screen, without waiting for the load event (a form page: its code is among its first requests).
 */
function startScripts(report: BuiltReport, entryFile: string, vendorFiles: string[]): PageTemplate['startScript'] {
  const startFile = `/${report.start.file}`;
  return (files, later = [], { immediate = false, atPaint = false, enhance = {} } = {}) => {
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
}

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
  // The template's comments are notes for us and the space between its tags is nothing to a browser:
  // neither is sent (a hundred bytes of every page, which must fit its first round trip).
  const built = readFileSync(indexFile, 'utf8')
    .replace(/<!--(?!site-hosts-->)[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .replace('<!--site-hosts-->', `${hostsScript(hosts)}<script>${EARLY_TAPS_SCRIPT}</script>`);
  const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(built);
  const cssTag = /<link rel="stylesheet" crossorigin href="([^"]+)">\s*/.exec(built);
  if (!entryTag || !cssTag) throw new Error(`${indexFile} does not look like a Vite build (no entry script or stylesheet)`);
  const report = readReport(distDir);
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
    headIn: (locale) => templateHeadEn.replace(/<html lang="[^"]*">/, `<html lang="${escapeMarkup(locale.code)}" dir="${locale.dir}">`),
    bodyStart,
    bodyEnd,
    entryCss: cssTag[1]!,
    inlineScripts: [hostsScriptBody(hosts), EARLY_TAPS_SCRIPT],
    report,
    startScript: startScripts(
      report,
      entryTag[1]!,
      preloadTags.map((m) => m[1]!),
    ),
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
