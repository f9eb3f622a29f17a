import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { build as buildWithEsbuild, transform as transformWithEsbuild } from 'esbuild';
import type { Plugin, ViteDevServer } from 'vite';
import { checkConfigFile } from './config-check';
import { writeSchemas } from './schemas';
import { ConfigError } from '../src/engine/config/validate';
import { matchRoute, routeBlocks, toShell } from '../src/engine/config/shell';
import { PAGE_CONFIG_ID, ROUTE_CONFIG_PATTERN, type PageConfig } from '../src/engine/pageConfig';
import { serializeForScript } from '../src/platform/serialize';
import { DEFAULT_CONFIG_FILE, withStaticImports } from '../server/site/bundleReport';
import { islandsManifest, loaderSource, startFileSource } from './islands-manifest';
import type { SiteConfig } from '../src/engine/types';
import type { BundleReport } from '../server/site/bundleReport';

export type { BundleReport };

/**
 * Validates pages.config.json with ajv in Node: a bad config fails `vite build`; in dev the
 * problems show in the error overlay and valid edits reload the page. The config is not
 * compiled into any chunk: the site server serves it as data (it may publish another version
 * without a build), and the server build carries the validated file as the default config
 * (`dist/server/default-config.json`). In dev this plugin plays the site server's part: the page
 * carries the shell and its route's blocks, and other routes' blocks are served as JSON.
 */
export function siteConfigPlugin(root: string, { ssr = false }: { ssr?: boolean } = {}): Plugin {
  let server: ViteDevServer | undefined;
  const configFile = join(root, 'pages.config.json');
  const readConfig = () => JSON.parse(readFileSync(configFile, 'utf8')) as SiteConfig;
  const report = async (fresh: boolean) => {
    const problems = await checkConfigFile(root, fresh);
    return problems.length ? new ConfigError(problems) : null;
  };
  return {
    name: 'site-config',
    async buildStart() {
      // A build writes the editor schemas (schemas/) from the block schemas, so they are never forgotten.
      if (!server) await writeSchemas(root);
      const error = await report(false);
      if (error && !server) this.error(error.message);
      if (error && server) console.error(error.message);
    },
    // Beside the server renderer (a server build emits no assets of its own, so it is written here).
    writeBundle(options) {
      if (ssr && options.dir) writeFileSync(join(options.dir, DEFAULT_CONFIG_FILE), readFileSync(configFile, 'utf8'));
    },
    configureServer(s) {
      server = s;
      s.middlewares.use((req, res, next) => {
        const m = ROUTE_CONFIG_PATTERN.exec((req.url ?? '').split('?')[0]!);
        if (!m) return next();
        const blocks = routeBlocks(readConfig(), Number(m[2]));
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(JSON.stringify(blocks));
      });
    },
    transformIndexHtml(html, ctx) {
      if (!server) return html;
      const config = readConfig();
      const shell = toShell(config);
      const routeIndex = matchRoute(shell, (ctx.originalUrl ?? ctx.path).split('?')[0] || '/').index;
      const page: PageConfig = { version: 'dev', shell, routeIndex, blocks: routeBlocks(config, routeIndex), renderedAt: Date.now() };
      return html.replace('<!--site-hosts-->', `<!--site-hosts--><script type="application/json" id="${PAGE_CONFIG_ID}">${serializeForScript(page)}</script>`);
    },
    async handleHotUpdate(ctx) {
      if (!/pages\.config\.json$|\/src\/blocks\/[^/]+\/schema\.ts$/.test(ctx.file)) return;
      const error = await report(true);
      if (error) {
        ctx.server.config.logger.error(error.message);
        ctx.server.ws.send({ type: 'error', err: { message: error.message, stack: '', plugin: 'site-config', id: 'pages.config.json' } });
        return [];
      }
      // A valid edit: reload the page, which then carries the new config.
      ctx.server.ws.send({ type: 'full-reload' });
      return [];
    },
  };
}

/** Dev only: the hosts the site server would write into the page at start time. */
export function devHostsPlugin(hosts: () => Record<string, string>): Plugin {
  return {
    name: 'dev-hosts',
    apply: 'serve',
    transformIndexHtml(html) {
      return html.replace('<!--site-hosts-->', `<script>window.__SITE_HOSTS__=${JSON.stringify(hosts())}</script>`);
    },
  };
}

