/**
 * Redirects: a renamed page's old path (the config's `redirects`, validated like the rest) answers
 * 301 with the page's new path, under the locale prefix it was asked with (/ar/old → /ar/new), its
 * query kept, and cached like a page. Read from the live config at each request, so a publish
 * (the live config's swap) applies it at once. Wrapped with fastify-plugin: its hook answers
 * before any route (the pages' catch-all) is looked at.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { addLocalePrefix, localesOf, splitLocale } from '../../../src/engine/config/locales';
import { expandPath } from '../../../src/platform/paths';
import { HTML_CACHE_CONTROL } from '../cacheControl';
import type { LiveConfig } from '../liveConfig';

export interface RedirectsOptions {
  live: Pick<LiveConfig, 'current'>;
}

/** The path a redirect sends `path` (without its locale prefix) to, or null: the config's paths with {brand} filled, a trailing slash ignored. */
export function redirectTarget(config: { site: { brand: string }; redirects?: readonly { from: string; to: string }[] }, path: string): string | null {
  const bare = (p: string) => p.replace(/(.)\/+$/, '$1');
  const asked = bare(path);
  const found = config.redirects?.find((r) => bare(expandPath(r.from, config.site.brand)) === asked);
  return found ? expandPath(found.to, config.site.brand) : null;
}

const redirects: FastifyPluginAsync<RedirectsOptions> = async (app, { live }) => {
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return;
    const { config } = live.current();
    if (!config.redirects?.length) return;
    const [asked = '/', query] = req.url.split(/\?(.*)/s);
    const { path, base } = splitLocale(asked, localesOf(config));
    const to = redirectTarget(config, path);
    if (to === null) return;
    // A preview link's address is one reviewer's, as the pages plugin keeps it: no cache keeps it, no crawler indexes it.
    if (query !== undefined && /(?:^|&)preview=/.test(query)) reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
    else reply.header('Cache-Control', HTML_CACHE_CONTROL);
    return reply
      .code(301)
      .header('Location', `${addLocalePrefix(to, base)}${query === undefined ? '' : `?${query}`}`)
      .send();
  });
};

export const redirectsPlugin = fp(redirects, { name: 'site-redirects', fastify: '5.x' });
