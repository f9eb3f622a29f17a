/**
 * When a server-rendered page loads the site's code. The page's start script (server/site/app.ts)
 * imports this file once the window has loaded, and hands it what the route needs; as a file of its
 * own it is fetched once and kept (its name is its hash), where inline it came with every page's
 * HTML before the first paint.
 *
 * Islands: no code at all until the page needs it. The app (React, the router, the site's code)
 * boots when an interactive block comes within half a screen of the viewport ([data-wake="visible"],
 * written by the engine's BlockHost), or at the visitor's first tap, key or focus outside the header
 * (a form, a link to follow client-side; the header's menus are an island of their own), or at once
 * when the page cannot stand without it: nothing server-rendered (the fallback page) or a block React
 * left to the browser (<!--$!-->, its data to fetch), or when a button was tapped before this ran.
 * Blocks with nothing interactive keep their server HTML even then (src/engine/BlockHost.tsx). A block's enhancement (a video started once the
 * page is idle, figures counting up) runs on its server HTML meanwhile, without the app.
 *
 * Plain script with no imports (types aside): built on its own beside the chunks (tooling/vite-plugins.ts).
 */

// Types only: erased when this file is built on its own, with no imports.
import type { Enhancement } from '../engine/types';

export interface StartParams {
  /** The app's entry chunk. */
  entry: string;
  /** What the entry imports statically (React, the router): evaluated first, in a task of their own. */
  vendor: string[];
  /** The route's interactive blocks' chunks (not the entry or what it imports), fetched alongside the entry. */
  files: string[];
  /** The header menus' island (src/chrome/menuIsland.ts). */
  menu?: string;
  /** Boot as soon as this runs, whatever the page holds: the fallback page the browser renders, or a page whose main content is a form. */
  immediate?: boolean;
  /** Blocks' enhancements by block type (src/engine/types.ts, `enhance`): run on their server HTML. */
  enhance?: Record<string, string>;
}

/**
 * The loading bar the server writes into every page at 30 % (before the app's own, which runs on
 * client-side navigations): the page's start script completes it as the window finishes loading.
 */
export const PAGE_BAR_CLASS = 'page-bar';

/** What the page's inline script sends the window once the styles it fetched after the first paint are on (server/site/app.ts). */
export const STYLES_APPLIED_EVENT = 'stylesapplied';

/** The window's property the page's inline script sets while styles it fetches after the first paint are not on yet. */
export const STYLES_PENDING = '__stylesPending';

/** Runs `then` once every stylesheet of the page applies: blocks lie where they will stay. */
function whenStyled(then: () => void) {
  if (Reflect.get(window, STYLES_PENDING)) addEventListener(STYLES_APPLIED_EVENT, then, { once: true });
  else then();
}

// What the engine sends a block's element once it has hydrated (BLOCK_HYDRATED_EVENT in src/engine/types.ts).
const BLOCK_HYDRATED = 'block-hydrated';

/** A block's enhancement failed: one line naming the page, the block and the error (as the engine's blockFailureLine). */
function logFailure(element: HTMLElement, type: string, error: unknown) {
  const what = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  console.error(`Block "${element.dataset.blockId ?? '?'}" (${type}) on ${location.pathname} failed: ${what}`);
}

/**
 * Runs each enhancement on its block's elements, until the block hydrates. One that fails to load
 * or throws (or whose stop throws) is logged and boots the app, which does what it would have done.
 */
