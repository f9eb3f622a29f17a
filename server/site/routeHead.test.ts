// @vitest-environment node
/**
 * A page's own description and picture (the route's `description` and `image`) in its head, in the
 * visitor's language: the engine's server render (`prepare`) over a config with a new page, and
 * the site server's head writer, as the pages plugin joins them.
 */
import { describe, expect, it } from 'vitest';
import { prepare, serveConfig, servedIn } from '../../src/entry-server';
import { localesOf, localizeConfig } from '../../src/engine/config/locales';
import type { SiteConfig } from '../../src/engine/types';
import { normalizeHosts } from '../../src/platform/hosts';
import { loadSiteConfig } from '../test/siteVersions';
import { escapeMarkup, renderHead } from './head';

// Nothing is fetched: the page has no blocks, and the footer's data is not waited for here.
const hosts = normalizeHosts({ apiUrl: 'http://127.0.0.1:9', contentUrl: 'https://content.example' });

async function headOf(config: SiteConfig, code: string, url: string) {
  const served = servedIn(serveConfig(config, 'test'), code);
  const page = await prepare({ url, served, hosts, dataTimeoutMs: 10, siteUrl: 'https://www.voltline.example', shellWaitMs: 0 });
  if (page.kind !== 'page') throw new Error(`expected a page, got a ${page.kind}`);
  const html = renderHead({
    siteUrl: 'https://www.voltline.example',
    pathname: url,
    routeTitle: page.routeTitle,
    site: served.shell.site,
    contentUrl: (p) => `https://content.example${p}`,
    isHome: page.isHome,
    seo: page.seo,
    locale: localesOf(config).find((l) => l.code === code)!,
  });
  const meta = (name: string) => new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)">`).exec(html)?.[1];
  return { title: /<title>([^<]*)<\/title>/.exec(html)?.[1], meta };
}

describe("a page's own head", () => {
  it("writes the route description, title and picture in the visitor's language: meta description, Open Graph and a large Twitter card", async () => {
    const config = await loadSiteConfig();
    // As pages.config.json has it: a text per language (the types see the texts of one).
    const page = {
      path: '/middle-east-expo',
      title: { en: 'Middle East Expo | {productName}', ar: 'معرض الشرق الأوسط | {productName}' },
      description: { en: 'Meet us at the Middle East Expo.', ar: 'قابلونا في معرض الشرق الأوسط.' },
      image: '/images/expo.jpg',
      blocks: [],
    } as unknown as SiteConfig['routes'][number];
    config.routes.push(page);
    const en = await headOf(config, 'en', '/middle-east-expo');
    expect(en.title).toBe('Middle East Expo | Voltline Power Systems');
    expect(en.meta('description')).toBe('Meet us at the Middle East Expo.');
    expect(en.meta('og:title')).toBe('Middle East Expo | Voltline Power Systems');
    expect(en.meta('og:description')).toBe('Meet us at the Middle East Expo.');
    expect(en.meta('og:image')).toBe('https://content.example/images/expo.jpg');
    expect(en.meta('twitter:card')).toBe('summary_large_image');

    const ar = await headOf(config, 'ar', '/middle-east-expo');
    expect(ar.title).toBe('معرض الشرق الأوسط | Voltline Power Systems');
    expect(ar.meta('description')).toBe('قابلونا في معرض الشرق الأوسط.');
    expect(ar.meta('og:description')).toBe('قابلونا في معرض الشرق الأوسط.');
    expect(ar.meta('og:title')).toBe('معرض الشرق الأوسط | Voltline Power Systems');
    // Spanish has no text of its own: it falls back to English.
    expect((await headOf(config, 'es', '/middle-east-expo')).meta('description')).toBe('Meet us at the Middle East Expo.');
  });

  it("keeps the site's description and logo for a page without its own", async () => {
    const config = await loadSiteConfig();
    const head = await headOf(config, 'en', '/contact');
    expect(head.meta('description')).toBe(escapeMarkup(localizeConfig(config, 'en').site.description!));
    expect(head.meta('twitter:card')).toBe('summary');
  });
});
