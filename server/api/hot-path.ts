import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { FastifyRequest, preParsingHookHandler } from 'fastify';
import type { BodyTracker } from '../shared/network.ts';
import { encodingFor, type AnswerRecorder } from './response-cache.ts';

/** An answer as Fastify sent it: replayed as is. The headers object is shared by every replay (Node only reads it). */
interface Answer {
  status: number;
  headers: Record<string, string>;
  /** The body's bytes, as a latin1 string when small (see TEXT_MAX). */
  body: Buffer | string;
}

/**
 * Bodies up to this size are replayed from a latin1 string of their bytes: Node then sends the
 * head and the body in one write of one string, where a Buffer goes out as a two-part writev.
 * On the API's small answers that was 4-18 % more answers a second from the same bytes (10 KB
 * ones read alike either way); larger ones stay Buffers, not copied into a string per request.
 */
const TEXT_MAX = 16 * 1024;

export interface HotPathOptions {
  /** Whether the request's client is free of the read limit (the site server on loopback, say). */
  free(req: IncomingMessage): boolean;
  /** The configured origin equal to the request's Origin, or undefined. */
  origin(header: string | undefined): string | undefined;
  /** The content language an Accept-Language header gets. */
  language(header: string | undefined): string;
  /** The JSON body deadline, for bodies still arriving. */
  bodies: BodyTracker;
  maxEntries?: number;
}

// Larger bodies (and chunked ones) go the whole way: the routes' bodies are a few numbers or a slug.
const MAX_BODY = 1024;
const KEY = Symbol('hot path key');
const BODY = Symbol('hot path body');
type Marked = IncomingMessage & { [KEY]?: { answers: Answers; key: Key }; [BODY]?: Buffer };

/**
 * What an answer depends on besides its method and URL: negotiated language, chosen compression,
 * allowed origin ('' for none) and the body's bytes as latin1 ('' for a GET). Looked up one level
 * at a time: the first three are the same few strings every time (their hashes kept), where one
 * key built per request had to be copied and hashed whole, 0.2 us of a replay's 20.
 */
type Key = [language: string, encoding: string, origin: string, body: string];
type Answers = Map<string, Map<string, Map<string, Map<string, Answer>>>>;

type HotHeaders = Partial<Record<'language' | 'encoding' | 'origin' | 'length' | 'type' | 'transfer', string>>;

/** The headers a replay depends on, by their names in lower case (a Map: the names are the client's). */
const HOT_HEADERS = new Map<string, keyof HotHeaders>([
  ['accept-language', 'language'],
  ['accept-encoding', 'encoding'],
  ['origin', 'origin'],
  ['content-length', 'length'],
  ['content-type', 'type'],
  ['transfer-encoding', 'transfer'],
]);

/**
 * The headers a replay depends on, read in one pass over the request's raw lines, where
 * `req.headers` would show a header sent twice already merged. null when one of them comes twice:
 * Fastify answers that request, with Node's rules for merging.
 */
function hotHeaders(raw: string[]): HotHeaders | null {
  const found: HotHeaders = {};
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    // Only names as long as the ones read (6 to 17 characters) are lowered and looked up.
    if (name.length < 6 || name.length > 17) continue;
    const key = HOT_HEADERS.get(name.toLowerCase());
    if (key === undefined) continue;
    if (found[key] !== undefined) return null;
    found[key] = raw[i + 1]!;
  }
  return found;
}

/** The table under `key`, made when there is none yet. */
function level<T>(tables: Map<string, Map<string, T>>, key: string): Map<string, T> {
  let table = tables.get(key);
  if (table === undefined) tables.set(key, (table = new Map()));
  return table;
}

/** A header's meaning, remembered for the few values the API's clients send; bounded, as the values are the client's. */
function memo<T>(compute: (header: string | undefined) => T): (header: string | undefined) => T {
  const seen = new Map<string | undefined, T>();
  return (header) => {
    let value = seen.get(header);
    if (value === undefined) {
      if (seen.size >= 256) seen.clear();
      seen.set(header, (value = compute(header)));
    }
    return value;
  };
}

/**
 * Cached answers sent before Fastify's routing, to clients the read limit does not count (the
 * co-located site server renders every visitor's pages through the API from loopback). Fastify's
 * work per request (its request and reply objects, hooks, the body parser, validation) cost about
 * as much again as writing the answer. An answer is kept only as Fastify sent it from the response
 * cache, keyed by everything it depended on: method, URL, body bytes, negotiated language, chosen
 * compression and the allowed origin (CORS); a request with anything else in play (a query string,
 * another content type, a chunked or large body, a counted client, a server closing) goes through
 * Fastify, as does the first of each key, which is then recorded. So a replay is the bytes Fastify
 * answered the same request with, security headers, Content-Language and Vary included.
 */
