/**
 * The island runtime: how a server-rendered page wakes its code. Everything the browser does about
 * it, and every name it shares with the server and the app, is in this module; nothing else
 * restates them.
 *
 * What the server writes (server/site/template.ts), and nothing more:
 * - in the head, before any other script: `installEarlyTaps`, built on its own and inlined (it must
 *   see the first tap, and a file would be a request before the first paint);
 * - on each block's element: `data-block` (its type), `data-block-id`, and `data-wake` on an
 *   interactive one: when it wants its code (`WakeWhen`);
 * - in the head, the links to the stylesheets fetched after the first paint, inside a `<noscript>`
 *   (`LATER_STYLES_ID`): a browser without script takes them from there, `loadPage` reads their
 *   addresses from its text;
 * - at the end of the body: the page's `StartParams` as JSON (`#__ISLANDS__`: whether it boots at
 *   once), then `loadPage`, built on its own with the start file's address in it and inlined with
 *   the page's nonce (an import() made by an inline script is trusted under 'strict-dynamic' only
 *   through its nonce);
 * - a loading bar at 30 % (`PAGE_BAR_CLASS`), for every full page load.
 *
 * What is the same on every page (the app's files, each block type's, the enhancements, the menus'
 * island) is not in the page: the build writes it into the start file (`IslandsManifest`), which
 * the browser keeps, and the start reads which blocks the page holds from their `data-block`. Each
 * byte of a page counts: its HTML must arrive in the first round trip (docs/performance.md).
 *
 * What happens, in order:
 * 1. Early taps (`installEarlyTaps`). Links and forms work on their own, but a form used before its
 *    code arrives must not go the no-script way (the server would answer "send again": a person
 *    does not fill a form that fast), and a plain button (a slider arrow, the hero's sound toggle)
 *    does nothing until React has taken the page. So: taps on plain buttons are noted, and clicked
 *    again once their block is live (`replayEarlyTaps`); any sign of use inside a form (a tap,
 *    focus, key, `input` or `change`, which autofill and screen readers send without a tap) wakes
 *    the code at once (`__wake`; until `loadPage` has run, `__wakeAsked` says it was asked for); a
 *    form's submit is held, and carried out by the form's own code once it has woken, with what was
 *    typed read back (`takeHeldSubmit`, ConfiguredForm). Should the code fail to load
 *    (`codeFailed`), held forms go the no-script way, so nothing is lost. From the moment React
 *    takes a form or a button (it marks the element with its props), its own listeners answer.
 * 2. First paint (`loadPage`). Styles for below the first screen are asked for once the first
 *    contentful paint is on screen, as print styles (the lowest priority), and turned on together
 *    (`STYLES_PENDING` while awaited, `STYLES_APPLIED_EVENT` once on). The loading bar completes as
 *    the window finishes loading. The start file (this module's `start`, a file of its own, kept by
 *    the browser) is imported a frame after both the load event and the first paint, so no request
 *    competes with the largest paint; a page whose own blocks hold a form (`atPaint`) imports it at
 *    its first paint: the form is why the visitor came.
 * 3. Start (`start`). The app (React, the router, the site's code) boots at once when the page
 *    cannot stand without it (nothing server-rendered, or a block React left to the browser:
 *    <!--$!-->), when it says so (`immediate`: the fallback page, a form page), or when a button was
 *    tapped early. Otherwise it boots when an interactive block comes near the viewport
 *    (`WAKE_AHEAD`: half a screen for 'visible', a whole screen for 'near'; 'interaction' waits for
 *    use), or at the visitor's first tap, key or focus outside the header. The header's menus are an
 *    island of their own (src/chrome/menuIsland.ts), loaded at the first tap in the header. Blocks'
 *    enhancements (`Enhancement`) run on their server HTML meanwhile, until the block hydrates
 *    (`BLOCK_HYDRATED_EVENT`). `html[data-started]` marks that the page listens from here on.
 * 4. Hydration (src/entry-client.tsx, src/engine/HydrateNearViewport.tsx). Each block hydrates as it
 *    nears the viewport (`WAKE_AHEAD.visible`); blocks with nothing interactive keep their server
 *    HTML for good. `html[data-hydrated]` (`markHydrated`) marks the page live; early taps are
 *    replayed then.
 */

/** When an interactive block wants its code: near the viewport, a screen ahead (forms), or only once the page is used. */
export type WakeWhen = 'visible' | 'near' | 'interaction';

/** How far below the viewport, in viewport heights, a block's approach wakes its code. */
export const WAKE_AHEAD = { visible: 0.5, near: 1 } as const;

