import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { formatVital, percentile, summarizeVitals, type VitalSample } from './vitals.ts';

describe('percentile (nearest rank)', () => {
  it('is the smallest measured value with p % of the values at or below it', () => {
    expect(percentile([1, 2, 3, 4], 75)).toBe(3);
    expect(percentile([4, 1, 3, 2, 5], 75)).toBe(4); // rank ceil(3.75) = 4
    expect(percentile([10, 20, 30, 40, 50, 60, 70, 80], 75)).toBe(60); // rank 6 of 8
    expect(percentile([7], 75)).toBe(7);
    expect(percentile([3, 1, 2], 100)).toBe(3);
    expect(percentile([3, 1, 2], 1)).toBe(1);
  });

  it('does not reorder its input and refuses no values or a p outside (0, 100]', () => {
    const values = [3, 1, 2];
    percentile(values, 75);
    expect(values).toEqual([3, 1, 2]);
    expect(() => percentile([], 75)).toThrow(RangeError);
    expect(() => percentile([1], 0)).toThrow(RangeError);
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });
});

const sample = (name: VitalSample['name'], value: number, route = '/', metricId: string | null = null): VitalSample => ({ name, value, route, metricId });

describe('summarizeVitals', () => {
  it('counts and takes the 75th percentile per route and metric, routes sorted, metrics in LCP INP CLS FCP TTFB order', () => {
    expect(
      summarizeVitals([
        sample('TTFB', 100, '/projects'),
        sample('LCP', 2000),
        sample('LCP', 1000),
        sample('CLS', 0.1),
        sample('LCP', 3000),
        sample('LCP', 4000),
        sample('LCP', 1500, '/projects'),
      ]),
    ).toEqual([
      { route: '/', name: 'LCP', count: 4, p75: 3000 },
      { route: '/', name: 'CLS', count: 1, p75: 0.1 },
      { route: '/projects', name: 'LCP', count: 1, p75: 1500 },
      { route: '/projects', name: 'TTFB', count: 1, p75: 100 },
    ]);
    expect(summarizeVitals([])).toEqual([]);
  });

  it('counts a metric id once, at its last reported value', () => {
    expect(
      summarizeVitals([sample('CLS', 0.01, '/', 'v6-a'), sample('CLS', 0.3, '/', 'v6-b'), sample('CLS', 0.05, '/', 'v6-a'), sample('INP', 40, '/', 'v6-a')]),
    ).toEqual([
      { route: '/', name: 'INP', count: 1, p75: 40 },
      { route: '/', name: 'CLS', count: 2, p75: 0.3 },
    ]);
  });

  it('formats milliseconds rounded and CLS to three decimals', () => {
    expect(formatVital('LCP', 1834.6)).toBe('1835 ms');
    expect(formatVital('CLS', 0.0123)).toBe('0.012');
  });
});

describe('the vitals table and npm run vitals', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'voltline-vitals-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('a database from before the vitals table gets it when opened', () => {
    const file = join(dataDir, 'old.db');
    const old = openDatabase(file);
    old.exec('DROP TABLE vitals; DELETE FROM schema_migrations WHERE version >= 2;');
    old.close();

    const db = openDatabase(file);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'vitals'").pluck().get()).toBe('vitals');
    expect(db.prepare('SELECT version FROM schema_migrations ORDER BY version').pluck().all()).toEqual([1, 2]);
    db.close();
  });

  it('prints counts and 75th percentiles per route as a table or JSON, optionally since a date', async () => {
    const db = openDatabase(join(dataDir, 'site.db'));
    const insert = db.prepare('INSERT INTO vitals (name, value, route, path, metric_id, created_at) VALUES (?, ?, ?, ?, ?, ?)');
    insert.run('LCP', 900, '/', '/', 'a', '2026-10-01T00:00:00.000Z');
    for (const [i, v] of [1200, 2400, 1800, 3000].entries()) insert.run('LCP', v, '/', '/', `b${i}`, '2026-11-10T00:00:00.000Z');
    insert.run('CLS', 0.02, '/projects/:slug', '/projects/x', 'c', '2026-11-10T00:00:00.000Z');
    db.close();

    const cli = fileURLToPath(new URL('../../scripts/vitals.ts', import.meta.url));
    const run = async (...args: string[]) => (await promisify(execFile)(process.execPath, ['--import', 'tsx', cli, '--data-dir', dataDir, ...args])).stdout;

    const [json, table, badSince] = await Promise.all([
      run('--json', '--since', '2026-11-01'),
      run(),
      run('--since', 'yesterday').catch((err: unknown) => err),
    ]);
    expect(JSON.parse(json)).toEqual({
      since: '2026-11-01T00:00:00.000Z',
      percentile: '75th, nearest rank',
      vitals: [
        { route: '/', name: 'LCP', count: 4, p75: 2400 },
        { route: '/projects/:slug', name: 'CLS', count: 1, p75: 0.02 },
      ],
    });
    const lines = table.split('\n');
    expect(lines).toContain('route            metric  count      p75');
    expect(lines).toContain('/                LCP         5  2400 ms');
    expect(lines).toContain('/projects/:slug  CLS         1    0.020');
    expect(badSince).toMatchObject({ code: 2 });
  });
});
