import { useEffect } from 'react';
import { replayEarlyTaps } from './earlyTaps';

/**
 * Marks the page live (`<html data-hydrated>`): from here on its buttons and menus answer.
 * Rendered by the server too, in the same place, so both trees have the same shape and
 * `useId` gives the same ids on both sides.
 */
export function MarkLive() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    // For the bench (and any RUM): when the page's own controls answer.
    performance.mark?.('hydrated');
    replayEarlyTaps();
  }, []);
  return null;
}
