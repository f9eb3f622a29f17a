/** Route-path helpers shared by the browser, the site server and the config validator. */

export function brandSlug(brand: string): string {
  return brand.trim().toLowerCase().replace(/\s+/g, '-');
}

/** "/{brand}-story" → "/voltline-story". */
export function expandPath(path: string, brand: string): string {
  return path.replaceAll('{brand}', brandSlug(brand));
}

export function expandTitle(title: string, site: { brand: string; productName: string }): string {
  return title.replaceAll('{productName}', site.productName).replaceAll('{brand}', site.brand);
}

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
