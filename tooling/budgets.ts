/**
 * JavaScript size budgets, computed from dist/bundle-report.json — deterministic, so
 * the test suite holds them (timings live in `npm run bench`).
 */
import { firstLoadFiles, type BundleReport } from '../server/site/bundleReport';

export const BUDGETS = {
  /** Gzipped JavaScript a route needs before it is interactive: the page's start, the entry and its blocks' code. */
  firstLoadKb: 115,
  /** Everything the home page ever loads, lazily loaded libraries (swiper, gsap) included. */
  homeTotalKb: 200,
};

// The page's start (src/chrome/pageStart.ts) is no chunk of the bundle, but every page loads it first.
const sumKb = (report: BundleReport, files: Iterable<string>) => [...files].reduce((n, f) => n + (report.chunks[f]?.gzip ?? 0), report.start?.gzip ?? 0) / 1024;

export function firstLoadKb(report: BundleReport, blockTypes: string[]): number {
  return sumKb(report, firstLoadFiles(report, blockTypes));
}

/** First load plus every chunk those can import later, dynamically or not. */
export function totalKb(report: BundleReport, blockTypes: string[]): number {
  const all = firstLoadFiles(report, blockTypes);
  const queue = [...all];
  while (queue.length) {
    const f = queue.pop()!;
    for (const dep of [...(report.chunks[f]?.imports ?? []), ...(report.chunks[f]?.dynamicImports ?? [])]) {
      // The entry's dynamic imports are every block: only this route's own count.
      if (f === report.entry.file && report.chunks[f]?.dynamicImports.includes(dep)) continue;
      if (!all.has(dep)) {
        all.add(dep);
        queue.push(dep);
      }
    }
  }
  return sumKb(report, all);
}
