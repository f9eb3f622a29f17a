import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { failed, ok, pending, renderBlock, type RenderBlockOptions, renderBlockLoading } from '../../test/renderBlock';
import type { ZoomRevealOptions } from '../../ui/motion/zoomReveal';
import hero from '.';
import enhanceHero, { watchReloadRules } from './enhance';

const zoom = vi.hoisted(() => ({ calls: [] as ZoomRevealOptions[], cleanup: vi.fn() }));
vi.mock('../../ui/motion/zoomReveal', () => ({
  zoomReveal: (o: ZoomRevealOptions) => {
    zoom.calls.push(o);
    return zoom.cleanup;
  },
}));

const props = {
  headline: 'Pioneering Cutting Edge EPC',
  text: 'One of the fastest-growing EPC companies.',
  button: { label: 'Get to know us', href: '/voltline-story' },
  poster: { src: '/images/hero-poster.png', alt: 'A Voltline transmission tower', width: 1280, height: 720 },
  labels: { mute: 'Mute video', unmute: 'Unmute video', play: 'Play video', pause: 'Pause video' },
  mobileMaxWidth: 1025,
};
const source = { endpoint: '/api/HomePageVideo', method: 'GET' as const, select: 'array' as const };
const videos = ok([{ videoUrl: '/videos/hero.mp4' }]);

/** React 19 retries a render suspended on use(promise) only inside an awaited act. */
/** Renders the hero with its data, and lets the main thread go idle once (when the video may start). */
async function show(opts: Partial<RenderBlockOptions> = {}) {
  const shown = await renderBlock(hero, { props, source, result: videos, ...opts });
  await runIdle();
  return shown;
}

function setWidth(px: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: px });
}
function setReducedMotion(on: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (q: string) => ({ matches: on && q.includes('reduce'), media: q, addEventListener: () => {}, removeEventListener: () => {} }),
  });
}

let play: ReturnType<typeof vi.spyOn>;
let pause: ReturnType<typeof vi.spyOn>;
// The main thread's idle moments, run when a test says so (jsdom has no requestIdleCallback).
let idle: (() => void)[] = [];
// Then a turn of the event loop, for the video's fetch (stubbed below) to settle.
const runIdle = () =>
  act(async () => {
    idle.splice(0).forEach((run) => run());
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
const BLOB = 'blob:http://site.test/hero-video';
let fetchVideo: ReturnType<typeof vi.fn>;

beforeAll(async () => {
  await hero.load();
});
beforeEach(() => {
  zoom.calls.length = 0;
  setWidth(1440);
  setReducedMotion(false);
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  // jsdom never loads images: the poster counts as arrived unless a test says otherwise.
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  idle = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  vi.stubGlobal('cancelIdleCallback', () => {});
  // The video is fetched whole and played from memory (jsdom has no object URLs).
  fetchVideo = vi.fn(async () => new Response(new Blob(['mp4'], { type: 'video/mp4' }), { headers: { 'content-length': '3' } }));
  vi.stubGlobal('fetch', fetchVideo);
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, writable: true, value: vi.fn(() => BLOB) });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: vi.fn() });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'connection');
  document.documentElement.removeAttribute('data-saves-data');
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, 'matchMedia');
});

/**
 * The play control before the visitor has chosen: it holds both states, "Pause" shown while the video
 * will play, "Play" under Save-Data or reduced motion (hero.css; jsdom applies no stylesheet, so
 * which one shows is asserted in the browser, tests/home.browser.test.ts).
 */
function unchosenPlayControl() {
  const button = screen.getByText('Play video').closest('button')!;
  expect(button.querySelector('.hero-plays')).toHaveTextContent('Pause video');
  expect(button.querySelector('.hero-stays')).toHaveTextContent('Play video');
  return button;
}

