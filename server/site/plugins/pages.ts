/**
 * Page rendering: every route server-rendered and streamed (src/entry-server.tsx, built into
 * dist/server), the whole page at once for readers without scripts, the short HTML cache and
 * each page's Cache-Control. Wrapped with fastify-plugin: it decorates the app with
 * `renderPage`, which the forms plugin renders a posted form's page with.
 */
import { PassThrough, type Transform } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type * as ServerEntry from '../../../src/entry-server';
import type { Prepared, ServedConfig } from '../../../src/entry-server';
import { matchRoute } from '../../../src/engine/config/shell';
import { addLocalePrefix, localeBase, splitLocale, type Locale } from '../../../src/engine/config/locales';
import { visibleBlocks } from '../../../src/engine/visibility';
import { PAGE_CONFIG_ID, routeConfigPath, shellConfigPath, type CarriedPageConfig } from '../../../src/engine/pageConfig';
import { contentUrlOn, type Hosts } from '../../../src/platform/hosts';
import { serializeForScript } from '../../../src/platform/serialize';
import type { Captcha } from '../../shared/formsCaptcha';
import { HTML_CACHE_CONTROL, pageCacheControl } from '../cacheControl';
import { formsForPage, type FormsRender, type SiteForms } from '../forms';
import { escapeMarkup, renderHead } from '../head';
import { HtmlCache, type Encoding } from '../htmlCache';
import type { LiveConfig, LoadedConfig } from '../liveConfig';
import type { PreviewSigner } from '../publish';
import { shellAt } from '../publicConfig';
import { cspHeaderName, newNonce } from '../securityHeaders';
import type { PageTemplate } from '../template';
import type { VersionView, VersionViews } from '../versionView';

export type RenderPage = (req: FastifyRequest, reply: FastifyReply, posted?: FormsRender) => Promise<FastifyReply>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Renders the page at the request's URL; `posted`: a form posted without script comes back (its state, and the status to answer with). */
    renderPage: RenderPage;
  }
}

export interface PagesOptions {
  renderer: Pick<typeof ServerEntry, 'prepare'>;
  template: Pick<PageTemplate, 'headIn' | 'bodyStart' | 'bodyEnd' | 'pageBar' | 'startScript'>;
  live: Pick<LiveConfig, 'current' | 'version'>;
  views: Pick<VersionViews, 'of' | 'current'>;
  /** Checks preview links (with PUBLISH_TOKEN); null: no version but the live one is shown. */
  previews: PreviewSigner | null;
  captcha: Captcha;
  hosts: Hosts;
  /** The site's origin for this request (SITE_URL, or the checked Host). */
  originOf: (req: FastifyRequest) => string;
  dataTimeoutMs: number;
  shellWaitMs: number;
  /** HTML_CACHE_SECONDS: keep rendered pages this long in memory (0: off). */
  htmlCacheSeconds: number;
  cspReportOnly: boolean;
}

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

/**
 * The config the page carries: its version, route and render time (never a mix of two versions).
 * The shell (navigation, footer, route table: the same on every page) and the route's blocks are
 * named by their immutable URLs, fetched when the code boots: their bytes would come before the
 * first paint for nothing, as nothing on a server-rendered page needs them until then (home's
 * HTML is a kilobyte lighter). `locale`: a language other than the default (its shell and routes
 * are its own). A page the browser renders carries both itself (`withShell`).
 */
export function pageConfigScript(
  served: ServedConfig,
  routeIndex: number,
  renderedAt: number,
  { preview, locale, withShell = false }: { preview?: string | undefined; locale?: string | undefined; withShell?: boolean } = {},
): string {
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
}

/** What one page request is: its version and language, how it is answered and whether a cache may keep it. */
interface PageRequest {
  req: FastifyRequest;
  reply: FastifyReply;
  url: string;
  /** The version the page is rendered from. */
  view: VersionView;
  preview: string | undefined;
  served: ServedConfig;
  locale: Locale;
  locales: readonly Locale[];
  base: string;
  origin: string;
  encoding: Encoding;
  renderedAt: number;
  readsWithoutScripts: boolean;
  personal: boolean;
  cacheKey: string;
  forms: ReturnType<typeof formsForPage>;
  posted: FormsRender | undefined;
}

type PreparedPage = Extract<Prepared, { kind: 'page' }>;

/** The page renderer, given its options once. */
class Pages {
  private readonly cache: HtmlCache | null;
  private readonly cspHeader: string;
  // The page served when the server render fails (the browser renders it).
  private readonly fallbackStart: (nonce: string) => string;

  constructor(private readonly opts: PagesOptions) {
    this.cache = opts.htmlCacheSeconds > 0 ? new HtmlCache(opts.htmlCacheSeconds * 1000) : null;
    this.cspHeader = cspHeaderName(opts.cspReportOnly);
    this.fallbackStart = opts.template.startScript({ immediate: true });
  }

