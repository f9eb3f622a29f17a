/** schema.org pieces shared by the page head (server/site/head.ts) and blocks' seo hooks. */
import type { SiteInfo } from '../engine/types';

/** "https://…", "data:…" or "//host/…": a URL that needs no base. */
export const isAbsoluteUrl = (url: string) => /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url);

/** A path on `base` ("/logo.svg" on the site), or `path` itself when it is already absolute. */
export function absoluteUrl(base: string, path: string): string {
  return isAbsoluteUrl(path) ? path : `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** The company as schema.org names it: the publisher, author and hiring organization of its pages. */
export function organization(site: SiteInfo, siteUrl: string) {
  return {
    '@type': 'Organization',
    name: site.productName,
    url: siteUrl,
    logo: absoluteUrl(siteUrl, site.logo.src),
  };
}
