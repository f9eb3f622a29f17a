/**
 * `npm run bench:studio`: the studio on big pages. It adds two pages of 300 blocks to a copy of
 * pages.config.json (tooling/studio-bench-pages.ts: one flat, one four levels deep), starts the
 * studio on it (as `npm run studio` does, in a process of its own), opens each page in Debian's
 * Chromium (`CHROME_PATH`, default /usr/bin/chromium) and measures the studio window's main thread:
 * opening the page, a keystroke in a text field (20 of them, p95), a move, a delete and a wrap.
 * A keystroke's figure is its events' work (keydown to keyup, React's render and commit in them);
 * its latency to a task queued after it (a frame drawn meanwhile included) is reported beside it.
 * The others are the click's work (React's render, commit and effects, all done at once for a
 * click), with the latency to a task queued after it reported beside (a frame drawn meanwhile and the
 * check sent to /api/edit, if its timer fell due, included). The long tasks (over 50 ms) are counted. The flat page, measured in the same run, is the baseline. Prints a table, writes
 * bench-results/bench-studio.json, and exits non-zero when a budget is broken.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import type { SiteConfig } from '../src/engine/types';
import { readBlockSchemas } from '../tooling/config-check';
import { BENCH_BLOCKS, withBenchPages } from '../tooling/studio-bench-pages';

const root = process.cwd();
const BUDGET = { openMs: 1000, keystrokeP95Ms: 16, moveMs: 100, deleteMs: 100, wrapMs: 100 } as const;
const KEYSTROKES = 20;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

const dir = mkdtempSync(join(tmpdir(), 'bench-studio-'));
const configFile = join(dir, 'pages.config.json');
const schemas = await readBlockSchemas(root);
writeFileSync(configFile, JSON.stringify(withBenchPages(JSON.parse(readFileSync(join(root, 'pages.config.json'), 'utf8')) as SiteConfig, schemas), null, 2));

const port = await freePort();
const studio = spawn(process.execPath, ['--import', 'tsx', 'studio/server/main.ts'], {
  cwd: root,
  detached: true,
  env: { ...process.env, STUDIO_PORT: String(port), STUDIO_CONFIG: configFile },
  stdio: ['ignore', 'pipe', 'pipe'],
});
await new Promise<void>((resolve, reject) => {
  let output = '';
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    if (/Studio: http/.test(output)) resolve();
  };
  studio.stdout.on('data', read);
  studio.stderr.on('data', read);
  studio.once('exit', (code) => reject(new Error(`the studio exited (${code}):\n${output}`)));
});

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });

/**
 * In the page: long tasks as they happen, and `__time(fn)`: fn run, timed to the end of the work it
 * started (a task queued after it has run). A string, not a function: tsx's helpers do not reach the page.
 */
const INSTRUMENT = `
  window.__long = [];
  new PerformanceObserver((list) => window.__long.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask', buffered: true });
  // An input's main-thread work: from each of its events' first listener (the window's, capturing) to
  // its last (the window's, bubbling); React's render, commit and effects run in between (a real
  // input's microtasks run after each listener).
  window.__work = 0;
  for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click', 'keydown', 'keypress', 'beforeinput', 'input', 'keyup']) {
    let start = 0;
    window.addEventListener(type, () => { start = performance.now(); }, true);
    window.addEventListener(type, () => { window.__work += performance.now() - start; });
  }
  // And its latency: from its click or input event to a task queued after all it started (a frame drawn meanwhile included).
  window.__expect = () => {
    window.__work = 0;
    window.__latency = new Promise((resolve) => {
      const done = (e) => {
        removeEventListener('click', done);
        removeEventListener('input', done);
        const c = new MessageChannel();
        c.port1.onmessage = () => resolve(performance.now() - e.timeStamp);
        c.port2.postMessage(0);
      };
      addEventListener('click', done);
      addEventListener('input', done);
    });
  };
`;

interface Figures {
  page: string;
  blocks: number;
  openMs: number;
  keystrokeP95Ms: number;
  keystrokeMaxMs: number;
  moveMs: number;
  deleteMs: number;
  wrapMs: number;
  longTasks: number;
  /** Each action's latency to a task queued after it: a frame drawn meanwhile, and what else was queued, included. */
  latencyMs: Record<string, number>;
}

/** An input's work (a click, a key pressed) in the page; its latency is kept in `latency`, by what was timed. */
const latency: Record<string, number> = {};
async function time(page: Page, input: () => Promise<void>, what: string): Promise<number> {
  await page.evaluate('window.__expect()');
  await input();
  latency[what] = (await page.evaluate('window.__latency')) as number;
  return (await page.evaluate('window.__work')) as number;
}
async function expectStatus(page: Page, pattern: RegExp) {
  const text = (await page.getByRole('status').textContent()) ?? '';
  if (!pattern.test(text)) throw new Error(`bench:studio: the studio said "${text}"`);
}
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1]!;

