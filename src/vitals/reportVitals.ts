import type { Metric } from 'web-vitals';

/** One metric as sent to the vitals endpoint (POST, a JSON array of these). */
export interface VitalReport {
  name: Metric['name'];
  value: number;
  rating: Metric['rating'];
  id: string;
  navigationType: Metric['navigationType'];
  /** The config route pattern the page matched ("/projects/:slug"). */
  route: string;
  /** The concrete pathname ("/projects/substation-noida"). */
  path: string;
}

// The endpoint takes at most 50 metrics a request and strings of at most 300 characters.
const MAX_BATCH = 50;
const MAX_PATH = 300;

/**
 * Field measurement, reporting only (nothing on the page depends on it): loads web-vitals after the page
 * has loaded, queues LCP, INP, CLS, FCP and TTFB, and sends the queue as one
 * beacon whenever the page is hidden.
 *
 * A metric belongs to the page the browser loaded, not to wherever client-side
 * navigation has taken the visitor since: web-vitals measures the document's
 * navigation (CLS and INP over its whole life), so a CLS reported when the
 * visitor leaves from /contact still belongs to the landing page. A page
 * restored from the back/forward cache is a new navigation (new metric ids)
 * and is attributed to the path it was restored at.
 */
export function startVitals(endpoint: string, routeOf: (pathname: string) => string): void {
  const pageOf = () => ({ route: routeOf(location.pathname).slice(0, MAX_PATH), path: location.pathname.slice(0, MAX_PATH) });
  let page = pageOf();
  // Capturing and added before web-vitals loads, so it runs ahead of the
  // library's own pageshow listener, which reports the restored TTFB at once.
  addEventListener(
    'pageshow',
    (event) => {
      if (event.persisted) page = pageOf();
    },
    true,
  );
  // Keyed by metric id: CLS and INP report again when they grow, and only the latest value counts.
  const queue = new Map<string, VitalReport>();

  const add = (m: Metric) => {
    queue.set(m.id, { name: m.name, value: m.value, rating: m.rating, id: m.id, navigationType: m.navigationType, ...page });
  };

  const flush = () => {
    const all = [...queue.values()];
    queue.clear();
    for (let i = 0; i < all.length; i += MAX_BATCH) send(endpoint, all.slice(i, i + MAX_BATCH));
  };

  import('web-vitals').then(
    ({ onLCP, onINP, onCLS, onFCP, onTTFB }) => {
      for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(add);
      // Registered after web-vitals' own (capturing) listeners, so the values it
      // finalises on hide are queued before this flush runs.
      addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') flush();
      });
      // Safari does not always fire visibilitychange when the page unloads.
      addEventListener('pagehide', flush);
    },
    // Measurement must never break or disturb the page.
    () => {},
  );
}

function send(endpoint: string, batch: readonly VitalReport[]): void {
  // text/plain keeps it a CORS-safelisted request: a beacon cannot be preflighted.
  const body = new Blob([JSON.stringify(batch)], { type: 'text/plain' });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(endpoint, body)) return;
  fetch(endpoint, { method: 'POST', body, keepalive: true, mode: 'no-cors' }).catch(() => {});
}
