/**
 * The home page's two reload rules, as pure decisions: it reloads on a width change, and on
 * desktop when the visitor returns to the top after scrolling past one viewport height (the
 * hook in useReloadRules.ts feeds them events and performs the reload).
 */

/** Rule 1: a resize reloads only when the width changed (a mobile toolbar changing the height does not). */
export function widthChanged(previousWidth: number, width: number): boolean {
  return previousWidth !== width;
}

export interface ScrollReloadState {
  /** The visitor has scrolled further than one viewport height. */
  scrolledPast: boolean;
}

export const initialScrollState: ScrollReloadState = { scrolledPast: false };

export interface ScrollSample {
  scrollY: number;
  viewportHeight: number;
  viewportWidth: number;
  mobileMaxWidth: number;
}

/** Rule 2: on desktop, back at the top after having scrolled past one viewport height → reload. */
export function nextScrollState(state: ScrollReloadState, s: ScrollSample): { state: ScrollReloadState; reload: boolean } {
  if (s.viewportWidth <= s.mobileMaxWidth) return { state, reload: false };
  if (s.scrollY > s.viewportHeight) return { state: state.scrolledPast ? state : { scrolledPast: true }, reload: false };
  if (s.scrollY <= 0 && state.scrolledPast) return { state: initialScrollState, reload: true };
  return { state, reload: false };
}
