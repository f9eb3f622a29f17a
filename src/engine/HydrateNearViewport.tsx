import { use, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { useHydrated } from '../ui/useHydrated';
import { onceNearViewport } from '../platform/nearViewport';
import { isPlainLeftClick } from '../ui/SiteLink';
import { announceHydrated, marginAhead, WAKE_AHEAD } from '../islands/runtime';

/** How far below the viewport, in viewport heights, a block still hydrates (with the page, or as the visitor scrolls). */
const AHEAD = WAKE_AHEAD.visible;

interface Gate {
  open: boolean;
  /** Only for a block held at first: resolves as it opens. A block open from the start never waits. */
  held?: Promise<void>;
  /** The server HTML it holds. */
  element?: Element;
}

const openGate = (): Gate => ({ open: true });

// Keyed by the block's config id (its `data-block-id`, unique on the page), so a retried hydration finds its gate.
const gates = new Map<string, Gate>();
// Blocks whose server HTML is kept for good (nothing interactive in them): never hydrated.
const kept = new WeakSet<Element>();

// Whether the first page (the one the server rendered) has been shown: every later one is a
// client-side navigation, whose blocks never find server HTML even where a block of the page
// before, still on screen, has the same id.
let firstPageShown = false;

/** Called once the first page has committed (see Page). */
export function markFirstPageShown(): void {
  firstPageShown = true;
}

/** Whether the page rendering now is the first one of this tab (in the browser, the server-rendered one). */
export const onFirstPage = (): boolean => !firstPageShown;

/** Whether a block rendering now may be adopting the server's HTML: only in a browser, on the first page. */
export const mayFindServerHtml = (): boolean => onFirstPage() && typeof document !== 'undefined';

let navigate: NavigateFunction | null = null;

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

/**
 * A click on a link inside a block not hydrated yet would load a whole new document;
 * the router takes it instead, as it would once the block is live.
 */
function routeHeldLinks(event: MouseEvent) {
  if (!navigate || event.defaultPrevented || !isPlainLeftClick(event)) return;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
  const block = link.closest<HTMLElement>('[data-block-id]');
  if (!block) return;
  const gate = gates.get(block.dataset.blockId ?? '');
  if (!kept.has(block) && !(gate && !gate.open && gate.element === block)) return;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  navigate(url.pathname + url.search + url.hash);
}

const WAKING_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * Keeps a server-rendered block's HTML for good: it is never hydrated, and a click on one of
 * its links goes through the router, as it would in a live block.
 */
export function keepServerHtml(element: Element): void {
  kept.add(element);
  document.addEventListener('click', routeHeldLinks, true);
}

function gateFor(id: string): Gate {
  const known = gates.get(id);
  if (known) return known;
  const element = document.querySelector(`[data-block-id="${CSS.escape(id)}"]`);
  // No server HTML to keep: render now, and remember nothing (the id may appear later).
  if (!element) return openGate();
  let gate: Gate;
  if (element.getBoundingClientRect().top < window.innerHeight * (1 + AHEAD)) {
    gate = openGate();
  } else {
    // The same listener added twice is kept once.
    document.addEventListener('click', routeHeldLinks, true);
    let release!: () => void;
    gate = { open: false, held: new Promise<void>((resolve) => (release = resolve)), element };
    const pending = gate;
    const wake = () => {
      if (pending.open) return;
      pending.open = true;
      release();
      cancel();
      for (const type of WAKING_EVENTS) element.removeEventListener(type, wake, true);
    };
    const cancel = onceNearViewport(element, marginAhead(AHEAD), wake);
    // Reached for before it neared the viewport (a keyboard's focus, a tap after a jump to an anchor):
    // it hydrates at once, and React replays the event once it has.
    for (const type of WAKING_EVENTS) element.addEventListener(type, wake, { capture: true, passive: true });
  }
  gates.set(id, gate);
  return gate;
}

/**
 * Hydrates a server-rendered block only once it nears the viewport. Until then it
 * suspends, and React keeps the server's HTML of the block's Suspense boundary as it
 * is: readable, its links working (through the router), but none of its code run. On a phone most of
 * home is below the fold, and hydrating it all at load was most of the page's blocking
 * time. Blocks rendered in the browser (client navigation) are never held: `fromServer` is
 * false for them (see mayFindServerHtml).
 */
export function HydrateNearViewport({ id, fromServer, eager = false, children }: { id: string; fromServer: boolean; eager?: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  const gate = fromServer ? (gates.get(id) ?? (!eager && !hydrated ? gateFor(id) : undefined)) : undefined;
  // A block held at first waits on its gate through use(), and calls it on every later render, open
  // or not: React warns when a component that suspended on use() no longer calls it. Once open, the
  // promise has resolved (React saw it resolve while waiting), so use() reads it without suspending.
  if (gate?.held) use(gate.held);
  // Children's effects run first: the block's own code has taken its server HTML over.
  useLayoutEffect(() => {
    if (fromServer) announceHydrated(id);
  }, [fromServer, id]);
  return children;
}
