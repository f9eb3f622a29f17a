/**
 * One server render of a page, for the site server (entry-server's `prepare`) and the studio's
 * preview (studio/preview/render.tsx): the page assembled through the pipeline, each of its calls
 * bounded by one deadline, and React's stream of the very tree the browser hydrates. What the two
 * decide differently (when the body goes out, what an error means) their own callbacks say.
 */
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
// React's Bun build of the same streaming renderer (plain JavaScript on Node's streams): it hands
// its output over as strings, which the page gathers and encodes once per flush, where the Node
// build encodes each of some ten thousand small pieces a page is made of into bytes on its own (a
// tenth of home's render). Its one Bun-only call serves server actions, which the site has none of.
import { renderToPipeableStream } from 'react-dom/server.bun';
import { StaticRouter } from 'react-router-dom';
import type { Writable } from 'node:stream';
import { Layout } from './chrome/Layout';
import { stripLocalePrefix } from './engine/config/locales';
import type { ShellRoute } from './engine/config/shell';
import { assemblePage, primePage, SiteTree, type AssembledPage } from './engine/pipeline';
import { deadlineAfter, withDeadline, type ServerData } from './engine/serverData';
import { localeOfShell, type Site } from './engine/site';
import { PageFormsProvider } from './forms/pageForms';
import type { PageForms } from './forms/snapshot';
import { expandTitle } from './platform/paths';

/** Where the rendered HTML goes: one string per React flush, then the end. */
export interface HtmlSink {
  write(html: string): void;
  /** React finished a batch: what was written should reach the visitor now. */
  flush(): void;
  end(): void;
}

/** React's own options, less the chunk size every server render shares. */
export type RenderCallbacks = Pick<RenderToPipeableStreamOptions, 'nonce' | 'onShellReady' | 'onAllReady' | 'onShellError' | 'onError'>;

export interface RenderedPage {
  page: AssembledPage;
  /** The page's locale prefix ("/es"), "" for the default locale. */
  base: string;
  /** The matched route's config (undefined only for a site without routes). */
  routeConfig: ShellRoute | undefined;
  /** The route's title, as the document's <title> has it. */
  title: string;
  routeData: ServerData;
  footerData: ServerData;
  /** Settles once every call of the page has an outcome (its data, a failure or the deadline). */
  everyCall: Promise<unknown>;
  /** Renders the page from the data in hand now (the rest streams in as it arrives, or is left to the browser). */
  render(pageForms: PageForms, callbacks: RenderCallbacks): PageStream;
}

export interface PageStream {
  /** Starts sending the HTML to `sink` (from onShellReady or onAllReady on). */
  pipe(sink: HtmlSink): void;
  abort(reason: unknown): void;
}

/**
 * The page at `url`, as the visitor's address bar has it (its locale's prefix included:
 * /es/projects?page=2), assembled with every block's call started and bounded by `dataTimeoutMs`.
 */
export async function assembleServerPage(site: Site, url: string, dataTimeoutMs: number): Promise<RenderedPage> {
  const deadline = deadlineAfter(dataTimeoutMs);
  const { base } = localeOfShell(site.shell);
  const page = await assemblePage(site, stripLocalePrefix(url, base));
  const routeData = withDeadline(page.route.data, deadline);
  const footerData = withDeadline(page.footer.data, deadline);
  const routeConfig = site.shell.routes[page.match.index];
  return {
    page,
    base,
    routeConfig,
    title: routeConfig ? expandTitle(routeConfig.title, site.shell.site) : '',
    routeData,
    footerData,
    everyCall: Promise.allSettled([...Object.values(routeData.outcomes), ...Object.values(footerData.outcomes)]),
    render(pageForms, callbacks) {
      primePage(site, page, { data: { route: routeData.forRender(), footer: footerData.forRender() } });
      const stream = renderToPipeableStream(
        <SiteTree
          site={site}
          layout={Layout}
          // StaticRouter's location has the key "default", as the browser's first entry does.
          router={(app) => (
            <StaticRouter location={url} basename={base || undefined}>
              {app}
            </StaticRouter>
          )}
          providers={(app) => <PageFormsProvider value={pageForms}>{app}</PageFormsProvider>}
        />,
        // Blocks that are ready go out in place, however large: readable without scripts,
        // and no swap from skeleton to content (React would outline big ones).
        { progressiveChunkSize: Number.MAX_SAFE_INTEGER, ...callbacks },
      );
      return { pipe: (sink) => stream.pipe(destinationOf(sink) as unknown as Writable), abort: (reason) => stream.abort(reason) };
    },
  };
}

/** The part of a Writable that React's renderToPipeableStream calls (write, flush, end, and listeners it never needs here). */
interface PipeDestination {
  write(chunk: string): boolean;
  flush(): void;
  end(): void;
  on(event: string, listener: () => void): PipeDestination;
}

/**
 * What React's pipe uses of a Writable, and no more: the sink takes everything at once (never
 * full, never failing), so a stream's buffering and callbacks would be work for nothing.
 * One string per flush: V8 joins the pieces without copying until the sink encodes it.
 */
function destinationOf(sink: HtmlSink): PipeDestination {
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
      sink.end();
    },
    on() {
      return destination;
    },
  };
  return destination;
}
