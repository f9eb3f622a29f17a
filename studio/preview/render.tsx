/**
 * The studio's server renderer: the site's own server render (src/serverRender.tsx, the one
 * the site server's pages go through) of a config the studio holds in memory, not the one
 * bundled at build time. Loaded through Vite's ssrLoadModule, so it runs exactly the source
 * the build compiles.
 */
import { registry } from '../../src/blocks/registry';
import { normalizeHosts, type Hosts } from '../../src/platform/hosts';
import { addLocalePrefix } from '../../src/engine/config/locales';
import { LeftToBrowser } from '../../src/engine/serverData';
import { connectTo, localeOfShell, siteFromConfig, type SiteConnection } from '../../src/engine/site';
import type { SiteConfig } from '../../src/engine/types';
import type { ApiTransport } from '../../src/data/apiClient';
import { nodeTransport } from '../../src/data/nodeTransport';
import { PageForms } from '../../src/forms/snapshot';
import { assembleServerPage, type HtmlSink } from '../../src/serverRender';
import type { PreviewPage } from '../shared/messages';

const connections = new WeakMap<Hosts, SiteConnection>();

/** The preview's connection to the studio's hosts, made once: the API over a Node client whose answers are kept briefly. */
function previewConnection(hosts: Hosts): SiteConnection {
  let connection = connections.get(hosts);
  if (!connection) connections.set(hosts, (connection = connectTo(normalizeHosts(hosts), cached(nodeTransport))));
  return connection;
}

/** How long an API answer is reused: an edit re-renders the page many times a minute, its data rarely changes. */
const DATA_REUSE_MS = 30_000;

/** Keeps each call's answer briefly, so re-rendering after an edit waits on React only, not on the API. */
function cached(transport: ApiTransport): ApiTransport {
  const answers = new Map<string, { at: number; status: number; ok: boolean; body: Promise<unknown> }>();
  return async (url, request) => {
    const key = `${request.method} ${url} ${request.body ?? ''}`;
    const hit = answers.get(key);
    if (hit && Date.now() - hit.at < DATA_REUSE_MS) return { ok: hit.ok, status: hit.status, json: () => hit.body };
    const res = await transport(url, request);
    if (!res.ok) return res;
    const body = res.json();
    answers.set(key, { at: Date.now(), status: res.status, ok: res.ok, body });
    body.catch(() => answers.delete(key));
    return { ok: res.ok, status: res.status, json: () => body };
  };
}

/** A preview waits for every block (a marketer checks the page as it will be), up to this long for data. */
const DATA_TIMEOUT_MS = 1500;

/** The page at `url` in `locale` (the default's when not given): its texts, under its prefix (/es). */
export async function renderPreview(config: SiteConfig, url: string, hosts: Hosts, locale?: string): Promise<PreviewPage> {
  const site = siteFromConfig(config, registry, previewConnection(hosts), {}, locale);
  const { locale: shown, base } = localeOfShell(site.shell);
  const rendered = await assembleServerPage(site, addLocalePrefix(url, base), DATA_TIMEOUT_MS);
  await rendered.everyCall;
  const html = await new Promise<string>((resolve, reject) => {
    const chunks: string[] = [];
    const sink: HtmlSink = { write: (chunk) => chunks.push(chunk), flush() {}, end: () => resolve(chunks.join('')) };
    const stream = rendered.render(new PageForms(), {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError(error) {
        if (error instanceof LeftToBrowser) return;
        console.error('Studio preview: a block failed to render', error);
      },
    });
    setTimeout(() => stream.abort(new LeftToBrowser('the preview took too long')), DATA_TIMEOUT_MS + 5000).unref();
  });
  return {
    status: rendered.page.match.notFound ? 404 : 200,
    title: rendered.title,
    html,
    lang: shown.code,
    dir: shown.dir,
    embedded: { route: rendered.routeData.embedded, footer: rendered.footerData.embedded },
  };
}
