import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useUiStore } from '../state/ui';

/**
 * On every route change: scroll to the top and close every menu (docs/behaviour.md, "Route changes").
 * Not as the app first mounts: it boots late (islands, a form used far down the page), and the visitor
 * who has scrolled meanwhile must stay where they are (on home, a jump to the top reloads the page).
 */
export function RouteChangeEffects() {
  const { pathname } = useLocation();
  const closeMenus = useUiStore((s) => s.closeMenus);
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
    closeMenus();
  }, [pathname, closeMenus]);
  return null;
}
