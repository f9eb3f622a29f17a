/**
 * The studio's server: its API (the config, the build's validation, diff, save), the
 * preview pages server-rendered by the site's engine from the unsaved config, and the
 * studio's own client. Fastify routes the API and the pages; every other GET goes to a
 * Vite dev server in middleware mode (the client's modules, Vite's own client and HMR).
 * It answers on 127.0.0.1 only, and only to a Host header naming this machine.
 */
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { siteConfigPlugin } from '../../tooling/vite-plugins';
import { iconFilesPlugin } from '../../tooling/icon-files';
import { readBlockSchemas } from '../../tooling/config-check';
import { blockSchema, siteSchema } from '../../src/engine/config/siteSchema';
import { apiContract } from '../../src/content/endpoints';
import { createConfigValidator } from '../../src/engine/config/validate';
import type { Hosts } from '../../src/platform/hosts';
import { serializeForScript } from '../../src/platform/serialize';
import type { BlockConfig, SiteConfig } from '../../src/engine/types';
import { defaultValue, type JsonSchema } from '../client/form/schema';
import type * as Render from '../preview/render';
import { diffLines, formatDiff } from '../shared/diff';
import { formatConfig } from '../shared/format';
import type { PreviewState } from '../shared/messages';
import type { StudioState } from '../shared/api';
import { createStudioApp, viaVite, type ApiHandler } from './app';
import { readConfigFile, saveConfigFile } from './configFile';
import { studioDevServerFiles } from './devServerFiles';
import { publishingApi } from './publishing';

/** The site's own stylesheets: the one its browser entry imports (the server renderer does not), and the footer's chrome (src/chrome/footer.css). */
const SITE_CSS = ['/src/styles/global.css', '/src/chrome/footer.css'];
const EXAMPLE_PATH = '/__studio/example';

export interface StudioOptions {
  /** The project: its src/ (blocks, engine) and vite.config.ts. */
  root: string;
  /** The pages.config.json to edit. */
  configFile: string;
  hosts: Hosts;
  port: number;
}

export interface Studio {
  url: string;
  /** Its API, as "METHOD /path": what the origin rule guards (tests send each a request from elsewhere). */
  routes: string[];
  close(): Promise<void>;
}

