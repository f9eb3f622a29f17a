import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useUiStore } from '../state/ui';
import type { SiteShell } from '../engine/config/shell';
import { chromeStrings } from '../ui/strings';

type BarConfig = SiteShell['loadingBar'];

/**
 * The thin top bar on a client-side route change: to 30 %, complete after 100 ms. The first load's bar
 * is the server's (server/site/app.ts writes it into every page, its start script completes it on the
 * window's load): it shows whether or not the app ever boots, and this one stays still meanwhile.
 */
export function LoadingBar({ bar, lang }: { bar: BarConfig; lang: string }) {
  const progress = useUiStore((s) => s.loadingProgress);
  const setProgress = useUiStore((s) => s.setLoadingProgress);
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setProgress(30);
    const t = setTimeout(() => setProgress(100), bar.routeChangeMs);
    return () => clearTimeout(t);
  }, [pathname, bar.routeChangeMs, setProgress]);

  useEffect(() => {
    if (progress < 100) return;
    // Let the bar reach the end before it fades and resets.
    const t = setTimeout(() => setProgress(0), bar.speedMs);
    return () => clearTimeout(t);
  }, [progress, bar.speedMs, setProgress]);

  const active = progress > 0;
  return (
    <div
      className="loading-bar"
      data-testid="loading-bar"
      data-progress={progress}
      role="progressbar"
      aria-label={chromeStrings(lang).loading}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress}
      aria-hidden={!active}
      style={{
        height: bar.height,
        background: bar.color,
        width: `${progress}%`,
        opacity: active ? 1 : 0,
        transition: `width ${bar.transitionMs}ms ease, opacity ${bar.transitionMs}ms ease`,
      }}
    />
  );
}
