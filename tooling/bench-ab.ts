/**
 * `npm run bench -- --ab REF`: the working tree against another commit, side by side, in one run.
 * REF is checked out in a temporary git worktree beside this one (node_modules linked, not
 * installed) and built; both builds are served by site-server processes of their own against
 * one embedded API, and a phone (4× CPU, 150 ms, 1.6 Mbps, 390 px) visits the key routes,
 * alternating A and B in each round so that a host getting busier or quieter weighs on both
 * alike. Prints medians side by side and their ratio; then uncached server rendering of each
 * route, alternated the same way. Only ratios taken in the same run mean anything on a shared host.
 */
import { execFile, execSync, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { launchChromeForLighthouse } from './lighthouseChrome';
import { chromium, type Browser } from 'playwright-core';
import { startEmbeddedApi } from '../server/api/embedded';
import { EMBEDDED_IMAGE_URL_TEMPLATE } from '../server/api/images';
import { floorPage } from './bench-floor';
import { PHONE_PROFILE_LABEL, throttleToPhone } from './phoneProfile';
import type { TraceEvent } from './ownBlockingTime';

export interface AbOptions {
  root: string;
  ref: string;
  rounds: number;
  /** Build the working tree first (REF is always built). */
  buildWorkingTree: boolean;
  /** Seconds of load per side and round in the server-rendering comparison (0: skip it). */
  ssrSeconds: number;
  /** Lighthouse mobile runs per route, side and round, with the static floor's in each round (0: skip them). */
  lighthouseRuns: number;
  log: (what: string) => void;
}

/** Lighthouse's mobile LCP of one run (default simulated throttling), or NaN when the run errored. */
async function lighthouseLcp(port: number, url: string): Promise<number> {
  try {
    const result = await lighthouse(url, { port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    const value = result?.lhr.runtimeError ? undefined : result?.lhr.audits['largest-contentful-paint']?.numericValue;
    return typeof value === 'number' ? value : NaN;
  } catch {
    return NaN;
  }
}

/** What one phone visit costs, from navigation start until the page has gone quiet. */
export interface Visit {
  fcpMs: number;
  lcpMs: number;
  /** Sum of the long tasks (over 50 ms) that started after the first contentful paint. */
  longTasksAfterFcpMs: number;
  /** Their blocking part (each task's time past 50 ms), as TBT counts it. */
  blockingAfterFcpMs: number;
  /** Every main-thread task of the renderer from navigation to quiet (CDP's TaskDuration). */
  mainThreadMs: number;
  /** The main thread's tasks from the first contentful paint to quiet, from a trace (a task spanning the paint counts from it). */
  mainThreadAfterFcpMs: number;
  /** JavaScript bytes received (compressed, as sent). */
  jsKb: number;
  jsRequests: number;
}

const median = (xs: number[]) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** A port nothing listens on now. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

/** A site server as `npm start` runs it, from `dir`'s build, in a process of its own. */
export async function startSite(dir: string, api: { apiUrl: string; contentUrl: string; mediaUrl: string }, store: string) {
  const port = await freePort();
  const child = spawn(join(dir, 'node_modules', '.bin', 'tsx'), [join(dir, 'scripts', 'start.ts')], {
    cwd: dir,
    env: {
      ...process.env,
      API_URL: api.apiUrl,
      CONTENT_URL: api.contentUrl,
      MEDIA_URL: api.mediaUrl,
      IMAGE_URL_TEMPLATE: EMBEDDED_IMAGE_URL_TEMPLATE,
      VITALS_URL: '',
      CONFIG_STORE: store,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      WEB_CONCURRENCY: '1',
      HTML_CACHE_SECONDS: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('Site:')) resolve();
    });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`site server in ${dir} exited with ${code}: ${out}`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => new Promise<void>((r) => (child.on('exit', () => r()), child.kill('SIGTERM'))) };
}

// Collects long tasks and paints from the document's start (an init script runs before the page's own).
const OBSERVE = `(() => {
  const w = window; w.__ab = { long: [], lcp: 0 };
  try { new PerformanceObserver((l) => { for (const e of l.getEntries()) w.__ab.long.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true }); } catch {}
  try { new PerformanceObserver((l) => { for (const e of l.getEntries()) w.__ab.lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true }); } catch {}
})()`;

/** One visit on the phone profile, in a fresh context (an empty cache, as a first visit). */
export async function phoneVisit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  let tracing = false;
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await throttleToPhone(cdp);
    let inFlight = 0;
    let lastNetwork = Date.now();
    let js = 0;
    let jsRequests = 0;
    const sizes: Promise<void>[] = [];
    page.on('request', () => ((inFlight += 1), (lastNetwork = Date.now())));
    const done = () => ((inFlight = Math.max(0, inFlight - 1)), (lastNetwork = Date.now()));
    page.on('requestfailed', done);
    page.on('requestfinished', (req) => {
      done();
      if (req.resourceType() === 'script') {
        jsRequests += 1;
        sizes.push(req.sizes().then((s) => void (js += s.responseBodySize)));
      }
    });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'] });
    tracing = true;
    await page.goto(url, { waitUntil: 'load', timeout: 90_000 });
    // Quiet: no request for 1.5 s and no long task in the last 1.5 s (islands may still wake later, on a scroll).
    const started = Date.now();
    for (;;) {
      await page.waitForTimeout(250);
      const lastLong = await page.evaluate(() => {
        const l = (window as unknown as { __ab: { long: number[][] } }).__ab.long.at(-1);
        return l ? performance.now() - (l[0]! + l[1]!) : Infinity;
      });
      if ((inFlight === 0 && Date.now() - lastNetwork > 1500 && lastLong > 1500) || Date.now() - started > 30_000) break;
    }
    await Promise.all(sizes);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    tracing = false;
    const metrics = (await cdp.send('Performance.getMetrics')).metrics;
    const taskSeconds = metrics.find((m) => m.name === 'TaskDuration')?.value ?? NaN;
    const seen = await page.evaluate(() => {
      const ab = (window as unknown as { __ab: { long: [number, number][]; lcp: number } }).__ab;
      return { fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN, long: ab.long, lcp: ab.lcp };
    });
    const after = seen.long.filter(([start]) => start >= seen.fcp);
    return {
      fcpMs: seen.fcp,
      lcpMs: seen.lcp,
      longTasksAfterFcpMs: after.reduce((n, [, d]) => n + d, 0),
      blockingAfterFcpMs: after.reduce((n, [, d]) => n + Math.max(0, d - 50), 0),
      mainThreadMs: taskSeconds * 1000,
      mainThreadAfterFcpMs: mainThreadAfterFcp(trace.traceEvents),
      jsKb: js / 1024,
      jsRequests,
    };
  } finally {
    // A visit that failed part way leaves its trace to stop: the browser runs one at a time.
    if (tracing) await browser.stopTracing().catch(() => undefined);
    await context.close();
  }
}

