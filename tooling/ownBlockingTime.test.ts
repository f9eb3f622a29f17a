import { describe, expect, it } from 'vitest';
import { mainThreadWork, ownBlockingTimeMs, type TraceEvent } from './ownBlockingTime';

const RENDERER = 7;
const MAIN = 1;
const task = (tsMs: number, wallMs: number, cpuMs: number, tid = MAIN, pid = RENDERER): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  ts: tsMs * 1000,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
});
const parse: TraceEvent = { name: 'ParseHTML', ph: 'X', pid: RENDERER, tid: MAIN, ts: 0 };
const fcp: TraceEvent = { name: 'firstContentfulPaint', ph: 'R', pid: RENDERER, tid: MAIN, ts: 100_000 };

describe('ownBlockingTimeMs', () => {
  it("counts a main-thread task's CPU time at the phone's slowdown, from the first contentful paint on", () => {
    // 20 ms of CPU at 4× is an 80 ms task: 30 ms past the 50 ms threshold. Its 60 ms of wall clock do not count.
    // Before the first paint (a 40 ms parse), on another thread, or in another process: not counted.
    // So is a page parsed earlier in another process (the blank page a run starts from).
    const blank: TraceEvent = { ...parse, pid: 9 };
    const events = [blank, parse, fcp, task(50, 40, 40), task(200, 60, 20), task(300, 90, 10), task(400, 30, 30, 2, RENDERER), task(500, 30, 30, MAIN, 9)];
    expect(ownBlockingTimeMs(events)).toBe(30);
  });

  it('reads a task the host interrupted by what it ran, where wall-clock figures would count it', () => {
    // Five tasks of 5 ms CPU stretched to 20 ms each by a busy host: 5 × (80 − 50) = 150 ms by the wall clock, none by CPU.
    const events = [parse, fcp, ...[1, 2, 3, 4, 5].map((n) => task(100 + n * 50, 20, 5))];
    expect(ownBlockingTimeMs(events)).toBe(0);
  });

  it('is null without a first contentful paint to count from', () => {
    expect(ownBlockingTimeMs([parse, task(200, 60, 20)])).toBeNull();
  });
});

describe('mainThreadWork', () => {
  const inside = (name: string, tsMs: number, wallMs: number, url?: string): TraceEvent => ({
    name,
    ph: 'X',
    pid: RENDERER,
    tid: MAIN,
    ts: tsMs * 1000,
    dur: wallMs * 1000,
    ...(url ? { args: { data: { url } } } : {}),
  });

  it("sums what the main thread's tasks ran after the first paint, by kind, and lists the long tasks' parts", () => {
    const events = [
      parse,
      fcp,
      // Before the paint: not counted.
      task(50, 30, 30),
      inside('Layout', 55, 20),
      // A script's evaluation, its function call inside it (not counted again), then a style recalculation.
      task(200, 40, 20),
      inside('v8.evaluateModule', 201, 25, 'http://127.0.0.1:4173/static/js/react-x.js'),
      inside('FunctionCall', 205, 10),
      inside('UpdateLayoutTree', 230, 8),
      task(300, 4, 4),
      inside('Layout', 300, 3),
      // Another thread: not the page's main thread.
      task(310, 30, 30, 2),
    ];
    const work = mainThreadWork(events)!;
    expect(work).toMatchObject({ tasks: 2, wallMs: 44, threadMs: 24 });
    expect(work.byKind).toEqual([
      ['v8.evaluateModule /static/js/react-x.js', 25],
      ['UpdateLayoutTree', 8],
      ['Layout', 3],
    ]);
    expect(work.longest).toEqual([
      {
        atMs: 100,
        wallMs: 40,
        threadMs: 20,
        parts: [
          ['v8.evaluateModule /static/js/react-x.js', 25],
          ['UpdateLayoutTree', 8],
        ],
      },
    ]);
  });

  it('is null without a first contentful paint', () => {
    expect(mainThreadWork([parse, task(200, 60, 20)])).toBeNull();
  });
});
