import { useHydrated } from './useHydrated';

/**
 * The page title. The server writes the first page's <title> into the head itself
 * (with its meta tags); React 19 hoists this one into <head> once the page is live,
 * so client-side navigations retitle the document. Rendered later in the tree wins.
 */
export function DocumentTitle({ children }: { children: string }) {
  return useHydrated() ? <title>{children}</title> : null;
}
