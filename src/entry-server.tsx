/**
 * The server renderer: the same App, blocks and pages.config.json as the browser,
 * rendered with React's streaming renderer behind react-router's StaticRouter, through the
 * render the studio's preview shares (serverRender.tsx); what the site server decides (status,
 * head, when the body goes out, the hydration data) is here. Built by Vite (`vite build --ssr`) into dist/server; server/site/app.ts calls it.
 */
// React's Bun build of the streaming renderer, as the page's own render uses (see serverRender.tsx).
import { renderToString } from 'react-dom/server.bun';
import { StaticRouter } from 'react-router-dom';
import { registry as siteRegistry } from './blocks/registry';
import { checkItem } from './content/checks';
import { contentUrlOn, type Hosts } from './platform/hosts';
import { blockDefinition, loadBlock, type ConfiguredBlock, type Registry } from './engine/registry';
import { forHydration, loadFailureOf, relatedKey } from './engine/loader';
import { placedBlocks } from './engine/config/tree';
import type { ShellRoute } from './engine/config/shell';
import { blockBeingRendered, blockFailureLine, type BlockScope } from './engine/BlockErrorBoundary';
import { addLocalePrefix } from './engine/config/locales';
import { canonicalQuery } from './engine/urlState';
import { LEFT_TO_BROWSER, LeftToBrowser, TIMED_OUT, type ServerData } from './engine/serverData';
import { serializeForScript } from './platform/serialize';
import { connectTo, serveConfig, servedIn, siteFromServed, type ServedConfig, type SiteConnection } from './engine/site';
import { nextVisibilityChange } from './engine/visibility';
import type { BlockConfig, PageSeo, SeoContext } from './engine/types';
import { isMissing } from './data/responses';
import { createConfigValidator } from './engine/config/validate';
import { apiContract } from './content/endpoints';
import { nodeTransport } from './data/nodeTransport';
import { HostsContext } from './ui/hosts';
import { assembleServerPage, type HtmlSink, type PageStream, type RenderedPage } from './serverRender';
import { PageForms, SENT_PARAM, type FormSnapshot, type IssueCaptcha, type IssueStamp } from './forms/snapshot';

export type { ServedConfig };
/** The site server works a config out once per version (and per locale), with the engine's own functions. */
export { serveConfig, servedIn };

/** What the page's script reads to hydrate without calling the API again (see entry-client). */
export interface EmbeddedData {
  /** The path and query the page was rendered for: its data answers that URL (?page=2) only. */
  path: string;
  route: Record<string, unknown>;
  footer: Record<string, unknown>;
  /** What the page's forms were rendered from (captcha questions, a posted form's state), by block id. */
  forms?: Record<string, FormSnapshot>;
}

export interface PageSink {
  write(chunk: Uint8Array | string): void;
  /** React finished a batch: push it to the visitor now (a compressor must flush). */
  flush(): void;
  /**
   * The render is over; `tail` holds the hydration data. `complete`: every block rendered
   * with its data. `streamed`: the shell went out before every block was ready, so some
   * blocks came after it, and only a script puts them in their place.
   */
  end(tail: string, info: { complete: boolean; streamed: boolean }): void;
}

export type Prepared =
  | { kind: 'redirect'; status: 302; location: string }
  | {
      kind: 'page';
      status: 200 | 404;
      pathname: string;
      /** The query of the page's canonical URL: its blocks' URL state (?page=2), nothing else. */
      canonicalQuery: string;
      routeIndex: number;
      routeTitle: string;
      /**
       * When a block of the page next appears or disappears (visibleFrom / visibleUntil), as a
       * time in ms: the page may be kept in caches until then at most.
       */
      changesAt: number | undefined;
      isHome: boolean;
      seo: PageSeo | undefined;
      stream(sink: PageSink): { abort(): void };
    };