/** An IntersectionObserver's rootMargin for a block waking `ahead` viewport heights below the viewport. */
export const marginAhead = (ahead: number): string => `0px 0px ${ahead * 100}% 0px`;

/** The attribute on a block's element naming when it wakes (`WakeWhen`). */
export const WAKE_ATTRIBUTE = 'data-wake';

/** The event the engine sends a server-rendered block's element once its component has hydrated. */
export const BLOCK_HYDRATED_EVENT = 'block-hydrated';

/** What `loadPage` sends the window once the styles it fetched after the first paint are on. */
export const STYLES_APPLIED_EVENT = 'stylesapplied';

/** The window's property set while styles fetched after the first paint are not on yet. */
export const STYLES_PENDING = '__stylesPending';

/** The loading bar the server writes into every page at 30 %; `loadPage` completes it as the window loads. */
export const PAGE_BAR_CLASS = 'page-bar';

/** The forms the engine renders (src/forms/ConfiguredForm.tsx): those whose use wakes the code. */
export const CONFIGURED_FORM_CLASS = 'configured-form';

/** The id of the JSON the server writes for `loadPage`: the page's `StartParams`. */
export const START_PARAMS_ID = '__ISLANDS__';

/**
 * What a block does on its server HTML before the app boots, or without it (src/engine/types.ts,
 * `enhance`): runs on the block's element; may call `wake` to boot the app; returns what stops it.
 */
export type Enhancement = (root: HTMLElement, wake: () => void) => (() => void) | void;

/** The id of the `<noscript>` in the head that links the stylesheets fetched after the first paint. */
export const LATER_STYLES_ID = '__LATER__';

/** What the server writes for a page (`#__ISLANDS__`): how its start differs from the usual. */
export interface StartParams {
  /** Boot as soon as the start file runs, whatever the page holds: the fallback page, or a page whose main content is a form. */
  immediate?: boolean;
  /** Import the start file at the first contentful paint, not after the load event (a form page). */
  atPaint?: boolean;
}

/** What the build writes into the start file (tooling/islands-manifest.ts): the same for every page. */
export interface IslandsManifest {
  /** The app's entry chunk. */
  entry: string;
  /** What the entry imports statically (React with React DOM, the router), each file after those it imports: evaluated first, one per task. */
  vendor: string[];
  /** By block type: its chunks besides the entry and what it imports, fetched alongside the entry when the page holds the block. */
  blocks: Record<string, string[]>;
  /** The header menus' island (src/chrome/menuIsland.ts). */
  menu?: string;
  /** Blocks' enhancements by block type: run on their server HTML. */
  enhance: Record<string, string>;
}

/** The page's params and the build's manifest, as the start's steps read them. */
interface Start {
  params: StartParams;
  manifest: IslandsManifest;
}

interface EarlyTaps {
  /** Stop noting taps and hand over those noted. */
  take(): HTMLButtonElement[];
  /** The taps noted so far (the start reads it). */
  noted(): HTMLButtonElement[];
  /** A form's held submit, handed over once (the submitter, or null for Enter). */
  heldSubmit(form: HTMLFormElement): { submitter: HTMLElement | null } | undefined;
  /** The page's code could not be loaded: held forms are posted the no-script way. */
  codeFailed(): void;
}

declare global {
  interface Window {
    __earlyTaps?: EarlyTaps;
    /** Wakes the page's code now (set by `loadPage`). */
    __wake?: () => void;
    /** Set when the page was used before `loadPage` ran: it wakes the code as soon as it runs. */
    __wakeAsked?: number;
    [STYLES_PENDING]?: number;
  }
}

// React marks each node it has hydrated with its props: from then on its own listeners answer.
const isLive = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactProps$'));

// `input` and `change` too: a keyboard, a screen reader or autofill can change a field with no tap.
const FORM_USE_EVENTS = ['pointerdown', 'focusin', 'keydown', 'input', 'change'] as const;

