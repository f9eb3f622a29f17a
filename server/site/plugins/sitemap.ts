/**
 * /sitemap.xml and /robots.txt, made on request from the live config and the API, never
 * hand-written; a CDN keeps them like pages. Encapsulated: it adds routes only. The sitemap's
 * API calls go to the site's API host, through the site's own API client.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { HTML_CACHE_CONTROL } from '../cacheControl';
import type { LiveConfig } from '../liveConfig';
import { buildRobots, buildSitemap } from '../sitemap';
import { apiClient } from '../../../src/data/apiClient';
import type { Hosts } from '../../../src/platform/hosts';

export interface SitemapOptions {
  live: Pick<LiveConfig, 'current'>;
  /** The site's origin for this request (SITE_URL, or the checked Host). */
  originOf: (req: FastifyRequest) => string;
  /** The hosts the site's pages are rendered with: the sitemap lists the items of the same API. */
  hosts: Hosts;
}

export const sitemapPlugin: FastifyPluginAsync<SitemapOptions> = async (app, { live, originOf, hosts }) => {
  const fetchJson = apiClient(hosts);
  app.get('/sitemap.xml', async (req, reply) => {
    const { config } = live.current();
    const xml = await buildSitemap({
      config,
      siteUrl: originOf(req),
      fetchJson,
      onError: (path, error) => req.log.warn({ path, error }, 'sitemap: items missing'),
    });
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', HTML_CACHE_CONTROL).send(xml);
  });
  app.get('/robots.txt', async (req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', HTML_CACHE_CONTROL)
      .send(buildRobots(originOf(req))),
  );
};
