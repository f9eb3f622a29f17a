/**
 * A page's total blocking time counted from the CPU its main thread actually spent, not from the
 * wall clock. Lighthouse's TBT (simulated throttling) multiplies each task's observed wall-clock
 * duration by the phone's slowdown (4×), so on a shared host a 5 ms task the scheduler interrupted
 * reads 15 ms and counts as a 60 ms long task: traced side by side, a page with no application code
 * showed 1,000+ ms of Lighthouse TBT and 0 ms of its own (docs/performance.md). A task's thread time
 * (`tdur` in Chrome's trace) leaves the host's interruptions out, so this figure is the page's
 * alone, comparable from one hour to the next.
 */

/** The few fields of a Chrome trace event read here. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** Start, µs. */
  ts: number;
  /** Wall-clock duration, µs. */
  dur?: number;
  /** Thread (CPU) duration, µs. */
  tdur?: number;
}

/** A task blocks past this, on the phone: the same threshold as Lighthouse's. */
const LONG_TASK_MS = 50;

/**
 * Σ max(0, thread time × slowdown − 50 ms) over the main thread's tasks from the first contentful
 * paint on. The renderer is the process that painted (a trace can hold an earlier page's parse, the
 * blank page a run starts from); its main thread is its busiest in tasks. Null when nothing painted.
 */
export function ownBlockingTimeMs(events: readonly TraceEvent[], slowdown = 4): number | null {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return null;
  const tasks = events.filter((e) => e.pid === fcp.pid && e.ph === 'X' && e.name === 'RunTask');
  const busy = new Map<number, number>();
  for (const task of tasks) busy.set(task.tid, (busy.get(task.tid) ?? 0) + (task.tdur ?? 0));
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  let blocking = 0;
  for (const task of tasks) {
    if (task.tid !== main || task.ts < fcp.ts) continue;
    blocking += Math.max(0, ((task.tdur ?? task.dur ?? 0) / 1000) * slowdown - LONG_TASK_MS);
  }
  return Math.round(blocking);
}