/** Step 1, in the head before any other script: notes early taps, holds early submits, wakes the code when a form is used. */
export function installEarlyTaps(): void {
  const noted: HTMLButtonElement[] = [];
  const held: { form: HTMLFormElement; submitter: HTMLElement | null }[] = [];
  let noting = true;
  const wake = () => {
    window.__wakeAsked = 1;
    window.__wake?.();
  };
  addEventListener(
    'click',
    (e) => {
      const button = noting && e.target instanceof Element && e.target.closest('button');
      if (button && button.type !== 'submit' && !button.disabled) noted.push(button);
    },
    true,
  );
  for (const type of FORM_USE_EVENTS)
    addEventListener(
      type,
      (e) => {
        const form = e.target instanceof Element && e.target.closest(`form.${CONFIGURED_FORM_CLASS}`);
        if (form && !isLive(form)) wake();
      },
      true,
    );
  addEventListener('submit', (e) => {
    const form = e.target;
    if (!(form instanceof HTMLFormElement) || !form.classList.contains(CONFIGURED_FORM_CLASS) || isLive(form)) return;
    e.preventDefault();
    if (!held.some((x) => x.form === form)) held.push({ form, submitter: e.submitter });
    wake();
  });
  window.__earlyTaps = {
    take() {
      noting = false;
      return noted.splice(0);
    },
    noted: () => noted.slice(),
    heldSubmit(form) {
      const i = held.findIndex((x) => x.form === form);
      return i < 0 ? undefined : { submitter: held.splice(i, 1)[0]!.submitter };
    },
    codeFailed() {
      for (const { form } of held.splice(0)) if (!isLive(form)) HTMLFormElement.prototype.submit.call(form);
    },
  };
}

/** Runs `then` once the first contentful paint is on screen (a browser that cannot tell: after the next frame). */
function afterFirstPaint(then: () => void) {
  if (PerformanceObserver.supportedEntryTypes?.includes('paint'))
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(then);
    }).observe({ type: 'paint', buffered: true });
  else requestAnimationFrame(() => setTimeout(then));
}

/**
 * Fetched as print styles (the lowest priority, applied to nothing) and turned on together once
 * all are in: the page's style and layout are worked out again once, not once per file.
 */
function loadLaterStyles(hrefs: string[]) {
  window[STYLES_PENDING] = 1;
  afterFirstPaint(() => {
    const links = hrefs.map((href) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.media = 'print';
      link.href = href;
      return link;
    });
    let waiting = links.length;
    const arrived = () => {
      if (--waiting) return;
      requestAnimationFrame(() => {
        for (const link of links) link.media = 'all';
        window[STYLES_PENDING] = 0;
        dispatchEvent(new Event(STYLES_APPLIED_EVENT));
      });
    };
    for (const link of links) link.onload = link.onerror = arrived;
    document.head.append(...links);
  });
}

