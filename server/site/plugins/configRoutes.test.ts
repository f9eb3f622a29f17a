/**
 * The config routes alone: an app with only this plugin, over the site's own config in a
 * directory store. What a booting page and a client-side navigation get, in each language, and
 * what a version never live, an unknown one or an unknown language get.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeConfigPath, shellConfigPath } from '../../../src/engine/pageConfig';
import { visibleBlocks } from '../../../src/engine/visibility';
import { startSiteVersions, type SiteVersions } from '../../test/siteVersions';
import { ASSET_CACHE_CONTROL } from '../cacheControl';
import { previewSigner } from '../publish';
import { configRoutesPlugin } from './configRoutes';

const previews = previewSigner('a-token-for-signing-preview-links-only');
let site: SiteVersions;
let app: FastifyInstance;
let version: string;

beforeAll(async () => {
  site = await startSiteVersions();
  version = site.live.current().version;
  app = Fastify();
  await app.register(configRoutesPlugin, { live: site.live, views: site.views, previews });
});
afterAll(async () => {
  await app.close();
  await site.close();
});

describe('the config routes plugin', () => {
  it("serves the live version's shell, immutable, in the default language and in another", async () => {
    const res = await app.inject(shellConfigPath(version));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['x-site-version']).toBe(version);
    expect(res.headers['cache-control']).toBe(ASSET_CACHE_CONTROL);
    expect(res.json()).toMatchObject({ locale: 'en', site: { productName: site.config.site.productName } });
    const spanish = await app.inject(shellConfigPath(version, undefined, 'es'));
    expect(spanish.statusCode).toBe(200);
    expect(spanish.json()).toMatchObject({ locale: 'es' });
  });

  it("serves a route's blocks as shown now, in each language", async () => {
    const served = site.live.current().served;
    const res = await app.inject(routeConfigPath(version, 0));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(visibleBlocks(served.routes[0]!, Date.now()))));
    const arabic = await app.inject(routeConfigPath(version, 0, undefined, 'ar'));
    expect(arabic.json()).toEqual(JSON.parse(JSON.stringify(visibleBlocks(served.locales!.ar!.routes[0]!, Date.now()))));
  });

  it('answers 404, kept by no cache, for an unknown version, language, route or address', async () => {
    for (const path of [
      shellConfigPath('f'.repeat(20)),
      shellConfigPath(version, undefined, 'de'),
      routeConfigPath(version, 999),
      routeConfigPath(version, 0, undefined, 'de'),
      `/_site/config/${version}/other.json`,
    ]) {
      const res = await app.inject(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['cache-control'], path).toBe('no-store');
      expect(res.json(), path).toEqual({ message: 'no such config version' });
    }
  });

  it('shows a version never live only through a valid preview link, and then to that reviewer only', async () => {
    const draft = structuredClone(site.config);
    draft.site.productName = 'Draft Power Systems';
    const { version: drafted } = await site.store.put(draft, { author: 'test', message: 'draft', parent: version, draft: true });
    expect((await app.inject(shellConfigPath(drafted))).statusCode).toBe(404);
    const link = previews.sign(drafted, Date.now() + 60_000);
    const res = await app.inject(shellConfigPath(drafted, link));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toMatchObject({ site: { productName: 'Draft Power Systems' } });
    // A link signed for another version shows nothing.
    expect((await app.inject(shellConfigPath(drafted, previews.sign(version, Date.now() + 60_000)))).statusCode).toBe(404);
  });
});