export interface PrepareOptions {
  url: string;
  /**
   * The live config (or a previewed version), as served, in the page's locale: a render never
   * mixes two versions. `url` carries the locale's prefix (/es/projects), which is the router's basename.
   */
  served: ServedConfig;
  /** The API, content and media hosts the page is rendered with (the site server's). */
  hosts: Hosts;
  /** The time timed blocks are judged at (default: now). */
  now?: number;
  dataTimeoutMs: number;
  siteUrl: string;
  /**
   * How long the body waits for every block before the shell (header, footer, static
   * blocks, skeletons) goes out and data blocks stream in behind it. Data that is this
   * quick arrives in place, readable without JavaScript; Infinity waits for all (crawlers).
   */
  shellWaitMs: number;
  /**
   * The site server's word on the page's forms: a posted form's state, by block id, and
   * how to make a signed captcha question (see server/site/forms.ts).
   */
  forms?: { given?: Record<string, FormSnapshot>; issueCaptcha?: IssueCaptcha; issueStamp?: IssueStamp };
  /**
   * The page's CSP nonce: React's own inline scripts (those that move blocks streamed in late
   * into place) carry it. The server's other inline scripts are constant and named by hash.
   */
  nonce?: string;
  /** The block types the page is rendered with: the site's (tests hand in fixtures). */
  registry?: Registry;
}

/** The id of the page's data: JSON, which a CSP does not execute, so no script of the page varies with its data. */
export const SITE_DATA_ID = '__SITE_DATA__';

const connections = new WeakMap<Hosts, SiteConnection>();

/**
 * A server's connection to `hosts`, made once per set of hosts: the API over a plain Node HTTP
 * client (nodeTransport). The hosts come with each render, so nothing about them is process-wide.
 */
function serverConnection(hosts: Hosts): SiteConnection {
  let connection = connections.get(hosts);
  if (!connection) connections.set(hosts, (connection = connectTo(hosts, nodeTransport)));
  return connection;
}

// Each seo hook imported once (an import() per request would go through the module loader every time).
type SeoLoader = NonNullable<ConfiguredBlock['seo']>;
const seoModules = new Map<SeoLoader, ReturnType<SeoLoader>>();
const seoOf = (load: SeoLoader) => {
  let m = seoModules.get(load);
  if (!m) seoModules.set(load, (m = load()));
  return m;
};

/**
 * Loads every route's config, every block's code and every SEO hook before the server
 * takes requests. Otherwise the first visitors of a fresh process wait for module
 * loading, and pass the shell's wait: their blocks stream in behind skeletons.
 */
export async function warmUp(served: ServedConfig, hosts: Hosts): Promise<void> {
  const site = siteFromServed(served, siteRegistry, serverConnection(hosts), { checkItem });
  await Promise.all([
    ...Object.keys(siteRegistry).map((type) => loadBlock(siteRegistry, type, site.shell.chunkTimeoutMs)),
    ...Object.keys(siteRegistry).flatMap((type) => {
      const seo = blockDefinition(siteRegistry, type)?.seo;
      return seo ? [seoOf(seo)] : [];
    }),
  ]);
  // The API's rich HTML goes through rehype's parser and sanitizer, which compile on first
  // use: some 200 ms the first detail page of a fresh process would otherwise wait.
  const { RichHtml } = await import('./ui/RichHtml');
  renderToString(
    <StaticRouter location="/">
      <HostsContext.Provider value={hosts}>
        <RichHtml
          html={
            '<h2>Warm</h2><p>A <a href="/projects">link</a>, <strong>bold</strong> and <em>em</em>.</p><ul><li>item</li></ul><img src="/a.png" alt="a"><table><tr><td>1</td></tr></table>'
          }
        />
      </HostsContext.Provider>
    </StaticRouter>,
  );
  // One page rendered (header, footer, the engine), so the renderer is compiled before a visitor waits on it.
  const page = await prepare({ served, hosts, url: site.shell.notFoundPath, dataTimeoutMs: 1500, siteUrl: 'http://localhost', shellWaitMs: Infinity });
  if (page.kind === 'page') await new Promise<void>((resolve) => page.stream({ write() {}, flush() {}, end: () => resolve() }));
}

