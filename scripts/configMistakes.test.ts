// @vitest-environment node
/**
 * The property over the mistakes a marketer makes in pages.config.json (scripts/configMistakes.ts):
 * a fixed seed and a bounded count here; `npm run fuzz:config -- --runs N` runs as many as asked.
 * The server render is the site server's own (src/entry-server.tsx) on a real API over a fresh SQLite file.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../server/test/helpers';
import * as renderer from '../src/entry-server';
import { rawConfig } from '../src/test/config';
import { mistakeChecker, runMistakes } from './configMistakes';
import { detailUrls } from './fuzzUrls';
import { normalizeHosts } from '../src/platform/hosts';

// Enough to meet every kind of mistake several times, within a minute on a busy two-core machine.
const RUNS = 50;
const SEED = 46;

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

it('every mistake is refused by the validator, naming a path, or leaves the page and its other blocks intact', { timeout: 120_000 }, async () => {
  const config = rawConfig();
  const urlOf = await detailUrls(api.url);
  const counts = await runMistakes(mistakeChecker(renderer, config, normalizeHosts({ apiUrl: api.url, contentUrl: api.url }), urlOf), config, {
    runs: RUNS,
    seed: SEED,
  });
  console.log(
    `Config mistakes (seed ${SEED}): ${counts.generated} generated, ${counts.refused} refused by the validator, ${counts.rendered} rendered harmlessly, ${counts.redirected} redirected to the not-found page`,
  );
  expect(counts.generated).toBe(RUNS);
  expect(counts.refused + counts.rendered + counts.redirected).toBe(RUNS);
});
