import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React renders on a server or hydrates its HTML, true from then on.
 * Lets the browser add what the server writes outside React (the head) without a
 * hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The page title. The server writes the first page's <title> into the head itself
 * (with its meta tags); React 19 hoists this one into <head> once the page is live,
 * so client-side navigations retitle the document. Rendered later in the tree wins.
 */
export function DocumentTitle({ children }: { children: string }) {
  return useHydrated() ? <title>{children}</title> : null;
}
