/**
 * `npm run bench -- --trace PATH [--url SITE] [--runs N]`: what a route's main thread does after its
 * first contentful paint, beside its own static floor's (the same HTML without script,
 * tooling/bench-floor.ts), from the traces of Lighthouse's mobile runs taken alternately (floor, page,
 * floor, page…) against a running site (`npm start`'s, by default). For each: Lighthouse's TBT, the
 * tasks' wall clock and thread time, the work by kind (script evaluation, style, layout, paint…) as a
 * mean per run, and the page's tasks long enough to count as blocking on the phone. Where the TBT of a
 * page and of its floor differ by more than their work does, the difference is the host's.
 */
import { brotliCompressSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { launchChromeForLighthouse } from './lighthouseChrome';
import { startFloorProcess } from './bench-api';
import { median, routeFloorPage } from './bench-floor';
import { mainThreadWork, type MainThreadWork, type TraceEvent } from './ownBlockingTime';

export interface TraceOptions {
  siteUrl: string;
  path: string;
  runs: number;
  log: (line: string) => void;
}

interface Side {
  tbtMs: number[];
  work: MainThreadWork[];
}

type Lhr = { audits: Record<string, { numericValue?: number; details?: unknown } | undefined> } | undefined;

const simulatedFcp = (lhr: Lhr) => Math.round(lhr?.audits['first-contentful-paint']?.numericValue ?? NaN);

/** Lighthouse's long tasks as it simulated them on the phone: "@start duration (script or document)", in ms. */
function simulatedLongTasks(lhr: Lhr): string {
  const items = (lhr?.audits['long-tasks']?.details as { items?: { startTime: number; duration: number; url?: string }[] } | undefined)?.items ?? [];
  if (!items.length) return 'none';
  return [...items]
    .sort((a, b) => a.startTime - b.startTime)
    .map(
      (t) => `@${Math.round(t.startTime)} ${Math.round(t.duration)} (${t.url ? new URL(t.url, 'http://x').pathname.split('/').pop() || '/' : 'unattributed'})`,
    )
    .join(', ');
}

/** Each kind's wall time per run, averaged over the runs. */
function meanByKind(work: MainThreadWork[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const w of work) for (const [kind, ms] of w.byKind) sums.set(kind, (sums.get(kind) ?? 0) + ms);
  return new Map([...sums].map(([kind, ms]) => [kind, ms / Math.max(1, work.length)]));
}

export async function runTrace({ siteUrl, path, runs, log }: TraceOptions): Promise<{ page: Side; floor: Side }> {
  const answer = await fetch(`${siteUrl}${path}`);
  if (!answer.ok) throw new Error(`${path}: ${answer.status} from ${siteUrl}`);
  const floors = await startFloorProcess(new Map([[path, brotliCompressSync(Buffer.from(routeFloorPage(await answer.text())))]]), siteUrl);
  const chrome = await launchChromeForLighthouse();
  const sides: Record<'page' | 'floor', Side> = { page: { tbtMs: [], work: [] }, floor: { tbtMs: [], work: [] } };
  try {
    for (let run = 1; run <= runs; run++) {
      for (const [side, url] of [
        ['floor', `${floors.url}${path}`],
        ['page', `${siteUrl}${path}`],
      ] as const) {
        const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
        const tbt = result?.lhr.audits['total-blocking-time']?.numericValue;
        const events = (result?.artifacts as { Trace?: { traceEvents: TraceEvent[] } } | undefined)?.Trace?.traceEvents ?? [];
        const work = mainThreadWork(events);
        if (typeof tbt !== 'number' || !work) {
          log(`${side} run ${run}: no figures (${result?.lhr.runtimeError?.message ?? 'nothing painted'})`);
          continue;
        }
        sides[side].tbtMs.push(Math.round(tbt));
        sides[side].work.push(work);
        log(
          `${side} run ${run}: Lighthouse TBT ${Math.round(tbt)} ms; after the first paint ${work.tasks} tasks, ${work.wallMs} ms wall clock, ${work.threadMs} ms thread time (host CPU index ${result?.lhr.environment.benchmarkIndex})`,
        );
        // Lighthouse's TBT counts its simulated tasks between its simulated first paint and
        // interactive: where a task lands against that paint decides whether it counts.
        log(`  Lighthouse's simulated first paint ${simulatedFcp(result?.lhr)} ms; its long tasks: ${simulatedLongTasks(result?.lhr)}`);
        if (side === 'page')
          for (const t of work.longest)
            log(`  +${t.atMs} ms: a task of ${t.wallMs} ms (${t.threadMs} ms thread): ${t.parts.map(([k, ms]) => `${k} ${ms}`).join(', ')}`);
      }
    }
  } finally {
    await chrome.kill();
    await floors.stop();
  }
  const [page, floor] = [meanByKind(sides.page.work), meanByKind(sides.floor.work)];
  const kinds = [...new Set([...page.keys(), ...floor.keys()])].sort((a, b) => (page.get(b) ?? 0) - (page.get(a) ?? 0)).slice(0, 15);
  log(`\n${path}, medians of ${runs} runs each: page TBT ${median(sides.page.tbtMs)} ms, floor ${median(sides.floor.tbtMs)} ms;`);
  log(
    `thread time after the first paint: page ${median(sides.page.work.map((w) => w.threadMs))} ms, floor ${median(sides.floor.work.map((w) => w.threadMs))} ms; wall clock: page ${median(sides.page.work.map((w) => w.wallMs))} ms, floor ${median(sides.floor.work.map((w) => w.wallMs))} ms`,
  );
  log('\n| work after the first paint (mean per run, wall ms) | page | floor |\n| --- | --- | --- |');
  for (const kind of kinds) log(`| ${kind} | ${(page.get(kind) ?? 0).toFixed(1)} | ${(floor.get(kind) ?? 0).toFixed(1)} |`);
  return { page: sides.page, floor: sides.floor };
}
