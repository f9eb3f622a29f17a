/** How long caches keep what the site server answers: pages, the config's immutable addresses, built files. */

/**
 * For a CDN in front: it may keep a page 2 minutes and serve it stale for 10 more
 * while it fetches a fresh one; browsers keep it only briefly.
 */
export const HTML_CACHE_CONTROL = 'public, max-age=30, s-maxage=120, stale-while-revalidate=600';
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * A page with a block due to appear or disappear: kept by no cache past that moment, and by a CDN
 * for a minute at most, so the change shows within a minute of its time.
 */
export function shortCacheControl(ttlMs: number): string {
  const seconds = Math.min(60, Math.floor(ttlMs / 1000));
  return `public, max-age=${Math.min(30, seconds)}, s-maxage=${seconds}`;
}

/**
 * A page's Cache-Control, the same whether it was just rendered or comes from the HTML cache:
 * one visitor's (a form posted back, a preview) is kept by no one; one with a timed block
 * (`changesAt`) only until that moment, counted from `now`.
 */
export function pageCacheControl(personal: boolean, changesAt: number | undefined, now: number): string {
  if (personal) return 'no-store';
  return changesAt === undefined ? HTML_CACHE_CONTROL : shortCacheControl(Math.max(0, changesAt - now));
}
