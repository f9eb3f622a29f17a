import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

// The body is kept as bytes: a string would be encoded to UTF-8 again on every send, and
// text with non-ASCII characters (a typographic apostrophe) encodes slowly.
interface Entry {
  status: number;
  json: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

const COMPRESS_FROM = 1024;

/** Through the route's response schema when it declares one for this status (fast, and only declared fields). */
function serialize(reply: FastifyReply, status: number, body: unknown): string {
  const schema = (reply.routeOptions.schema?.response as Record<number, unknown> | undefined)?.[status];
  return schema ? String(reply.serializeInput(body as Record<string, unknown>, String(status))) : JSON.stringify(body);
}

/**
 * Serialized read-only responses. Content only changes on reseed (a restart),
 * so a response computed once is valid for the life of the process; keeping
 * the string (and its compressed forms) skips SQLite, JSON.stringify and zlib
 * on the hot path.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  constructor(private readonly maxEntries = 5000) {}

  /** Sends the cached response for key, computing it on the first call. */
  send(request: FastifyRequest, reply: FastifyReply, key: string, compute: () => { status: number; body: unknown }): FastifyReply {
    let entry = this.entries.get(key);
    if (!entry) {
      const { status, body } = compute();
      entry = { status, json: Buffer.from(serialize(reply, status, body)) };
      // Paging parameters are client-chosen; a bounded map keeps a crawler
      // walking page numbers from growing memory without limit.
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, entry);
    }
    reply.code(entry.status).header('content-type', 'application/json; charset=utf-8');
    if (entry.json.length < COMPRESS_FROM) return reply.send(entry.json);
    // Append rather than replace: CORS already set "Vary: Origin" for reflected origins.
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
    const accept = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accept)) {
      entry.br ??= brotliCompressSync(entry.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } });
      return reply.header('content-encoding', 'br').send(entry.br);
    }
    if (/\bgzip\b/.test(accept)) {
      entry.gzip ??= gzipSync(entry.json, { level: 6 });
      return reply.header('content-encoding', 'gzip').send(entry.gzip);
    }
    return reply.send(entry.json);
  }

  clear(): void {
    this.entries.clear();
  }
}
