import { existsSync } from 'node:fs';
import { openDatabase } from '../server/db/database.ts';
import { dataDirFromArgs } from '../server/db/paths.ts';
import { formatVital, summarizeVitals, type VitalSample } from '../server/db/vitals.ts';
import { dataLayout } from '../server/media/generate.ts';

// `npm run vitals [-- --since 2026-11-01] [--json] [--data-dir PATH]`:
// per route and metric, how many reports and their 75th percentile (nearest rank).

const args = process.argv.slice(2);
let since: string | null = null;
if (args.includes('--since')) {
  const raw = args[args.indexOf('--since') + 1];
  const time = raw === undefined ? NaN : Date.parse(raw);
  if (Number.isNaN(time)) {
    console.error(`--since needs an ISO date or date-time (2026-11-01, 2026-11-01T09:30:00Z), got ${raw === undefined ? 'nothing' : `"${raw}"`}`);
    process.exit(2);
  }
  // created_at is stored as toISOString(), so the comparison is a string one.
  since = new Date(time).toISOString();
}
const layout = dataLayout(dataDirFromArgs(args));
if (!existsSync(layout.dbFile)) {
  console.error(`No database at ${layout.dbFile}. Start the API (npm run api) first.`);
  process.exit(1);
}
const db = openDatabase(layout.dbFile);
const samples = db.prepare('SELECT name, value, route, metric_id AS metricId FROM vitals WHERE created_at >= ? ORDER BY id').all(since ?? '') as VitalSample[];
db.close();
const vitals = summarizeVitals(samples);

if (args.includes('--json')) {
  console.log(JSON.stringify({ since, percentile: '75th, nearest rank', vitals }, null, 2));
} else if (vitals.length === 0) {
  console.log(`No vitals stored${since ? ` since ${since}` : ''}.`);
} else {
  const header = ['route', 'metric', 'count', 'p75'];
  const lines = vitals.map((v) => [v.route, v.name, String(v.count), formatVital(v.name, v.p75)]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  // Text columns left-aligned, numbers right-aligned.
  const row = (cells: string[]) =>
    cells
      .map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  console.log(`Field vitals${since ? ` since ${since}` : ''}: 75th percentile by nearest rank\n`);
  console.log(row(header));
  console.log(row(widths.map((w) => '-'.repeat(w))));
  for (const l of lines) console.log(row(l));
}
