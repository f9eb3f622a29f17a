/**
 * The live config and version views the site server's plugins read, without a build: the site's
 * own pages.config.json served with the engine's serveConfig, in a directory store in a temp
 * folder, and page pieces a test makes itself (the real ones need the built template).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveConfig } from '../../src/engine/site';
import type { SiteConfig } from '../../src/engine/types';
import { DirectoryConfigStore } from '../site/configStore';
import { LiveConfig, type LoadedConfig } from '../site/liveConfig';
import { VersionViews, type PagePieces } from '../site/versionView';

export const loadSiteConfig = async (): Promise<SiteConfig> => JSON.parse(await readFile(join(process.cwd(), 'pages.config.json'), 'utf8')) as SiteConfig;

/** Page pieces that name the route and the nonce, so a test can find them in a page. */
export const markedPieces = (loaded: LoadedConfig): PagePieces => ({
  routePieces: loaded.served.shell.routes.map((_, i) => ({
    head: `<style data-route="${i}"></style>`,
    bar: '<div class="bar"></div>',
    start: (nonce: string) => `<script type="module" nonce="${nonce}">start(${i})</script>`,
  })),
  fallbackHead: '<style data-fallback></style>',
  indexable: loaded.config.routes.map(() => true),
  policyFor: (nonce) => `script-src 'nonce-${nonce}'`,
});

export interface SiteVersions {
  config: SiteConfig;
  store: DirectoryConfigStore;
  live: LiveConfig;
  views: VersionViews;
  close(): Promise<void>;
}

export async function startSiteVersions(piecesOf: (loaded: LoadedConfig) => PagePieces = markedPieces): Promise<SiteVersions> {
  const dir = await mkdtemp(join(tmpdir(), 'site-versions-'));
  const config = await loadSiteConfig();
  const store = new DirectoryConfigStore(dir);
  const live = new LiveConfig({ store, defaultConfig: config, validate: () => [], serve: serveConfig, log: () => {}, pollMs: 60_000 });
  await live.start();
  return {
    config,
    store,
    live,
    views: new VersionViews(live, piecesOf),
    async close() {
      live.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
