/**
 * HTML_CACHE_SECONDS: rendered pages kept in memory for a few seconds, for one box
 * without a CDN in front. Each encoding is made once per entry, on first demand.
 */
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

export interface CachedPage {
  status: number;
  location?: string;
  body: Buffer;
  /** The CSP nonce the page was rendered with: its streaming scripts carry it, so its header must name it. */
  nonce?: string;
  /** When a timed block on the page appears or disappears (ms): a hit's Cache-Control counts down to it, as a miss's did. */
  changesAt?: number;
}

interface Entry extends CachedPage {
  expires: number;
  encoded: Partial<Record<Encoding, Buffer>>;
}

const MAX_ENTRIES = 500;

function encode(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br') return zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } });
  if (encoding === 'gzip') return zlib.gzipSync(body, { level: 9 });
  return body;
}

export class HtmlCache {
  private entries = new Map<string, Entry>();

  constructor(
    private ttlMs: number,
    private now: () => number = Date.now,
  ) {}

  get(key: string, encoding: Encoding): (CachedPage & { body: Buffer }) | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    const body = (entry.encoded[encoding] ??= encode(entry.body, encoding));
    return { status: entry.status, location: entry.location, body, nonce: entry.nonce, changesAt: entry.changesAt };
  }

  /** `ttlMs`: shorter than the cache's own for a page that changes sooner (a timed block). */
  set(key: string, page: CachedPage, ttlMs = this.ttlMs): void {
    // Oldest first out: a crawler walking every URL cannot grow the cache without bound.
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { ...page, expires: this.now() + Math.min(ttlMs, this.ttlMs), encoded: {} });
  }
}