  /** The version a request is rendered from: the live one, or the one a valid preview link names. */
  private async configFor(req: FastifyRequest): Promise<{ loaded: LoadedConfig; preview?: string }> {
    const { live, previews } = this.opts;
    const link = (req.query as Record<string, unknown> | undefined)?.preview;
    const version = typeof link === 'string' ? previews?.verify(link) : null;
    const loaded = version ? await live.version(version) : null;
    return loaded && typeof link === 'string' ? { loaded, preview: link } : { loaded: live.current() };
  }

  readonly render: RenderPage = async (req, reply, posted) => {
    const url = req.url;
    const { loaded, preview } = await this.configFor(req);
    const view = this.opts.views.of(loaded);
    // The language is the path's prefix (/es/projects); the default locale has none.
    const { locales } = view;
    const asked = url.split(/[?#]/)[0] || '/';
    const { locale, base, path: innerPath } = splitLocale(asked, locales);
    // One address per page: /es is /es/ (a form's key and the canonical URL are the path as written).
    if (base && asked === base) {
      // A redirect carrying a preview link (valid or not) is one reviewer's: kept by no cache, indexed by no crawler.
      if (preview !== undefined || /[?&]preview=/.test(url)) reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
      else reply.header('Cache-Control', HTML_CACHE_CONTROL);
      return reply
        .code(301)
        .header('Location', addLocalePrefix(`/${url.slice(asked.length)}`, base))
        .send();
    }
    const served = view.inLocale(locale.code);
    const renderedAt = Date.now();
    reply.header('X-Site-Version', loaded.version);
    const readsWithoutScripts = NO_SCRIPT_READERS.test(req.headers['user-agent'] ?? '') || WHOLE_PAGE_QUERY.test(url);
    const origin = this.opts.originOf(req);
    // A posted form's values are one visitor's: never kept or shared. A preview is one reviewer's look at a
    // version that is not live: never kept, never indexed. Any other page, forms and captcha questions
    // included, is kept by caches like any page: its forms carry shared proofs (server/shared/formsCaptcha.ts).
    const personal = posted !== undefined || preview !== undefined;
    // The forms of the live version, as a posted form is judged by them.
    const forms = formsForPage(this.liveForms(), this.opts.captcha, url, { shared: !personal });
    if (posted) Object.assign(forms.given, posted.given);
    const page: PageRequest = {
      req,
      reply,
      url,
      view,
      preview,
      served,
      locale,
      locales,
      base,
      origin,
      encoding: pickEncoding(req.headers['accept-encoding']),
      renderedAt,
      readsWithoutScripts,
      personal,
      // The origin is part of the page (canonical, Open Graph): without SITE_URL it comes from the request.
      cacheKey: `${loaded.version} ${readsWithoutScripts ? 'whole' : 'streamed'} ${origin}${url}`,
      forms,
      posted,
    };
    if (preview) reply.header('X-Robots-Tag', 'noindex');
    reply.header('Vary', 'Accept-Encoding');
    const hit = page.personal ? undefined : this.cache?.get(page.cacheKey, page.encoding);
    if (hit) {
      reply
        .code(hit.status)
        .header('Cache-Control', pageCacheControl(false, hit.changesAt, Date.now()))
        .header('X-Html-Cache', 'hit');
      // The nonce the page was rendered with (React's streaming scripts in it carry it), as a CDN would serve it.
      if (hit.nonce) reply.header(this.cspHeader, view.page.policyFor(hit.nonce));
      if (hit.location) return reply.header('Location', hit.location).send();
      if (page.encoding !== 'identity') reply.header('Content-Encoding', page.encoding);
      return reply.type('text/html; charset=utf-8').send(hit.body);
    }
    return this.renderFresh(page, innerPath);
  };

  private liveForms(): SiteForms {
    return this.opts.views.current().forms;
  }

  private async renderFresh(page: PageRequest, innerPath: string): Promise<FastifyReply> {
    const { req, reply, url, served, posted } = page;
    // One per rendered page: React's scripts that move late blocks into place carry it (see README).
    const nonce = newNonce();
    reply.header(this.cspHeader, page.view.page.policyFor(nonce));
    let prepared: Prepared;
    try {
      prepared = await this.opts.renderer.prepare({
        url,
        served,
        now: page.renderedAt,
        dataTimeoutMs: this.opts.dataTimeoutMs,
        siteUrl: page.origin,
        // A form sent back is the one thing the visitor came for: in place in the first HTML, never behind a skeleton.
        shellWaitMs: page.readsWithoutScripts || posted ? Infinity : this.opts.shellWaitMs,
        forms: { given: page.forms.given, issueCaptcha: page.forms.issueCaptcha, issueStamp: page.forms.issueStamp },
        nonce,
        hosts: this.opts.hosts,
      });
    } catch (error) {
      // The route's code or config did not load here: the browser renders the page itself
      // (and shows the fallback page if it cannot either) rather than a bare error.
      req.log.error({ err: error, url }, 'server render failed');
      return reply
        .code(500)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(this.fallbackPage(nonce, page, innerPath));
    }
    if (prepared.kind === 'redirect') {
      if (!page.personal) this.cache?.set(page.cacheKey, { status: prepared.status, location: prepared.location, body: Buffer.alloc(0) });
      return reply
        .code(prepared.status)
        .header('Location', prepared.location)
        .header('Cache-Control', page.personal ? 'no-store' : HTML_CACHE_CONTROL)
        .send();
    }
    return this.stream(page, prepared, nonce);
  }

  private stream(page: PageRequest, prepared: PreparedPage, nonce: string): FastifyReply {
    const { req, reply, url, served, locale, locales, base, preview, posted, encoding, renderedAt, personal } = page;
    const { template, hosts } = this.opts;
    const { routePieces, indexable } = page.view.page;
    const head = renderHead({
      siteUrl: page.origin,
      pathname: addLocalePrefix(prepared.pathname, base),
      locale,
      // The same page in every language (hreflang), its list state kept.
      alternates: locales.map((l) => ({ locale: l, pathname: addLocalePrefix(prepared.pathname, localeBase(l.code, locales)) })),
      canonicalQuery: prepared.canonicalQuery,
      routeTitle: prepared.routeTitle,
      site: served.shell.site,
      contentUrl: (path) => contentUrlOn(hosts, path),
      isHome: prepared.isHome,
      seo: prepared.seo,
      noindex: prepared.status === 404 || !indexable[prepared.routeIndex] || preview !== undefined,
    });
    const { cache } = this;
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
    const route = routePieces[prepared.routeIndex]!;
    write(`${template.headIn(locale, nonce)}  ${head}\n    ${route.head}\n  </head>${template.bodyStart}${route.bar}<div id="root">`);
    // The head first, at once (its first byte is the page's time to first byte, which Lighthouse's
    // simulation adds to every paint: waiting for the body to send them together, 90 bytes smaller, cost
    // 20-50 ms of it): the browser parses the styles and opens the content host's connection meanwhile.
    flush();
    const render = prepared.stream({
      write,
      flush,
      end(tail, { complete, streamed }) {
        // Blocks that came after the shell need a script to take their place; a browser without
        // one is sent (by a refresh only it reads) to the same page held until every block is in.
        const refresh = streamed ? `<noscript><meta http-equiv="refresh" content="0; url=${escapeMarkup(wholePageUrl(url))}"></noscript>` : '';
        const config = pageConfigScript(served, prepared.routeIndex, renderedAt, { preview, locale: base ? locale.code : undefined });
        write(`</div>${refresh}${tail}${config}${route.start(nonce)}${template.bodyEnd}`);
        flush();
        out.end();
        // A page with blocks left to the browser (API slow or down) is not worth keeping.
        if (cache && kept && complete) {
          cache.set(
            page.cacheKey,
            { status: prepared.status, body: Buffer.concat(kept), nonce, ...(prepared.changesAt !== undefined ? { changesAt: prepared.changesAt } : {}) },
            ttlMs,
          );
        }
      },
    });
    req.raw.on('close', () => {
      if (!out.writableEnded) render.abort();
    });
    // A form sent back answers with its own status (422: a field failed; 502: the API did not take it).
    const status = posted && prepared.status === 200 ? posted.status : prepared.status;
    // A block that appears or disappears soon (visibleFrom / visibleUntil): no cache keeps the page past that moment.
    const ttlMs = prepared.changesAt === undefined ? undefined : Math.max(0, prepared.changesAt - renderedAt);
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', pageCacheControl(personal, prepared.changesAt, renderedAt));
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.send(out);
  }

  private fallbackPage(nonce: string, { served, locale, view }: PageRequest, innerPath: string): string {
    const { template } = this.opts;
    const routeIndex = matchRoute(served.shell, innerPath).index;
    return `${template.headIn(locale, nonce)}<title>${escapeMarkup(served.shell.site.productName)}</title>${view.page.fallbackHead}</head>${template.bodyStart}${template.pageBar(served.shell.loadingBar)}<div id="root"></div>${pageConfigScript(served, routeIndex, Date.now(), { withShell: true })}${this.fallbackStart(nonce)}${template.bodyEnd}`;
  }
}

const pages: FastifyPluginAsync<PagesOptions> = async (app, opts) => {
  const renderer = new Pages(opts);
  app.decorate('renderPage', renderer.render);
  // Files we do not have are 404s, not pages.
  app.get('/*', { compress: false }, async (req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (/\.[a-z0-9]+$/i.test(path)) return reply.code(404).type('text/plain').send('Not found');
    return renderer.render(req, reply);
  });
};

export const pagesPlugin = fp(pages, { name: 'site-pages', fastify: '5.x' });