function expectFrame() {
  expect(screen.getByRole('heading', { level: 1, name: 'Pioneering Cutting Edge EPC' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Get to know us' })).toHaveAttribute('href', '/voltline-story');
  const poster = screen.getByRole('img', { name: 'A Voltline transmission tower' });
  expect(poster).toHaveAttribute('src', 'http://content.test/images/hero-poster.png');
  expect(poster).toHaveAttribute('fetchpriority', 'low');
  expect(poster).toHaveAttribute('width', '1280');
  expect(poster).toHaveAttribute('height', '720');
  expect(poster).not.toHaveAttribute('loading', 'lazy');
}

describe('hero', () => {
  it('shows headline, button and poster while the video call is pending, with placeholders for its buttons', () => {
    const { container } = renderBlockLoading(hero, { props, source, result: pending() });
    expectFrame();
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(2);
    expect(container.querySelector('video')).toBeNull();
  });

  it('keeps headline, button and poster when the video call fails', async () => {
    const { container } = await show({ result: failed() });
    expectFrame();
    expect(container.querySelector('video')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("loads no video bytes before the window load event and the poster, then fetches the media host's file whole and plays it muted from memory", async () => {
    setWidth(800);
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
    const { container } = await show();
    expectFrame();
    const video = container.querySelector('video')!;
    expect(video).not.toHaveAttribute('src');
    expect(video).toHaveAttribute('preload', 'none');
    readyState.mockReturnValue('complete');
    await act(async () => {
      window.dispatchEvent(new Event('load'));
    });
    // The window has loaded, the poster not yet: still no video.
    expect(video).not.toHaveAttribute('src');
    expect(play).not.toHaveBeenCalled();
    await act(async () => {
      container.querySelector('img.hero-poster')!.dispatchEvent(new Event('load'));
    });
    // The poster is in, the main thread not idle yet: still no video.
    expect(video).not.toHaveAttribute('src');
    expect(fetchVideo).not.toHaveBeenCalled();
    await runIdle();
    expect(fetchVideo).toHaveBeenCalledWith('http://media.test/videos/hero.mp4', expect.objectContaining({ credentials: 'omit' }));
    expect(video).toHaveAttribute('src', BLOB);
    expect(video.muted).toBe(true);
    expect(play).toHaveBeenCalled();
  });

  it('fetches no video under Save-Data, until the visitor presses play', async () => {
    setWidth(390);
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } });
    const { container } = await show();
    await runIdle();
    const video = container.querySelector('video')!;
    expect(video).not.toHaveAttribute('src');
    expect(idle).toHaveLength(0);
    // The mark the control's "Play" state shows by.
    expect(document.documentElement).toHaveAttribute('data-saves-data');
    await act(async () => unchosenPlayControl().click());
    expect(video).toHaveAttribute('src', 'http://media.test/videos/hero.mp4');
    expect(screen.getByRole('button', { name: 'Pause video' })).toBeInTheDocument();
  });

  it('fetches no video when motion is reduced: the poster stays', async () => {
    setWidth(390);
    setReducedMotion(true);
    const { container } = await show();
    await runIdle();
    expect(container.querySelector('video')).not.toHaveAttribute('src');
  });

  it('still plays the video when the poster fails to load', async () => {
    setWidth(800);
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
    const { container } = await show();
    await act(async () => {
      container.querySelector('img.hero-poster')!.dispatchEvent(new Event('error'));
    });
    await runIdle();
    expect(container.querySelector('video')).toHaveAttribute('src', BLOB);
  });

  it("plays the file from its address when it cannot be fetched whole (a media host that does not allow the site's origin)", async () => {
    setWidth(800);
    fetchVideo.mockRejectedValue(new TypeError('Failed to fetch'));
    const { container } = await show();
    expect(container.querySelector('video')).toHaveAttribute('src', 'http://media.test/videos/hero.mp4');
    expect(play).toHaveBeenCalled();
  });

  it('plays a file larger than a loop (over 4 MB) from its address, as it streams, rather than after all of it has come', async () => {
    setWidth(800);
    fetchVideo.mockResolvedValue(new Response('', { headers: { 'content-length': String(50 * 1024 * 1024) } }));
    const { container } = await show();
    expect(fetchVideo).toHaveBeenCalled();
    expect(container.querySelector('video')).toHaveAttribute('src', 'http://media.test/videos/hero.mp4');
  });

  it('toggles the sound: starts muted, the button says what it will do and is pressed while sound is on', async () => {
    const { container } = await show();
    const video = container.querySelector('video')!;
    const unmute = screen.getByRole('button', { name: 'Unmute video' });
    expect(unmute).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(unmute);
    const mute = screen.getByRole('button', { name: 'Mute video' });
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    expect(video.muted).toBe(false);
    await userEvent.click(mute);
    expect(screen.getByRole('button', { name: 'Unmute video' })).toHaveAttribute('aria-pressed', 'false');
    expect(video.muted).toBe(true);
  });

  it('above 1025 px: runs the zoom reveal, plays while pinned and pauses on leaving', async () => {
    setWidth(1440);
    const { container } = await show();
    expect(zoom.calls).toHaveLength(1);
    const call = zoom.calls[0]!;
    expect(call.section).toBe(container.querySelector('section.hero'));
    expect(call.media).toBe(container.querySelector('.hero-media'));
    expect(play).toHaveBeenCalledTimes(1);
    act(() => call.onActiveChange(false));
    expect(pause).toHaveBeenCalled();
    act(() => call.onActiveChange(true));
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('at 1025 px and below: no scroll effect, the video simply plays', async () => {
    setWidth(1025);
    await show();
    expect(zoom.calls).toHaveLength(0);
    expect(play).toHaveBeenCalled();
  });

  it('with reduced motion: no zoom and no autoplay, but the visitor can start the video', async () => {
    setReducedMotion(true);
    await show();
    expect(zoom.calls).toHaveLength(0);
    expect(play).not.toHaveBeenCalled();
    expect(document.documentElement).not.toHaveAttribute('data-saves-data');
    await userEvent.click(unchosenPlayControl());
    expect(play).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Pause video' }));
    expect(pause).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play video' })).toBeInTheDocument();
  });
});

describe("the hero's enhancement, on the server's HTML without React", () => {
  /** The hero as the server sends it (no video source yet), with no component behind it. */
  async function serverHtml() {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const { container, unmount } = await show();
    const html = container.innerHTML;
    unmount();
    readyState.mockRestore();
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.append(root);
    return root;
  }

  it('on a phone: gives the video its source once the window has loaded and the main thread is idle, and plays it; the app stays asleep', async () => {
    setWidth(390);
    const root = await serverHtml();
    const video = root.querySelector('video')!;
    expect(video).not.toHaveAttribute('src');
    play.mockClear();
    const wake = vi.fn();
    const stop = enhanceHero(root, wake);
    await runIdle();
    expect(video).toHaveAttribute('src', BLOB);
    expect(play).toHaveBeenCalledTimes(1);
    video.dispatchEvent(new Event('playing'));
    expect(video).toHaveClass('is-ready');
    expect(wake).not.toHaveBeenCalled();
    stop?.();
    root.remove();
  });

  it('on a phone with Save-Data or reduced motion: fetches nothing, marks Save-Data for the control\'s "Play" state, and the app stays asleep', async () => {
    setWidth(390);
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } });
    const phone = await serverHtml();
    const wake = vi.fn();
    const stop = enhanceHero(phone, wake);
    await runIdle();
    expect(phone.querySelector('video')).not.toHaveAttribute('src');
    expect(fetchVideo).not.toHaveBeenCalled();
    expect(document.documentElement).toHaveAttribute('data-saves-data');
    expect(wake).not.toHaveBeenCalled();
    stop?.();
    phone.remove();

    Reflect.deleteProperty(navigator, 'connection');
    document.documentElement.removeAttribute('data-saves-data');
    setReducedMotion(true);
    const still = await serverHtml();
    enhanceHero(still, wake)?.();
    await runIdle();
    expect(still.querySelector('video')).not.toHaveAttribute('src');
    // The media query shows the "Play" state: nothing to mark.
    expect(document.documentElement).not.toHaveAttribute('data-saves-data');
    expect(wake).not.toHaveBeenCalled();
    still.remove();
  });

  it('on a desktop (the zoom): wakes the app and fetches nothing itself', async () => {
    setWidth(1440);
    const desktop = await serverHtml();
    const wake = vi.fn();
    enhanceHero(desktop, wake);
    await runIdle();
    expect(wake).toHaveBeenCalledTimes(1);
    expect(desktop.querySelector('video')).not.toHaveAttribute('src');
    desktop.remove();
  });
});

describe('watchReloadRules', () => {
  let stop: () => void = () => {};
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('reloads once after a burst of resizes that changed the width', () => {
    setWidth(1440);
    const reload = vi.fn();
    stop = watchReloadRules(1025, reload);
    setWidth(1200);
    fireEvent(window, new Event('resize'));
    setWidth(1000);
    fireEvent(window, new Event('resize'));
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(300);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when a resize keeps the width (a mobile toolbar changing the height)', () => {
    setWidth(390);
    const reload = vi.fn();
    stop = watchReloadRules(1025, reload);
    fireEvent(window, new Event('resize'));
    vi.advanceTimersByTime(300);
    expect(reload).not.toHaveBeenCalled();
  });

  it('on desktop, reloads on scrolling back to the top after passing one viewport height', () => {
    setWidth(1440);
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
    const reload = vi.fn();
    stop = watchReloadRules(1025, reload);
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
      fireEvent.scroll(window);
    };
    scrollTo(500);
    scrollTo(0);
    expect(reload).not.toHaveBeenCalled();
    scrollTo(900);
    scrollTo(0);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
