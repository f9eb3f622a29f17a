/**
 * The page's <head> content for search engines and link previews: title, description,
 * canonical URL, Open Graph, Twitter card and schema.org JSON-LD. A block whose data
 * describes the page (a detail's item) supplies `seo`; every other page gets the route's
 * title and the site's description and logo.
 */
import type { PageSeo, SiteInfo } from '../../src/engine/types';
import { serializeForScript } from '../../src/platform/serialize';
import { absoluteUrl, isAbsoluteUrl, organization } from '../../src/seo/schemaOrg';

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
}

/** For attribute values and text: & < > " ' escaped. */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeMarkup(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** The canonical URL of a path: on siteUrl, without query or hash, without a trailing slash (but the root's). */
export function pageUrl(siteUrl: string, pathname: string): string {
  const path = (pathname.split(/[?#]/)[0] ?? '').replace(/\/+$/, '');
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

  return [
    `<title>${escapeMarkup(title)}</title>`,
    ...meta('name', 'description', description),
    ...meta('name', 'keywords', keywords),
    ...(input.noindex ? ['<meta name="robots" content="noindex">'] : []),
    `<link rel="canonical" href="${escapeMarkup(url)}">`,
    ...meta('property', 'og:type', seo.ogType ?? 'website'),
    ...meta('property', 'og:title', title),
    ...meta('property', 'og:description', description),
    ...meta('property', 'og:url', url),
    ...meta('property', 'og:site_name', site.productName),
    ...meta('property', 'og:image', image),
    ...meta('property', 'og:image:alt', imageAlt),
    ...meta('name', 'twitter:card', ownImage ? 'summary_large_image' : 'summary'),
    ...meta('name', 'twitter:title', title),
    ...meta('name', 'twitter:description', description),
    ...meta('name', 'twitter:image', image),
    ...meta('name', 'twitter:image:alt', imageAlt),
    ...jsonLd.map((o) => `<script type="application/ld+json">${serializeForScript(o)}</script>`),
  ].join('\n');
}