/** The addresses the head's `<noscript>` links (`LATER_STYLES_ID`): with script on, a noscript's content is its text. */
function laterStyles(): string[] {
  const text = document.getElementById(LATER_STYLES_ID)?.textContent ?? '';
  return [...text.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
}

/** What the start file exports: `start` and `wakeNow` with the build's manifest bound (tooling/islands-manifest.ts). */
export interface StartFile {
  start(params: StartParams): void;
  wakeNow(params: StartParams): void;
}

/** Step 2, at the end of the body: later styles, the loading bar, and the start file (at `startFile`) once the page has painted and loaded. */
export function loadPage(startFile: string): void {
  const params = JSON.parse(document.getElementById(START_PARAMS_ID)?.textContent ?? 'null') as StartParams | null;
  if (!params) return;
  const later = laterStyles();
  if (later.length) loadLaterStyles(later);
  let loading: Promise<StartFile> | undefined;
  const load = () =>
    (loading ??= (import(/* @vite-ignore */ startFile) as Promise<StartFile>).catch((error: unknown) => {
      window.__earlyTaps?.codeFailed();
      throw error;
    }));
  window.__wake = () => void load().then((m) => m.wakeNow(params));
  if (window.__wakeAsked) window.__wake();
  const run = () => void load().then((m) => m.start(params));
  const loaded = () => {
    document.querySelector(`.${PAGE_BAR_CLASS}`)?.classList.add('is-done');
    // A request that ends before the largest paint counts against it (on a text page the first
    // paint is the largest): a frame after both the load event and the first paint.
    if (!params.atPaint) afterFirstPaint(() => requestAnimationFrame(() => setTimeout(run)));
  };
  if (params.atPaint) afterFirstPaint(run);
  if (document.readyState === 'complete') loaded();
  else addEventListener('load', loaded, { once: true });
}

/** Runs `then` once every stylesheet of the page applies: blocks lie where they will stay. */
function whenStyled(then: () => void) {
  if (window[STYLES_PENDING]) addEventListener(STYLES_APPLIED_EVENT, then, { once: true });
  else then();
}

/** A block's enhancement failed: one line naming the page, the block and the error (as the engine's blockFailureLine). */
function logFailure(element: HTMLElement, type: string, error: unknown) {
  const what = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  console.error(`Block "${element.dataset.blockId ?? '?'}" (${type}) on ${location.pathname} failed: ${what}`);
}

/** Runs `enhancement` on `element` until the block hydrates; one that throws is logged and boots the app. */
function enhanceElement(element: HTMLElement, type: string, enhancement: Enhancement, manifest: IslandsManifest) {
  let stop: (() => void) | void = undefined;
  try {
    stop = enhancement(element, () => boot(manifest));
  } catch (error) {
    logFailure(element, type, error);
    boot(manifest);
  }
  if (!stop) return;
  const end = stop;
  element.addEventListener(
    BLOCK_HYDRATED_EVENT,
    () => {
      try {
        end();
      } catch (error) {
        logFailure(element, type, error);
      }
    },
    { once: true },
  );
}

/**
 * Runs each enhancement on its block's elements, until the block hydrates. One that fails to load
 * or throws (or whose stop throws) is logged and boots the app, which does what it would have done.
 */
function enhance(manifest: IslandsManifest) {
  for (const [type, file] of Object.entries(manifest.enhance)) {
    const elements = [...document.querySelectorAll<HTMLElement>(`#root [data-block="${type}"]`)];
    if (!elements.length) continue;
    // A block that hydrates before its enhancement has loaded has no use for it.
    const hydrated = new Set<Element>();
    for (const element of elements) element.addEventListener(BLOCK_HYDRATED_EVENT, () => hydrated.add(element), { once: true });
    import(/* @vite-ignore */ file).then(
      (m: { default: Enhancement }) => {
        for (const element of elements) if (!hydrated.has(element)) enhanceElement(element, type, m.default, manifest);
      },
      (error: unknown) => {
        for (const element of elements) logFailure(element, type, error);
        boot(manifest);
      },
    );
  }
}

let booted = false;

function addLink(rel: string, href: string, apply?: (link: HTMLLinkElement) => void) {
  const link = document.createElement('link');
  link.rel = rel;
  apply?.(link);
  link.href = href;
  document.head.append(link);
}

/** The chunks of the interactive blocks in the page's main content (the footer's wait until they near the screen). */
function filesOnPage(manifest: IslandsManifest): string[] {
  const islands = document.querySelectorAll<HTMLElement>(`#main [${WAKE_ATTRIBUTE}]`);
  return [...new Set([...islands].flatMap((island) => manifest.blocks[island.dataset.block ?? ''] ?? []))];
}

function boot(manifest: IslandsManifest) {
  if (booted) return;
  booted = true;
  const { entry, vendor } = manifest;
  // The page's shell and route config (named in its config, see src/engine/pageConfig.ts) come
  // alongside the code, not after it.
  const config = document.getElementById('__SITE_CONFIG__');
  const named = config?.textContent ? (JSON.parse(config.textContent) as { shellUrl?: string; routeUrl?: string }) : {};
  for (const url of [named.shellUrl, named.routeUrl]) {
    if (url)
      addLink('preload', url, (l) => {
        l.as = 'fetch';
        l.crossOrigin = '';
      });
  }
  // The page's stylesheets are inline. Vite's chunk loader fetches a chunk's CSS unless a
  // <link rel="stylesheet"> for it is in the document, so one is added for each, disabled before it
  // has an href: such a link is never fetched.
  for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    addLink('stylesheet', style.dataset.href!, (l) => {
      l.disabled = true;
    });
  }
  // React with React DOM, the router, then the site's code, each evaluated in a task of its own (a module
  // is evaluated with whatever it imports that has not been yet): several shorter tasks than one long
  // one. All are fetched at once, by the preloads below. A form submitted before the code and held
  // waits for it: if the code cannot load, held forms are posted the no-script way instead.
  const failed = () => window.__earlyTaps?.codeFailed();
  const nextTask = () => new Promise((next) => setTimeout(next));
  void [...vendor, entry]
    .reduce<Promise<unknown>>((before, file) => before.then(() => import(/* @vite-ignore */ file)).then(nextTask), Promise.resolve())
    .catch(failed);
  // Each preload starts in a task of its own: starting a fetch costs a millisecond or two, and ten
  // of them in one task made a long one.
  for (const href of [...vendor, entry, ...filesOnPage(manifest)]) {
    setTimeout(() =>
      addLink('modulepreload', href, (l) => {
        l.crossOrigin = '';
      }),
    );
  }
}

/** A block React left to the browser (<!--$!-->), or one still streaming (<!--$?-->), or no server render at all. */
function needsApp(): boolean {
  const root = document.getElementById('root');
  if (!root?.firstElementChild) return true;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) if ((n as Comment).data === '$!' || (n as Comment).data === '$?') return true;
  return false;
}

/** The header, whose taps load its menus' island rather than the app. */
const siteHeader = () => document.querySelector('.site-header');