/** Whether a block of this type fills the first screen (see BlockDefinition.fillsScreen). */
export function fillsScreen(type: string): boolean {
  return Boolean(blockDefinition(siteRegistry, type)?.fillsScreen);
}

/** The block types that are forms (BlockDefinition.form): a page whose own blocks hold one boots at its first paint. */
export function formTypes(types: string[]): string[] {
  return types.filter((t) => blockDefinition(siteRegistry, t)?.form);
}

/** Blocks whose data decides the status or the head: awaited (within the deadline) before the first byte. */
function decidesPage(registry: Registry, block: BlockConfig): boolean {
  return block.source?.onError === 'not-found' || Boolean(blockDefinition(registry, block.type)?.seo);
}

/**
 * A block's failures during one render, each logged once in one line (blockFailureLine): a block
 * whose head failed (its seo hook) usually fails to render too, and that is the same failure.
 */
function failureLog() {
  const logged = new Set<string>();
  return (scope: BlockScope, error: unknown) => {
    if (logged.has(scope.id)) return;
    logged.add(scope.id);
    console.error(blockFailureLine(scope, error));
  };
}

async function pageSeo({
  registry,
  blocks,
  data,
  keyOf,
  siteUrl,
  pathname,
  route,
  site,
  hosts,
  failed,
}: {
  registry: Registry;
  blocks: BlockConfig[];
  data: ServerData;
  keyOf: (i: number) => string;
  siteUrl: string;
  pathname: string;
  route: string;
  site: SeoContext['site'];
  hosts: Hosts;
  failed: (scope: BlockScope, error: unknown) => void;
}) {
  for (const [i, block] of blocks.entries()) {
    const def = blockDefinition(registry, block.type);
    if (!def?.seo) continue;
    const outcome = await data.outcomes[keyOf(i)];
    if (!outcome || outcome === TIMED_OUT || outcome.status !== 'ok') continue;
    const describe = (await seoOf(def.seo)).default;
    try {
      return describe(block.props ?? {}, outcome.data, {
        url: `${siteUrl}${pathname === '/' ? '/' : pathname}`,
        siteUrl,
        site,
        contentUrl: (path) => contentUrlOn(hosts, path),
      });
    } catch (error) {
      // Data the hook cannot read: the page keeps the route's own head, and the block's failure is logged.
      failed({ id: keyOf(i), type: block.type, route }, error);
    }
  }
  return undefined;
}

export async function prepare({
  url,
  served,
  now = Date.now(),
  dataTimeoutMs,
  siteUrl,
  shellWaitMs,
  forms,
  nonce,
  hosts,
  registry = siteRegistry,
}: PrepareOptions): Promise<Prepared> {
  const failed = failureLog();
  const site = siteFromServed(served, registry, serverConnection(hosts), { checkItem, now: () => now, transientParams: [SENT_PARAM] });
  const { shell } = site;
  const rendered = await assembleServerPage(site, url, dataTimeoutMs);
  const { page, base, routeData } = rendered;
  const { pathname, search, match, route } = page;
  // Every block of the page, those in layout blocks' slots too, each under its key in the page's data.
  const placed = placedBlocks(route.blocks);
  const everyBlock = placed.map((p) => p.block);
  const keyOf = (i: number) => placed[i]?.key ?? `b${i}`;

  if (await itemMissing(registry, everyBlock, routeData, keyOf)) {
    return { kind: 'redirect', status: 302, location: addLocalePrefix(shell.notFoundPath, base) };
  }
  const formsReady = formOptionsReady(registry, rendered);
  const routeConfig = rendered.routeConfig!;
  const seo = await pageSeo({
    registry,
    blocks: everyBlock,
    data: routeData,
    keyOf,
    siteUrl,
    pathname: addLocalePrefix(pathname, base),
    route: pathname,
    site: shell.site,
    hosts,
    failed,
  });
  return {
    kind: 'page',
    status: match.notFound || routeConfig.path === shell.notFoundPath ? 404 : 200,
    pathname,
    // Blocks whose URL state could not be read fail as they render; they say nothing of the canonical URL.
    canonicalQuery: canonicalQuery(
      registry,
      everyBlock.filter((b) => !loadFailureOf(registry, b)),
      new URLSearchParams(search),
    ),
    routeIndex: match.index,
    routeTitle: rendered.title,
    isHome: routeConfig.path === '/',
    // An item's own head (a detail block's) over the route's description and picture.
    seo: routeSeo(routeConfig, seo),
    changesAt: nextVisibilityChange([...(served.routes[match.index] ?? []), ...shell.footer.blocks], now),
    stream: (sink) => streamPage(rendered, sink, { registry, url, nonce, forms, dataTimeoutMs, shellWaitMs, formsReady, failed }),
  };
}

