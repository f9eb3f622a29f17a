/**
 * `npm run bench`: builds for production, starts the site with the embedded API, and
 * measures what a visitor on a mid-range phone gets — JavaScript and CSS per route,
 * Lighthouse's mobile run (median of 5) against each route's own static floor (its HTML without a
 * script) and home's — and
 * the API's throughput. Prints a table, writes bench-results/bench.json, and exits
 * non-zero naming each budget it breaks. Timings live here, not in the test suite.
 *
 * `npm run bench -- --publish-only`: only the publish part: three boxes on a throwaway PostgreSQL (Debian's
 * `postgresql` binaries), ten publishes timed until every box serves each. Writes bench-results/bench-publish.json.
 *
 * `npm run bench -- --api-only [--url URL]`: only the API part, against the API at URL (say
 * `npm run api`'s, http://127.0.0.1:4100) or, without --url, an embedded one on a temporary
 * database; no build, no browser. Writes bench-results/bench-api.json.
 *
 * `npm run bench -- --trace PATH [--url SITE] [--runs N]`: the route's main-thread work after its first paint
 * beside its own static floor's, by kind, from Lighthouse's traces, against a running site (default
 * `npm start`'s, http://127.0.0.1:4173; tooling/bench-trace.ts).
 *
 * `npm run bench -- --ab REF [--no-build]`: the working tree against commit REF, side by side
 * on a phone (tooling/bench-ab.ts). BENCH_AB_ROUNDS visits per route and side (default 5);
 * BENCH_AB_SSR_SECONDS of uncached load per route, side and round (default 5; 0 skips it);
 * BENCH_AB_LIGHTHOUSE_RUNS Lighthouse runs per route, side and round, each round with the static
 * floor's, for LCP against the floor side by side (default 0: none).
 */
