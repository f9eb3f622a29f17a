/**
 * Every page names itself in every language: hreflang alternates (and x-default, the
 * unprefixed page) in its head and in the sitemap, og:locale, and a plain link to the same
 * page in the other languages, so a crawler and a visitor without script find each one.
 */
import { describe, expect, it } from 'vitest';
import { siteUrl } from './harness';

const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const text = async (path: string) => (await fetch(new URL(path, siteUrl()), { headers: { 'user-agent': CRAWLER } })).text();
const hreflangs = (markup: string) =>
  Object.fromEntries([...markup.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1]!, m[2]!]));

describe('alternates in every language', () => {
  it('/projects names en, es, ar and x-default, says its og:locale and links to /es/projects', async () => {
    const markup = await text('/projects');
    expect(hreflangs(markup)).toEqual({
      en: `${siteUrl()}/projects`,
      es: `${siteUrl()}/es/projects`,
      ar: `${siteUrl()}/ar/projects`,
      'x-default': `${siteUrl()}/projects`,
    });
    expect(markup).toMatch(/<meta property="og:locale" content="en_[A-Z]+">/);
    expect(markup).toMatch(/<meta property="og:locale:alternate" content="es_[A-Z]+">/);
    expect(markup).toMatch(/<meta property="og:locale:alternate" content="ar(_[A-Z]+)?">/);
    expect(markup).toMatch(/<a href="\/es\/projects"[^>]*hrefLang="es"|<a href="\/es\/projects"[^>]*hreflang="es"/);
  });

  it('/ar/projects names the same set and is its own canonical', async () => {
    const markup = await text('/ar/projects');
    expect(Object.keys(hreflangs(markup)).sort()).toEqual(['ar', 'en', 'es', 'x-default']);
    expect(markup).toContain(`<link rel="canonical" href="${siteUrl()}/ar/projects">`);
  });

  it('the sitemap lists each page with its alternates', async () => {
    const xml = await text('/sitemap.xml');
    const entry = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!).find((u) => u.includes(`<loc>${siteUrl()}/es/projects</loc>`));
    expect(entry).toBeDefined();
    for (const [lang, path] of [
      ['en', '/projects'],
      ['es', '/es/projects'],
      ['ar', '/ar/projects'],
      ['x-default', '/projects'],
    ])
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="${lang}" href="${siteUrl()}${path}"/>`);
  });
});
