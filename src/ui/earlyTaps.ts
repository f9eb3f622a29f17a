/**
 * Taps that come before the page's script is live. Links and forms work on their own
 * (they are real links and forms); a plain button (a slider arrow, the hero's sound
 * toggle) does nothing until React has taken the page. A few bytes of inline script in the
 * head note such taps, and they are clicked again once the page is live, so nothing the
 * visitor did is silently dropped. From the moment React takes the page, its own listeners
 * (and its replay of events on parts still hydrating) answer instead.
 */

declare global {
  interface Window {
    /** `take`: stop noting and hand over what was noted; `noted`: what was noted so far (the page's start reads it). */
    __earlyTaps?: { take(): HTMLButtonElement[]; noted(): HTMLButtonElement[] };
  }
}

/** Runs in the head before any other script; written by hand to stay tiny. */
export const EARLY_TAPS_SCRIPT =
  '(()=>{const q=[];let on=1;addEventListener("click",e=>{const b=on&&e.target instanceof Element&&e.target.closest("button");if(b&&b.type!=="submit"&&!b.disabled)q.push(b)},true);window.__earlyTaps={take(){on=0;return q.splice(0)},noted:()=>q.slice()}})()';

let taken: HTMLButtonElement[] = [];

/** Just before React takes the page: stop noting taps, and keep those noted so far. */
export function takeEarlyTaps(): void {
  taken = window.__earlyTaps?.take() ?? [];
}

// React marks each node it has hydrated with its props; a button inside a block still hydrating
// (further down, or waiting for its code) has no handler yet, and a click on it would be lost.
const isLive = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactProps$'));
const GIVE_UP_MS = 15_000;

/**
 * Once the page is live: each noted tap is made again on its button as soon as that button's
 * block has hydrated (at once for most; a block still loading its code a moment later).
 * Buttons gone from the page or disabled meanwhile are dropped.
 */
export function replayEarlyTaps(): void {
  if (!taken.length) return;
  const started = Date.now();
  const tick = () => {
    taken = taken.filter((button) => {
      if (!button.isConnected) return false;
      if (!isLive(button)) return true;
      if (!button.disabled) button.click();
      return false;
    });
    if (taken.length && Date.now() - started < GIVE_UP_MS) setTimeout(tick, 100);
  };
  tick();
}