export async function startStudio({ root, configFile, hosts, port }: StudioOptions): Promise<Studio> {
  const blockSchemas = await readBlockSchemas(root);
  // The build's own validator and messages: what the studio accepts, the build accepts.
  const validate = createConfigValidator(blockSchemas, { api: apiContract });
  const app = createStudioApp();
  const vite = await studioViteServer(root, configFile, app);
  const render = () => vite.ssrLoadModule(join(root, 'studio/preview/render.tsx')) as Promise<typeof Render>;
  let draft = JSON.parse((await readConfigFile(configFile)).text) as SiteConfig;
  // Compiles the engine and every block a page uses before the first visitor waits for it.
  await (await render()).renderPreview(draft, '/', hosts);

  /** Every stylesheet the rendered modules import: the preview paints styled before its script runs. */
  const styles = () =>
    [...SITE_CSS, ...[...vite.moduleGraph.idToModuleMap.values()].filter((m) => m.file?.endsWith('.css') && !m.file.includes('/studio/')).map((m) => m.url)]
      .filter((url, i, all) => all.indexOf(url) === i)
      .map((url) => `<link rel="stylesheet" href="${url}">`)
      .join('\n');

  /** `still`: markup and styles only (the catalogue's small examples), no script. */
  async function previewPage(url: string, config = draft, still = false, locale?: string): Promise<string> {
    const page = await (await render()).renderPreview(config, url, hosts, locale);
    const state: PreviewState = { config, url, locale: page.lang, page };
    const html = `<!doctype html>
<html lang="${page.lang.replace(/[^a-zA-Z-]/g, '')}" dir="${page.dir === 'rtl' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.title.replace(/</g, '&lt;')} (preview)</title>
<script>window.__SITE_HOSTS__=${serializeForScript(hosts)}</script>
${styles()}
</head>
<body>
<div id="root">${page.html}</div>
${
  still
    ? ''
    : `<script>window.__STUDIO_PREVIEW__=${serializeForScript(state)}</script>
<script type="module" src="/studio/preview/client.tsx"></script>`
}
</body>
</html>`;
    return vite.transformIndexHtml(url, html);
  }

  async function state(): Promise<StudioState> {
    const disk = await readConfigFile(configFile);
    const config = JSON.parse(disk.text) as SiteConfig;
    draft = config;
    return { config, version: disk.version, problems: validate(config), blockSchemas, blockSchema, siteSchema, file: configFile };
  }

  /** A block type's example: its first use on the site (with its data source), or what its schema requires. */
  const exampleBlock = (type: string): BlockConfig | null => {
    const schema = blockSchemas[type];
    if (!schema) return null;
    const used = [...draft.routes.flatMap((r) => r.blocks), ...draft.footer.blocks].find((b) => b.type === type);
    return used ?? ({ type, props: defaultValue(schema as JsonSchema) } as BlockConfig);
  };

  const api: Record<string, ApiHandler> = {
    'GET /api/state': async () => [200, await state()],
    /** An edit: the build's problems with it and, when it has none, the page rendered from it. */
    'POST /api/edit': async (body) => {
      const { config, url, locale } = body as { config: SiteConfig; url: string; locale?: string };
      const problems = validate(config);
      if (problems.length) return [200, { problems }];
      draft = config;
      const page = await (await render()).renderPreview(config, url, hosts, locale);
      return [200, { problems, preview: { config, url, locale: page.lang, page } satisfies PreviewState }];
    },
    'POST /api/example-url': (body) => exampleUrl(hosts, body),
    'POST /api/diff': async (body) => {
      const { config, version } = body as { config: SiteConfig; version: string };
      const disk = await readConfigFile(configFile);
      return [
        200,
        {
          diff: formatDiff(diffLines(disk.text, formatConfig(config))),
          changedOnDisk: disk.version !== version,
          diskVersion: disk.version,
          problems: validate(config),
        },
      ];
    },
    'POST /api/save': async (body) => {
      const { config, version } = body as { config: SiteConfig; version: string };
      const outcome = await saveConfigFile(configFile, config, version, validate);
      return [outcome.kind === 'saved' ? 200 : outcome.kind === 'invalid' ? 422 : 409, outcome];
    },
    // Publish, history, rollback and preview links on the live site (STUDIO_SITE_URL, PUBLISH_TOKEN).
    ...publishingApi(root),
  };

  const client = async (url: string) => vite.transformIndexHtml(url, await readFile(join(root, 'studio/client/index.html'), 'utf8'));
  const html = (reply: FastifyReply, page: string) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);

  routeApi(app, api);
  app.get<{ Querystring: { path?: string; locale?: string } }>('/preview', async (request, reply) =>
    html(reply, await previewPage(request.query.path || '/', draft, false, request.query.locale)),
  );
  app.get<{ Querystring: { type?: string } }>('/preview/block', async (request, reply) => {
    const type = request.query.type ?? '';
    const example = exampleBlock(type);
    if (!example) return reply.callNotFound();
    // The example alone on a page of its own, with the site's header and footer around it.
    const config = { ...draft, routes: [...draft.routes, { path: EXAMPLE_PATH, title: type, blocks: [example] }] } as SiteConfig;
    return html(reply, await previewPage(EXAMPLE_PATH, config, true));
  });
  app.get('/', async (_request, reply) => html(reply, await client('/')));
  app.get('/index.html', async (_request, reply) => html(reply, await client('/index.html')));
  app.get('/favicon.ico', async (_request, reply) => reply.code(204).send());
  app.get('/*', viaVite(vite));

  // Development tooling: reachable from this machine only.
  await app.listen({ port, host: '127.0.0.1' });
  const { port: actual } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    routes: Object.keys(api),
    async close() {
      await vite.close();
      await app.close();
    },
  };
}