/**
 * The page's main-thread work after its first contentful paint, in ms: the renderer's main thread
 * (the one that painted it), every task from the paint on, a task that spans it counted from it.
 */
function mainThreadAfterFcp(events: TraceEvent[]): number {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return NaN;
  let us = 0;
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || e.pid !== fcp.pid || e.tid !== fcp.tid || !e.dur) continue;
    us += Math.max(0, e.ts + e.dur - Math.max(e.ts, fcp.ts));
  }
  return us / 1000;
}

/**
 * One server process rendering `url` uncached for `seconds` (autocannon, 10 connections): requests
 * per second, and the CPU time the process spent per request. Requests per second take what the
 * host leaves over; CPU time per request is the page's own cost and holds on a busy host (the
 * embedded API both servers call lives in this process and shares the cores: the busier it is, the
 * nearer requests per second bring two servers together whatever their own costs).
 */
async function ssrLoad(root: string, server: { url: string; pid: number }, path: string, seconds: number): Promise<{ rps: number; cpuMsPerRequest: number }> {
  const bin = join(root, 'node_modules', '.bin', 'autocannon');
  const before = processTreeCpuMs(server.pid);
  const { stdout } = await promisify(execFile)(bin, ['--json', '-c', '10', '-d', String(seconds), `${server.url}${path}`], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const spent = processTreeCpuMs(server.pid) - before;
  const r = JSON.parse(stdout) as { requests: { average: number; total: number }; non2xx: number };
  return r.non2xx ? { rps: NaN, cpuMsPerRequest: NaN } : { rps: r.requests.average, cpuMsPerRequest: spent / Math.max(1, r.requests.total) };
}

const clockTicksPerSecond = (() => {
  try {
    return Number(execSync('getconf CLK_TCK', { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * CPU time (user and system, ms) a process and every process under it have used so far, from
 * Linux's /proc: the site server runs under tsx's launcher, a process of its own. NaN elsewhere.
 */
export function processTreeCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const own = ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicksPerSecond;
    const children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
    return own + children.reduce((n, child) => n + processTreeCpuMs(child), 0);
  } catch {
    return NaN;
  }
}

async function firstSlug(apiUrl: string, endpoint: string, body: object): Promise<string> {
  const res = await fetch(`${apiUrl}${endpoint}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return ((await res.json()) as { data: { list: { slug: string }[] } }).data.list[0]!.slug;
}

export async function runAb({ root, ref, rounds, buildWorkingTree, ssrSeconds, lighthouseRuns, log }: AbOptions) {
  const sha = execSync(`git rev-parse --verify ${JSON.stringify(`${ref}^{commit}`)}`, { cwd: root, encoding: 'utf8' }).trim();
  const refDir = mkdtempSync(join(tmpdir(), `bench-ab-${sha.slice(0, 7)}-`));
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-ab-data-'));
  log(`checking out ${ref} (${sha.slice(0, 10)}) in ${refDir}`);
  execSync(`git worktree add --detach ${JSON.stringify(refDir)} ${sha}`, { cwd: root, stdio: 'ignore' });
  let api: Awaited<ReturnType<typeof startEmbeddedApi>> | null = null;
  const stops: (() => Promise<void>)[] = [];
  let browser: Browser | null = null;
  try {
    // The same packages as the working tree: a commit that changed package.json needs its own install.
    symlinkSync(join(root, 'node_modules'), join(refDir, 'node_modules'));
    log(`building ${ref}`);
    execSync('npm run build', { cwd: refDir, stdio: ['ignore', 'ignore', 'inherit'] });
    if (buildWorkingTree || !existsSync(join(root, 'dist', 'server', 'entry-server.js'))) {
      log('building the working tree');
      execSync('npm run build', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    }
    log('starting the embedded API and both site servers');
    api = await startEmbeddedApi({ apiPort: 0, contentPort: 0, mediaPort: 0, dataDir, log: false });
    const sides = [
      { name: 'working tree', ...(await startSite(root, api, join(dataDir, 'store-a'))) },
      { name: ref, ...(await startSite(refDir, api, join(dataDir, 'store-b'))) },
    ];
    for (const s of sides) stops.push(s.stop);
    api.allowOrigins(...sides.map((s) => s.url));
    const blog = await firstSlug(api.apiUrl, '/api/Blog/GetBlogsByCategory', { categoryId: 0, pageIndex: 1, pageSize: 1 });
    const routes = [
      { name: 'home', path: '/' },
      { name: 'projects', path: '/projects' },
      { name: 'blog detail', path: `/blogs/${blog}` },
      { name: 'contact', path: '/contact' },
    ];
    browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
    });
    // One unmeasured visit each: the content host renders each picture once, and the servers warm up.
    for (const r of routes) for (const s of sides) await phoneVisit(browser, `${s.url}${r.path}`);
    const visits = new Map<string, Visit[]>();
    for (let round = 0; round < rounds; round++) {
      log(`phone visits, round ${round + 1} of ${rounds}`);
      for (const r of routes) {
        // Alternate which side goes first, so neither always follows the other's load.
        const order = round % 2 ? [...sides].reverse() : sides;
        for (const s of order) {
          const key = `${r.name}|${s.name}`;
          visits.set(key, [...(visits.get(key) ?? []), await phoneVisit(browser, `${s.url}${r.path}`)]);
        }
      }
    }
    // Lighthouse against each side and the floor in every round: LCP as a ratio to the same round's floor.
    const lcp = new Map<string, number[]>();
    const lcpVsFloor = new Map<string, number[]>();
    if (lighthouseRuns > 0) {
      const floorHtml = Buffer.from(floorPage(api.contentUrl));
      const floorServer = createHttpServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(floorHtml));
      await new Promise<void>((r) => floorServer.listen(0, '127.0.0.1', r));
      const floorUrl = `http://127.0.0.1:${(floorServer.address() as { port: number }).port}/`;
      const chrome = await launchChromeForLighthouse();
      try {
        for (let round = 0; round < rounds; round++) {
          log(`Lighthouse, round ${round + 1} of ${rounds}`);
          const floors: number[] = [];
          for (let i = 0; i < lighthouseRuns; i++) floors.push(await lighthouseLcp(chrome.port, floorUrl));
          const floor = median(floors);
          lcp.set('floor', [...(lcp.get('floor') ?? []), floor]);
          for (const r of routes) {
            const order = round % 2 ? [...sides].reverse() : sides;
            for (const s of order) {
              const key = `${r.name}|${s.name}`;
              for (let i = 0; i < lighthouseRuns; i++) {
                const value = await lighthouseLcp(chrome.port, `${s.url}${r.path}`);
                lcp.set(key, [...(lcp.get(key) ?? []), value]);
                lcpVsFloor.set(key, [...(lcpVsFloor.get(key) ?? []), value / floor]);
              }
            }
          }
        }
      } finally {
        await chrome.kill();
        await new Promise<void>((r) => floorServer.close(() => r()));
      }
    }
    const ssr = new Map<string, { rps: number; cpuMsPerRequest: number }[]>();
    if (ssrSeconds > 0) {
      // Two unmeasured seconds of load per route and side: the JIT has compiled each render before any
      // round counts (the phone visits asked for each page only a few times).
      log('warming up server rendering');
      for (const r of routes) for (const s of sides) await ssrLoad(root, s, r.path, 2);
      for (let round = 0; round < rounds; round++) {
        log(`uncached server rendering, round ${round + 1} of ${rounds}`);
        for (const r of routes) {
          const order = round % 2 ? [...sides].reverse() : sides;
          for (const s of order) {
            const key = `${r.name}|${s.name}`;
            ssr.set(key, [...(ssr.get(key) ?? []), await ssrLoad(root, s, r.path, ssrSeconds)]);
          }
        }
      }
    }
    const fields = ['longTasksAfterFcpMs', 'blockingAfterFcpMs', 'mainThreadMs', 'mainThreadAfterFcpMs', 'jsKb', 'jsRequests', 'fcpMs', 'lcpMs'] as const;
    const rows = routes.map((r) => {
      const of = (side: string) => {
        const vs = visits.get(`${r.name}|${side}`) ?? [];
        const m = Object.fromEntries(fields.map((f) => [f, +median(vs.map((v) => v[f])).toFixed(1)])) as Record<(typeof fields)[number], number>;
        const key = `${r.name}|${side}`;
        return {
          ...m,
          ssrRps: +median((ssr.get(key) ?? []).map((x) => x.rps)).toFixed(0),
          ssrCpuMsPerRequest: +median((ssr.get(key) ?? []).map((x) => x.cpuMsPerRequest)).toFixed(2),
          lighthouseLcpMs: +median(lcp.get(key) ?? []).toFixed(0),
          lighthouseLcpVsFloor: +median(lcpVsFloor.get(key) ?? []).toFixed(2),
          runs: vs,
        };
      };
      return { route: r.name, path: r.path, a: of(sides[0]!.name), b: of(sides[1]!.name) };
    });
    const ratio = (a: number, b: number) => (b > 0 && Number.isFinite(a) ? (a / b).toFixed(2) : '-');
    console.log(`\nA: the working tree; B: ${ref} (${sha.slice(0, 10)}). Phone: ${PHONE_PROFILE_LABEL}, 390 px; medians of ${rounds} alternated visits each`);
    console.log(
      '| route | long tasks after FCP ms A / B (ratio) | blocking after FCP ms A / B | main-thread after FCP ms A / B (ratio) | main-thread ms A / B (ratio) | JS KB A / B (ratio) | JS requests A / B | FCP ms A / B | LCP ms A / B |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const { route, a, b } of rows) {
      console.log(
        `| ${route} | ${a.longTasksAfterFcpMs} / ${b.longTasksAfterFcpMs} (${ratio(a.longTasksAfterFcpMs, b.longTasksAfterFcpMs)}) | ${a.blockingAfterFcpMs} / ${b.blockingAfterFcpMs} | ${a.mainThreadAfterFcpMs} / ${b.mainThreadAfterFcpMs} (${ratio(a.mainThreadAfterFcpMs, b.mainThreadAfterFcpMs)}) | ${a.mainThreadMs} / ${b.mainThreadMs} (${ratio(a.mainThreadMs, b.mainThreadMs)}) | ${a.jsKb} / ${b.jsKb} (${ratio(a.jsKb, b.jsKb)}) | ${a.jsRequests} / ${b.jsRequests} | ${a.fcpMs} / ${b.fcpMs} | ${a.lcpMs} / ${b.lcpMs} |`,
      );
    }
    if (ssrSeconds > 0) {
      console.log(
        `\nUncached server rendering: one process each, 10 connections, ${ssrSeconds} s per side and round, medians of ${rounds} alternated rounds. ` +
          "Requests per second take what the host leaves over; CPU time per request is the page's own cost (B's over A's: how many times as many pages A renders on the same CPU).",
      );
      console.log('| route | requests/s A / B (ratio) | CPU ms per request A / B (B / A) |');
      console.log('| --- | --- | --- |');
      for (const { route, a, b } of rows)
        console.log(
          `| ${route} | ${a.ssrRps} / ${b.ssrRps} (${ratio(a.ssrRps, b.ssrRps)}) | ${a.ssrCpuMsPerRequest} / ${b.ssrCpuMsPerRequest} (${ratio(b.ssrCpuMsPerRequest, a.ssrCpuMsPerRequest)}) |`,
        );
    }
    if (lighthouseRuns > 0) {
      console.log(
        `\nLighthouse mobile LCP (simulated throttling), ${lighthouseRuns} run(s) per route, side and round; the static floor's median ${median(lcp.get('floor') ?? []).toFixed(0)} ms`,
      );
      console.log('| route | LCP ms A / B | LCP / floor A / B (median of per-round ratios) |');
      console.log('| --- | --- | --- |');
      for (const { route, a, b } of rows)
        console.log(`| ${route} | ${a.lighthouseLcpMs} / ${b.lighthouseLcpMs} | ${a.lighthouseLcpVsFloor} / ${b.lighthouseLcpVsFloor} |`);
    }
    const sum = (side: 'a' | 'b', f: 'longTasksAfterFcpMs' | 'mainThreadMs' | 'mainThreadAfterFcpMs') => rows.reduce((n, r) => n + r[side][f], 0);
    const all = (f: 'longTasksAfterFcpMs' | 'mainThreadMs' | 'mainThreadAfterFcpMs') => ratio(sum('a', f), sum('b', f));
    console.log(
      `all routes: long tasks after FCP ${all('longTasksAfterFcpMs')}×, main-thread work after FCP ${all('mainThreadAfterFcpMs')}×, main-thread work from navigation ${all('mainThreadMs')}×`,
    );
    mkdirSync(join(root, 'bench-results'), { recursive: true });
    writeFileSync(
      join(root, 'bench-results', 'bench-ab.json'),
      JSON.stringify(
        { date: new Date().toISOString(), a: 'working tree', b: ref, bCommit: sha, rounds, floorLighthouseLcpMs: median(lcp.get('floor') ?? []), routes: rows },
        null,
        2,
      ),
    );
    log('results in bench-results/bench-ab.json');
    return rows;
  } finally {
    await browser?.close();
    for (const stop of stops) await stop().catch(() => {});
    await api?.close();
    execSync(`git worktree remove --force ${JSON.stringify(refDir)}`, { cwd: root, stdio: 'ignore' });
    rmSync(dataDir, { recursive: true, force: true });
  }
}
