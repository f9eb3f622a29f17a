import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useUiStore } from '../state/ui';

/** On every route change: scroll to the top and close every menu (docs/behaviour.md, "Route changes"). */
export function RouteChangeEffects() {
  const { pathname } = useLocation();
  const closeMenus = useUiStore((s) => s.closeMenus);
  useEffect(() => {
    window.scrollTo(0, 0);
    closeMenus();
  }, [pathname, closeMenus]);
  return null;
}
