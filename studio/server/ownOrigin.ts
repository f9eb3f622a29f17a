/**
 * Only the studio's own page may change anything through the studio. The Host check stops a page
 * that points its own name at this machine; it does not stop any page the marketer has open from
 * posting here by this machine's name (`<form action="http://localhost:4300/api/publish/rollback"
 * enctype="text/plain">`, or `fetch(…, { mode: 'no-cors' })`): the browser sends that, with the
 * marketer's studio behind it. So a request that changes something (every method but GET and
 * HEAD) must name the studio's origin in `Origin` (browsers send it with every such request),
 * must not be marked by the browser as coming from another site (`Sec-Fetch-Site`), and must be
 * JSON: a form cannot send `application/json` across origins without a preflight, which the
 * studio never answers. Reads of the API are refused to other sites as well: `GET /api/state`
 * resets the preview's draft.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

const READS = new Set(['GET', 'HEAD']);

export type Refusal = [status: 403 | 415, message: string];

const FOREIGN = 'The studio takes changes only from its own page: this request came from another origin, and nothing changed.';

/** Why this request may not reach the studio's routes, or null when it may. `origins`: the studio's own (scheme, host, port). */
export function refusalOf(request: Pick<FastifyRequest, 'method' | 'url' | 'headers'>, origins: string[]): Refusal | null {
  const site = request.headers['sec-fetch-site'];
  if (READS.has(request.method)) {
    // A page the marketer opened by its address is `none`; another site's request for the API's data is refused.
    return request.url.startsWith('/api/') && site !== undefined && site !== 'same-origin' && site !== 'none' ? [403, FOREIGN] : null;
  }
  // `same-site` is not enough: every port of localhost is the same site.
  if (site !== undefined && site !== 'same-origin') return [403, FOREIGN];
  const origin = request.headers.origin;
  if (!origin || !origins.includes(origin)) return [403, FOREIGN];
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') return [415, 'The studio takes JSON bodies only (Content-Type: application/json).'];
  return null;
}

/** An onRequest hook: a refused request is answered before its body is read. */
export function ownOriginHook(origins: () => string[], send: (reply: FastifyReply, status: number, message: string) => void) {
  return (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const refusal = refusalOf(request, origins());
    if (!refusal) return done();
    send(reply, ...refusal);
  };
}