/** A block's enhancement (src/engine/types.ts, `enhance`): a block folder's enhance.ts. */
const ENHANCEMENT = /[\\/]src[\\/]blocks[\\/]([^\\/]+)[\\/]enhance\.ts$/;

type ModuleInfoOf = (id: string) => { importers: readonly string[]; isEntry: boolean } | null;

/** Whether a module that `test` accepts imports `id` statically, directly or through others. */
function staticallyImportedBy(id: string, test: (id: string) => boolean, infoOf: ModuleInfoOf, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  return (infoOf(id)?.importers ?? []).some((by) => test(by) || staticallyImportedBy(by, test, infoOf, seen));
}

/**
 * The libraries the app's entry imports, in chunks of their own that the start evaluates one per task,
 * each after what it imports, before the site's code (src/islands/runtime.ts, `boot`). As one chunk,
 * React, React DOM and the router were one evaluation of 19-20 ms of thread time on a busy host, a long
 * task on a phone at 4x; the router apart takes 3-4 ms of it to a task of its own. React DOM is most
 * of the rest, and React apart from it saved about a millisecond for 0.4 KB gzipped of chunk seams.
 */
export const VENDOR_CHUNKS: Record<string, RegExp> = {
  react: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
  router: /[\\/]node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
};

/**
 * Rollup's manualChunks for the browser build: the app's libraries in chunks of their own
 * (`VENDOR_CHUNKS`), and what the app's entry shares with a block's enhancement too. An enhancement
 * runs before the app, or without it: were that code left in the entry's chunk, as Rollup would,
 * the enhancement would load the whole app (bundleReportPlugin refuses such a build).
 */
export function manualChunks(id: string, { getModuleInfo }: { getModuleInfo: ModuleInfoOf }): string | undefined {
  const vendor = Object.entries(VENDOR_CHUNKS).find(([, test]) => test.test(id));
  if (vendor) return vendor[0];
  if (id.includes('node_modules') || ENHANCEMENT.test(id)) return undefined;
  const isEntry = (m: string) => getModuleInfo(m)?.isEntry === true && !ENHANCEMENT.test(m);
  if (staticallyImportedBy(id, (m) => ENHANCEMENT.test(m), getModuleInfo) && staticallyImportedBy(id, isEntry, getModuleInfo)) return 'early';
  return undefined;
}

/**
 * What a page runs without the app: the island runtime's parts (src/islands/runtime.ts: the head's
 * early taps and the body's loader, which the server inlines, and the start file the loader imports)
 * and the header menus' island. Each is bundled on its own with just what it uses and written beside
 * the chunks by the report below: as entries of the app's bundle they would make Rollup split the
 * modules the app's entry shares with them into chunks of their own, and every page's first load heavier.
 */
type Standalone = { contents: string; format: 'iife' | 'esm' };

/** The footer's chrome styles (see src/chrome/footer.css): no module imports them. */
const FOOTER_CSS = 'src/chrome/footer.css';

// The start file carries the build's manifest and the loader the start file's address: each is
// built once what it names is known (see generateBundle).
const STANDALONE = {
  taps: () => ({ contents: "import { installEarlyTaps } from './runtime'; installEarlyTaps();", format: 'iife' }),
  menu: () => ({ contents: "import '../chrome/menuIsland';", format: 'esm' }),
  start: (report) => ({ contents: startFileSource(islandsManifest(report)), format: 'esm' }),
  loader: (report) => ({ contents: loaderSource(`/${report.start!.file}`), format: 'esm' }),
} satisfies Record<string, (report: BundleReport) => Standalone>;

async function buildStandalone({ contents, format }: Standalone): Promise<string> {
  const built = await buildWithEsbuild({
    stdin: { contents, resolveDir: join(process.cwd(), 'src/islands'), sourcefile: 'standalone.ts', loader: 'ts' },
    bundle: true,
    write: false,
    minify: true,
    format,
    target: 'es2022',
    legalComments: 'none',
  });
  // No trailing newline: the early taps and the loader are inlined, each byte in every page.
  return built.outputFiles[0]!.text.trim();
}

