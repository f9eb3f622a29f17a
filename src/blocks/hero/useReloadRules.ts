import { useEffect } from 'react';
import { initialScrollState, nextScrollState, widthChanged } from './reloadRules';

const RESIZE_DEBOUNCE_MS = 250;

// Module-level so the effect below does not re-subscribe (and forget its state) on every render.
const reloadPage = () => window.location.reload();

/**
 * Reloads the home page on a width change (debounced, so a drag across
 * sizes reloads once) and, on desktop, on returning to the top after scrolling
 * past one viewport height. The pinned scroll effect is laid out for one width and
 * one pass, and a reload is how the product resets it.
 */
export function useReloadRules(mobileMaxWidth: number, reload: () => void = reloadPage): void {
  useEffect(() => {
    const startWidth = window.innerWidth;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let scroll = initialScrollState;
    let reloading = false;
    const fire = () => {
      if (reloading) return;
      reloading = true;
      reload();
    };
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (widthChanged(startWidth, window.innerWidth)) fire();
      }, RESIZE_DEBOUNCE_MS);
    };
    const onScroll = () => {
      const next = nextScrollState(scroll, {
        scrollY: window.scrollY,
        viewportHeight: window.innerHeight,
        viewportWidth: window.innerWidth,
        mobileMaxWidth,
      });
      scroll = next.state;
      if (next.reload) fire();
    };
    window.addEventListener('resize', onResize);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
      window.removeEventListener('scroll', onScroll);
    };
  }, [mobileMaxWidth, reload]);
}