export class HotPath implements AnswerRecorder {
  // By method, then URL (as it came: no string is built first), then the key's parts in turn.
  private readonly routes = { GET: new Map<string, Answers>(), POST: new Map<string, Answers>() };
  private count = 0;
  private readonly language: (header: string | undefined) => string;
  private readonly encoding = memo(encodingFor);
  private closing = false;

  constructor(private readonly opts: HotPathOptions) {
    this.language = memo(opts.language);
  }

  /** Lets answers of this route be replayed; only routes answered from the response cache belong here. */
  add(method: 'GET' | 'POST', url: string): void {
    this.routes[method].set(url, new Map());
  }

  /** From now on every request goes through Fastify (which answers 503 while closing). */
  close(): void {
    this.closing = true;
    this.forget();
  }

  /** The server's request listener: a replay when there is one, else Fastify's `next`. */
  listener(next: RequestListener): RequestListener {
    return (req, res) => {
      const method = req.method;
      if ((method !== 'POST' && method !== 'GET') || this.closing) return next(req, res);
      const answers = this.routes[method].get(req.url!);
      if (answers === undefined || !this.opts.free(req)) return next(req, res);
      const headers = hotHeaders(req.rawHeaders);
      if (!headers) return next(req, res);
      const key: Key = [this.language(headers.language), this.encoding(headers.encoding), this.opts.origin(headers.origin) ?? '', ''];
      if (method === 'GET') {
        if (headers.length !== undefined || headers.transfer !== undefined) return next(req, res);
        return this.answer(answers, key, req, res, next);
      }
      const length = Number(headers.length);
      if (headers.type !== 'application/json' || headers.transfer !== undefined || !(length > 0 && length <= MAX_BODY)) {
        return next(req, res);
      }
      this.opts.bodies.track(req, res);
      const chunks: Buffer[] = [];
      // No 'error' listener: Node emits a request's error only to listeners, and an aborted request's socket
      // (so its response) is destroyed either way; one more listener per request is measurable here.
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        this.opts.bodies.done(req);
        const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
        key[3] = body.toString('latin1');
        this.answer(answers, key, req, res, next, body);
      });
    };
  }

  /** The marks go on a request only when Fastify is to answer it: a replayed one keeps Node's own shape. */
  private answer(answers: Answers, key: Key, req: IncomingMessage, res: ServerResponse, next: RequestListener, body?: Buffer): void {
    const hit = answers.get(key[0])?.get(key[1])?.get(key[2])?.get(key[3]);
    if (hit) {
      // A string is latin1 whichever it is: Node writes a Buffer as it is and ignores the encoding.
      res.writeHead(hit.status, hit.headers).end(hit.body, 'latin1');
      return;
    }
    (req as Marked)[KEY] = { answers, key };
    if (body) (req as Marked)[BODY] = body;
    next(req, res);
  }

  private forget(): void {
    for (const table of [this.routes.GET, this.routes.POST]) for (const answers of table.values()) answers.clear();
    this.count = 0;
  }

  /** Hands Fastify a body the hot path has already read (a `preParsing` hook of the routes). */
  readonly preParsing: preParsingHookHandler = (request, _reply, payload, done) => {
    const body = (request.raw as Marked)[BODY];
    done(null, body ? Readable.from([body], { objectMode: false }) : payload);
  };

  wants(request: FastifyRequest): boolean {
    return (request.raw as Marked)[KEY] !== undefined;
  }

  record(request: FastifyRequest, status: number, headers: Record<string, string>, body: Buffer): void {
    const marked = (request.raw as Marked)[KEY];
    if (marked === undefined || this.closing) return;
    const { answers, key } = marked;
    // Keys carry client-chosen bodies and headers: bounded, as the response cache is.
    if (this.count >= (this.opts.maxEntries ?? 5000)) this.forget();
    const [language, encoding, origin, sent] = key;
    const byBody = level(level(level(answers, language), encoding), origin);
    if (!byBody.has(sent)) this.count++;
    byBody.set(sent, { status, headers, body: body.length <= TEXT_MAX ? body.toString('latin1') : body });
  }
}
