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
  /** What a script or resource event ran or fetched. */
  args?: { data?: { url?: string } };
}

/** A task blocks past this, on the phone: the same threshold as Lighthouse's. */
const LONG_TASK_MS = 50;

/**
 * Σ max(0, thread time × slowdown − 50 ms) over the main thread's tasks from the first contentful
 * paint on. The renderer is the process that painted (a trace can hold an earlier page's parse, the
 * blank page a run starts from); its main thread is its busiest in tasks. Null when nothing painted.
 */
export function ownBlockingTimeMs(events: readonly TraceEvent[], slowdown = 4): number | null {
  const after = tasksAfterPaint(events);
  if (!after) return null;
  let blocking = 0;
  for (const task of after.tasks) blocking += Math.max(0, ((task.tdur ?? task.dur ?? 0) / 1000) * slowdown - LONG_TASK_MS);
  return Math.round(blocking);
}

/** The first contentful paint, the painting renderer's main-thread tasks from then on, and that thread's events. */
function tasksAfterPaint(events: readonly TraceEvent[]): { fcpTs: number; tasks: TraceEvent[]; thread: TraceEvent[] } | null {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return null;
  const tasks = events.filter((e) => e.pid === fcp.pid && e.ph === 'X' && e.name === 'RunTask');
  const busy = new Map<number, number>();
  for (const task of tasks) busy.set(task.tid, (busy.get(task.tid) ?? 0) + (task.tdur ?? 0));
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  return {
    fcpTs: fcp.ts,
    tasks: tasks.filter((t) => t.tid === main && t.ts >= fcp.ts),
    thread: events.filter((e) => e.pid === fcp.pid && e.tid === main && e.ph === 'X' && e.name !== 'RunTask'),
  };
}

/** What a page's main thread did after its first contentful paint, read from a trace. */
export interface MainThreadWork {
  tasks: number;
  /** Summed over the tasks: wall clock (the host's interruptions in it) and thread time (the page's own), ms. */
  wallMs: number;
  threadMs: number;
  /** Wall time of what the tasks ran, by kind (a trace event's name, with its script's path), largest first, ms. */
  byKind: [kind: string, ms: number][];
  /** The tasks of `longestOverMs` or more wall clock, in order: when (ms after the paint), how long, and their largest parts. */
  longest: { atMs: number; wallMs: number; threadMs: number; parts: [kind: string, ms: number][] }[];
}

const kindOf = (e: TraceEvent) => (e.args?.data?.url ? `${e.name} ${e.args.data.url.replace(/^[a-z]+:\/\/[^/]+/, '').slice(0, 60)}` : e.name);
const ms = (us: number | undefined) => Math.round((us ?? 0) / 100) / 10;

/**
 * The main thread's work after the first contentful paint, by kind: the events directly inside each
 * task (a script's evaluation, a style recalculation, a layout, a paint), so a page and its static
 * floor can be told apart by what each ran rather than by a blocking time the host stretches.
 * Null when nothing painted.
 */
export function mainThreadWork(events: readonly TraceEvent[], longestOverMs = 12.5): MainThreadWork | null {
  const after = tasksAfterPaint(events);
  if (!after) return null;
  const byKind = new Map<string, number>();
  const longest: MainThreadWork['longest'] = [];
  for (const task of after.tasks) {
    const end = task.ts + (task.dur ?? 0);
    const inside = after.thread.filter((e) => e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    // Only the outermost events: a script's evaluation holds its function calls, which are not counted twice.
    const outermost = inside.filter(
      (e) => !inside.some((o) => o !== e && o.ts <= e.ts && o.ts + (o.dur ?? 0) >= e.ts + (e.dur ?? 0) && (o.dur ?? 0) > (e.dur ?? 0)),
    );
    const parts = new Map<string, number>();
    for (const e of outermost) parts.set(kindOf(e), (parts.get(kindOf(e)) ?? 0) + (e.dur ?? 0));
    for (const [kind, us] of parts) byKind.set(kind, (byKind.get(kind) ?? 0) + us);
    if ((task.dur ?? 0) >= longestOverMs * 1000)
      longest.push({
        atMs: ms(task.ts - after.fcpTs),
        wallMs: ms(task.dur),
        threadMs: ms(task.tdur),
        parts: [...parts]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 4)
          .map(([k, us]) => [k, ms(us)]),
      });
  }
  return {
    tasks: after.tasks.length,
    wallMs: ms(after.tasks.reduce((n, t) => n + (t.dur ?? 0), 0)),
    threadMs: ms(after.tasks.reduce((n, t) => n + (t.tdur ?? 0), 0)),
    byKind: [...byKind].sort((a, b) => b[1] - a[1]).map(([k, us]) => [k, ms(us)]),
    longest,
  };
}
