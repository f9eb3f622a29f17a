/**
 * The content host's image service: `/images/x.png?w=640&fm=avif` (the site's IMAGE_URL_TEMPLATE,
 * `{src}?w={width}&fm={format}`) is the picture resized by sharp, as an image CDN answers it.
 * - w: one of IMAGE_WIDTHS, or a 400 (no one can make it render arbitrary sizes); never wider
 *   than the picture itself.
 * - fm: avif, webp, png or jpeg, or a 400; without it, the best the request's Accept names
 *   (AVIF, then WebP, then the picture's own format), with `Vary: Accept`.
 * - Renders go to a bounded on-disk cache (least recently used out first), identical renders in
 *   flight are made once, and at most `concurrency` run at a time, so a burst of new pictures
 *   queues behind them instead of taking every core from the API.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '../../src/platform/hosts.ts';

export interface ImageServiceOptions {
  /** Where renders are kept (under the data folder). */
  cacheDir: string;
  /** The cache's size cap in bytes; past it the least recently used renders are removed. */
  maxCacheBytes?: number;
  /** Renders at once; more wait their turn. */
  concurrency?: number;
  /** Renders waiting past which a new one is refused (503, Retry-After). */
  maxQueue?: number;
}

/** The IMAGE_URL_TEMPLATE this service answers; npm start and npm run dev hand it to the site. */
export const EMBEDDED_IMAGE_URL_TEMPLATE = '{src}?w={width}&fm={format}';

export const DEFAULT_IMAGE_CACHE_BYTES = 256 * 1024 * 1024;
const IMMUTABLE = 'public, max-age=31536000, immutable';
type Format = 'avif' | 'webp' | 'png' | 'jpeg';
// Maps, not object literals: a query value such as `constructor` or `__proto__` must find nothing.
const FORMATS = new Map<string, { format: Format; type: string }>(
  (['avif', 'webp', 'png', 'jpeg'] as const).map((format) => [format, { format, type: `image/${format}` }]),
);
const SOURCE_FORMAT = new Map<string, Format>([
  ['png', 'png'],
  ['jpg', 'jpeg'],
  ['jpeg', 'jpeg'],
  ['webp', 'webp'],
]);
const ALIASES = new Map<string, Format>([['jpg', 'jpeg']]);
const WIDTHS = new Set<number>(IMAGE_WIDTHS);

/** Whether a URL asks the image service (w or fm), not the plain static file. */
export function isResizeRequest(url: string): boolean {
  const q = url.indexOf('?');
  return q >= 0 && /(?:^|&)(?:w|fm)=/.test(url.slice(q + 1));
}

/** The best format the Accept header names, AVIF first; the picture's own format when it names neither. */
export function negotiateFormat(accept: string | undefined, own: Format): Format {
  const accepted = new Set(
    (accept ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)))
      .map(([type]) => type!.trim().toLowerCase()),
  );
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return own;
}

/** A size-capped folder of files, least recently used out first. Order lives in memory; mtimes carry it over restarts. */
export class DiskCache {
  /** name → bytes, oldest use first (a Map keeps insertion order: a use re-inserts). */
  private readonly entries = new Map<string, number>();
  private total = 0;
  private constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
  ) {}

  static async open(dir: string, maxBytes: number): Promise<DiskCache> {
    const cache = new DiskCache(dir, maxBytes);
    await mkdir(dir, { recursive: true });
    const found: { name: string; size: number; used: number }[] = [];
    for (const name of await readdir(dir)) {
      if (name.endsWith('.tmp')) {
        await unlink(join(dir, name)).catch(() => {});
        continue;
      }
      const s = await stat(join(dir, name)).catch(() => null);
      if (s?.isFile()) found.push({ name, size: s.size, used: s.mtimeMs });
    }
    for (const f of found.sort((a, b) => a.used - b.used)) cache.remember(f.name, f.size);
    await cache.evict();
    return cache;
  }

  get bytes(): number {
    return this.total;
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  async get(name: string): Promise<Buffer | undefined> {
    if (!this.entries.has(name)) return undefined;
    try {
      const bytes = await readFile(join(this.dir, name));
      this.remember(name, bytes.length);
      const now = new Date();
      void utimes(join(this.dir, name), now, now).catch(() => {});
      return bytes;
    } catch {
      this.forget(name);
      return undefined;
    }
  }

  async put(name: string, bytes: Buffer): Promise<void> {
    if (bytes.length > this.maxBytes) return;
    // Written aside and renamed: a reader never sees half a file, and a crash leaves only a .tmp.
    const tmp = join(this.dir, `${name}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`);
    await writeFile(tmp, bytes);
    await rename(tmp, join(this.dir, name));
    this.remember(name, bytes.length);
    await this.evict();
  }

  private remember(name: string, size: number): void {
    this.forget(name);
    this.entries.set(name, size);
    this.total += size;
  }

  private forget(name: string): void {
    const size = this.entries.get(name);
    if (size === undefined) return;
    this.entries.delete(name);
    this.total -= size;
  }

  private async evict(): Promise<void> {
    for (const [name] of this.entries) {
      if (this.total <= this.maxBytes) return;
      this.forget(name);
      await unlink(join(this.dir, name)).catch(() => {});
    }
  }
}