/** The page's head: an item's own (a detail block's) over the route's description and picture. */
function routeSeo(route: ShellRoute, item: PageSeo | undefined): PageSeo | undefined {
  if (!route.description && !route.image) return item;
  return { ...(route.description ? { description: route.description } : {}), ...(route.image ? { image: route.image } : {}), ...item };
}

/** Whether a block that decides the page found no item (an unknown slug): the page is the not-found page's. */
async function itemMissing(registry: Registry, blocks: BlockConfig[], data: ServerData, keyOf: (i: number) => string): Promise<boolean> {
  for (const [i, block] of blocks.entries()) {
    if (!decidesPage(registry, block)) continue;
    const outcome = await data.outcomes[keyOf(i)];
    if (block.source?.onError === 'not-found' && outcome && outcome !== TIMED_OUT && outcome.status === 'failed' && isMissing(outcome.error)) return true;
  }
  return false;
}

/** A form's selects need their options to be filled at all without script: the body waits for them (within the deadline). */
function formOptionsReady(registry: Registry, { page, routeData, footerData }: RenderedPage): Promise<unknown> {
  const formCalls = (blocks: BlockConfig[], data: ServerData) =>
    placedBlocks(blocks).flatMap(({ block: b, key }) => {
      const def = blockDefinition(registry, b.type);
      // A form whose related calls failed to start fails as it renders (see loadFailureOf): nothing to wait for.
      if (!def?.form || !def.related || loadFailureOf(registry, b)) return [];
      return Object.keys(def.related(b.props ?? {})).map((name) => data.outcomes[relatedKey(key, name)]);
    });
  return Promise.all([...formCalls(page.route.blocks, routeData), ...formCalls(page.footer.blocks, footerData)]);
}

interface StreamOptions extends Pick<PrepareOptions, 'url' | 'nonce' | 'forms' | 'dataTimeoutMs' | 'shellWaitMs'> {
  registry: Registry;
  formsReady: Promise<unknown>;
  failed: (scope: BlockScope, error: unknown) => void;
}

