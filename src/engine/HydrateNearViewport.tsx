import { use, useEffect, type ReactNode } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { useHydrated } from '../ui/DocumentTitle';

/** A block whose top is within this many viewport heights hydrates with the page. */
const AHEAD = 0.5;

interface Gate {
  open: boolean;
  opened: Promise<void>;
}

// Keyed by the block's server-stable id (useId), so a retried hydration finds its gate.
const gates = new Map<string, Gate>();

let navigate: NavigateFunction | null = null;

/**
 * A click on a link inside a block not hydrated yet would load a whole new document;
 * the router takes it instead, as it would once the block is live.
 */
/**
 * Lends the router to links in held blocks. Called where blocks are listed: a component
 * that has committed, since react-router's navigate does nothing for one still suspended.
 */
export function useHeldLinkNavigation(): void {
  const navigateTo = useNavigate();
  useEffect(() => {
    navigate = navigateTo;
  }, [navigateTo]);
}

function routeHeldLinks(event: MouseEvent) {
  if (!navigate || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
  const block = link.closest<HTMLElement>('[data-block-id]');
  if (!block || gates.get(block.dataset.blockId ?? '')?.open !== false) return;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  navigate(url.pathname + url.search + url.hash);
}

function gateFor(id: string): Gate {
  const known = gates.get(id);
  if (known) return known;
  const element = document.querySelector(`[data-block-id="${CSS.escape(id)}"]`);
  let gate: Gate;
  if (!element || typeof IntersectionObserver === 'undefined' || element.getBoundingClientRect().top < window.innerHeight * (1 + AHEAD)) {
    gate = { open: true, opened: Promise.resolve() };
  } else {
    // The same listener added twice is kept once.
    document.addEventListener('click', routeHeldLinks, true);
    let release!: () => void;
    gate = { open: false, opened: new Promise<void>((resolve) => (release = resolve)) };
    const pending = gate;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        pending.open = true;
        release();
      },
      { rootMargin: `0px 0px ${AHEAD * 100}% 0px` },
    );
    observer.observe(element);
  }
  gates.set(id, gate);
  return gate;
}

/**
 * Hydrates a server-rendered block only once it nears the viewport. Until then it
 * suspends, and React keeps the server's HTML of the block's Suspense boundary as it
 * is: readable, its links working (through the router), but none of its code run. On a phone most of
 * home is below the fold, and hydrating it all at load was most of the page's blocking
 * time. Blocks rendered in the browser (client navigation) are never held.
 */
export function HydrateNearViewport({ id, eager = false, children }: { id: string; eager?: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  if (eager || hydrated || typeof document === 'undefined') return children;
  const gate = gateFor(id);
  if (!gate.open) use(gate.opened);
  return children;
}