/** At most `limit` tasks at once; past `maxQueue` waiting, run() refuses (null). */
function limiter(limit: number, maxQueue: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    running--;
    waiting.shift()?.();
  };
  return <T>(task: () => Promise<T>): Promise<T> | null => {
    if (running >= limit && waiting.length >= maxQueue) return null;
    const start = async () => {
      running++;
      try {
        return await task();
      } finally {
        next();
      }
    };
    if (running < limit) return start();
    return new Promise<void>((resolve) => waiting.push(resolve)).then(start);
  };
}

function render(file: string, width: number | undefined, format: Format): Promise<Buffer> {
  let image = sharp(file, { limitInputPixels: 50_000_000 });
  // withoutEnlargement: a picture narrower than w is sent at its own width, never blown up.
  if (width) image = image.resize({ width, withoutEnlargement: true });
  // AVIF at quality 45, effort 3: on an anti-aliased 1280 px illustration about a tenth of its PNG
  // and a seventh of lossless WebP; effort 4 took three times as long on this machine for no fewer
  // bytes, on a render a visitor waits for once (then the disk cache has it).
  if (format === 'avif') image = image.avif({ quality: 45, effort: 3 });
  else if (format === 'webp') image = image.webp({ quality: 80, effort: 4 });
  else if (format === 'jpeg') image = image.jpeg({ quality: 80, mozjpeg: true });
  else image = image.png({ compressionLevel: 9, adaptiveFiltering: true });
  return image.toBuffer();
}

const badRequest = (reply: FastifyReply, field: string, reason: string) => reply.code(400).send({ message: `${field}: ${reason}`, field });

function appendVary(reply: FastifyReply, value: string): void {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, ${value}` : value);
}

/** Adds the image service to a static host over `root` (its hook answers before the static files do). */
export async function serveResizedImages(app: FastifyInstance, root: string, opts: ImageServiceOptions): Promise<DiskCache> {
  const cache = await DiskCache.open(opts.cacheDir, opts.maxCacheBytes ?? DEFAULT_IMAGE_CACHE_BYTES);
  const run = limiter(opts.concurrency ?? Math.max(1, Math.floor(availableParallelism() / 2)), opts.maxQueue ?? 200);
  const inFlight = new Map<string, Promise<Buffer>>();

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    // The original URL: the static host's own rewrite (a PNG to its WebP twin) is not this service's.
    const url = request.originalUrl;
    if (!isResizeRequest(url)) return;
    const q = url.indexOf('?');
    const params = new URLSearchParams(url.slice(q + 1));
    const ws = params.getAll('w');
    const fms = params.getAll('fm');
    let width: number | undefined;
    if (ws.length) {
      width = Number(ws[0]);
      if (ws.length > 1 || !/^\d+$/.test(ws[0]!) || !WIDTHS.has(width)) return badRequest(reply, 'w', `must be one of ${IMAGE_WIDTHS.join(', ')}`);
    }
    const asked = fms[0]?.toLowerCase();
    const fm = asked === undefined ? undefined : (ALIASES.get(asked) ?? FORMATS.get(asked)?.format);
    if (fms.length > 1 || (asked !== undefined && !fm)) return badRequest(reply, 'fm', `must be one of ${[...FORMATS.keys()].join(', ')}`);

    let parts: string[];
    try {
      parts = decodeURIComponent(url.slice(0, q)).split('/').filter(Boolean);
    } catch {
      return badRequest(reply, 'path', 'not a valid path');
    }
    const own = SOURCE_FORMAT.get(parts[parts.length - 1]?.split('.').pop()?.toLowerCase() ?? '');
    if (parts[0] !== 'images' || parts.some((p) => p === '..' || p.startsWith('.'))) return reply.code(404).send({ message: 'Not found' });
    if (!own) return badRequest(reply, 'path', 'only PNG, JPEG and WebP pictures are resized');
    const file = join(root, ...parts);
    const source = await stat(file).catch(() => null);
    if (!source?.isFile()) return reply.code(404).send({ message: 'Not found' });

    const format = fm ?? negotiateFormat(request.headers.accept, own);
    if (!fm) appendVary(reply, 'Accept');
    // The source's size and time are in the key: a redrawn picture is rendered anew, its old renders age out.
    const key = createHash('sha256')
      .update(`${parts.join('/')}\0${source.size}\0${source.mtimeMs}\0${width ?? 0}\0${format}`)
      .digest('hex')
      .slice(0, 32);
    const name = `${key}.${format}`;
    const etag = `"${key}"`;
    if (request.headers['if-none-match'] === etag) return reply.code(304).header('cache-control', IMMUTABLE).header('etag', etag).send();

    let bytes = await cache.get(name);
    if (!bytes) {
      let pending = inFlight.get(name);
      if (!pending) {
        const queued = run(async () => {
          const out = await render(file, width, format);
          await cache.put(name, out);
          return out;
        });
        if (!queued)
          return reply.code(503).header('retry-after', '1').header('cache-control', 'no-store').send({ message: 'busy rendering pictures; try again shortly' });
        pending = queued.finally(() => inFlight.delete(name));
        inFlight.set(name, pending);
      }
      try {
        bytes = await pending;
      } catch (error) {
        request.log.error({ err: error, url }, 'rendering a picture failed');
        return reply.code(500).header('cache-control', 'no-store').send({ message: 'the picture could not be rendered' });
      }
    }
    return reply.header('cache-control', IMMUTABLE).header('etag', etag).header('content-type', FORMATS.get(format)!.type).send(bytes);
  });
  return cache;
}
