/**
 * A version's config at its immutable addresses (/_site/config/<version>/[<lang>/]shell.json and
 * .../routes/<n>.json): what a page's code fetches when it boots, and a client-side navigation's
 * next route. Encapsulated: it adds routes only.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { nextVisibilityChange, visibleBlocks } from '../../../src/engine/visibility';
import { ROUTE_CONFIG_PATTERN, SHELL_CONFIG_PATTERN } from '../../../src/engine/pageConfig';
import type { ServedConfig } from '../../../src/entry-server';
import { ASSET_CACHE_CONTROL, shortCacheControl } from '../cacheControl';
import type { LiveConfig } from '../liveConfig';
import type { PreviewSigner } from '../publish';
import { shellAt } from '../publicConfig';
import type { VersionViews } from '../versionView';

export interface ConfigRoutesOptions {
  live: Pick<LiveConfig, 'version' | 'wasLive'>;
  views: Pick<VersionViews, 'of'>;
  /** Checks preview links (with PUBLISH_TOKEN); null: only versions that have been live are served. */
  previews: PreviewSigner | null;
}

export const configRoutesPlugin: FastifyPluginAsync<ConfigRoutesOptions> = async (app, { live, views, previews }) => {
  const gone = (reply: FastifyReply) => reply.code(404).header('Cache-Control', 'no-store').send({ message: 'no such config version' });

  /** The version's served config in the language the address names, with whether a preview link asked for it; null: no such config. */
  async function servedAt(req: FastifyRequest, version: string, code: string | undefined): Promise<{ served: ServedConfig; viaPreview: boolean } | null> {
    const link = (req.query as Record<string, unknown>).preview;
    const viaPreview = typeof link === 'string' && previews?.verify(link) === version;
    const loaded = await live.version(version);
    if (!loaded || (!viaPreview && !(await live.wasLive(version)))) return null;
    const view = views.of(loaded);
    // The default locale's config has no code in its address; an unknown code is no config.
    if (code !== undefined && !view.hasLocale(code)) return null;
    return { served: code ? view.inLocale(code) : view.served, viaPreview };
  }

  /** Kept for good, unless something in it is due to appear or disappear: then only until that moment. */
  const send = (reply: FastifyReply, version: string, viaPreview: boolean, body: unknown, changesAt: number | undefined, now: number) =>
    reply
      .type('application/json; charset=utf-8')
      .header('Cache-Control', viaPreview ? 'private, no-store' : changesAt === undefined ? ASSET_CACHE_CONTROL : shortCacheControl(changesAt - now))
      .header('X-Site-Version', version)
      .send(JSON.stringify(body));

  // A client-side navigation's next route, of the version the page was loaded with: immutable, so
  // a CDN and the browser keep it for good. A version that is not (or no longer) in the store is a
  // 404, and the tab loads the new page whole. Versions never live are shown only with a preview link.
  app.get('/_site/config/*', async (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const m = ROUTE_CONFIG_PATTERN.exec(path);
    const shellMatch = m ? null : SHELL_CONFIG_PATTERN.exec(path);
    if (shellMatch) {
      // A page's shell, asked for when its code boots: kept for good unless a footer block is due to
      // appear or disappear; one embargoed until later is not in it (publicConfig.ts).
      const [, version, code] = shellMatch as unknown as [string, string, string | undefined];
      const found = await servedAt(req, version, code);
      if (!found) return gone(reply);
      const now = Date.now();
      const { shell, changesAt } = shellAt(found.served.shell, now);
      return send(reply, version, found.viaPreview, shell, changesAt, now);
    }
    if (!m) return gone(reply);
    const [, version, code, index] = m as unknown as [string, string, string | undefined, string];
    const found = await servedAt(req, version, code);
    const all = found?.served.routes[Number(index)];
    if (!found || !all) return gone(reply);
    // A version never changes, but which of its timed blocks show does: such a route is kept only until its next change.
    const now = Date.now();
    return send(reply, version, found.viaPreview, visibleBlocks(all, now), nextVisibilityChange(all, now), now);
  });
};
