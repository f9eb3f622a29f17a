/**
 * What the visitor does before the page's code is live. Links and forms work on their own
 * (they are real links and forms), but a form used before its code arrives must not go the
 * no-script way (the server would answer "send again", since a person does not fill a form
 * that fast), and a plain button (a slider arrow, the hero's sound toggle) does nothing until
 * React has taken the page. A few lines of inline script in the head, the page's first, see
 * all of it:
 * - taps on plain buttons are noted, and clicked again once their block is live;
 * - any sign of use inside a form (a tap, focus, key, `input` or `change`, which autofill and
 *   screen readers send without a tap) wakes the page's code at once (`__wake`, defined by the
 *   page's start script; until that has run, `__wakeAsked` says it was asked for);
 * - a form's submit is held, and carried out by the form's own code once it has woken, with
 *   what was typed read back from the page (ConfiguredForm): the spec's 'Sending...', its
 *   messages and its payload, exactly as if the code had been there. Should the code fail to
 *   load (`codeFailed`, called by the start script and the page's start), held forms go the no-script
 *   way, so nothing is lost.
 * From the moment React takes a form or a button (it marks the element with its props), its own
 * listeners answer instead.
 */

declare global {
  interface Window {
    /**
     * `take`: stop noting taps and hand over those noted; `noted`: the taps noted so far (the page's start
     * reads it); `heldSubmit`: hands over a form's held submit, once (the submitter, or null for Enter).
     */
    __earlyTaps?: {
      take(): HTMLButtonElement[];
      noted(): HTMLButtonElement[];
      heldSubmit(form: HTMLFormElement): { submitter: HTMLElement | null } | undefined;
      /** The page's code could not be loaded: held forms are posted the no-script way. */
      codeFailed(): void;
    };
    /** Wakes the page's code now (set by the page's start script, server/site/app.ts). */
    __wake?: () => void;
    /** Set when the page was used before its start script ran: it wakes the code as soon as it runs. */
    __wakeAsked?: number;
  }
}

/** The forms the engine renders (src/forms/ConfiguredForm.tsx). */
export const CONFIGURED_FORM_CLASS = 'configured-form';

/** Runs in the head before any other script; written by hand to stay small (it is in every page's HTML). */
export const EARLY_TAPS_SCRIPT = `(()=>{const q=[],h=[];let on=1;
const live=e=>Object.keys(e).some(k=>k.startsWith("__reactProps$"));
const wake=()=>{self.__wakeAsked=1;self.__wake?.()};
addEventListener("click",e=>{const b=on&&e.target instanceof Element&&e.target.closest("button");if(b&&b.type!=="submit"&&!b.disabled)q.push(b)},true);
for(const t of["pointerdown","focusin","keydown","input","change"])addEventListener(t,e=>{const f=e.target instanceof Element&&e.target.closest("form.${CONFIGURED_FORM_CLASS}");if(f&&!live(f))wake()},true);
addEventListener("submit",e=>{const f=e.target;if(!(f instanceof HTMLFormElement)||!f.classList.contains("${CONFIGURED_FORM_CLASS}")||live(f))return;e.preventDefault();if(!h.some(x=>x.f===f))h.push({f,s:e.submitter});wake()});
window.__earlyTaps={take(){on=0;return q.splice(0)},noted:()=>q.slice(),heldSubmit(f){const i=h.findIndex(x=>x.f===f);return i<0?undefined:{submitter:h.splice(i,1)[0].s}},codeFailed(){for(const{f}of h.splice(0))if(!live(f))HTMLFormElement.prototype.submit.call(f)}}})()`;

let taken: HTMLButtonElement[] = [];

/** Just before React takes the page: stop noting taps, and keep those noted so far. */
export function takeEarlyTaps(): void {
  taken = window.__earlyTaps?.take() ?? [];
}

/** A form's submit held before its code was live, handed over once (see ConfiguredForm). */
export function takeHeldSubmit(form: HTMLFormElement): { submitter: HTMLElement | null } | undefined {
  return window.__earlyTaps?.heldSubmit(form);
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