/** Writes dist/bundle-report.json: every chunk's gzipped size and which chunk each block type loads. */
export function bundleReportPlugin(): Plugin {
  return {
    name: 'bundle-report',
    apply: 'build',
    // After Vite's CSS plugin: a chunk that held only CSS (a stylesheet several blocks import) is
    // removed there and its CSS handed to the chunks that imported it; reported before, the server
    // would preload a file that was never written.
    enforce: 'post',
    // Each block's enhancement is a chunk of its own whose default export is the enhancement, as the
    // page's start imports it: left to Rollup, one that shares code with its block's component can
    // end up inside a shared chunk under a mangled name.
    buildStart() {
      const blocks = join(process.cwd(), 'src/blocks');
      for (const type of readdirSync(blocks)) {
        const id = join(blocks, type, 'enhance.ts');
        if (existsSync(id)) this.emitFile({ type: 'chunk', id, name: 'enhance', preserveSignature: 'strict' });
      }
    },
    async generateBundle(_options, bundle) {
      const report: BundleReport = { entry: { file: '', gzip: 0, imports: [] }, blocks: {}, chunks: {}, css: {} };
      for (const [file, out] of Object.entries(bundle)) {
        if (out.type === 'asset') {
          if (file.endsWith('.css')) {
            const src = typeof out.source === 'string' ? out.source : Buffer.from(out.source);
            report.css[file] = { bytes: Buffer.byteLength(src), gzip: gzipSync(src).length };
          }
          continue;
        }
        const gzip = gzipSync(out.code).length;
        const css = [...((out as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata?.importedCss ?? [])];
        report.chunks[file] = {
          gzip,
          bytes: Buffer.byteLength(out.code),
          isEntry: out.isEntry,
          isDynamicEntry: out.isDynamicEntry,
          imports: out.imports,
          dynamicImports: out.dynamicImports,
          css,
        };
        if (out.isEntry && !ENHANCEMENT.test(out.facadeModuleId ?? '')) report.entry = { file, gzip, imports: out.imports };
        // A block's chunk is its component's; its seo hook is another dynamic entry, loaded by the server
        // only, and its enhancement one the page's start loads.
        const m = out.isDynamicEntry ? /\/src\/blocks\/([^/]+)\/(?!seo\.ts$|enhance\.ts$)[^/]+$/.exec(out.facadeModuleId ?? '') : null;
        if (m) report.blocks[m[1]!] = { file, gzip, imports: out.imports };
        const e = ENHANCEMENT.exec(out.facadeModuleId ?? '');
        if (e) (report.enhancements ??= {})[e[1]!] = { file, gzip, imports: out.imports };
      }
      for (const [type, { file }] of Object.entries(report.enhancements ?? {})) {
        const loads = [...withStaticImports(report, [file])].filter((f) => f === report.entry.file || (bundle[f]?.name ?? '') in VENDOR_CHUNKS);
        if (loads.length)
          this.error(
            `The ${type} block's enhancement (src/blocks/${type}/enhance.ts) imports the app's entry or React (${loads.join(', ')}): it must run without them`,
          );
      }
      // The footer's chrome styles, a file of their own: a page carries them inline, or fetches them
      // after the first paint below a block that fills the screen (server/site/versionView.ts).
      const footerCss = (
        await transformWithEsbuild(readFileSync(join(process.cwd(), FOOTER_CSS), 'utf8'), { loader: 'css', minify: true, legalComments: 'none' })
      ).code;
      const footerFile = `static/css/footer-${createHash('sha256').update(footerCss).digest('base64url').slice(0, 8)}.css`;
      this.emitFile({ type: 'asset', fileName: footerFile, source: footerCss });
      report.footerCss = footerFile;
      report.css[footerFile] = { bytes: Buffer.byteLength(footerCss), gzip: gzipSync(footerCss).length };
      // In this order: the start file names the menus' island, the loader names the start file.
      for (const name of ['taps', 'menu', 'start', 'loader'] as const) {
        const code = await buildStandalone(STANDALONE[name](report));
        const fileName = `static/js/${name}-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
        this.emitFile({ type: 'asset', fileName, source: code });
        report[name] = { file: fileName, gzip: gzipSync(code).length };
      }
      this.emitFile({ type: 'asset', fileName: 'bundle-report.json', source: JSON.stringify(report, null, 2) });
    },
  };
}
