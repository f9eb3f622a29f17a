/**
 * JavaScript size budgets, computed from dist/bundle-report.json — deterministic, so
 * the test suite holds them (timings live in `npm run bench`).
 */
import type { BundleReport } from './vite-plugins';

export const BUDGETS = {
  /** Gzipped JavaScript a route needs before it is interactive: entry, its config chunk, its blocks' code. */
  firstLoadKb: 115,
  /** Everything the home page ever loads, lazily loaded libraries (swiper, gsap) included. */
  homeTotalKb: 200,
};

/** A chunk and everything it imports statically, recursively. */
function withStaticImports(report: BundleReport, files: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (f: string) => {
    if (seen.has(f)) return;
    seen.add(f);
    for (const dep of report.chunks[f]?.imports ?? []) visit(dep);
  };
  files.forEach(visit);
  return seen;
}

const sumKb = (report: BundleReport, files: Iterable<string>) =>
  [...files].reduce((n, f) => n + (report.chunks[f]?.gzip ?? 0), 0) / 1024;

export function firstLoadFiles(report: BundleReport, routeIndex: number, blockTypes: string[]): Set<string> {
  const roots = [report.entry.file, report.routes[routeIndex] ?? '', ...blockTypes.map((t) => report.blocks[t]?.file ?? '')].filter(Boolean);
  return withStaticImports(report, roots);
}

export function firstLoadKb(report: BundleReport, routeIndex: number, blockTypes: string[]): number {
  return sumKb(report, firstLoadFiles(report, routeIndex, blockTypes));
}

/** First load plus every chunk those can import later, dynamically or not. */
export function totalKb(report: BundleReport, routeIndex: number, blockTypes: string[]): number {
  const all = firstLoadFiles(report, routeIndex, blockTypes);
  const queue = [...all];
  while (queue.length) {
    const f = queue.pop()!;
    for (const dep of [...(report.chunks[f]?.imports ?? []), ...(report.chunks[f]?.dynamicImports ?? [])]) {
      // The entry's dynamic imports are every route and block: only this route's own count.
      if (f === report.entry.file && report.chunks[f]?.dynamicImports.includes(dep)) continue;
      if (!all.has(dep)) {
        all.add(dep);
        queue.push(dep);
      }
    }
  }
  return sumKb(report, all);
}
