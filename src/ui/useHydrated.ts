import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React renders on a server or hydrates its HTML, true from then on.
 * Lets the browser add what the server writes outside React (the head) without a
 * hydration mismatch, and tells server HTML being adopted from a fresh render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
