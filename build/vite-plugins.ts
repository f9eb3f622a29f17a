import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin, ViteDevServer } from 'vite';
import { checkConfigFile } from './config-check';
import { ConfigError } from '../src/engine/config/validate';
import { routeBlocks, toShell } from '../src/engine/config/shell';
import type { SiteConfig } from '../src/engine/types';
import type { BundleReport } from '../server/site/bundleReport';

export type { BundleReport };

const CONFIG_ID = 'virtual:site-config';
const ROUTE_ID = 'virtual:site-route/';

/**
 * Validates pages.config.json with ajv in Node: a bad config fails `vite build`;
 * in dev the problems show in the error overlay and valid edits hot-reload.
 * Serves the config to the browser as `virtual:site-config` (the shell) plus one
 * chunk per route's blocks (`virtual:site-route/N`).
 */
export function siteConfigPlugin(root: string): Plugin {
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
      const error = await report(false);
      if (error && !server) this.error(error.message);
      if (error && server) console.error(error.message);
    },
    configureServer(s) {
      server = s;
    },
    resolveId(id) {
      if (id === CONFIG_ID || id.startsWith(ROUTE_ID)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (!id.startsWith('\0virtual:site-')) return undefined;
      this.addWatchFile(configFile);
      const config = readConfig();
      if (id === `\0${CONFIG_ID}`) {
        const routes = config.routes.map((_, i) => `() => import(${JSON.stringify(`${ROUTE_ID}${i}`)})`).join(',\n  ');
        return `export const shell = ${JSON.stringify(toShell(config))};\nexport const routes = [\n  ${routes}\n];\n`;
      }
      const index = Number(id.slice(`\0${ROUTE_ID}`.length));
      return `export default ${JSON.stringify(routeBlocks(config, index))};\n`;
    },
    async handleHotUpdate(ctx) {
      if (!/pages\.config\.json$|\/src\/blocks\/[^/]+\/schema\.ts$/.test(ctx.file)) return;
      const error = await report(true);
      if (error) {
        ctx.server.config.logger.error(error.message);
        ctx.server.ws.send({ type: 'error', err: { message: error.message, stack: '', plugin: 'site-config', id: 'pages.config.json' } });
        return [];
      }
      // A valid edit: drop the config modules and reload the page with the new config.
      for (const mod of ctx.server.moduleGraph.idToModuleMap.values()) {
        if (mod.id?.startsWith('\0virtual:site-')) ctx.server.moduleGraph.invalidateModule(mod);
      }
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


/** Writes dist/bundle-report.json: every chunk's gzipped size and which chunk each block type loads. */
export function bundleReportPlugin(): Plugin {
  return {
    name: 'bundle-report',
    apply: 'build',
    // After Vite's CSS plugin: a chunk that held only CSS (a stylesheet several blocks import) is
    // removed there and its CSS handed to the chunks that imported it; reported before, the server
    // would preload a file that was never written.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const report: BundleReport = { entry: { file: '', gzip: 0, imports: [] }, blocks: {}, routes: {}, chunks: {}, css: {} };
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
        const route = /virtual:site-route\/(\d+)$/.exec(out.facadeModuleId ?? '');
        if (route) report.routes[route[1]!] = file;
        if (out.isEntry) report.entry = { file, gzip, imports: out.imports };
        // A block's chunk is its component's; its seo hook is another dynamic entry, loaded by the server only.
        const m = out.isDynamicEntry ? /\/src\/blocks\/([^/]+)\/(?!seo\.ts$)[^/]+$/.exec(out.facadeModuleId ?? '') : null;
        if (m) report.blocks[m[1]!] = { file, gzip, imports: out.imports };
      }
      this.emitFile({ type: 'asset', fileName: 'bundle-report.json', source: JSON.stringify(report, null, 2) });
    },
  };
}
