import { BlockList, isIP, type Server, type Socket } from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** Who may hold a socket how long, and how many; see the defaults for the reasoning. */
export interface ServerTimeouts {
  /** Time to receive a request's headers (Node answers 408 and closes). */
  headersTimeoutMs: number;
  /** A socket with no byte in either direction for this long is closed (a stalled body, a half-sent request). */
  idleTimeoutMs: number;
  /** How long an idle keep-alive connection is kept for the client's next request. */
  keepAliveTimeoutMs: number;
  /** Open connections one client address may hold; trusted proxies and loopback are not capped. */
  connectionsPerAddress: number;
}

export const DEFAULT_TIMEOUTS: ServerTimeouts = {
  headersTimeoutMs: 10_000,
  idleTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  // A browser opens at most 6 per host; the rest is headroom for offices behind one NAT address.
  connectionsPerAddress: 64,
};

const KEYWORDS: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

/** An address matcher: an IPv4-mapped IPv6 address (::ffff:127.0.0.1) matches its IPv4 rules. */
export type AddressMatcher = (address: string | undefined) => boolean;

/**
 * Parses a list such as `loopback, 10.0.0.0/8, 203.0.113.7` (the keywords of
 * Express and Fastify: loopback, linklocal, uniquelocal). An empty list matches nothing.
 */
export function addressMatcher(spec: string | undefined): AddressMatcher {
  const list = new BlockList();
  let empty = true;
  for (const item of (spec ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    empty = false;
    const ranges = KEYWORDS[item.toLowerCase()];
    if (ranges) {
      for (const [net, prefix, type] of ranges) list.addSubnet(net, prefix, type);
      continue;
    }
    const [address, prefix] = item.split('/') as [string, string | undefined];
    const family = isIP(address);
    if (family === 0) throw new Error(`not an address, a CIDR range or one of ${Object.keys(KEYWORDS).join(', ')}: "${item}"`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  if (empty) return () => false;
  return (address) => {
    if (!address) return false;
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
}

export const isLoopback = addressMatcher('loopback');

/**
 * Refuses a client's connection past `max` open ones from its address. The socket
 * is closed before any byte is read: it has not sent a request to answer yet.
 */
function capConnections(server: Server, max: number, exempt: AddressMatcher): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || exempt(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

/**
 * Node's own limits on a Fastify server that is not listening yet. Node checks the
 * headers and whole-request deadlines on a timer, so the timer runs at a tenth of the
 * shorter one: a stalled client is closed within about 10 % of its deadline, not 30 s late.
 */
export function hardenServer(app: FastifyInstance, t: ServerTimeouts & { requestTimeoutMs: number }, exempt: AddressMatcher): void {
  const server = app.server;
  server.headersTimeout = t.headersTimeoutMs;
  server.requestTimeout = t.requestTimeoutMs;
  server.keepAliveTimeout = t.keepAliveTimeoutMs;
  // Read when the server starts listening; not in @types/node 20's Server type.
  (server as unknown as { connectionsCheckingInterval: number }).connectionsCheckingInterval = Math.max(
    50,
    Math.min(1000, Math.floor(Math.min(t.headersTimeoutMs, t.requestTimeoutMs) / 10)),
  );
  capConnections(server, t.connectionsPerAddress, exempt);
  closeIdleConnections(server, t.idleTimeoutMs);
}

const idleTimeouts = new WeakMap<Server, number>();

/** The idle timeout a hardened server closes connections at (0: none), as `server.timeout` told it before. */
export const idleTimeoutOf = (server: Server): number => idleTimeouts.get(server) ?? 0;

/**
 * Closes a connection on which no byte has moved either way for `ms` (a stalled body, a client that
 * stopped reading an answer), as Node's `server.setTimeout` would: one sweep over the open connections
 * at a tenth of `ms`, comparing their byte counts, where Node keeps a timer per socket that every read
 * and write re-arms — about a microsecond of a cached answer's twenty-odd here. 0 turns it off.
 */
function closeIdleConnections(server: Server, ms: number): void {
  if (!(ms > 0)) return;
  idleTimeouts.set(server, ms);
  const open = new Map<Socket, { bytes: number; since: number }>();
  server.on('connection', (socket: Socket) => {
    if (socket.destroyed) return;
    open.set(socket, { bytes: 0, since: Date.now() });
    socket.once('close', () => open.delete(socket));
  });
  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const [socket, seen] of open) {
        // bytesWritten counts what was handed to the socket, sent or still queued: a reader that stalls stops it.
        const bytes = socket.bytesRead + (socket.bytesWritten ?? 0);
        if (bytes !== seen.bytes) {
          seen.bytes = bytes;
          seen.since = now;
        } else if (now - seen.since >= ms) {
          open.delete(socket);
          socket.destroy();
        }
      }
    },
    Math.max(20, Math.floor(ms / 10)),
  );
  sweep.unref();
  server.once('close', () => clearInterval(sweep));
}

/** The bytes Node itself writes when a request misses its deadline. */
const REQUEST_TIMEOUT_RESPONSE = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

/** Requests whose body is still arriving, cut off at the JSON deadline: `track` one, and say when its body is `done`. */
export interface BodyTracker {
  track(raw: IncomingMessage, res: ServerResponse): void;
  done(raw: IncomingMessage): void;
}

/**
 * A deadline for receiving a request's body, shorter than the server-wide one
 * (which is sized for uploads). Routes with `config.upload` keep the server's.
 * One sweep checks the requests still receiving, at a tenth of the deadline, instead
 * of a timer and listeners per request: the read path stays as cheap as before.
 * Returns the tracker, for requests answered before Fastify's routing (the API's hot path).
 */
export function bodyDeadline(app: FastifyInstance, ms: number): BodyTracker {
  const receiving = new Map<IncomingMessage, { started: number; res: ServerResponse }>();
  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const [raw, { started, res }] of receiving) {
        // Answered is done too: an injected request (tests) never completes, and has no socket to close.
        if (raw.complete || res.writableEnded || raw.socket.destroyed) receiving.delete(raw);
        else if (now - started >= ms) {
          receiving.delete(raw);
          const socket = raw.socket;
          if (res.headersSent) socket.destroy();
          else socket.end(REQUEST_TIMEOUT_RESPONSE, () => socket.destroy());
        }
      }
    },
    Math.max(20, Math.floor(ms / 10)),
  );
  sweep.unref();
  app.addHook('onClose', (_app, done) => {
    clearInterval(sweep);
    done();
  });
  const tracker: BodyTracker = {
    track: (raw, res) => {
      if (!raw.complete) receiving.set(raw, { started: Date.now(), res });
    },
    done: (raw) => receiving.delete(raw),
  };
  app.addHook('onRequest', (request, reply, done) => {
    if (!(request.routeOptions.config as { upload?: boolean }).upload) tracker.track(request.raw, reply.raw);
    done();
  });
  return tracker;
}

/**
 * `nosniff` and a Cross-Origin-Resource-Policy on every response, errors and 404s included.
 * Set before routing so that nothing (not even an early error) goes out without them.
 */
export function resourceHeaders(app: FastifyInstance, corp: Corp): void {
  const headers = RESOURCE_HEADERS(corp);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

type Corp = 'same-origin' | 'same-site' | 'cross-origin';
/** The headers `resourceHeaders` writes; also written on errors raised before any hook. */
export const RESOURCE_HEADERS = (corp: Corp): Record<string, string> => ({ 'x-content-type-options': 'nosniff', 'cross-origin-resource-policy': corp });