/** Boots the app once any block waking near the viewport comes within its distance. */
function wakeNearViewport(manifest: IslandsManifest) {
  const islands = document.querySelectorAll<HTMLElement>(`[${WAKE_ATTRIBUTE}="visible"], [${WAKE_ATTRIBUTE}="near"]`);
  if (!islands.length) return;
  if (typeof IntersectionObserver !== 'function') return boot(manifest);
  // Below a screen-filling block, what follows is styled after the first paint: until then a block
  // may sit higher than it will, and look near when it is not.
  whenStyled(() => {
    const observers: IntersectionObserver[] = [];
    for (const when of ['visible', 'near'] as const) {
      const targets = [...islands].filter((island) => island.getAttribute(WAKE_ATTRIBUTE) === when);
      if (!targets.length) continue;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((x) => x.isIntersecting)) return;
          observers.forEach((o) => o.disconnect());
          boot(manifest);
        },
        { rootMargin: marginAhead(WAKE_AHEAD[when]) },
      );
      targets.forEach((island) => observer.observe(island));
      observers.push(observer);
    }
  });
}

/** Boots the app at the visitor's first tap, key or focus outside the header; one in the header loads its menus' island. */
function wakeOnUse(manifest: IslandsManifest) {
  let menuLoaded = false;
  const menu = () => {
    if (menuLoaded || booted || !manifest.menu) return;
    menuLoaded = true;
    void import(/* @vite-ignore */ manifest.menu);
  };
  const header = siteHeader();
  const events = ['pointerdown', 'keydown', 'focusin', 'touchstart', 'input', 'change'];
  const onEvent = (e: Event) => {
    // A Tab decides nothing by itself: the focus it moves does (focusin), on the header or on the page.
    if (e instanceof KeyboardEvent && (e.key === 'Tab' || e.key === 'Shift')) return;
    if (header && e.target instanceof Node && header.contains(e.target)) return menu();
    for (const type of events) removeEventListener(type, onEvent, { capture: true });
    boot(manifest);
  };
  for (const type of events) addEventListener(type, onEvent, { capture: true, passive: true });
}

/** A button outside the header tapped before the start ran: the visitor is waiting for the app, which makes the tap again once live. */
function tappedEarly(): boolean {
  const header = siteHeader();
  return (window.__earlyTaps?.noted() ?? []).some((button) => !header?.contains(button));
}

/** Called by `loadPage` when the visitor has used a form before its code arrived: the app boots now. */
export function wakeNow({ manifest }: Start): void {
  boot(manifest);
}

/** Step 3, called by `loadPage` once the page has painted and loaded; after one more frame, nothing competes with the first paint. */
export function start({ params, manifest }: Start): void {
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (params.immediate || needsApp() || tappedEarly()) boot(manifest);
      else {
        wakeOnUse(manifest);
        wakeNearViewport(manifest);
      }
      // Blocks that keep their server HTML for good are enhanced even where the app boots at once.
      enhance(manifest);
      // From here a touch or a key boots the app (a test waits for this rather than for a guessed delay).
      document.documentElement.dataset.started = '';
    }),
  );
}

/* ---- Step 4, the app's side ---- */

let taken: HTMLButtonElement[] = [];

/** Just before React takes the page: stop noting taps, and keep those noted so far. */
export function takeEarlyTaps(): void {
  taken = window.__earlyTaps?.take() ?? [];
}

/** A form's submit held before its code was live, handed over once (see ConfiguredForm). */
export function takeHeldSubmit(form: HTMLFormElement): { submitter: HTMLElement | null } | undefined {
  return window.__earlyTaps?.heldSubmit(form);
}

const GIVE_UP_MS = 15_000;

/**
 * Once the page is live: each noted tap is made again on its button as soon as that button's
 * block has hydrated (at once for most; a block still loading its code a moment later).
 * Buttons gone from the page or disabled meanwhile are dropped.
 */
function replayEarlyTaps(): void {
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

/** Marks the page live (`<html data-hydrated>`): from here on its buttons and menus answer, and early taps are made again. */
export function markHydrated(): void {
  document.documentElement.dataset.hydrated = 'true';
  // For the bench (and any RUM): when the page's own controls answer.
  performance.mark?.('hydrated');
  replayEarlyTaps();
}

/** Whether the page's code has hydrated it (the header's menus island stands aside then). */
export const pageHydrated = (): boolean => document.documentElement.hasAttribute('data-hydrated');

/** Tells a server-rendered block's element that its component has hydrated: its enhancement stops. */
export function announceHydrated(blockId: string): void {
  document.querySelector(`[data-block-id="${CSS.escape(blockId)}"]`)?.dispatchEvent(new Event(BLOCK_HYDRATED_EVENT));
}