function enhance(params: StartParams) {
  for (const [type, file] of Object.entries(params.enhance ?? {})) {
    const elements = [...document.querySelectorAll<HTMLElement>(`#root [data-block="${type}"]`)];
    if (!elements.length) continue;
    // A block that hydrates before its enhancement has loaded has no use for it.
    const hydrated = new Set<Element>();
    for (const element of elements) element.addEventListener(BLOCK_HYDRATED, () => hydrated.add(element), { once: true });
    import(/* @vite-ignore */ file).then(
      (m: { default: Enhancement }) => {
        for (const element of elements) {
          if (hydrated.has(element)) continue;
          let stop: (() => void) | void = undefined;
          try {
            stop = m.default(element, () => boot(params));
          } catch (error) {
            logFailure(element, type, error);
            boot(params);
          }
          if (!stop) continue;
          const end = stop;
          element.addEventListener(
            BLOCK_HYDRATED,
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
      },
      (error: unknown) => {
        for (const element of elements) logFailure(element, type, error);
        boot(params);
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

function boot({ entry, vendor, files }: StartParams) {
  if (booted) return;
  booted = true;
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
  // React and the router first, the site's code in a task after: two shorter tasks than one.
  // A form submitted before the code and held waits for it: if the code cannot load, the page's
  // first script posts it the no-script way instead (src/ui/earlyTaps.ts).
  const failed = () => window.__earlyTaps?.codeFailed();
  void Promise.all(vendor.map((f) => import(/* @vite-ignore */ f))).then(() => setTimeout(() => void import(/* @vite-ignore */ entry).catch(failed)), failed);
  // Each preload starts in a task of its own: starting a fetch costs a millisecond or two, and ten
  // of them in one task made a long one.
  for (const href of [entry, ...files]) {
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

/**
 * How far below the viewport a block's approach wakes the app: an island half a screen ahead; a
 * form (BlockDefinition.wake "near") a whole screen ahead, so its code is live before it is used.
 */
const WAKE_MARGIN = { visible: '50%', near: '100%' } as const;

/** The header, whose taps load its menus' island rather than the app. */
const siteHeader = () => document.querySelector('.site-header');

function wake(params: StartParams) {
  let menuLoaded = false;
  const menu = () => {
    if (menuLoaded || booted || !params.menu) return;
    menuLoaded = true;
    void import(/* @vite-ignore */ params.menu);
  };
  const header = siteHeader();
  // `input` and `change` too: a keyboard, a screen reader or autofill can change a field with no tap.
  const events = ['pointerdown', 'keydown', 'focusin', 'touchstart', 'input', 'change'];
  const onEvent = (e: Event) => {
    // A Tab decides nothing by itself: the focus it moves does (focusin), on the header or on the page.
    if (e instanceof KeyboardEvent && (e.key === 'Tab' || e.key === 'Shift')) return;
    if (header && e.target instanceof Node && header.contains(e.target)) return menu();
    for (const type of events) removeEventListener(type, onEvent, { capture: true });
    boot(params);
  };
  for (const type of events) addEventListener(type, onEvent, { capture: true, passive: true });
  const islands = document.querySelectorAll<HTMLElement>(`[data-wake="visible"], [data-wake="near"]`);
  if (!islands.length) return;
  if (typeof IntersectionObserver !== 'function') return boot(params);
  // Below a screen-filling block, what follows is styled after the first paint: until then a block
  // may sit higher than it will, and look near when it is not.
  whenStyled(() => {
    const observers: IntersectionObserver[] = [];
    const observe = (selector: string, margin: string) => {
      const targets = [...islands].filter((island) => island.matches(selector));
      if (!targets.length) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((x) => x.isIntersecting)) return;
          observers.forEach((o) => o.disconnect());
          boot(params);
        },
        { rootMargin: margin },
      );
      targets.forEach((island) => observer.observe(island));
      observers.push(observer);
    };
    observe('[data-wake="visible"]', `0px 0px ${WAKE_MARGIN.visible} 0px`);
    observe('[data-wake="near"]', `0px 0px ${WAKE_MARGIN.near} 0px`);
  });
}

/**
 * A button outside the header tapped before this file ran (the page's inline script notes them,
 * src/ui/earlyTaps.ts): the visitor is waiting for the app, which makes the tap again once live.
 * Taps in the header are its menus' island's to answer.
 */
function tappedEarly(): boolean {
  const header = siteHeader();
  return (window.__earlyTaps?.noted() ?? []).some((button) => !header?.contains(button));
}

/**
 * Called by the page's start script when the visitor has used a form before its code arrived
 * (src/ui/earlyTaps.ts): the app boots now, whatever else the page would wait for.
 */
export function wakeNow(params: StartParams): void {
  boot(params);
}

/** Called by the page's start script a frame after the window has loaded (a form page: after its first paint); after one more, nothing competes with the first paint. */
export function start(params: StartParams): void {
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (params.immediate || needsApp() || tappedEarly()) boot(params);
      else wake(params);
      // Blocks that keep their server HTML for good are enhanced even where the app boots at once.
      enhance(params);
      // From here a touch or a key boots the app (a test waits for this rather than for a guessed delay).
      document.documentElement.dataset.started = '';
    }),
  );
}
