/**
 * The header's menus as an island of their own: a few lines of plain script, no React, that the
 * page's start (src/islands/runtime.ts) imports when the visitor first reaches for the header.
 * The menus open and close without any script (<details>, see Header.tsx); this adds what a
 * summary cannot do alone, as the hydrated header does it:
 * - Escape closes the open dropdown (or the phone menu) and puts focus back on its control; on the
 *   desktop bar, where CSS opens a dropdown on hover and focus before the site's code, the item is
 *   marked dismissed until the pointer and the focus have left it;
 * - a mouse leaving the desktop bar closes a dropdown it had opened with a click.
 * Once the site's code has hydrated the page (html[data-hydrated]), React's header owns the menus
 * (it adopts what is open then) and this stands aside.
 */

import { pageHydrated as hydrated } from '../islands/runtime';

/** Whether the desktop bar shows: there the phone menu's toggle is hidden (global.css sets the width). */
function showsDesktopBar(nav: Element): boolean {
  const toggle = nav.querySelector('.menu-disclosure');
  return !!toggle && getComputedStyle(toggle).display === 'none';
}

/** Wires the menus of `nav` (the header's main navigation); returns what undoes it. */
export function enhanceMenus(nav: HTMLElement): () => void {
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || hydrated()) return;
    const target = e.target instanceof Element ? e.target : null;
    const item = target?.closest<HTMLElement>('.has-dropdown');
    const dropdown = item?.querySelector<HTMLDetailsElement>('details[data-menu]');
    const menu = nav.querySelector<HTMLDetailsElement>('details.menu-disclosure');
    if (item && dropdown && showsDesktopBar(nav)) {
      dropdown.open = false;
      item.dataset.dismissed = '';
      dropdown.querySelector('summary')?.focus();
      return;
    }
    const closing = dropdown?.open ? dropdown : menu?.open ? menu : null;
    if (!closing) return;
    closing.open = false;
    closing.querySelector('summary')?.focus();
  };
  // A dismissed item opens again once the visitor has left it (pointer and focus) and comes back.
  const onLeave = (e: FocusEvent | PointerEvent) => {
    const item = e.target instanceof Element ? e.target.closest('.has-dropdown') : null;
    if (!item || (e.relatedTarget instanceof Node && item.contains(e.relatedTarget))) return;
    const stillFocused = e.type !== 'focusout' && item.contains(document.activeElement);
    const stillHovered = e.type === 'focusout' && item.matches(':hover');
    if (!stillFocused && !stillHovered) item.removeAttribute('data-dismissed');
  };
  const onPointerLeave = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse' || hydrated() || !showsDesktopBar(nav)) return;
    for (const open of nav.querySelectorAll<HTMLDetailsElement>('details[data-menu][open]')) open.open = false;
  };
  const listeners = [
    ['keydown', onKeyDown],
    ['pointerleave', onPointerLeave],
    ['focusout', onLeave],
    ['pointerout', onLeave],
  ] as [string, EventListener][];
  for (const [type, listener] of listeners) nav.addEventListener(type, listener);
  return () => {
    for (const [type, listener] of listeners) nav.removeEventListener(type, listener);
  };
}

const nav = typeof document === 'undefined' ? null : document.querySelector<HTMLElement>('nav.main-nav');
if (nav) enhanceMenus(nav);
