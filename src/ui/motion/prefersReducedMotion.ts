/** The visitor's reduced-motion setting, as the query that reads it. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * False on a server and where matchMedia is missing: motion is the default. A module without React,
 * so what runs before the app (a block's enhancement) reads it without loading React.
 */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}
