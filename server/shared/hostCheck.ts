/**
 * Whose origin a page names. With SITE_URL set it is SITE_URL's, whatever the request says.
 * Without it, the origin comes from the Host header, which anyone can write: it is believed
 * only for the names on an allow-list (SITE_HOSTS, or this machine's own names, which is
 * what `npm start` prints), and a request naming any other host is refused before routing,
 * so no canonical URL, Open Graph tag, robots line, sitemap entry or cached page is ever
 * built from a host someone made up: neither from Host nor, behind a trusted proxy, from
 * X-Forwarded-Host.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** This machine's own names: what a site on `npm start` is reached by. */
const OWN_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** SITE_HOSTS: `www.example.com, example.com:8080` (a name without a port allows any port). */
export function siteHostsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  const listed = (env.SITE_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return listed.length ? listed : OWN_NAMES;
}

/** Whether a Host header names an allowed host (`name` or `name:port`). */
export function hostAllowed(allowed: readonly string[], host: string | undefined): boolean {
  if (!host) return false;
  const value = host.toLowerCase();
  const name = value.startsWith('[') ? value.slice(0, value.indexOf(']') + 1) : value.split(':')[0]!;
  const port = value.slice(name.length);
  if (port && !/^:\d{1,5}$/.test(port)) return false;
  return allowed.includes(value) || allowed.includes(name);
}

/**
 * Installs the check (when there is no SITE_URL) and returns the origin to use for a request.
 * Registered before the routes: the refusal goes out with the security headers like any answer.
 */
export function siteOrigin(
  app: FastifyInstance,
  { siteUrl, allowed = siteHostsFromEnv() }: { siteUrl: string | undefined; allowed?: readonly string[] },
): (req: FastifyRequest) => string {
  if (siteUrl) {
    const fixed = siteUrl.replace(/\/+$/, '');
    return () => fixed;
  }
  app.addHook('onRequest', (req, reply, done) => {
    // Both the Host header and the host the origin is built from: behind a trusted proxy (TRUST_PROXY)
    // Fastify's `req.host` is X-Forwarded-Host, which the client may have written as freely as Host.
    if (hostAllowed(allowed, req.headers.host) && hostAllowed(allowed, req.host)) return done();
    req.log.info({ refused: 'host' }, 'request refused');
    void reply.code(421).header('Connection', 'close').type('text/plain; charset=utf-8').send('This site does not answer for that host name.');
  });
  return (req) => `${req.protocol}://${req.host.toLowerCase()}`;
}