/** The page's HTML, streamed to `sink`: the body once its data is in or the shell's wait is over, then the hydration data. */
function streamPage(rendered: RenderedPage, sink: PageSink, { registry, url, nonce, forms, dataTimeoutMs, shellWaitMs, formsReady, failed }: StreamOptions) {
  const { page, base, routeData, footerData } = rendered;
  const { pathname, search, route, footer } = page;
  const pageForms = new PageForms(forms?.given, forms?.issueCaptcha, forms?.issueStamp);
  const tail = () => {
    // Only what the browser renders as it hydrates: blocks kept as server HTML never need their data there.
    const embedded: EmbeddedData = {
      path: addLocalePrefix(`${pathname}${search}`, base),
      route: forHydration(registry, route.blocks, routeData.embedded),
      footer: forHydration(registry, footer.blocks, footerData.embedded, { firstBlock: false }),
    };
    if (Object.keys(pageForms.used).length) embedded.forms = pageForms.used;
    return `<script type="application/json" id="${SITE_DATA_ID}">${serializeForScript(embedded)}</script>`;
  };
  let ended = false;
  let streamed = false;
  let render: PageStream | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const end = (withData: boolean) => {
    if (ended) return;
    ended = true;
    clearTimeout(hardStop);
    clearTimeout(timer);
    const expected = Object.keys(route.data).length + Object.keys(footer.data).length;
    const got = Object.keys(routeData.embedded).length + Object.keys(footerData.embedded).length;
    sink.end(withData ? tail() : '', { complete: withData && got === expected, streamed });
  };
  const stop = (reason: LeftToBrowser) => (render ? render.abort(reason) : end(false));
  // Every data wait is bounded by the deadline; this only guards against a render that never ends.
  const hardStop = setTimeout(() => stop(new LeftToBrowser('the render took too long')), dataTimeoutMs + 10_000);

  // waitedOut: the shell's wait is over with some blocks' data still on its way: the shell (with
  // their skeletons) goes out as soon as it is rendered, and they follow in the same response.
  const renderBody = (waitedOut: boolean) => {
    const html: HtmlSink = { write: (chunk) => sink.write(chunk), flush: () => sink.flush(), end: () => end(true) };
    let piped = false;
    const startPiping = (early: boolean) => {
      clearTimeout(timer);
      if (piped) return;
      piped = true;
      streamed = early;
      stream.pipe(html);
    };
    const stream = rendered.render(pageForms, {
      ...(nonce ? { nonce } : {}),
      onShellReady() {
        if (waitedOut) startPiping(true);
        // Something other than the data (a block's code) keeps the body: it waits no longer than the shell's wait.
        else if (Number.isFinite(shellWaitMs) && !ended && !piped) timer = setTimeout(() => startPiping(true), shellWaitMs);
      },
      onAllReady() {
        startPiping(false);
      },
      onShellError(error) {
        clearTimeout(timer);
        // Nothing rendered: the browser renders the page itself (never a blank page).
        console.error('Server render failed; the browser will render', url, error);
        end(false);
      },
      onError(error) {
        if (error instanceof LeftToBrowser) return LEFT_TO_BROWSER;
        // One block failed to render: its boundary goes out empty and the browser tries it
        // again (and logs its own line only if it fails there too).
        const block = blockBeingRendered();
        if (block) {
          failed(block, error);
          return LEFT_TO_BROWSER;
        }
        console.error('Server render error in', url, error);
        return undefined;
      },
    });
    return stream;
  };

  // React starts once the blocks' data is in (the shell's wait at most, counted from when a
  // form's options are in): data that is here renders at once, in place, where a block that
  // suspended would render its skeleton first, then itself again when its data came.
  void new Promise<boolean>((resolve) => {
    void rendered.everyCall.then(() => resolve(false));
    if (Number.isFinite(shellWaitMs))
      void formsReady.then(() => {
        if (!ended) timer = setTimeout(() => resolve(true), shellWaitMs);
      });
  }).then((waitedOut) => {
    clearTimeout(timer);
    if (!ended) render = renderBody(waitedOut);
  });
  return { abort: () => stop(new LeftToBrowser('the visitor left')) };
}

// Every block folder's props schema, as the build validated the default config with: the site
// server checks each published config with the same validator, in Node only.
const schemaModules = import.meta.glob<{ schema: object }>('./blocks/*/schema.ts', { eager: true });
const blockSchemas = Object.fromEntries(Object.entries(schemaModules).map(([path, mod]) => [path.split('/')[2]!, mod.schema]));

/** The build's config validator: a published config is held to exactly what `npm run build` checks. */
export function createValidator(): (config: unknown) => string[] {
  return createConfigValidator(blockSchemas, { api: apiContract });
}
