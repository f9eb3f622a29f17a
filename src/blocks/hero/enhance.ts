/**
 * What the hero does on a phone without the app: its video, its reload rules. The page's start runs
 * this on the server's HTML once the window has loaded, so home's first screen on a phone needs no
 * React at all until the visitor reaches for something; the hydrated hero uses the same functions.
 * No React here (this file's chunk must not pull it in).
 */
import type { Enhancement } from '../../islands/runtime';
import { prefersReducedMotion } from '../../ui/motion/prefersReducedMotion';
import { markSavesData, savesData } from '../../ui/saveData';
import { initialScrollState, nextScrollState, widthChanged } from './reloadRules';

/** Runs `then` once one of the events has happened, or at once if it already had; returns the cleanup. */
function whenSettled(target: EventTarget, done: boolean, events: string[], then: () => void): () => void {
  if (done) {
    then();
    return () => undefined;
  }
  const once = () => {
    events.forEach((e) => target.removeEventListener(e, once));
    then();
  };
  events.forEach((e) => target.addEventListener(e, once));
  return () => events.forEach((e) => target.removeEventListener(e, once));
}

/** Once the main thread is idle (a second later where there is no requestIdleCallback); returns the cancel, a no-op once run. */
function whenIdle(then: () => void): () => void {
  let done = false;
  const run = () => {
    done = true;
    then();
  };
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run);
    return () => done || cancelIdleCallback(id);
  }
  const timer = setTimeout(run, 1000);
  return () => clearTimeout(timer);
}

/** A background loop of a few seconds; a longer film from the media host plays as it streams. */
const WHOLE_FILE_MAX_BYTES = 4 * 1024 * 1024;

/**
 * The video file as one blob, for an object URL: a `<video>` loads its file on the page's main
 * thread, a task for each piece as it arrives (on a 4× phone some 600 ms of main-thread work for
 * the hero's 400 KB), while a fetched body becomes a blob without passing through it. The file's
 * own address where the fetch fails (a media host that does not allow the site's origin, say) or
 * the file's size is unknown or larger than a loop's (it would play only once all of it had come).
 */
async function wholeFile(path: string, signal: AbortSignal): Promise<string> {
  const stop = new AbortController();
  signal.addEventListener('abort', () => stop.abort());
  try {
    const response = await fetch(path, { signal: stop.signal, credentials: 'omit' });
    const length = Number(response.headers.get('content-length') ?? NaN);
    if (!response.ok || !(length <= WHOLE_FILE_MAX_BYTES)) {
      stop.abort();
      return path;
    }
    return URL.createObjectURL(await response.blob());
  } catch {
    return path;
  }
}

/**
 * Gives the video its file (its `data-src`) once the window has loaded, the poster has arrived
 * (or failed) and the main thread is idle: the poster is what paints first, and no video byte
 * competes with it or with the page's code. It is fetched whole, then played (see wholeFile); a
 * background loop has nothing to show before it has it all. `asked` (the visitor pressed play) gives
 * the file's address at once, to play as it streams. Calls `onSource` once the video has its
 * source, at once if it had one. Returns the cancel.
 * Set on the element, never by React: a hydrating hero adopts a video already playing.
 */
export function sourceAfterPoster(video: HTMLVideoElement, poster: HTMLImageElement, asked: boolean, onSource: () => void): () => void {
  const path = video.dataset.src;
  if (video.getAttribute('src') || !path) {
    if (video.getAttribute('src')) onSource();
    return () => undefined;
  }
  const fetching = new AbortController();
  const give = (src: string) => {
    if (!video.getAttribute('src')) video.src = src;
    else if (src !== path) URL.revokeObjectURL(src);
    onSource();
  };
  // A blob that came after the cancel (the hero hydrated meanwhile) is let go, not kept for the page's life.
  const giveUnlessCancelled = (src: string) => (fetching.signal.aborted ? src !== path && URL.revokeObjectURL(src) : give(src));
  if (asked) {
    give(path);
    return () => undefined;
  }
  let stopPoster: () => void = () => {};
  let stopIdle: () => void = () => {};
  const stopWindow = whenSettled(window, document.readyState === 'complete', ['load'], () => {
    stopPoster = whenSettled(poster, poster.complete, ['load', 'error'], () => {
      stopIdle = whenIdle(() => void wholeFile(path, fetching.signal).then(giveUnlessCancelled));
    });
  });
  return () => {
    stopWindow();
    stopPoster();
    stopIdle();
    fetching.abort();
  };
}

/** The video fades in over the poster once it plays (hero.css, .is-ready). Returns the cancel. */
export function revealWhenPlaying(video: HTMLVideoElement): () => void {
  const ready = () => video.classList.add('is-ready');
  if (!video.paused && video.readyState > 2) ready();
  video.addEventListener('playing', ready);
  return () => video.removeEventListener('playing', ready);
}

const RESIZE_DEBOUNCE_MS = 250;

/**
 * Reloads the home page on a width change (debounced, so a drag across sizes reloads once) and, on
 * desktop, on returning to the top after scrolling past one viewport height: the pinned scroll
 * effect is laid out for one width and one pass, and a reload is how the product resets it.
 * Returns what removes the listeners.
 */
export function watchReloadRules(mobileMaxWidth: number, reload: () => void): () => void {
  const startWidth = window.innerWidth;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let scroll = initialScrollState;
  let reloading = false;
  const fire = () => {
    if (reloading) return;
    reloading = true;
    reload();
  };
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (widthChanged(startWidth, window.innerWidth)) fire();
    }, RESIZE_DEBOUNCE_MS);
  };
  const onScroll = () => {
    const next = nextScrollState(scroll, {
      scrollY: window.scrollY,
      viewportHeight: window.innerHeight,
      viewportWidth: window.innerWidth,
      mobileMaxWidth,
    });
    scroll = next.state;
    if (next.reload) fire();
  };
  window.addEventListener('resize', onResize);
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    clearTimeout(timer);
    window.removeEventListener('resize', onResize);
    window.removeEventListener('scroll', onScroll);
  };
}

const enhanceHero: Enhancement = (root, wake) => {
  const section = root.querySelector<HTMLElement>('section.hero');
  if (!section) return;
  const mobileMaxWidth = Number(section.dataset.mobileMaxWidth);
  // Wider, the hero pins and zooms as the visitor scrolls (gsap's ScrollTrigger): that is the
  // hydrated hero's work, and the app boots now.
  if (window.innerWidth > mobileMaxWidth && !prefersReducedMotion()) return wake();
  const video = section.querySelector<HTMLVideoElement>('video.hero-video');
  const poster = section.querySelector<HTMLImageElement>('img.hero-poster');
  if (!video || !poster) return;
  const reloads = watchReloadRules(mobileMaxWidth, () => window.location.reload());
  // Under Save-Data or reduced motion the poster stays and the video waits for the visitor's play (a
  // tap wakes the app, which plays it). The control's "Play" state shows by CSS (hero.css): a media
  // query for reduced motion, the document's mark for Save-Data.
  if (savesData() || prefersReducedMotion()) {
    markSavesData();
    return reloads;
  }
  const stops = [reloads, revealWhenPlaying(video)];
  // Autoplay may be refused (data saver, policy): the poster then stays, which is fine.
  stops.push(sourceAfterPoster(video, poster, false, () => void video.play()?.catch(() => undefined)));
  return () => stops.forEach((stop) => stop());
};

export default enhanceHero;