async function measure(path: string): Promise<Figures> {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  await page.addInitScript({ content: INSTRUMENT });
  await page.goto(`http://localhost:${port}/`);
  await page.getByRole('list', { name: 'Blocks' }).waitFor();
  const route = page.getByRole('navigation', { name: 'Outline' }).getByRole('button', { name: new RegExp(`^${path}`) });
  await route.scrollIntoViewIfNeeded();
  // Opening: the click's work (the page's blocks listed, their rows drawn by React).
  const openMs = await time(page, () => route.click(), 'open');
  await page.getByRole('heading', { name: `Blocks of ${path}` }).waitFor();

  // The block edited: a content block, nested as deep as the page goes (expanded by selecting it through its parents).
  const firstRow = '.blocks > li:first-child > .tree-row';
  for (;;) {
    const expand = page
      .locator(`${firstRow} button[aria-expanded="false"], .tree-slot:first-of-type > .blocks > li:first-child > .tree-row button[aria-expanded="false"]`)
      .first();
    if (!(await expand.count())) break;
    await expand.click();
  }
  const leaf = page.locator('li:not(:has(.tree-slot)):not(:has(button[aria-expanded])) > .tree-row [data-action="select"]').first();
  await leaf.click();
  const field = page.locator('form.props').locator('input[type="text"], textarea').first();
  await field.click();
  await field.press('End');
  await page.evaluate(() => ((window as unknown as { __long: number[] }).__long.length = 0));

  // Keystrokes: the work of each one's events (keydown to keyup, React's render and commit included),
  // and its latency: from its input event to a task queued after everything it started (a frame, if one fell due, included).
  const keys: number[] = [];
  const latencies: number[] = [];
  for (let i = 0; i < KEYSTROKES; i++) {
    keys.push(await time(page, () => page.keyboard.press(String.fromCharCode(97 + (i % 26))), 'keystroke'));
    latencies.push(latency.keystroke!);
  }
  const selected = '.blocks li.selected > .tree-row';
  // A nested block moves out of its column into the section (across slots); a flat page's, down one.
  const out = '[role="toolbar"] button[data-action="out"]:not(:disabled)';
  const moveButton = page.locator((await page.locator(out).count()) ? out : `${selected} button[data-action="down"]`);
  const moveMs = await time(page, () => moveButton.click(), 'move');
  await expectStatus(page, /^Moved /);
  // Wrapped in the first layout block its place takes (a refused wrap changes nothing, and is not timed).
  let wrapMs = NaN;
  for (const wrapper of await page.locator('[role="toolbar"] button[data-wrap]').evaluateAll((els) => els.map((el) => el.getAttribute('data-wrap')!))) {
    const ms = await time(page, () => page.locator(`[role="toolbar"] button[data-wrap="${wrapper}"]`).click(), 'wrap');
    if (/^Wrapped /.test((await page.getByRole('status').textContent()) ?? '')) {
      wrapMs = ms;
      break;
    }
  }
  const deleteMs = await time(page, () => page.locator('.blocks li.selected > .tree-row .block-actions button[data-action="delete"]').click(), 'delete');
  await expectStatus(page, /^Deleted /);
  const longTasks = ((await page.evaluate('window.__long.length')) as number) || 0;
  await page.close();
  return {
    page: path,
    blocks: BENCH_BLOCKS,
    openMs,
    keystrokeP95Ms: p95(keys),
    keystrokeMaxMs: Math.max(...keys),
    moveMs,
    deleteMs,
    wrapMs,
    longTasks,
    latencyMs: { open: latency.open!, keystrokeP95: p95(latencies), move: latency.move!, wrap: latency.wrap!, delete: latency.delete! },
  };
}

let figures: Figures[] = [];
try {
  // The flat page first: the baseline, measured in the same run.
  figures = [await measure('/bench-flat'), await measure('/bench-deep')];
} finally {
  await browser.close();
  if (studio.pid) process.kill(-studio.pid, 'SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}

const broken = figures.flatMap((f) =>
  (Object.keys(BUDGET) as (keyof typeof BUDGET)[]).filter((k) => f[k] > BUDGET[k]).map((k) => `${f.page} ${k} ${f[k].toFixed(1)} > ${BUDGET[k]}`),
);
const round = (n: number) => Math.round(n * 10) / 10;
console.table(
  Object.fromEntries(
    figures.map((f) => [
      f.page,
      {
        'open ms': round(f.openMs),
        'keystroke p95 ms': round(f.keystrokeP95Ms),
        'keystroke max ms': round(f.keystrokeMaxMs),
        'move ms': round(f.moveMs),
        'delete ms': round(f.deleteMs),
        'wrap ms': round(f.wrapMs),
        'long tasks': f.longTasks,
        'latency ms (open/key p95/move/wrap/delete)': ['open', 'keystrokeP95', 'move', 'wrap', 'delete']
          .map((k) => Math.round(f.latencyMs[k] ?? NaN))
          .join('/'),
      },
    ]),
  ),
);
mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(join(root, 'bench-results', 'bench-studio.json'), JSON.stringify({ at: new Date().toISOString(), budget: BUDGET, figures, broken }, null, 2));
console.log(broken.length ? `Over budget:\n  ${broken.join('\n  ')}` : 'Every figure within its budget.');
console.log('Written: bench-results/bench-studio.json');
process.exit(broken.length ? 1 : 0);
