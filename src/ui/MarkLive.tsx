import { useEffect } from 'react';
import { markHydrated } from '../islands/runtime';

/**
 * Marks the page live (`<html data-hydrated>`): from here on its buttons and menus answer.
 * Rendered by the server too, in the same place, so both trees have the same shape and
 * `useId` gives the same ids on both sides.
 */
export function MarkLive() {
  useEffect(() => {
    markHydrated();
  }, []);
  return null;
}
