import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { openDatabase } from '../db/database.ts';
import { defaultDataDir } from '../db/paths.ts';
import { listAssets, seedIfEmpty } from '../db/seed.ts';
import { dataLayout, generateMedia } from '../media/generate.ts';
import { createApp, toSiteOrigins } from './app.ts';
import { createStaticHost } from './hosts.ts';
import type { ImageServiceOptions } from './images.ts';
import type { ApiLimits } from '../shared/limits.ts';
import type { SiteOrigins } from './origins.ts';
import { ORPHAN_GRACE_MS, reconcileFiles } from './reconcile.ts';

export interface EmbeddedApiOptions {
  apiPort?: number;
  contentPort?: number;
  mediaPort?: number;
  host?: string;
  dataDir?: string;
  log?: boolean;
  /** The site's browser origins (CORS, cross-site refusal); defaults to SITE_URL and SITE_ORIGINS. More may be added later (allowOrigins). */
  siteOrigins?: SiteOrigins | string[];
  /** Proxies whose X-Forwarded-For is believed; defaults to TRUST_PROXY. */
  trustProxy?: string;
  limits?: Partial<ApiLimits>;
  /** Age past which an unreferenced upload or temp file is removed (start, then every period); ORPHAN_GRACE_SECONDS. */
  orphanGraceMs?: number;
}

export interface EmbeddedApi {
  apiUrl: string;
  contentUrl: string;
  mediaUrl: string;
  /** Lets the pages of a site started after the API (on a port only then known) use it. */
  allowOrigins(...urls: string[]): void;
  close(): Promise<void>;
}

export { defaultDataDir };

function envPort(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${name} must be a port number (0-65535), got "${raw}"`);
  return n;
}

function envSeconds(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a number of seconds (0 or more), got "${raw}"`);
  return n * 1000;
}

/** The content host's resized pictures, kept under the data folder (IMAGE_CACHE_MB caps them, default 256). */
function imageService(dataDir: string): ImageServiceOptions {
  const raw = process.env.IMAGE_CACHE_MB;
  const mb = raw === undefined || raw === '' ? undefined : Number(raw);
  if (mb !== undefined && !(Number.isFinite(mb) && mb > 0)) throw new Error(`IMAGE_CACHE_MB must be a number of megabytes above 0, got "${raw}"`);
  return { cacheDir: join(dataDir, 'image-cache'), ...(mb ? { maxCacheBytes: Math.round(mb * 1024 * 1024) } : {}) };
}

function urlOf(app: FastifyInstance, host: string): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server is not listening on a TCP port');
  // A wildcard bind is reachable on loopback; browsers cannot use 0.0.0.0 as an origin.
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${address.port}`;
}

/**
 * Starts the API, content and media hosts over one data folder, creating,
 * migrating and seeding the database and generating missing media first.
 */
export async function startEmbeddedApi(opts: EmbeddedApiOptions = {}): Promise<EmbeddedApi> {
  const host = opts.host ?? '127.0.0.1';
  const layout = dataLayout(opts.dataDir ?? defaultDataDir);
  const db = openDatabase(layout.dbFile);
  const started: FastifyInstance[] = [];
  let sweeper: NodeJS.Timeout | undefined;
  try {
    seedIfEmpty(db);
    await generateMedia(layout, listAssets(db));
    await mkdir(layout.uploadsDir, { recursive: true });
    const dirs = { uploadsDir: layout.uploadsDir, tmpDir: layout.tmpDir };
    const graceMs = opts.orphanGraceMs ?? envSeconds('ORPHAN_GRACE_SECONDS') ?? ORPHAN_GRACE_MS;
    const reconcile = async (when: string) => {
      const removed = await reconcileFiles(db, dirs, graceMs);
      // An orphan is news: a crash, or an upload that died. Counts only, never names.
      if (removed.tmp + removed.uploads > 0)
        console.warn(`reconcile (${when}): removed ${removed.tmp} temp file(s), ${removed.uploads} upload(s) no submission references`);
      return removed;
    };
    await reconcile('start');
    // Orphans younger than the grace period at start are caught by a later pass.
    sweeper = setInterval(() => void reconcile('periodic').catch((err: unknown) => console.error('reconcile failed:', err)), graceMs);
    sweeper.unref();

    const logger = opts.log ?? false;
    const origins = toSiteOrigins(opts.siteOrigins);
    const apps = [
      {
        app: await createApp({
          db,
          ...dirs,
          logger,
          siteOrigins: origins,
          ...(opts.trustProxy !== undefined ? { trustProxy: opts.trustProxy } : {}),
          ...(opts.limits ? { limits: opts.limits } : {}),
        }),
        port: opts.apiPort ?? envPort('API_PORT') ?? 4100,
      },
      {
        app: await createStaticHost(layout.contentDir, { logger, siteOrigins: origins, images: imageService(layout.dataDir) }),
        port: opts.contentPort ?? envPort('CONTENT_PORT') ?? 4101,
      },
      { app: await createStaticHost(layout.mediaDir, { logger, siteOrigins: origins }), port: opts.mediaPort ?? envPort('MEDIA_PORT') ?? 4102 },
    ];
    for (const { app, port } of apps) {
      await app.listen({ port, host });
      started.push(app);
    }
    const [api, content, media] = apps.map((a) => urlOf(a.app, host)) as [string, string, string];
    let closing: Promise<void> | null = null;
    return {
      apiUrl: api,
      contentUrl: content,
      mediaUrl: media,
      allowOrigins: (...urls) => origins.add(...urls),
      close: () => {
        closing ??= (async () => {
          clearInterval(sweeper);
          await Promise.all(started.map((a) => a.close()));
          db.close();
        })();
        return closing;
      },
    };
  } catch (err) {
    clearInterval(sweeper);
    await Promise.allSettled(started.map((a) => a.close()));
    db.close();
    throw err;
  }
}
