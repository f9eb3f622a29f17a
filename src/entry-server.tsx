/**
 * The server renderer: the same App, blocks and pages.config.json as the browser,
 * rendered with React's streaming renderer behind react-router's StaticRouter.
 * Built by Vite (`vite build --ssr`) into dist/server; server/site/app.ts calls it.
 */
import type { PipeableStream } from 'react-dom/server';
// React's Bun build of the same streaming renderer (plain JavaScript on Node's streams): it hands
// its output over as strings, which the page gathers and encodes once per flush, where the Node
// build encodes each of some ten thousand small pieces a page is made of into bytes on its own (a
// tenth of home's render). Its one Bun-only call serves server actions, which the site has none of.
import { renderToPipeableStream, renderToString } from 'react-dom/server.bun';
import { StaticRouter } from 'react-router-dom';
import type { Writable } from 'node:stream';
import { registry as siteRegistry } from './blocks/registry';
import { Layout } from './chrome/Layout';
import { checkItem } from './content/checks';
import { contentUrl, setHosts, type Hosts } from './platform/hosts';
import { blockDefinition, loadBlock, type ConfiguredBlock, type Registry } from './engine/registry';
import { blockKey, forHydration, loadFailureOf, relatedKey } from './engine/loader';
import { blockBeingRendered, blockFailureLine, type BlockScope } from './engine/BlockErrorBoundary';
import { assemblePage, primePage, SiteTree } from './engine/pipeline';
import { expandTitle } from './platform/paths';
import { canonicalQuery } from './engine/urlState';
import { deadlineAfter, LEFT_TO_BROWSER, LeftToBrowser, TIMED_OUT, withDeadline, type ServerData } from './engine/serverData';
import { serializeForScript } from './platform/serialize';
import { localeOfShell, serveConfig, servedIn, siteFromServed, type ServedConfig } from './engine/site';
import { nextVisibilityChange } from './engine/visibility';
import type { BlockConfig, PageSeo, SeoContext } from './engine/types';
import { isMissing } from './data/responses';
import { createConfigValidator } from './engine/config/validate';
import { apiContract } from './content/endpoints';
import { setApiTransport } from './data/apiClient';
import { nodeTransport } from './data/nodeTransport';
import { PageFormsProvider } from './forms/pageForms';
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

