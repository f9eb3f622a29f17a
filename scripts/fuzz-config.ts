/**
 * `npm run fuzz:config -- --runs N [--seed S]`: the config-mistakes property (scripts/configMistakes.ts)
 * for as many mistakes as asked, on the production build's server renderer (run `npm run build` first)
 * and a real API over a fresh SQLite file. A failure prints its seed and the shrunk mistake; rerun with
 * that seed to see it again.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type * as ServerEntry from '../src/entry-server';
import type { SiteConfig } from '../src/engine/types';
import { startTestApi } from '../server/test/helpers';
import { mistakeChecker, runMistakes } from './configMistakes';
import { detailUrls } from './fuzzUrls';
import { normalizeHosts } from '../src/platform/hosts';

const root = new URL('..', import.meta.url).pathname;
const { values } = parseArgs({ options: { runs: { type: 'string', default: '100' }, seed: { type: 'string' } } });
const runs = Number(values.runs);
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number above 0, got "${values.runs}"`);
if (!Number.isInteger(seed)) throw new Error(`--seed must be a whole number, got "${values.seed}"`);

// The renderer as `npm start` runs it: React's production build.
process.env.NODE_ENV ??= 'production';
const entry = join(root, 'dist', 'server', 'entry-server.js');
if (!existsSync(entry)) throw new Error(`${entry} is missing: run npm run build first`);
const renderer = (await import(pathToFileURL(entry).href)) as typeof ServerEntry;
const config = JSON.parse(readFileSync(join(root, 'pages.config.json'), 'utf8')) as SiteConfig;

const api = await startTestApi();
// The mistakes' own failures are logged by the engine as they happen (one line each); only the outcome matters here.
const log = console.error;
console.error = () => {};
const started = Date.now();
try {
  const counts = await runMistakes(
    mistakeChecker(renderer, config, normalizeHosts({ apiUrl: api.url, contentUrl: api.url }), await detailUrls(api.url)),
    config,
    { runs, seed },
  );
  console.error = log;
  console.log(
    `Config mistakes (seed ${seed}): ${counts.generated} generated, ${counts.refused} refused by the validator, ${counts.rendered} rendered harmlessly, ${counts.redirected} redirected to the not-found page, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  console.error = log;
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await api.close();
}