import { execFile, execSync, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import lighthouse from 'lighthouse';
import { launchChromeForLighthouse } from '../tooling/lighthouseChrome';
import { randomBytes } from 'node:crypto';
import { startEmbeddedApi } from '../server/api/embedded';
import { startBox, timePublishes, type Box } from '../server/test/boxes';
import { startPgCluster } from '../server/test/pgCluster';
import { EMBEDDED_IMAGE_URL_TEMPLATE } from '../server/api/images';
import { toShell } from '../src/engine/config/shell';
import type { SiteConfig } from '../src/engine/types';
import { BUDGETS, firstLoadKb, totalKb } from '../tooling/budgets';
import { firstLoadFiles } from '../server/site/bundleReport';
import type { BundleReport } from '../tooling/vite-plugins';
import type { SocketLoadOptions, SocketLoadResult } from '../tooling/socket-load';
import { freePort, processTreeCpuMs } from '../tooling/bench-ab';
import { floorPage, median, routeFloorPage, trimmedMean } from '../tooling/bench-floor';
import { ownedChild, startApiProcess, startBareProcess, startFloorProcess } from '../tooling/bench-api';
import { PHONE_PROFILE_LABEL, throttleToPhone } from '../tooling/phoneProfile';
import { ownBlockingTimeMs, type TraceEvent } from '../tooling/ownBlockingTime';

process.env.NODE_ENV ??= 'production';
const root = fileURLToPath(new URL('..', import.meta.url));
const argv = process.argv.slice(2);
const args = new Set(argv);
// Five, as Lighthouse's own guidance on variability advises (its simulated LCP moves by a tenth from one
// run to the next here, the floor's far less: with three, a page's median was one run's luck).
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
// Server-rendered pages are held to 98 / 1.5 s / 0.01 (a client-rendered site would need 95 / 2.0 s / 0.02).
const LIGHTHOUSE_BUDGET = { score: 98, lcpMs: 1500, tbtMs: 100, cls: 0.01 };
const API_BUDGET = { rps: 5000, p99Ms: 25 };
// The API against a bare node:http server answering the same bytes, in the same run.
const API_VS_BARE = 0.8;
const LOAD_CONNECTIONS = 50;
// Seconds of load per API endpoint and per server-rendered route.
const seconds = Number(process.env.BENCH_API_SECONDS ?? 10);
// The raw-socket pass after autocannon's, for latencies finer than whole milliseconds.
const SOCKET_SECONDS = Math.min(seconds, 3);
// Server-rendered /projects at 50 connections. The p99 bound applies with the HTML cache on: uncached,
// 300 requests/s at 50 connections means 50 / 300 = 167 ms mean latency by Little's law.
const SSR_BUDGET = { uncachedRps: 300, cachedRps: 3000, cachedP99Ms: 50 };
const SSR_PROCESSES = 2;
// Lighthouse's benchmarkIndex on this machine: about 2,100-3,000 at quiet hours, 800-900 when the
// hypervisor is busy, when TBT doubles. Below this, timing figures are not the site's.
const BUSY_HOST_INDEX = 1500;
// Home in every language: each is a first page a visitor lands on, held to the same budgets.
const LH_ROUTES = new Set(['home', 'home (es)', 'home (ar)', 'projects', 'blog detail']);
// Every route's LCP against its own static floor's (the same content without script, tooling/bench-floor.ts),
// measured in the same rounds (a host's speed cancels out).
const LCP_VS_FLOOR = 1.05;
// Every route's TBT against its own static floor's, in the same rounds: the page adds at most as much
// blocking as the host already gives a page with no script.
const TBT_VS_FLOOR = 2;
// What home's largest paint waits on, on a 390 px phone (HTML, poster, styles; scripts apart): no video byte.
const PHONE_BYTES_BEFORE_LCP_KB = 100;

// Each phase says so as it starts, and each figure is printed as soon as it is measured: a full run takes minutes.
const benchStarted = Date.now();
const phase = (what: string) => console.log(`[bench ${((Date.now() - benchStarted) / 1000).toFixed(0)} s] ${what}`);
const run = promisify(execFile);

interface CannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

/**
 * autocannon at LOAD_CONNECTIONS for `seconds`, POSTing body as JSON when given, after a short
 * unmeasured run: the first seconds of a fresh process measure the JIT, not the server. The load
 * comes from a process of its own, since sharing this process's event loop (which may be serving
 * the API) would halve what it can serve; asynchronous, so this process keeps serving meanwhile.
 */
/**
 * `cpuUsPerRequest`: the server process `pid`'s CPU time over the run (with its children's) per
 * request answered: unlike requests/s it hardly moves when other work on the host takes the cores.
 */
async function cannon(
  url: string,
  pid: number | undefined,
  body?: unknown,
  forSeconds = seconds,
  warm = true,
): Promise<CannonResult & { cpuUsPerRequest: number }> {
  const bin = join(root, 'node_modules', '.bin', 'autocannon');
  const post = body === undefined ? [] : ['-m', 'POST', '-H', 'content-type=application/json', '-b', JSON.stringify(body)];
  const c = ['-c', String(LOAD_CONNECTIONS)];
  if (warm) await run(bin, [...c, '-d', '2', ...post, url]);
  const cpuBefore = pid === undefined ? NaN : processTreeCpuMs(pid);
  const { stdout } = await run(bin, ['--json', ...c, '-d', String(forSeconds), ...post, url], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  const cpuMs = pid === undefined ? NaN : processTreeCpuMs(pid) - cpuBefore;
  const result = JSON.parse(stdout) as CannonResult;
  return { ...result, cpuUsPerRequest: (cpuMs * 1000) / Math.max(1, result.requests.total) };
}

/** tooling/socket-load.ts's client, in a process of its own for the same reason as autocannon. */
async function socketPass(url: string, body: unknown): Promise<SocketLoadResult> {
  const options: SocketLoadOptions = { url, body, connections: LOAD_CONNECTIONS, seconds: SOCKET_SECONDS };
  const lib = pathToFileURL(join(root, 'tooling', 'socket-load.ts')).href;
  const script = `const { socketLoad } = await import(${JSON.stringify(lib)}); console.log(JSON.stringify(await socketLoad(${JSON.stringify(options)})));`;
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
  return JSON.parse(stdout) as SocketLoadResult;
}

async function firstSlug(apiUrl: string, endpoint: string, body: object): Promise<string> {
  const res = await fetch(`${apiUrl}${endpoint}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return ((await res.json()) as { data: { list: { slug: string }[] } }).data.list[0]!.slug;
}

interface ApiRow {
  endpoint: string;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  rawSockets: SocketLoadResult;
  /** A bare node:http server in a process of its own answering the same bytes, under the same load: the host's ceiling. */
  bareRps: number;
  /**
   * What the API's own work costs, whatever the host's speed: the API's best round against the bare
   * server's best. Other work on the host only ever slows a round down, and on this shared machine it
   * moved single rounds' ratios from 0.55 to 1.13 within a minute (the API alone, profiled: 1.01–1.05),
   * so each side's least disturbed round is the truest reading of it; a real cost shows in both bests.
   */
  vsBare: number;
  /** Each round's API / bare ratio, the two measured back to back (the spread is the host's). */
  vsBareRounds: number[];
  /** The median of vsBareRounds. */
  vsBareMedianRound: number;
  /** Server CPU µs per request (median round), of the bare server and (unless the API is at --url) the API, each a process of its own; cpuVsBare: the median round's bare / API, read as vsBare. */
  bareCpuUsPerRequest: number;
  cpuUsPerRequest?: number;
  cpuVsBare?: number;
}

// Ten rounds of a second, not five of two: the host's speed drifts within seconds, and each side's best
// round is the reading (the host only ever slows one down). In three full runs with five, the endpoint
// measured last read 0.64-0.69x while the same endpoint measured first read 0.90x; the API's own CPU
// per request over a minute of load moved 20.5-30.9 us and came back, with no growth in its memory.
const API_ROUNDS = 10;
const roundSeconds = Math.max(1, Math.round(seconds / API_ROUNDS));
const medianRun = <T extends CannonResult>(runs: T[]) => [...runs].sort((a, b) => a.requests.average - b.requests.average)[Math.floor(runs.length / 2)]!;

/** The API's read endpoints, each under autocannon (throughput, budgets), then SOCKET_SECONDS of the raw-socket client (finer latencies). */
async function measureApi(api: { url: string; pid?: number }, projectSlug: string, broken: string[]): Promise<ApiRow[]> {
  const apiUrl = api.url;
  const apiTargets = [
    { name: 'POST /api/Project/GetAllProject', path: '/api/Project/GetAllProject', body: { pageIndex: 1, pageSize: 12 }, list: true },
    { name: 'POST /api/Blog/GetBlogsByCategory', path: '/api/Blog/GetBlogsByCategory', body: { categoryId: 0, pageIndex: 1, pageSize: 12 }, list: true },
    { name: 'POST /api/Newsroom/GetAllNews', path: '/api/Newsroom/GetAllNews', body: { pageIndex: 1, pageSize: 12 }, list: true },
    { name: 'POST /api/Client/GetAllClients', path: '/api/Client/GetAllClients', body: { pageIndex: 1, pageSize: 9999 }, list: true },
    { name: 'POST /api/Announcement', path: '/api/Announcement', body: { pageIndex: 1, pageSize: 3 }, list: true },
    { name: 'POST /api/Project/GetProjectBYSlugName', path: '/api/Project/GetProjectBYSlugName', body: { slugName: projectSlug }, list: false },
  ];
  const rows: ApiRow[] = [];
  for (const t of apiTargets) {
    // As autocannon asks (no Accept-Encoding, no Accept-Language), so the bare server answers what the API does.
    const answer = await fetch(`${apiUrl}${t.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Encoding': 'identity', 'Accept-Language': '' },
      body: JSON.stringify(t.body),
    });
    const bare = await startBareProcess(answer);
    // API and bare server back to back in each round, the order swapped every round, so that the host's
    // drift (its speed moves several-fold within minutes) falls on both alike; each side's best round counts (vsBare).
    phase(
      `API load: ${t.name} against the same answer from a bare node:http server (${API_ROUNDS} × ${roundSeconds} s each), then ${SOCKET_SECONDS} s on raw sockets`,
    );
    const apiRuns: (CannonResult & { cpuUsPerRequest: number })[] = [];
    const bareRuns: (CannonResult & { cpuUsPerRequest: number })[] = [];
    for (let round = 0; round < API_ROUNDS; round++) {
      const apiRun = () => cannon(`${apiUrl}${t.path}`, api.pid, t.body, roundSeconds, round === 0);
      const bareRun = () => cannon(`${bare.url}${t.path}`, bare.pid, t.body, roundSeconds, round === 0);
      if (round % 2 === 0) {
        apiRuns.push(await apiRun());
        bareRuns.push(await bareRun());
      } else {
        bareRuns.push(await bareRun());
        apiRuns.push(await apiRun());
      }
    }
    await bare.stop();
    const result = medianRun(apiRuns);
    const bareResult = medianRun(bareRuns);
    const bareRps = Math.round(bareResult.requests.average);
    const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const cpuOf = (runs: { cpuUsPerRequest: number }[]) => +middle(runs.map((r) => r.cpuUsPerRequest)).toFixed(1);
    const bareCpu = cpuOf(bareRuns);
    // An API at --url runs where the bench cannot read its CPU time.
    const apiCpu = api.pid === undefined ? undefined : cpuOf(apiRuns);
    const vsBareRounds = apiRuns.map((r, i) => +(r.requests.average / bareRuns[i]!.requests.average).toFixed(2));
    const cpuVsBare = +middle(apiRuns.map((r, i) => bareRuns[i]!.cpuUsPerRequest / r.cpuUsPerRequest)).toFixed(2);
    const rawSockets = await socketPass(`${apiUrl}${t.path}`, t.body);
    const rps = Math.round(result.requests.average);
    const row = {
      endpoint: t.name,
      rps,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      rawSockets,
      bareRps,
      vsBare: +(Math.max(...apiRuns.map((r) => r.requests.average)) / Math.max(...bareRuns.map((r) => r.requests.average))).toFixed(2),
      vsBareRounds,
      vsBareMedianRound: middle(vsBareRounds),
      bareCpuUsPerRequest: bareCpu,
      ...(apiCpu !== undefined ? { cpuUsPerRequest: apiCpu, cpuVsBare } : {}),
    };
    rows.push(row);
    console.log(
      `${t.name}: ${row.rps} requests/s (${row.vsBare}× a bare node:http server's ${bareRps}${apiCpu !== undefined ? `; CPU per request ${apiCpu} µs against ${bareCpu}, ${row.cpuVsBare}×` : ''}), p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms; raw sockets: ${rawSockets.rps} requests/s, p50 ${rawSockets.p50Ms} ms, p99 ${rawSockets.p99Ms} ms`,
    );
    if (row.vsBare < API_VS_BARE) broken.push(`${t.name}: ${row.vsBare}× a bare node:http server answering the same bytes < ${API_VS_BARE}×`);
    if (t.list && row.rps < API_BUDGET.rps) broken.push(`${t.name}: ${row.rps} requests/s < ${API_BUDGET.rps}`);
    if (t.list && row.p99Ms > API_BUDGET.p99Ms) broken.push(`${t.name}: p99 ${row.p99Ms} ms > ${API_BUDGET.p99Ms} ms`);
    if (row.non2xx || row.errors) broken.push(`${t.name}: ${row.non2xx} non-2xx answers, ${row.errors} errors`);
    if (rawSockets.failures) broken.push(`${t.name}: ${rawSockets.failures} failures on raw sockets (answers other than 200, failed connections)`);
  }
  return rows;
}

function printApiTable(rows: ApiRow[]): void {
  console.log(
    "\nAPI (%d connections; autocannon %d × %d s each, back to back with a bare node:http server answering the same, the order swapped each round; API / bare: best round against best round, then the median round's ratio; then the raw-socket client %d s)",
    LOAD_CONNECTIONS,
    API_ROUNDS,
    roundSeconds,
    SOCKET_SECONDS,
  );
  console.log(
    '| endpoint | requests/s | bare node:http requests/s | API / bare | median round | CPU µs per request: API | bare | bare / API | p50 ms | p99 ms | raw sockets: requests/s | p50 ms | p99 ms |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows)
    console.log(
      `| ${r.endpoint} | ${r.rps} | ${r.bareRps} | ${r.vsBare} | ${r.vsBareMedianRound} | ${r.cpuUsPerRequest ?? '-'} | ${r.bareCpuUsPerRequest} | ${r.cpuVsBare ?? '-'} | ${r.p50Ms} | ${r.p99Ms} | ${r.rawSockets.rps} | ${r.rawSockets.p50Ms} | ${r.rawSockets.p99Ms} |`,
    );
}

function finish(broken: string[], results: string): never {
  if (broken.length) {
    console.error(`\nBudgets broken:\n${broken.map((b) => `  - ${b}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`\nEvery budget met. Results in ${results}`);
  process.exit(0);
}

if (args.has('--trace')) {
  const path = argv[argv.indexOf('--trace') + 1];
  if (!path?.startsWith('/')) throw new Error('--trace needs a route, e.g. --trace /projects');
  const urlAt = argv.indexOf('--url');
  const runsAt = argv.indexOf('--runs');
  const { runTrace } = await import('../tooling/bench-trace');
  await runTrace({
    siteUrl: (urlAt >= 0 ? argv[urlAt + 1]! : 'http://127.0.0.1:4173').replace(/\/+$/, ''),
    path,
    runs: runsAt >= 0 ? Number(argv[runsAt + 1]) : 3,
    log: console.log,
  });
  process.exit(0);
}

if (args.has('--ab')) {
  const ref = argv[argv.indexOf('--ab') + 1];
  if (!ref || ref.startsWith('--')) throw new Error('--ab needs a commit to compare with, e.g. --ab e2bca29');
  const { runAb } = await import('../tooling/bench-ab');
  await runAb({
    root,
    ref,
    rounds: Number(process.env.BENCH_AB_ROUNDS ?? 5),
    buildWorkingTree: !args.has('--no-build'),
    ssrSeconds: Number(process.env.BENCH_AB_SSR_SECONDS ?? 5),
    lighthouseRuns: Number(process.env.BENCH_AB_LIGHTHOUSE_RUNS ?? 0),
    log: phase,
  });
  process.exit(0);
}

/** A publish must be served by every one of three boxes on one PostgreSQL within this long (median and maximum of ten). */
const PUBLISH_BUDGET_MS = 1000;
const PUBLISH_ROUNDS = 10;

/**
 * Three site-server boxes (each `npm start`'s script, a folder of its own) on one throwaway PostgreSQL
 * and the given hosts: ten publishes, each timed from the request until every box serves it.
 */
async function measurePublish(hosts: { apiUrl: string; contentUrl: string; mediaUrl: string }, broken: string[]) {
  phase('publish to every box: three boxes on one PostgreSQL');
  const cluster = await startPgCluster();
  const token = randomBytes(32).toString('base64url');
  const boxes: Box[] = [];
  try {
    // One after another: the first stores the build's config as the first version; the others find it.
    for (let i = 0; i < 3; i++) {
      boxes.push(
        await startBox(root, {
          API_URL: hosts.apiUrl,
          CONTENT_URL: hosts.contentUrl,
          MEDIA_URL: hosts.mediaUrl,
          DATABASE_URL: cluster.url,
          PUBLISH_TOKEN: token,
        }),
      );
    }
    const base = JSON.parse(readFileSync(join(root, 'pages.config.json'), 'utf8')) as SiteConfig;
    const times = (await timePublishes(boxes, token, base, PUBLISH_ROUNDS)).sort((a, b) => a - b);
    const row = { boxes: boxes.length, publishes: times.length, medianMs: Math.round((times[4]! + times[5]!) / 2), maxMs: Math.round(times.at(-1)!) };
    console.log(`Publish to every box (three boxes, one PostgreSQL): median ${row.medianMs} ms, maximum ${row.maxMs} ms over ${row.publishes} publishes`);
    if (row.maxMs > PUBLISH_BUDGET_MS) broken.push(`publish to every box: maximum ${row.maxMs} ms > ${PUBLISH_BUDGET_MS} ms`);
    return row;
  } finally {
    await Promise.all(boxes.map((b) => b.stop()));
    await cluster.destroy();
  }
}

if (args.has('--publish-only')) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
  phase('starting the embedded API (seeding, media)');
  const api = await startEmbeddedApi({ apiPort: 0, contentPort: 0, mediaPort: 0, dataDir, log: false });
  const broken: string[] = [];
  const publish = await measurePublish(api, broken);
  await api.close();
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(
    join(root, 'bench-results', 'bench-publish.json'),
    JSON.stringify({ date: new Date().toISOString(), budgetMs: PUBLISH_BUDGET_MS, publish, broken }, null, 2),
  );
  finish(broken, 'bench-results/bench-publish.json');
}

if (args.has('--api-only')) {
  const urlAt = argv.indexOf('--url');
  const given = urlAt >= 0 ? argv[urlAt + 1] : undefined;
  if (urlAt >= 0 && !given?.startsWith('http')) throw new Error("--url needs the API's address, e.g. --url http://127.0.0.1:4100");
  const dataDir = given ? null : mkdtempSync(join(tmpdir(), 'bench-'));
  if (dataDir) phase('starting the embedded API in a process of its own (seeding, media)');
  const api = dataDir ? await startApiProcess(root, dataDir) : { url: given!.replace(/\/+$/, ''), pid: undefined, stop: async () => {} };
  const broken: string[] = [];
  const rows = await measureApi(api, await firstSlug(api.url, '/api/Project/GetAllProject', { pageIndex: 1, pageSize: 1 }), broken);
  await api.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  printApiTable(rows);
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(
    join(root, 'bench-results', 'bench-api.json'),
    JSON.stringify(
      { date: new Date().toISOString(), apiUrl: given ?? 'embedded', budgets: { api: API_BUDGET, apiVsBare: API_VS_BARE }, api: rows, broken },
      null,
      2,
    ),
  );
  finish(broken, 'bench-results/bench-api.json');
}

if (!args.has('--no-build')) phase('building the site');
if (!args.has('--no-build')) execSync('npm run build', { cwd: root, stdio: 'inherit' });

const config = JSON.parse(readFileSync(join(root, 'pages.config.json'), 'utf8')) as SiteConfig;
const shell = toShell(config);
const report = JSON.parse(readFileSync(join(root, 'dist', 'bundle-report.json'), 'utf8')) as BundleReport;

const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
phase('starting the embedded API (seeding, media)');
const api = await startEmbeddedApi({ apiPort: 0, contentPort: 0, mediaPort: 0, dataDir, log: false });

// The floor: the home page's above-the-fold content as plain static HTML, no script, from a bare
// server of its own. The site server's static files carry a policy of default-src 'none', which
// would refuse the floor's own styles and picture and leave a floor lower than the page it stands for.
const floorHtml = Buffer.from(floorPage(api.contentUrl));
const floorServer = await startBareProcess(new Response(floorHtml, { headers: { 'content-type': 'text/html; charset=utf-8' } }));

// The site as `npm start` runs it, in a process of its own (pictures resized by the embedded content
// host), as the floor's server is: in this process it shared an event loop with Lighthouse, whose
// gathering takes in the browser's trace as the page loads, and its answers came late by that much.
// Side by side with both sites in processes of their own, /projects read 1.04× the floor; with the
// site in this process, 1.07–1.09× in three full runs.
const site = await startSiteProcess({ WEB_CONCURRENCY: '1' });
const siteUrl = site.url;
api.allowOrigins(siteUrl);

const projectSlug = await firstSlug(api.apiUrl, '/api/Project/GetAllProject', { pageIndex: 1, pageSize: 1 });
const blogSlug = await firstSlug(api.apiUrl, '/api/Blog/GetBlogsByCategory', { categoryId: 0, pageIndex: 1, pageSize: 1 });
// The API first, as production runs it, in a process of its own over the same data (the one above
// serves the site and Lighthouse; it sits idle meanwhile), and before any browser has run: a
// browser's processes can outlive its close by seconds, and a run of this after Lighthouse read
// 0.64–0.75× the bare server where the same build alone read 0.82–1.15×.
const broken: string[] = [];
phase('starting the API in a process of its own');
const apiProcess = await startApiProcess(root, dataDir);
const apiRows = await measureApi(apiProcess, projectSlug, broken);
await apiProcess.stop();

const routes = [
  { name: 'home', pattern: '/', path: '/' },
  { name: 'home (es)', pattern: '/', path: '/es/', locale: 'es' },
  { name: 'home (ar)', pattern: '/', path: '/ar/', locale: 'ar' },
  { name: 'projects', pattern: '/projects', path: '/projects' },
  { name: 'project detail', pattern: '/projects/:slug', path: `/projects/${projectSlug}` },
  { name: 'blogs', pattern: '/blogs', path: '/blogs' },
  { name: 'blog detail', pattern: '/blogs/:slug', path: `/blogs/${blogSlug}` },
  { name: 'contact', pattern: '/contact', path: '/contact' },
  { name: 'vendor registration', pattern: '/vendor-registration', path: '/vendor-registration' },
];

const cssKb = (files: Set<string>) => {
  const css = new Set([...files].flatMap((f) => report.chunks[f]?.css ?? []));
  return [...css].reduce((n, f) => n + (report.css[f]?.gzip ?? 0), 0) / 1024;
};

interface LhResult {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  ttfbMs: number;
  /** Each run's TBT: the metric most swayed by other work on the host, so the spread is shown. */
  tbtRuns: number[];
  /**
   * TBT counted from the CPU the page's main thread spent (tooling/ownBlockingTime.ts), median of the
   * runs: Lighthouse's TBT without the host's interruptions, the page's own share of it.
   */
  ownTbtMs: number;
  /** Each counted run's LCP, as tbtRuns. */
  lcpRuns: number[];
  /** The runs' LCP without the lowest and the highest (from three runs up), averaged: what a ratio to a floor is taken of. */
  lcpTrimmedMeanMs: number;
  /** Lighthouse's measure of the host's CPU speed during the runs (higher is faster). */
  benchmarkIndex: number;
  /** Runs that errored three times (the first try and two retries), by Lighthouse's error: left out of every median. */
  erroredRuns: string[];
  /** The largest paint's element in the run whose LCP is the median (Lighthouse's snippet of it). */
  lcpElement: string;
  /** The HTML document as sent (compressed, with its headers): Lighthouse's simulation waits for all of it before any paint. */
  documentKb: number;
}
const LH_TRIES = 3;

const chrome = await launchChromeForLighthouse();

type LhRun = Omit<LhResult, 'tbtRuns' | 'lcpRuns' | 'lcpTrimmedMeanMs' | 'erroredRuns' | 'lcpElement'> & { lcpElement: string };
/** One Lighthouse run, or why it has no figures (a runtime error, or an audit it could not compute). */
async function lighthouseRun(url: string): Promise<LhRun | { error: string }> {
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    const lhr = result?.lhr;
    if (!lhr) return { error: 'no result' };
    if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
    const audit = (id: string) => lhr.audits[id]?.numericValue;
    const failed = ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'].filter((id) => !Number.isFinite(audit(id)));
    const score = lhr.categories.performance?.score;
    if (failed.length || typeof score !== 'number') {
      return { error: failed.map((id) => `${id}: ${lhr.audits[id]?.errorMessage ?? 'no value'}`).join('; ') || 'no performance score' };
    }
    return {
      score: Math.round(score * 100),
      lcpMs: audit('largest-contentful-paint')!,
      tbtMs: audit('total-blocking-time')!,
      ownTbtMs: ownBlockingTimeMs(traceOf(result.artifacts)) ?? NaN,
      cls: audit('cumulative-layout-shift')!,
      ttfbMs: audit('server-response-time') ?? NaN,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      lcpElement: lcpElementOf(lhr.audits['largest-contentful-paint-element']?.details),
      documentKb: +(documentBytes(lhr.audits['network-requests']?.details, url) / 1024).toFixed(1),
    };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** The run's trace, as Lighthouse keeps it among its artifacts. */
function traceOf(artifacts: unknown): TraceEvent[] {
  const a = artifacts as { Trace?: { traceEvents: TraceEvent[] }; traces?: { defaultPass?: { traceEvents: TraceEvent[] } } } | undefined;
  return a?.Trace?.traceEvents ?? a?.traces?.defaultPass?.traceEvents ?? [];
}

/** The LCP element audit's first node, as Lighthouse prints it (a snippet of its opening tag). */
function lcpElementOf(details: unknown): string {
  type Node = { type?: string; snippet?: string; nodeLabel?: string };
  const tables = (details as { items?: { items?: { node?: Node }[] }[] } | undefined)?.items ?? [];
  const node = tables.flatMap((t) => t.items ?? []).find((i) => i.node?.type === 'node')?.node;
  return node ? `${node.snippet ?? ''}${node.nodeLabel ? ` (${node.nodeLabel.slice(0, 60)})` : ''}` : '-';
}
/** The page's own document among Lighthouse's network requests: its bytes as sent. */
function documentBytes(details: unknown, url: string): number {
  const items = (details as { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  return items.find((i) => i.resourceType === 'Document' && i.url === url)?.transferSize ?? NaN;
}

/** One Lighthouse run, tried twice more if it errors: its figures, or the last try's error. */
async function runWithRetries(url: string, label: string): Promise<LhRun | { error: string }> {
  let last = '';
  for (let attempt = 0; attempt < LH_TRIES; attempt++) {
    const run = await lighthouseRun(url);
    if (!('error' in run)) return run;
    last = run.error;
    console.warn(`Lighthouse ${label} on ${url}, try ${attempt + 1} of ${LH_TRIES}: ${run.error}`);
  }
  return { error: last };
}

/**
 * RUNS rounds, each one run of every URL in turn (the floor first): the host's speed drifts several-fold
 * within minutes, and a page measured in one stretch could get only its slow minutes; in rounds every
 * page, the floor included, gets a share of each. A run that errors is tried twice more, then named in
 * erroredRuns and left out of the medians.
 */
async function measureInRounds(urls: { name: string; url: string }[]): Promise<(LhResult | { error: string })[]> {
  const runs: LhRun[][] = urls.map(() => []);
  const errored: string[][] = urls.map(() => []);
  for (let i = 0; i < RUNS; i++) {
    phase(`Lighthouse round ${i + 1} of ${RUNS}: ${urls.map((u) => u.name).join(', ')}`);
    for (const [u, { url }] of urls.entries()) {
      const run = await runWithRetries(url, `run ${i + 1}`);
      if ('error' in run) errored[u]!.push(`run ${i + 1}: ${run.error}`);
      else runs[u]!.push(run);
    }
  }
  return urls.map((_, u) => summarize(runs[u]!, errored[u]!));
}

function summarize(runs: LhRun[], erroredRuns: string[]): LhResult | { error: string } {
  if (!runs.length) return { error: erroredRuns.join(' | ') };
  const of = (key: Exclude<keyof LhRun, 'lcpElement'>) => median(runs.map((r) => r[key]));
  const lcpMs = of('lcpMs');
  return {
    score: of('score'),
    lcpMs,
    tbtMs: of('tbtMs'),
    ownTbtMs: of('ownTbtMs'),
    cls: of('cls'),
    ttfbMs: of('ttfbMs'),
    tbtRuns: runs.map((r) => Math.round(r.tbtMs)),
    lcpRuns: runs.map((r) => Math.round(r.lcpMs)),
    lcpTrimmedMeanMs: Math.round(trimmedMean(runs.map((r) => r.lcpMs))),
    benchmarkIndex: Math.round(of('benchmarkIndex')),
    erroredRuns,
    lcpElement: runs.find((r) => r.lcpMs === lcpMs)?.lcpElement ?? '-',
    documentKb: of('documentKb'),
  };
}

/**
 * When a page works, on a mid-range phone (4× CPU, 150 ms, 1.6 Mbps, 390 px): links,
 * forms and menus are real ones, live from the first paint by construction; hydration ends
 * later, and plain buttons tapped before it are replayed then (src/islands/runtime.ts). Also the
 * image bytes the phone downloads by the load event.
 */
interface LiveResult {
  fcpMs: number;
  hydratedAfterFcpMs: number | null;
  /** Links, forms, summaries: answered without script. */
  nativeControls: number;
  /** Plain buttons (sliders, toggles): answered from hydration on; earlier taps replayed. */
  scriptedButtons: number;
  imageKb: number;
  /** The phone's largest contentful paint, and the bytes (all but scripts: HTML, pictures, video) that had arrived by then. */
  lcpMs: number;
  kbBeforeLcp: number;
  /** Image bytes the same page costs a 1440 px desktop at 1x (no throttling: bytes, not times). */
  desktopImageKb: number;
}
const phone = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
});
/** Counts the image bytes a page receives; read once its requests are done. */
function imageBytesOf(page: Page): () => Promise<number> {
  let bytes = 0;
  const sizes: Promise<void>[] = [];
  page.on('requestfinished', (req) => {
    if (req.resourceType() === 'image') sizes.push(req.sizes().then((s) => void (bytes += s.responseBodySize)));
  });
  return async () => (await Promise.all(sizes), bytes);
}
/**
 * Until the page has done what it does without a visitor: islands may never load the site's code
 * (nothing near the viewport wakes it), so this waits for the network to go quiet, not for hydration.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
  await page.waitForTimeout(1000);
}
async function desktopImageKb(url: string): Promise<number> {
  const context = await phone.newContext({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const imageBytes = imageBytesOf(page);
  await page.goto(url, { waitUntil: 'load' });
  await settle(page);
  const kb = +((await imageBytes()) / 1024).toFixed(1);
  await context.close();
  return kb;
}
async function liveAt(url: string): Promise<LiveResult> {
  const context = await phone.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await throttleToPhone(cdp);
  const imageBytes = imageBytesOf(page);
  // Every response but scripts, with when it finished (this machine's clock, as the page's timeOrigin is).
  const finished: { at: number; size: Promise<number> }[] = [];
  page.on('requestfinished', (req) => {
    if (req.resourceType() !== 'script') finished.push({ at: Date.now(), size: req.sizes().then((s) => s.responseBodySize + s.responseHeadersSize) });
  });
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) (window as unknown as { __lcp: number }).__lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load' });
  await settle(page);
  const phoneImageBytes = await imageBytes();
  const { origin, lcp } = await page.evaluate(() => ({ origin: performance.timeOrigin, lcp: (window as unknown as { __lcp?: number }).__lcp ?? NaN }));
  const before = finished.filter((f) => f.at <= origin + lcp);
  const bytesBeforeLcp = (await Promise.all(before.map((f) => f.size))).reduce((n, b) => n + b, 0);
  const t = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    hydrated: performance.getEntriesByName('hydrated')[0]?.startTime ?? NaN,
    native: document.querySelectorAll('a[href], form, summary').length,
    buttons: [...document.querySelectorAll('button')].filter((b) => b.type !== 'submit' && !b.closest('details')).length,
  }));
  await context.close();
  return {
    fcpMs: Math.round(t.fcp),
    // null: the page never needed its code (no island woke without a visitor).
    hydratedAfterFcpMs: Number.isFinite(t.hydrated) ? Math.round(t.hydrated - t.fcp) : null,
    nativeControls: t.native,
    scriptedButtons: t.buttons,
    imageKb: +(phoneImageBytes / 1024).toFixed(1),
    lcpMs: Math.round(lcp),
    kbBeforeLcp: +(bytesBeforeLcp / 1024).toFixed(1),
    desktopImageKb: await desktopImageKb(url),
  };
}

const pageRows = [];
const skipLighthouse = args.has('--no-lighthouse');
/** A Lighthouse result, or null with the failure in `broken`: a page whose every run errored is named, never scored. */
const scored = (name: string, r: LhResult | { error: string } | null): LhResult | null => {
  if (!r) return null;
  if ('error' in r) {
    broken.push(`${name}: every Lighthouse run errored (${r.error})`);
    return null;
  }
  if (r.erroredRuns.length) console.warn(`${name}: ${r.erroredRuns.length} Lighthouse run(s) errored and are not counted: ${r.erroredRuns.join(' | ')}`);
  return r;
};
/**
 * One unmeasured visit per page, in Lighthouse's mobile emulation and in the phone's: the content
 * host renders each picture size once, as an image CDN has them at hand. Without it the first
 * Lighthouse run of a page waits on the encoder, not on the page.
 */
async function warmPictures(url: string): Promise<void> {
  for (const viewport of [
    { width: 412, height: 823, deviceScaleFactor: 1.75 },
    { width: 390, height: 844, deviceScaleFactor: 3 },
  ]) {
    const context = await phone.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      deviceScaleFactor: viewport.deviceScaleFactor,
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    // The pictures a first screenful asks for are in by then; a playing video need not finish.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    await context.close();
  }
}
phase('warming the content host: one visit per page');
for (const r of routes) await warmPictures(`${siteUrl}${r.path}`);
await warmPictures(`${floorServer.url}/`);

// Each route's own floor: its HTML as the site sends it, without a script (tooling/bench-floor.ts),
// compressed as the site's HTML cache compresses it, at its own path on a server that passes every
// other request through to the site.
phase("starting the routes' static floors");
const floorPages = new Map<string, Buffer>();
async function floorOf(path: string, tries = 3): Promise<Buffer> {
  const page = await fetch(`${siteUrl}${path}`);
  if (!page.ok) throw new Error(`${path}: ${page.status} from the site, no floor to make of it`);
  try {
    return Buffer.from(routeFloorPage(await page.text()));
  } catch (error) {
    // A block whose data came late streamed after the shell: asked again, its data is at hand.
    if (tries > 1) return floorOf(path, tries - 1);
    throw error;
  }
}
for (const r of routes) floorPages.set(r.path, brotliCompressSync(await floorOf(r.path), { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }));
const routeFloors = await startFloorProcess(floorPages, siteUrl);

const lighthouseResults = skipLighthouse
  ? null
  : await measureInRounds([
      { name: 'static floor', url: `${floorServer.url}/` },
      ...routes.flatMap((r) => [
        { name: `${r.name}'s floor`, url: `${routeFloors.url}${r.path}` },
        { name: r.name, url: `${siteUrl}${r.path}` },
      ]),
    ]);
const floor = lighthouseResults ? scored('static floor', lighthouseResults[0]!) : null;
// The floor runs no script: any blocking time it shows is the host's, not a page's.
const FLOOR_TBT_BUSY_MS = 10;
if (floor)
  console.log(
    `static floor: Lighthouse ${floor.score}, LCP ${Math.round(floor.lcpMs)} ms (${floor.lcpRuns.join(', ')}), TBT ${Math.round(floor.tbtMs)} ms (${floor.tbtRuns.join(', ')})`,
  );
const vsFloor = (value: number | undefined, of: number | undefined) => (value !== undefined && of ? +(value / of).toFixed(2) : null);
for (const [index, r] of routes.entries()) {
  const routeShell = 'locale' in r ? toShell(config, r.locale) : shell;
  const types = routeShell.routes.find((x) => x.path === r.pattern)!.blockTypes;
  const first = firstLoadKb(report, types);
  const total = totalKb(report, types);
  const css = cssKb(firstLoadFiles(report, types));
  phase(`${r.name}: a phone's load`);
  const ownFloor = lighthouseResults ? scored(`${r.name}'s floor`, lighthouseResults[2 * index + 1]!) : null;
  const lh = lighthouseResults ? scored(r.name, lighthouseResults[2 * index + 2]!) : null;
  const lcpVsFloor = vsFloor(lh?.lcpTrimmedMeanMs, ownFloor?.lcpTrimmedMeanMs);
  const lcpVsHomeFloor = vsFloor(lh?.lcpTrimmedMeanMs, floor?.lcpTrimmedMeanMs);
  const tbtVsOwnFloor = vsFloor(lh?.tbtMs, ownFloor?.tbtMs);
  if (lh)
    console.log(
      `${r.name}: Lighthouse ${lh.score}, LCP ${Math.round(lh.lcpMs)} ms (trimmed means: ${lh.lcpTrimmedMeanMs} ms, ${lcpVsFloor ?? '-'}× its own floor's ${ownFloor?.lcpTrimmedMeanMs ?? '-'} ms, runs ${ownFloor?.lcpRuns.join(', ') ?? '-'}; ${lcpVsHomeFloor ?? '-'}× home's; runs ${lh.lcpRuns.join(', ')}), TBT ${Math.round(lh.tbtMs)} ms (${lh.tbtRuns.join(', ')}; ${tbtVsOwnFloor ?? '-'}× its own floor's ${ownFloor ? Math.round(ownFloor.tbtMs) : '-'} ms; by the page's own CPU ${Math.round(lh.ownTbtMs)} ms, its floor's ${ownFloor ? Math.round(ownFloor.ownTbtMs) : '-'} ms), CLS ${lh.cls.toFixed(3)}; HTML ${lh.documentKb} KB as sent; LCP element ${lh.lcpElement}`,
    );
  const live = await liveAt(`${siteUrl}${r.path}`);
  console.log(
    `${r.name}: first paint ${live.fcpMs} ms; links, forms and menus live then; ${live.hydratedAfterFcpMs === null ? 'no code loaded (nothing woke it)' : `hydrated ${live.hydratedAfterFcpMs} ms later`}; images ${live.imageKb} KB on a 390 px phone, ${live.desktopImageKb} KB on a 1440 px desktop; ${live.kbBeforeLcp} KB other than script before the phone's LCP (${live.lcpMs} ms)`,
  );
  if (r.pattern === '/' && live.kbBeforeLcp > PHONE_BYTES_BEFORE_LCP_KB)
    broken.push(`${r.name}: ${live.kbBeforeLcp} KB other than script before LCP on a 390 px phone > ${PHONE_BYTES_BEFORE_LCP_KB} KB`);
  if (first > BUDGETS.firstLoadKb) broken.push(`${r.name}: first-load JavaScript ${first.toFixed(1)} KB > ${BUDGETS.firstLoadKb} KB`);
  if (r.pattern === '/' && total > BUDGETS.homeTotalKb) broken.push(`${r.name}: total JavaScript ${total.toFixed(1)} KB > ${BUDGETS.homeTotalKb} KB`);
  if (lh && LH_ROUTES.has(r.name)) {
    if (lh.score < LIGHTHOUSE_BUDGET.score) broken.push(`${r.name}: Lighthouse performance ${lh.score} < ${LIGHTHOUSE_BUDGET.score}`);
    if (lh.lcpMs > LIGHTHOUSE_BUDGET.lcpMs) broken.push(`${r.name}: LCP ${Math.round(lh.lcpMs)} ms > ${LIGHTHOUSE_BUDGET.lcpMs} ms`);
    if (lh.tbtMs > LIGHTHOUSE_BUDGET.tbtMs) broken.push(`${r.name}: TBT ${Math.round(lh.tbtMs)} ms > ${LIGHTHOUSE_BUDGET.tbtMs} ms`);
    if (lh.cls > LIGHTHOUSE_BUDGET.cls) broken.push(`${r.name}: CLS ${lh.cls.toFixed(3)} > ${LIGHTHOUSE_BUDGET.cls}`);
  }
  // The page's own blocking time holds the TBT budget on every route at any hour: the host's interruptions are not in it.
  if (lh && lh.ownTbtMs > LIGHTHOUSE_BUDGET.tbtMs) broken.push(`${r.name}: TBT by its own CPU ${Math.round(lh.ownTbtMs)} ms > ${LIGHTHOUSE_BUDGET.tbtMs} ms`);
  if (tbtVsOwnFloor !== null && tbtVsOwnFloor > TBT_VS_FLOOR) broken.push(`${r.name}: TBT ${tbtVsOwnFloor}× its own floor's > ${TBT_VS_FLOOR}×`);
  if (lcpVsFloor !== null && lcpVsFloor > LCP_VS_FLOOR) broken.push(`${r.name}: LCP ${lcpVsFloor}× its static floor's > ${LCP_VS_FLOOR}×`);
  pageRows.push({
    route: r.name,
    path: r.path,
    firstLoadKb: +first.toFixed(1),
    totalJsKb: +total.toFixed(1),
    cssKb: +css.toFixed(1),
    lighthouse: lh,
    lcpVsFloor,
    // The same content as static HTML (the route's own floor) and home's floor, each measured in the same rounds.
    floorLighthouse: ownFloor,
    lcpVsHomeFloor,
    // The floor's TBT is the host's own (it runs no script): 0 on a quiet host, so this is null then.
    tbtVsFloor: tbtVsOwnFloor,
    tbtOverFloorMs: lh && ownFloor ? Math.round(lh.tbtMs - ownFloor.tbtMs) : null,
    live,
  });
}
await chrome.kill();
await phone.close();
await site.stop();

// Server-rendered pages under load: the site server in a process of its own (as `npm start`
// runs it, against this process's API), autocannon in another.
async function startSiteProcess(env: Record<string, string>) {
  const port = await freePort();
  const child = ownedChild(
    spawn(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'scripts', 'start.ts')], {
      cwd: root,
      env: {
        ...process.env,
        ...env,
        API_URL: api.apiUrl,
        CONTENT_URL: api.contentUrl,
        MEDIA_URL: api.mediaUrl,
        IMAGE_URL_TEMPLATE: EMBEDDED_IMAGE_URL_TEMPLATE,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('Site:') && resolve());
    child.on('exit', (code) => reject(new Error(`site server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => new Promise<void>((r) => (child.on('exit', () => r()), child.kill('SIGTERM'))) };
}

/** Median time to the first byte of the answer over sequential requests (the head goes out first). */
async function ttfb(url: string, n = 30): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { 'accept-encoding': 'br' } });
    const reader = res.body!.getReader();
    await reader.read();
    times.push(performance.now() - started);
    while (!(await reader.read()).done);
  }
  return median(times);
}

const ssrRows = [];
for (const cache of [0, 10]) {
  // Two site-server processes on this two-core machine (WEB_CONCURRENCY), as instances scale out.
  const server = await startSiteProcess({ HTML_CACHE_SECONDS: String(cache), WEB_CONCURRENCY: String(SSR_PROCESSES) });
  try {
    for (const r of routes.filter((x) => ['home', 'projects', 'project detail'].includes(x.name))) {
      const url = `${server.url}${r.path}`;
      phase(`SSR load: ${r.name}, HTML cache ${cache ? `${cache} s` : 'off'} (${seconds} s)`);
      const firstByte = await ttfb(url);
      const result = await cannon(url, server.pid);
      // The site processes' own CPU per page: requests/s take what autocannon and the API leave over
      // on a shared host, this does not. Capacity: that cost against a core per process.
      const cpuMsPerRequest = result.cpuUsPerRequest / 1000;
      const row = {
        route: r.name,
        htmlCacheSeconds: cache,
        ttfbMs: +firstByte.toFixed(1),
        rps: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        cpuMsPerRequest: +cpuMsPerRequest.toFixed(2),
        capacityRps: Math.round((Math.min(SSR_PROCESSES, cpus().length) * 1000) / cpuMsPerRequest),
        non2xx: result.non2xx,
        errors: result.errors,
      };
      ssrRows.push(row);
      console.log(
        `SSR ${r.name} (cache ${cache || 'off'}): TTFB ${row.ttfbMs} ms, ${row.rps} requests/s, p99 ${row.p99Ms} ms; ${row.cpuMsPerRequest} ms of the site's CPU per request (${row.capacityRps} requests/s with a core per process)`,
      );
      if (row.non2xx || row.errors) broken.push(`SSR ${r.name} (cache ${cache}s): ${row.non2xx} non-2xx answers, ${row.errors} errors`);
      if (r.name !== 'projects') continue;
      if (!cache && row.rps < SSR_BUDGET.uncachedRps) broken.push(`SSR /projects uncached: ${row.rps} requests/s < ${SSR_BUDGET.uncachedRps}`);
      if (cache && row.rps < SSR_BUDGET.cachedRps)
        broken.push(`SSR /projects with HTML_CACHE_SECONDS=${cache}: ${row.rps} requests/s < ${SSR_BUDGET.cachedRps}`);
      if (cache && row.p99Ms > SSR_BUDGET.cachedP99Ms)
        broken.push(`SSR /projects with HTML_CACHE_SECONDS=${cache}: p99 ${row.p99Ms} ms > ${SSR_BUDGET.cachedP99Ms} ms`);
    }
  } finally {
    await server.stop();
  }
}

await api.close();
rmSync(dataDir, { recursive: true, force: true });
await floorServer.stop();
await routeFloors.stop();

const fmt = (n: number | undefined, d = 0) => (n === undefined || Number.isNaN(n) ? '-' : n.toFixed(d));
console.log('\nPages (JavaScript and CSS gzipped; Lighthouse mobile, median of %d; LCP ratios between trimmed means of the runs)', RUNS);
console.log(
  '| route | first-load JS KB | total JS KB | CSS KB | HTML KB as sent | perf | LCP ms | TBT ms (each run) | CLS | LCP trimmed mean ms | own floor trimmed mean ms | LCP / own floor | LCP / home floor | TBT / own floor | TBT by own CPU ms | host CPU index |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
const tbtCell = (lh: LhResult | null) =>
  lh ? `${fmt(lh.tbtMs)} (${lh.tbtRuns.join(', ')}${lh.erroredRuns.length ? `; ${lh.erroredRuns.length} errored, not counted` : ''})` : 'errored';
if (floor)
  console.log(
    `| static floor | - | - | - | ${fmt(floor.documentKb, 1)} | ${floor.score} | ${fmt(floor.lcpMs)} | ${tbtCell(floor)} | ${fmt(floor.cls, 3)} | ${floor.lcpTrimmedMeanMs} | - | - | 1.00 | - | ${fmt(floor.ownTbtMs)} | ${floor.benchmarkIndex} |`,
  );
for (const r of pageRows) {
  const lh = r.lighthouse;
  const tbtRatio = r.tbtVsFloor ?? (r.tbtOverFloorMs !== null ? `floor 0; +${r.tbtOverFloorMs} ms` : '-');
  console.log(
    `| ${r.route} | ${r.firstLoadKb} | ${r.totalJsKb} | ${r.cssKb} | ${fmt(lh?.documentKb, 1)} | ${lh?.score ?? '-'} | ${fmt(lh?.lcpMs)} | ${tbtCell(lh)} | ${fmt(lh?.cls, 3)} | ${fmt(lh?.lcpTrimmedMeanMs)} | ${fmt(r.floorLighthouse?.lcpTrimmedMeanMs)} | ${r.lcpVsFloor ?? '-'} | ${r.lcpVsHomeFloor ?? '-'} | ${tbtRatio} | ${fmt(lh?.ownTbtMs)} | ${lh?.benchmarkIndex ?? '-'} |`,
  );
}
console.log(
  "(host CPU index: Lighthouse's benchmarkIndex, median of the runs; a busy host scores lower, and its TBT rises: Lighthouse multiplies each observed task by 4.)",
);
console.log(`\nWhen controls work, on a phone (${PHONE_PROFILE_LABEL}, 390 px, one run; times from navigation start)`);
console.log(
  '| route | first paint ms | links, forms, menus live after first paint ms | native controls | hydration ends after first paint ms | plain buttons (taps replayed until then) | image KB (390 px, 3x) | image KB (1440 px, 1x) | LCP ms | KB before LCP (no script) |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of pageRows)
  console.log(
    `| ${r.route} | ${r.live.fcpMs} | 0 | ${r.live.nativeControls} | ${r.live.hydratedAfterFcpMs ?? 'no code loaded'} | ${r.live.scriptedButtons} | ${r.live.imageKb} | ${r.live.desktopImageKb} | ${r.live.lcpMs} | ${r.live.kbBeforeLcp} |`,
  );
printApiTable(apiRows);
console.log(
  '\nServer-rendered pages (%d site-server processes, %d connections, %d s each; TTFB: median of 30 sequential requests)',
  SSR_PROCESSES,
  LOAD_CONNECTIONS,
  seconds,
);
console.log('| route | HTML_CACHE_SECONDS | TTFB ms | requests/s | p50 ms | p99 ms | site CPU ms per request | requests/s with a core per process |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of ssrRows)
  console.log(`| ${r.route} | ${r.htmlCacheSeconds || 'off'} | ${r.ttfbMs} | ${r.rps} | ${r.p50Ms} | ${r.p99Ms} | ${r.cpuMsPerRequest} | ${r.capacityRps} |`);

const busiest = Math.min(...[floor, ...pageRows.map((r) => r.lighthouse)].flatMap((lh) => (lh ? [lh.benchmarkIndex] : [])));
const floorTbtMs = floor ? Math.round(floor.tbtMs) : null;
const floorBusy = floorTbtMs !== null && floorTbtMs >= FLOOR_TBT_BUSY_MS;
const hostBusy = busiest < BUSY_HOST_INDEX || floorBusy;
console.log(`\nThe static floor's own TBT: ${floorTbtMs ?? '-'} ms (a page with no script: anything over ${FLOOR_TBT_BUSY_MS} ms is the host's)`);
if (hostBusy) {
  console.warn(
    `\nThe host was busy during the Lighthouse runs (${[busiest < BUSY_HOST_INDEX ? `CPU index down to ${busiest}, under ${BUSY_HOST_INDEX}` : '', floorBusy ? `the static floor shows ${floorTbtMs} ms of TBT` : ''].filter(Boolean).join('; ')}): TBT and LCP read high. ` +
      'Read them as ratios to the floor; budgets are still checked, run again at a quieter time before trusting a miss.',
  );
}

const publishRow = await measurePublish(api, broken);

mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(
  join(root, 'bench-results', 'bench.json'),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      budgets: {
        ...BUDGETS,
        lighthouse: LIGHTHOUSE_BUDGET,
        lcpVsFloor: LCP_VS_FLOOR,
        phoneBytesBeforeLcpKb: PHONE_BYTES_BEFORE_LCP_KB,
        api: API_BUDGET,
        apiVsBare: API_VS_BARE,
        ssr: SSR_BUDGET,
        publishToEveryBoxMs: PUBLISH_BUDGET_MS,
      },
      floor,
      floorTbtMs,
      pages: pageRows,
      api: apiRows,
      ssr: ssrRows,
      publish: publishRow,
      hostBusy,
      broken,
    },
    null,
    2,
  ),
);
finish(broken, 'bench-results/bench.json');