/** The part of a Writable that React's renderToPipeableStream calls (write, flush, end, and listeners it never needs here). */
interface PipeDestination {
  write(chunk: string): boolean;
  flush(): void;
  end(): void;
  on(event: string, listener: () => void): PipeDestination;
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

export function configure(hosts: Hosts): void {
  setHosts(hosts);
  setApiTransport(nodeTransport);
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
export async function warmUp(served: ServedConfig): Promise<void> {
  const site = siteFromServed(served, siteRegistry, { checkItem });
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
      <RichHtml
        html={
          '<h2>Warm</h2><p>A <a href="/projects">link</a>, <strong>bold</strong> and <em>em</em>.</p><ul><li>item</li></ul><img src="/a.png" alt="a"><table><tr><td>1</td></tr></table>'
        }
      />
    </StaticRouter>,
  );
  // One page rendered (header, footer, the engine), so the renderer is compiled before a visitor waits on it.
  const page = await prepare({ served, url: site.shell.notFoundPath, dataTimeoutMs: 1500, siteUrl: 'http://localhost', shellWaitMs: Infinity });
  if (page.kind === 'page') await new Promise<void>((resolve) => page.stream({ write() {}, flush() {}, end: () => resolve() }));
}

/** Whether a block of this type fills the first screen (see BlockDefinition.fillsScreen). */
export function fillsScreen(type: string): boolean {
  return Boolean(blockDefinition(siteRegistry, type)?.fillsScreen);
}

/** The block types whose code a server-rendered page runs (the others keep their HTML): the site server preloads only theirs. */
export function interactiveTypes(types: string[]): string[] {
  return types.filter((t) => blockDefinition(siteRegistry, t)?.interactive);
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
  failed: (scope: BlockScope, error: unknown) => void;
}) {
  for (const [i, block] of blocks.entries()) {
    const def = blockDefinition(registry, block.type);
    if (!def?.seo) continue;
    const outcome = await data.outcomes[keyOf(i)];
    if (!outcome || outcome === TIMED_OUT || outcome.status !== 'ok') continue;
    const describe = (await seoOf(def.seo)).default;
    try {
      return describe(block.props ?? {}, outcome.data, { url: `${siteUrl}${pathname === '/' ? '/' : pathname}`, siteUrl, site, contentUrl });
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
  registry = siteRegistry,
}: PrepareOptions): Promise<Prepared> {
  const deadline = deadlineAfter(dataTimeoutMs);
  const failed = failureLog();
  const site = siteFromServed(served, registry, { checkItem, now: () => now, transientParams: [SENT_PARAM] });
  const { shell } = site;
  const { base } = localeOfShell(shell);
  const inner = base && url.startsWith(base) ? url.slice(base.length) || '/' : url;
  const page = await assemblePage(site, inner.startsWith('/') ? inner : `/${inner}`);
  const { pathname, search, match, route, footer } = page;
  const routeData = withDeadline(route.data, deadline);
  const footerData = withDeadline(footer.data, deadline);
  const keyOf = (i: number) => route.blocks[i]?.id ?? `b${i}`;

  for (const [i, block] of route.blocks.entries()) {
    if (!decidesPage(registry, block)) continue;
    const outcome = await routeData.outcomes[keyOf(i)];
    if (block.source?.onError === 'not-found' && outcome && outcome !== TIMED_OUT && outcome.status === 'failed' && isMissing(outcome.error)) {
      return { kind: 'redirect', status: 302, location: `${base}${shell.notFoundPath}` };
    }
  }

  // A form's selects need their options to be filled at all without script: the body waits for them (within the deadline).
  const formCalls = (blocks: BlockConfig[], data: ServerData) =>
    blocks.flatMap((b, i) => {
      const def = blockDefinition(registry, b.type);
      // A form whose related calls failed to start fails as it renders (see loadFailureOf): nothing to wait for.
      if (!def?.form || !def.related || loadFailureOf(registry, b)) return [];
      return Object.keys(def.related(b.props ?? {})).map((name) => data.outcomes[relatedKey(blockKey(b, i), name)]);
    });
  const formsReady = Promise.all([...formCalls(route.blocks, routeData), ...formCalls(footer.blocks, footerData)]);

  const routeConfig = shell.routes[match.index]!;
  const seo = await pageSeo({
    registry,
    blocks: route.blocks,
    data: routeData,
    keyOf,
    siteUrl,
    pathname: `${base}${pathname}`,
    route: pathname,
    site: shell.site,
    failed,
  });
  return {
    kind: 'page',
    status: match.notFound || routeConfig.path === shell.notFoundPath ? 404 : 200,
    pathname,
    // Blocks whose URL state could not be read fail as they render; they say nothing of the canonical URL.
    canonicalQuery: canonicalQuery(
      registry,
      route.blocks.filter((b) => !loadFailureOf(registry, b)),
      new URLSearchParams(search),
    ),
    routeIndex: match.index,
    routeTitle: expandTitle(routeConfig.title, shell.site),
    isHome: routeConfig.path === '/',
    seo,
    changesAt: nextVisibilityChange([...(served.routes[match.index] ?? []), ...shell.footer.blocks], now),
    stream(sink) {
      const pageForms = new PageForms(forms?.given, forms?.issueCaptcha, forms?.issueStamp);
      const tail = () => {
        // Only what the browser renders as it hydrates: blocks kept as server HTML never need their data there.
        const embedded: EmbeddedData = {
          path: `${base}${pathname}${search}`,
          route: forHydration(registry, route.blocks, routeData.embedded),
          footer: forHydration(registry, footer.blocks, footerData.embedded, { firstBlock: false }),
        };
        if (Object.keys(pageForms.used).length) embedded.forms = pageForms.used;
        return `<script type="application/json" id="${SITE_DATA_ID}">${serializeForScript(embedded)}</script>`;
      };
      let ended = false;
      let streamed = false;
      let render: PipeableStream | undefined;
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
        // StaticRouter's location has the key "default", as the browser's first entry does.
        primePage(site, page, { data: { route: routeData.forRender(), footer: footerData.forRender() } });
        // What React's pipe uses of a Writable, and no more: the sink takes everything at once (never
        // full, never failing), so a stream's buffering and callbacks would be work for nothing.
        // One string per flush: V8 joins the pieces without copying until the sink encodes it.
        let pending = '';
        const flush = () => {
          if (pending) sink.write(pending);
          pending = '';
        };
        const destination: PipeDestination = {
          write(chunk) {
            pending += chunk;
            return true;
          },
          flush() {
            flush();
            sink.flush();
          },
          end() {
            flush();
            end(true);
          },
          on() {
            return destination;
          },
        };
        let piped = false;
        const startPiping = (early: boolean) => {
          clearTimeout(timer);
          if (piped) return;
          piped = true;
          streamed = early;
          stream.pipe(destination as unknown as Writable);
        };
        const stream = renderToPipeableStream(
          <SiteTree
            site={site}
            layout={Layout}
            router={(app) => (
              <StaticRouter location={url} basename={base || undefined}>
                {app}
              </StaticRouter>
            )}
            providers={(app) => <PageFormsProvider value={pageForms}>{app}</PageFormsProvider>}
          />,
          {
            // Blocks that are ready go out in place, however large: readable without scripts,
            // and no swap from skeleton to content (React would outline big ones).
            progressiveChunkSize: Number.MAX_SAFE_INTEGER,
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
          },
        );
        return stream;
      };

      // React starts once the blocks' data is in (the shell's wait at most, counted from when a
      // form's options are in): data that is here renders at once, in place, where a block that
      // suspended would render its skeleton first, then itself again when its data came.
      const everyCall = Promise.allSettled([...Object.values(routeData.outcomes), ...Object.values(footerData.outcomes)]);
      void new Promise<boolean>((resolve) => {
        void everyCall.then(() => resolve(false));
        if (Number.isFinite(shellWaitMs))
          void formsReady.then(() => {
            if (!ended) timer = setTimeout(() => resolve(true), shellWaitMs);
          });
      }).then((waitedOut) => {
        clearTimeout(timer);
        if (!ended) render = renderBody(waitedOut);
      });
      return { abort: () => stop(new LeftToBrowser('the visitor left')) };
    },
  };
}

// Every block folder's props schema, as the build validated the default config with: the site
// server checks each published config with the same validator, in Node only.
const schemaModules = import.meta.glob<{ schema: object }>('./blocks/*/schema.ts', { eager: true });
const blockSchemas = Object.fromEntries(Object.entries(schemaModules).map(([path, mod]) => [path.split('/')[2]!, mod.schema]));

/** The build's config validator: a published config is held to exactly what `npm run build` checks. */
export function createValidator(): (config: unknown) => string[] {
  return createConfigValidator(blockSchemas, { api: apiContract });
}
