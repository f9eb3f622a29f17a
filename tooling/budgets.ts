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

// The island runtime's parts (src/islands/runtime.ts) are no chunks of the bundle, but every page runs
// them first: the start file, and the early taps and loader inlined in its HTML.
const runtimeBytes = (report: BundleReport) => [report.start, report.taps, report.loader].reduce((n, part) => n + (part?.gzip ?? 0), 0);
const sumKb = (report: BundleReport, files: Iterable<string>) => [...files].reduce((n, f) => n + (report.chunks[f]?.gzip ?? 0), runtimeBytes(report)) / 1024;

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
