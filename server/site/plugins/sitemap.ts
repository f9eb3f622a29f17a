/**
 * /sitemap.xml and /robots.txt, made on request from the live config and the API, never
 * hand-written; a CDN keeps them like pages. Encapsulated: it adds routes only. The sitemap's
 * API calls go to the hosts the server set (setHosts) at start.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { HTML_CACHE_CONTROL } from '../cacheControl';
import type { LiveConfig } from '../liveConfig';
import { buildRobots, buildSitemap } from '../sitemap';

export interface SitemapOptions {
  live: Pick<LiveConfig, 'current'>;
  /** The site's origin for this request (SITE_URL, or the checked Host). */
  originOf: (req: FastifyRequest) => string;
}

export const sitemapPlugin: FastifyPluginAsync<SitemapOptions> = async (app, { live, originOf }) => {
  app.get('/sitemap.xml', async (req, reply) => {
    const { config } = live.current();
    const xml = await buildSitemap({ config, siteUrl: originOf(req), onError: (path, error) => req.log.warn({ path, error }, 'sitemap: items missing') });
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', HTML_CACHE_CONTROL).send(xml);
  });
  app.get('/robots.txt', async (req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', HTML_CACHE_CONTROL)
      .send(buildRobots(originOf(req))),
  );
};