/**
 * The Vite dev server in middleware mode that serves the studio's client and the preview's
 * modules, and loads the preview's server renderer.
 */
function studioViteServer(root: string, configFile: string, app: FastifyInstance): Promise<ViteDevServer> {
  return createViteServer({
    root,
    // Not the site's vite.config.ts: that one shapes production bundles (it bundles react-router
    // into the server build from its CommonJS entry, which dev SSR cannot evaluate).
    configFile: false,
    plugins: [react(), siteConfigPlugin(root), iconFilesPlugin({ emit: false })],
    // swiper's modules import CSS: they must go through Vite, not Node.
    ssr: { noExternal: ['swiper'] },
    // A cache of its own (the site's dev server keeps its own), filled up front from both pages'
    // imports, lazy blocks included: a dependency found only when the preview first loads a block
    // (swiper) would make Vite reload the studio, and unsaved edits with it.
    cacheDir: join(root, 'node_modules', '.vite-studio'),
    optimizeDeps: {
      entries: ['studio/client/main.tsx', 'studio/preview/client.tsx', 'src/blocks/*/index.ts'],
      include: ['swiper/react', 'swiper/modules', 'gsap', 'gsap/ScrollTrigger', 'react-markdown', 'rehype-raw', 'rehype-sanitize'],
    },
    appType: 'custom',
    logLevel: 'warn',
    server: {
      middlewareMode: true,
      hmr: { server: app.server },
      // The studio's own code and what it previews; not the data folder, not .env, to no other origin.
      ...studioDevServerFiles(root),
      // The studio writes the config itself; the site's dev plugin must not reload the studio for it.
      watch: { ignored: ['**/pages.config.json', configFile] },
    },
  });
}

/**
 * An address to preview a route with a parameter at: its first item, from the list its
 * sitemap entry names (/projects/:slug → /projects/765-kv-line-jhansi).
 */
async function exampleUrl(hosts: Hosts, body: unknown): Promise<[number, unknown]> {
  const { config, routeIndex } = body as { config: SiteConfig; routeIndex: number };
  const route = config.routes[routeIndex];
  const sitemap = route?.sitemap;
  if (!route || !sitemap) return [200, { url: null }];
  const { endpoint, method = 'POST', body: callBody } = sitemap.source;
  const res = await fetch(`${hosts.apiUrl}${endpoint}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(method === 'POST' ? { body: JSON.stringify(callBody ?? {}) } : {}),
  });
  const answer = (await res.json().catch(() => null)) as { data?: { list?: Record<string, unknown>[] } | Record<string, unknown>[] } | null;
  const list = Array.isArray(answer?.data) ? answer.data : (answer?.data?.list ?? []);
  const value = list[0]?.[sitemap.field];
  return [
    200,
    { url: typeof value === 'string' || typeof value === 'number' ? route.path.replace(`:${sitemap.param}`, encodeURIComponent(String(value))) : null },
  ];
}

/** Each API handler as a Fastify route: POSTs take a JSON object; no answer is cached. */
function routeApi(app: FastifyInstance, api: Record<string, ApiHandler>): void {
  for (const [route, handler] of Object.entries(api)) {
    const [method, url] = route.split(' ') as ['GET' | 'POST', string];
    app.route({
      method,
      url,
      handler: async (request, reply) => {
        // Every POST carries its fields in a JSON object (the origin check already required JSON).
        const given: unknown = request.body ?? null;
        if (method === 'POST' && (!given || typeof given !== 'object' || Array.isArray(given))) {
          return reply.code(400).send({ message: 'body: a JSON object is required', field: 'body' });
        }
        const [status, body] = await handler(given);
        return reply.code(status).header('cache-control', 'no-store').send(body);
      },
    });
  }
}
