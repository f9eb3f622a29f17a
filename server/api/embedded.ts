import { mkdir, rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { openDatabase } from '../db/database.ts';
import { defaultDataDir } from '../db/paths.ts';
import { listAssets, seedIfEmpty } from '../db/seed.ts';
import { dataLayout, generateMedia } from '../media/generate.ts';
import { createApp } from './app.ts';
import { createStaticHost } from './hosts.ts';

export interface EmbeddedApiOptions {
  apiPort?: number;
  contentPort?: number;
  mediaPort?: number;
  host?: string;
  dataDir?: string;
  log?: boolean;
  /** Allowed browser origins; omitted means any origin. */
  siteOrigins?: string[];
}

export interface EmbeddedApi {
  apiUrl: string;
  contentUrl: string;
  mediaUrl: string;
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
  try {
    seedIfEmpty(db);
    await generateMedia(layout, listAssets(db));
    // Leftovers of uploads interrupted by a crash are never valid submissions.
    await rm(layout.tmpDir, { recursive: true, force: true });
    await mkdir(layout.uploadsDir, { recursive: true });

    const logger = opts.log ?? false;
    const apps = [
      { app: await createApp({ db, uploadsDir: layout.uploadsDir, tmpDir: layout.tmpDir, logger, ...(opts.siteOrigins ? { siteOrigins: opts.siteOrigins } : {}) }),
        port: opts.apiPort ?? envPort('API_PORT') ?? 4100 },
      { app: await createStaticHost(layout.contentDir, { logger, ...(opts.siteOrigins ? { siteOrigins: opts.siteOrigins } : {}) }),
        port: opts.contentPort ?? envPort('CONTENT_PORT') ?? 4101 },
      { app: await createStaticHost(layout.mediaDir, { logger, ...(opts.siteOrigins ? { siteOrigins: opts.siteOrigins } : {}) }),
        port: opts.mediaPort ?? envPort('MEDIA_PORT') ?? 4102 },
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
      close: () => {
        closing ??= (async () => {
          await Promise.all(started.map((a) => a.close()));
          db.close();
        })();
        return closing;
      },
    };
  } catch (err) {
    await Promise.allSettled(started.map((a) => a.close()));
    db.close();
    throw err;
  }
}
