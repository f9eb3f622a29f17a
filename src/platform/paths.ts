/** Route-path helpers shared by the browser, the site server and the config validator. */

import { fillBrandPath, fillSiteNames } from './template';

export { brandSlug } from './template';

/** "/{brand}-story" → "/voltline-story". */
export const expandPath = fillBrandPath;

/** A route's title with the site's names filled in. */
export const expandTitle = fillSiteNames;

/** Whether a concrete path like /projects/abc matches a pattern like /projects/:slug. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const clean = (path.split(/[?#]/)[0] ?? '').replace(/\/+$/, '') || '/';
  const p = pattern.replace(/\/+$/, '') || '/';
  const a = p.split('/');
  const b = clean.split('/');
  if (a.length !== b.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < a.length; i++) {
    const seg = a[i] ?? '';
    const got = b[i] ?? '';
    if (seg.startsWith(':')) {
      if (!got) return null;
      params[seg.slice(1)] = decodeURIComponent(got);
    } else if (seg !== got) return null;
  }
  return params;
}

export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}
