/** Field web vitals: the metrics the site reports and their per-route summary. */

export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

export const isVitalName = (s: unknown): s is VitalName => (VITAL_NAMES as readonly unknown[]).includes(s);

/** One stored report, as the summary needs it. */
export interface VitalSample {
  name: VitalName;
  value: number;
  route: string;
  /** web-vitals' metric id; null when the client sent none. */
  metricId: string | null;
}

export interface VitalSummary {
  route: string;
  name: VitalName;
  count: number;
  p75: number;
}

/**
 * The p-th percentile (0 < p ≤ 100) by nearest rank: the smallest value with at
 * least p % of the values at or below it, so always a value that was measured.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new RangeError('percentile of no values');
  if (!(p > 0 && p <= 100)) throw new RangeError(`percentile must be in (0, 100], got ${p}`);
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil((p / 100) * sorted.length) - 1]!;
}

/**
 * Count and 75th percentile per route and metric, routes in alphabetical order
 * and metrics in VITAL_NAMES order. Samples come oldest first: CLS and INP are
 * reported again under the same metric id when they grow, and only the last
 * report of an id counts.
 */
export function summarizeVitals(samples: Iterable<VitalSample>): VitalSummary[] {
  const latest = new Map<string, VitalSample>();
  let anonymous = 0;
  for (const s of samples) latest.set(s.metricId === null ? `\0${anonymous++}` : `${s.name}\0${s.metricId}`, s);

  const groups = new Map<string, { route: string; name: VitalName; values: number[] }>();
  for (const s of latest.values()) {
    const key = `${s.route}\0${s.name}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { route: s.route, name: s.name, values: [] }));
    group.values.push(s.value);
  }
  return [...groups.values()]
    .sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : VITAL_NAMES.indexOf(a.name) - VITAL_NAMES.indexOf(b.name)))
    .map(({ route, name, values }) => ({ route, name, count: values.length, p75: percentile(values, 75) }));
}

/** "1234 ms", or CLS's unitless score to three decimals. */
export const formatVital = (name: VitalName, value: number): string => (name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`);
