// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { pageUrl, renderHead, type HeadInput } from './head';
import { englishConfig } from '../../src/test/config';

const config = englishConfig();
const site = config.site;

const base: HeadInput = {
  siteUrl: 'https://www.voltline.example/',
  pathname: '/projects',
  routeTitle: 'Projects | Voltline Power Systems',
  site,
  contentUrl: (p) => `https://content.example${p}`,
  isHome: false,
};

/** The head as a browser parses it. */
function parse(html: string) {
  const document = new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');
  const meta = (key: string) => document.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null;
  const jsonLd = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? ''));
  return { document, meta, jsonLd, canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') };
}

describe('renderHead', () => {
  it('without page SEO: the route title, the site description and logo, a summary card', () => {
    const { document, meta, canonical, jsonLd } = parse(renderHead(base));
    expect(document.title).toBe('Projects | Voltline Power Systems');
    expect(site.description).toBeTruthy();
    expect(meta('description')).toBe(site.description);
    expect(meta('keywords')).toBeNull();
    expect(meta('robots')).toBeNull();
    expect(canonical).toBe('https://www.voltline.example/projects');
    expect(meta('og:type')).toBe('website');
    expect(meta('og:title')).toBe('Projects | Voltline Power Systems');
    expect(meta('og:description')).toBe(site.description);
    expect(meta('og:url')).toBe('https://www.voltline.example/projects');
    expect(meta('og:site_name')).toBe('Voltline Power Systems');
    expect(meta('og:image')).toBe('https://www.voltline.example/logo.svg');
    expect(meta('og:image:alt')).toBe(site.logo.alt);
    expect(meta('twitter:card')).toBe('summary');
    // X falls back to Open Graph for these.
    expect(meta('twitter:title')).toBeNull();
    expect(meta('twitter:description')).toBeNull();
    expect(meta('twitter:image')).toBeNull();
    expect(jsonLd).toEqual([]);
  });

  it('with page SEO: its texts, its picture on the content host, a large card and its JSON-LD', () => {
    const html = renderHead({
      ...base,
      pathname: '/blogs/gis-vs-ais',
      seo: {
        title: 'GIS vs AIS | Voltline Blog',
        description: 'Which substation technology fits.',
        keywords: 'GIS, AIS',
        image: '/images/blogs/b07.png',
        imageAlt: 'A GIS hall',
        ogType: 'article',
        jsonLd: [{ '@context': 'https://schema.org', '@type': 'Article', headline: 'GIS vs AIS' }],
      },
    });
    const { document, meta, jsonLd } = parse(html);
    expect(document.title).toBe('GIS vs AIS | Voltline Blog');
    expect(meta('description')).toBe('Which substation technology fits.');
    expect(meta('keywords')).toBe('GIS, AIS');
    expect(meta('og:type')).toBe('article');
    expect(meta('og:image')).toBe('https://content.example/images/blogs/b07.png');
    expect(meta('og:image:alt')).toBe('A GIS hall');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('og:image')).toBe('https://content.example/images/blogs/b07.png');
    expect(jsonLd).toEqual([{ '@context': 'https://schema.org', '@type': 'Article', headline: 'GIS vs AIS' }]);
  });

  it('keeps an absolute image URL as it is and gives it the title as alt text', () => {
    const { meta } = parse(renderHead({ ...base, seo: { title: 'T', image: 'https://cdn.example/a.png' } }));
    expect(meta('og:image')).toBe('https://cdn.example/a.png');
    expect(meta('og:image:alt')).toBe('T');
  });

  it('home: Organization and WebSite JSON-LD from the config, nothing invented', () => {
    const { jsonLd } = parse(renderHead({ ...base, pathname: '/', isHome: true, routeTitle: 'Voltline | Pioneering Cutting Edge EPC' }));
    expect(jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: site.productName,
        url: 'https://www.voltline.example',
        logo: 'https://www.voltline.example/logo.svg',
        description: site.description,
        email: site.email,
        telephone: site.phone,
        address: { '@type': 'PostalAddress', streetAddress: site.address.text },
        foundingDate: '2009',
        sameAs: site.social.map((s) => s.href),
      },
      { '@context': 'https://schema.org', '@type': 'WebSite', name: site.productName, alternateName: site.brand, url: 'https://www.voltline.example/' },
    ]);
    const { description: _d, foundingDate: _f, ...bare } = site;
    const [org] = parse(renderHead({ ...base, isHome: true, site: bare })).jsonLd;
    expect(org).not.toHaveProperty('foundingDate');
    expect(org).not.toHaveProperty('description');
  });

  it('a noindex page says so', () => {
    expect(parse(renderHead({ ...base, noindex: true })).meta('robots')).toBe('noindex');
  });

  it('escapes attribute values and keeps JSON-LD strings from closing the script', () => {
    const evil = `</script><script>alert(1)</script> "quoted" & 'single' \u2028 end`;
    const html = renderHead({
      ...base,
      seo: { title: evil, description: evil, keywords: evil, image: `/x.png" onerror="alert(1)`, jsonLd: [{ headline: evil, '<key>': '<!-- -->' }] },
    });
    const at = html.indexOf('<script');
    const [markup, script] = [html.slice(0, at), html.slice(at)];
    expect(markup).not.toMatch(/<\/?script|"quoted"|'single'| & /);
    // Only the script's own tags are markup in it; everything between is escaped JSON.
    const json = script.replace(/^<script type="application\/ld\+json">/, '').replace(/<\/script>$/, '');
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e');
    expect(json).toContain('\\u2028');
    expect(json).toContain('\\u0026');

    const { document, meta, jsonLd } = parse(html);
    // Exactly what was given comes back out: nothing ran, nothing was cut.
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    expect(document.head.querySelector('title')?.textContent).toBe(evil);
    expect(meta('description')).toBe(evil);
    expect(meta('keywords')).toBe(evil);
    expect(meta('og:title')).toBe(evil);
    expect(meta('og:image')).toBe('https://content.example/x.png" onerror="alert(1)');
    expect(document.head.querySelector('[onerror]')).toBeNull();
    expect(jsonLd).toEqual([{ headline: evil, '<key>': '<!-- -->' }]);
  });
});

describe('pageUrl (the canonical URL)', () => {
  it.each([
    ['/', 'https://www.voltline.example/'],
    ['', 'https://www.voltline.example/'],
    ['/projects/', 'https://www.voltline.example/projects'],
    ['/projects//', 'https://www.voltline.example/projects'],
    ['/projects?page=2#top', 'https://www.voltline.example/projects'],
    ['/?utm_source=x', 'https://www.voltline.example/'],
    ['/blogs/a-b', 'https://www.voltline.example/blogs/a-b'],
  ])('%s → %s', (path, url) => {
    expect(pageUrl('https://www.voltline.example/', path)).toBe(url);
    expect(pageUrl('https://www.voltline.example', path)).toBe(url);
  });
});
