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

export type Encoding = 'br' | 'gzip' | '';
/** The compression an Accept-Encoding asks for, brotli first; '' for none. */
export const encodingFor = (accept: string | undefined): Encoding => (!accept ? '' : /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : '');

/** Keeps answers sent from the cache, with their final status, headers and bytes, for the requests it asks for. */
export interface AnswerRecorder {
  wants(request: FastifyRequest): boolean;
  record(request: FastifyRequest, status: number, headers: Record<string, string>, body: Buffer): void;
}

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
  constructor(
    private readonly maxEntries = 5000,
    private readonly recorder?: AnswerRecorder,
  ) {}

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
    let body = entry.json;
    if (body.length >= COMPRESS_FROM) {
      // Append rather than replace: CORS already set "Vary: Origin" for reflected origins.
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
      const encoding = encodingFor(request.headers['accept-encoding']);
      if (encoding === 'br') body = entry.br ??= brotliCompressSync(entry.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } });
      else if (encoding === 'gzip') body = entry.gzip ??= gzipSync(entry.json, { level: 6 });
      if (encoding) reply.header('content-encoding', encoding);
    }
    if (this.recorder?.wants(request)) {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = String(value);
      headers['content-length'] = String(body.length);
      this.recorder.record(request, entry.status, headers, body);
    }
    return reply.send(body);
  }

  clear(): void {
    this.entries.clear();
  }
}
