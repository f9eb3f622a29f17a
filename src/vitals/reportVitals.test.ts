import type { Metric } from 'web-vitals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startVitals, type VitalReport } from './reportVitals';

type Report = (m: Metric) => void;
const subscribers = vi.hoisted(() => new Map<string, (m: unknown) => void>());
vi.mock('web-vitals', () => {
  const on = (name: string) => (cb: (m: unknown) => void) => void subscribers.set(name, cb);
  return { onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS'), onFCP: on('FCP'), onTTFB: on('TTFB') };
});

const report = (name: Metric['name'], value: number, id = `v6-${name}`, navigationType: Metric['navigationType'] = 'navigate') =>
  (subscribers.get(name) as Report)({
    name,
    value,
    id,
    navigationType,
    rating: 'good',
    delta: value,
    entries: [],
    navigationId: 1,
  } as Metric);

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

// Every listener startVitals adds, so each test starts with none left over.
const listeners: [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined][] = [];
const realAdd = globalThis.addEventListener.bind(globalThis);
const beacon = vi.fn((_url: string | URL, _data?: BodyInit | null) => true);
const fetchMock = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(new Response(null, { status: 204 })));

beforeEach(() => {
  subscribers.clear();
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  vi.spyOn(globalThis, 'addEventListener').mockImplementation(
    (type: string, fn: EventListenerOrEventListenerObject | null, opts?: boolean | AddEventListenerOptions) => {
      if (!fn) return;
      listeners.push([type, fn, opts]);
      realAdd(type, fn, opts);
    },
  );
  beacon.mockReset().mockReturnValue(true);
  fetchMock.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: beacon });
  vi.stubGlobal('fetch', fetchMock);
  history.replaceState(null, '', '/projects/substation-noida');
});

afterEach(() => {
  for (const [type, fn, opts] of listeners.splice(0)) globalThis.removeEventListener(type, fn, opts);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const routeOf = (pathname: string) => (pathname.startsWith('/projects/') ? '/projects/:slug' : pathname);

async function start() {
  startVitals('https://api.example.com/vitals', routeOf);
  await vi.waitFor(() => expect(subscribers.size).toBe(5));
}

const blobJson = async (data: unknown) => {
  expect(data).toBeInstanceOf(Blob);
  const blob = data as Blob;
  expect(blob.type).toBe('text/plain');
  // jsdom's Blob has no text(); FileReader is its way in.
  const text = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
  return JSON.parse(text) as VitalReport[];
};

describe('startVitals', () => {
  it('subscribes to the five metrics and beacons the queue as text/plain JSON when the page is hidden', async () => {
    await start();
    expect([...subscribers.keys()].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    report('TTFB', 120.5);
    report('FCP', 900);
    report('LCP', 1400);
    expect(beacon).not.toHaveBeenCalled();

    setVisibility('hidden');
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, data] = beacon.mock.calls[0]!;
    expect(url).toBe('https://api.example.com/vitals');
    const page = { route: '/projects/:slug', path: '/projects/substation-noida' };
    expect(await blobJson(data)).toEqual([
      { name: 'TTFB', value: 120.5, rating: 'good', id: 'v6-TTFB', navigationType: 'navigate', ...page },
      { name: 'FCP', value: 900, rating: 'good', id: 'v6-FCP', navigationType: 'navigate', ...page },
      { name: 'LCP', value: 1400, rating: 'good', id: 'v6-LCP', navigationType: 'navigate', ...page },
    ]);
  });

  it('sends each metric once with its latest value, and nothing while visible or when the queue is empty', async () => {
    await start();
    report('CLS', 0.01);
    report('CLS', 0.04);
    setVisibility('visible');
    expect(beacon).not.toHaveBeenCalled();

    setVisibility('hidden');
    expect((await blobJson(beacon.mock.calls[0]![1])).map((m) => [m.name, m.value])).toEqual([['CLS', 0.04]]);
    setVisibility('visible');
    setVisibility('hidden');
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('flushes on pagehide too', async () => {
    await start();
    report('INP', 72);
    window.dispatchEvent(new Event('pagehide'));
    expect((await blobJson(beacon.mock.calls[0]![1])).map((m) => m.name)).toEqual(['INP']);
  });

  it('falls back to a keepalive no-cors fetch when sendBeacon refuses or is missing', async () => {
    await start();
    beacon.mockReturnValue(false);
    report('LCP', 2100);
    setVisibility('hidden');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://api.example.com/vitals');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, mode: 'no-cors' });
    expect((await blobJson(init!.body)).map((m) => m.value)).toEqual([2100]);

    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: undefined });
    report('CLS', 0.2);
    setVisibility('visible');
    setVisibility('hidden');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps the landing page for metrics reported after client-side navigation; a back/forward-cache restore starts a new page', async () => {
    await start();
    history.pushState(null, '', '/contact');
    report('CLS', 0.05);
    const restored = new Event('pageshow') as PageTransitionEvent;
    Object.defineProperty(restored, 'persisted', { value: true });
    window.dispatchEvent(restored);
    report('TTFB', 3, 'v6-TTFB-2', 'back-forward-cache');
    setVisibility('hidden');
    expect((await blobJson(beacon.mock.calls[0]![1])).map((m) => [m.name, m.route, m.path])).toEqual([
      ['CLS', '/projects/:slug', '/projects/substation-noida'],
      ['TTFB', '/contact', '/contact'],
    ]);
  });

  it('splits a long queue into beacons of at most 50 metrics', async () => {
    await start();
    for (let i = 0; i < 60; i++) report('FCP', i, `v6-${i}`);
    setVisibility('hidden');
    expect(beacon).toHaveBeenCalledTimes(2);
    expect((await blobJson(beacon.mock.calls[0]![1])).length).toBe(50);
    expect((await blobJson(beacon.mock.calls[1]![1])).length).toBe(10);
  });
});
