/**
 * The page's <head> content for search engines and link previews: title, description,
 * canonical URL, Open Graph, Twitter card and schema.org JSON-LD. A block whose data
 * describes the page (a detail's item) supplies `seo`; every other page gets the route's
 * title and the site's description and logo.
 */
import type { PageSeo, SiteInfo } from '../../src/engine/types';
import { serializeForScript } from '../../src/platform/serialize';
import { absoluteUrl, isAbsoluteUrl, organization } from '../../src/seo/schemaOrg';
import type { Locale } from '../../src/engine/config/locales';

export interface HeadInput {
  /** The site's public origin (SITE_URL), e.g. https://www.voltline.example; a trailing slash is ignored. */
  siteUrl: string;
  /** The page's path as asked for; a query, a hash and a trailing slash are left out of the canonical URL. */
  pathname: string;
  /** The page's own query in its canonical URL (a list's ?page=2), or none. */
  canonicalQuery?: string;
  /** The route's title with {productName} and {brand} filled in. */
  routeTitle: string;
  site: SiteInfo;
  /** Resolves an API image path against the content host. */
  contentUrl: (path: string) => string;
  /** The home page also describes the company (Organization) and the site (WebSite). */
  isHome: boolean;
  seo?: PageSeo;
  /** A page not for search engines (a thank-you page, the 404): adds robots noindex. */
  noindex?: boolean;
  /** The page's language (og:locale). */
  locale?: Locale;
  /**
   * The same page in every language of the site, the default first (hreflang, and x-default for
   * the default), each with its own path; the page's query (canonicalQuery) is kept on each.
   */
  alternates?: { locale: Locale; pathname: string }[];
}

/** Open Graph wants language_TERRITORY ("es_LA"). */
export const ogLocaleOf = (locale: Locale) => locale.ogLocale ?? locale.code.replace('-', '_');

/** <link rel="alternate" hreflang> for each language, and x-default (the default locale's page). */
export function hreflangLinks(siteUrl: string, alternates: { locale: Locale; pathname: string }[], query = ''): { hreflang: string; href: string }[] {
  const links = alternates.map((a) => ({ hreflang: a.locale.code, href: `${pageUrl(siteUrl, a.pathname)}${query}` }));
  return links.length > 1 ? [...links, { hreflang: 'x-default', href: links[0]!.href }] : [];
}

/** For attribute values and text: & < > " ' escaped. */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeMarkup(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/**
 * The canonical URL of a path: on siteUrl, without query or hash, without a trailing slash (but the
 * root's, and a language's home: /es/, the address the site server answers it at).
 */
export function pageUrl(siteUrl: string, pathname: string): string {
  const bare = pathname.split(/[?#]/)[0] ?? '';
  const path = /^\/[a-z]{2,3}(?:-[A-Z]{2})?\/$/.test(bare) ? bare : bare.replace(/\/+$/, '');
  return `${siteUrl.replace(/\/+$/, '')}${path ? (path.startsWith('/') ? path : `/${path}`) : '/'}`;
}

function homeJsonLd(site: SiteInfo, siteUrl: string): Record<string, unknown>[] {
  return [
    {
      '@context': 'https://schema.org',
      ...organization(site, siteUrl),
      ...(site.description ? { description: site.description } : {}),
      email: site.email,
      telephone: site.phone,
      address: { '@type': 'PostalAddress', streetAddress: site.address.text },
      ...(site.foundingDate ? { foundingDate: site.foundingDate } : {}),
      sameAs: site.social.map((s) => s.href),
    },
    { '@context': 'https://schema.org', '@type': 'WebSite', name: site.productName, alternateName: site.brand, url: `${siteUrl}/` },
  ];
}

export function renderHead(input: HeadInput): string {
  const { site, seo = {} } = input;
  const siteUrl = input.siteUrl.replace(/\/+$/, '');
  const url = `${pageUrl(siteUrl, input.pathname)}${input.canonicalQuery ?? ''}`;
  const title = seo.title?.trim() || input.routeTitle;
  const description = seo.description?.trim() || site.description;
  const keywords = seo.keywords?.trim();
  const ownImage = seo.image ? (isAbsoluteUrl(seo.image) ? seo.image : input.contentUrl(seo.image)) : undefined;
  const image = ownImage ?? absoluteUrl(siteUrl, site.logo.src);
  const imageAlt = ownImage ? seo.imageAlt?.trim() || title : site.logo.alt;

  const meta = (key: 'name' | 'property', name: string, content: string | undefined) =>
    content ? [`<meta ${key}="${name}" content="${escapeMarkup(content)}">`] : [];
  const jsonLd = [...(input.isHome ? homeJsonLd(site, siteUrl) : []), ...(seo.jsonLd ?? [])];

  const alternates = hreflangLinks(siteUrl, input.alternates ?? [], input.canonicalQuery ?? '');
  return [
    `<title>${escapeMarkup(title)}</title>`,
    ...meta('name', 'description', description),
    ...meta('name', 'keywords', keywords),
    ...(input.noindex ? ['<meta name="robots" content="noindex">'] : []),
    `<link rel="canonical" href="${escapeMarkup(url)}">`,
    ...alternates.map((a) => `<link rel="alternate" hreflang="${escapeMarkup(a.hreflang)}" href="${escapeMarkup(a.href)}">`),
    ...(input.locale ? meta('property', 'og:locale', ogLocaleOf(input.locale)) : []),
    ...(input.alternates ?? [])
      .filter((a) => a.locale.code !== input.locale?.code)
      .flatMap((a) => meta('property', 'og:locale:alternate', ogLocaleOf(a.locale))),
    ...meta('property', 'og:type', seo.ogType ?? 'website'),
    ...meta('property', 'og:title', title),
    ...meta('property', 'og:description', description),
    ...meta('property', 'og:url', url),
    ...meta('property', 'og:site_name', site.productName),
    ...meta('property', 'og:image', image),
    ...meta('property', 'og:image:alt', imageAlt),
    // X reads the title, description and picture from Open Graph when its own tags are absent: only the
    // card's kind and the picture's alt are its own (the rest would be bytes of every page twice).
    ...meta('name', 'twitter:card', ownImage ? 'summary_large_image' : 'summary'),
    ...meta('name', 'twitter:image:alt', imageAlt),
    ...jsonLd.map((o) => `<script type="application/ld+json">${serializeForScript(o)}</script>`),
  ].join('\n');
}
