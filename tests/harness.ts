/**
 * What browser tests share: Debian's Chromium through playwright-core, the URLs of the
 * running site and API (started by global-setup.ts), console-error capture, axe-core,
 * and read access to the API's database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { chromium, type Browser, type ConsoleMessage, type Frame, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { createSiteServer } from '../server/site/app';
import { throttleToPhone } from '../tooling/phoneProfile';

const require = createRequire(import.meta.url);

export const siteUrl = () => inject('siteUrl');
export const apiUrl = () => inject('apiUrl');
export const contentUrl = () => inject('contentUrl');
export const mediaUrl = () => inject('mediaUrl');
export const dataDir = () => inject('dataDir');

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

/**
 * Where a test writes a screenshot the README shows: into the repository (`dir`) only with
 * UPDATE_SCREENSHOTS=1, so an ordinary run leaves the working tree clean; otherwise to a
 * temporary folder, where the test still takes and checks it.
 */
export function screenshotDir(dir: string): string {
  const out = process.env.UPDATE_SCREENSHOTS === '1' ? dir : join(tmpdir(), 'voltline-screenshots');
  mkdirSync(out, { recursive: true });
  return out;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    // This machine has no network beyond loopback: Chromium's background services would only fail.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
}

/** One Chromium for a test file: launched before its tests, closed after them. */
export function browserForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser!;
}

export interface OpenedPage {
  page: Page;
  /** console.error messages and uncaught page errors, as they happen. */
  errors: string[];
  /** Every console message, as "type: text". */
  logs: string[];
}

type PageOptions = { viewport?: { width: number; height: number }; javaScriptEnabled?: boolean; reducedMotion?: 'reduce' | 'no-preference' };

const contextOptions = (opts: PageOptions) => ({
  viewport: opts.viewport ?? DESKTOP,
  javaScriptEnabled: opts.javaScriptEnabled ?? true,
  reducedMotion: opts.reducedMotion ?? 'reduce',
});

/**
 * Records the page's console from now on. In a reused tab, messages that reach the test before
 * the next document commits are the previous document's, and are left out (`nextDocument`).
 */
export function recordConsole(page: Page, nextDocument = false): OpenedPage & { stop: () => void } {
  const errors: string[] = [];
  const logs: string[] = [];
  let committed = !nextDocument;
  const onNavigated = (frame: Frame) => void (frame === page.mainFrame() && (committed = true));
  const onConsole = (m: ConsoleMessage) => {
    if (!committed) return;
    logs.push(`${m.type()}: ${m.text()}`);
    if (m.type() === 'error') errors.push(m.text());
  };
  const onPageError = (e: Error) => void (committed && errors.push(e.message));
  page.on('framenavigated', onNavigated);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  const stop = () => {
    page.off('framenavigated', onNavigated);
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  };
  return { page, errors, logs, stop };
}

/** What a visitor's first touch does to a server-rendered page: the app boots (after the load event), hydrating what is interactive. */
export async function wakePage(page: Page): Promise<void> {
  await pageStarted(page);
  await page.dispatchEvent('html', 'pointerdown');
}

/** The page's start (src/islands/runtime.ts), imported once the window has loaded. */
export const START_FILE = /\/static\/js\/start-[\w-]+\.js$/;

/** Until the page's start listens for the visitor (it comes after the load event, and starts a frame later). */
export async function pageStarted(page: Page): Promise<void> {
  await page.locator('html[data-started]').waitFor({ state: 'attached' });
}

async function visit(page: Page, path: string, javaScriptEnabled: boolean): Promise<void> {
  await page.goto(new URL(path, siteUrl()).href, { waitUntil: 'load' });
  // Without script, a page whose blocks streamed in late refreshes to itself held whole (server/site/plugins/pages.ts).
  // That refresh may be pending, under way or done when `goto` returns, and the frame's URL can lag the
  // document Playwright reads (a held page's head arrives at once, its body only when every block is in):
  // so wait on the document itself, until it is one with no refresh to make and it has fully loaded.
  if (!javaScriptEnabled) await settledWithoutScript(page);
  // The page's script starts after the load event, when an interactive block nears the viewport or
  // the visitor first reaches for the page (islands: server/site/app.ts's start script). The tests
  // act as that visitor: a touch on the page's background, which follows no link.
  if (javaScriptEnabled) {
    await wakePage(page);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  }
}

/** Until the tab shows a document that has loaded and has no refresh left to make (a deadline names which). */
async function settledWithoutScript(page: Page, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // Listening before the read: a refresh that commits between the two is not missed.
    const navigated = page.waitForEvent('framenavigated', { predicate: (f) => f === page.mainFrame(), timeout: Math.max(1, deadline - Date.now()) });
    navigated.catch(() => {});
    // Mid-navigation a read can fail (its document is gone): the next one reads the new document.
    const state = await page
      .evaluate(() => `${document.readyState}${document.querySelector('meta[http-equiv="refresh"]') ? ', refresh pending' : ''}`)
      .catch(() => 'between documents');
    if (state === 'complete') return;
    if (Date.now() > deadline) throw new Error(`${page.url()}: after ${timeoutMs} ms the page without script was still ${state}`);
    // A pending refresh navigates, a document gone mid-read is being replaced: both commit a new one.
    // A document still loading fires its load event.
    if (state.endsWith('refresh pending') || state === 'between documents') await navigated.catch(() => {});
    else await page.waitForLoadState('load', { timeout: Math.max(1, deadline - Date.now()) }).catch(() => {});
  }
}

/** Opens a path of the site; `javaScriptEnabled: false` shows what a crawler without scripts gets. */
export async function openPage(browser: Browser, path: string, opts: PageOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext(contextOptions(opts));
  const page = await context.newPage();
  const { errors, logs } = recordConsole(page);
  page.on('close', () => void context.close().catch(() => {}));
  await visit(page, path, opts.javaScriptEnabled ?? true);
  return { page, errors, logs };
}

export interface Tab {
  page: Page;
  /** Loads a path of the site in this tab, as openPage does; its console from then on. */
  visit(path: string): Promise<OpenedPage>;
  close(): Promise<void>;
}

/**
 * One tab for many visits, for a test that only reads what each page shows. A new context
 * (or tab) costs a renderer process, a second or more on this machine; the next page of the
 * same site in the same tab reuses it, as a visitor's tab does. The HTTP cache is off, so
 * each visit still loads the page as a first visit does (the site's HTML may be kept 30 s).
 */
export async function openTab(browser: Browser, opts: PageOptions = {}): Promise<Tab> {
  const context = await browser.newContext(contextOptions(opts));
  const page = await context.newPage();
  await noHttpCache(page);
  let recording: ReturnType<typeof recordConsole> | undefined;
  return {
    page,
    visit: async (path) => {
      recording?.stop();
      recording = recordConsole(page, true);
      await visit(page, path, opts.javaScriptEnabled ?? true);
      return { page, errors: recording.errors, logs: recording.logs };
    },
    close: () => context.close(),
  };
}

/**
 * Visits every item's path, in two tabs each taking the next item (one page renders on the
 * server while the other is checked), and runs `check` on each page as it stands loaded.
 */
export async function visitEach<T>(
  browser: Browser,
  items: readonly T[],
  pathOf: (item: T) => string,
  check: (opened: OpenedPage, item: T) => Promise<void>,
  opts: PageOptions = {},
): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    const tab = await openTab(browser, opts);
    try {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await check(await tab.visit(pathOf(item)), item);
    } finally {
      await tab.close();
    }
  };
  await Promise.all([worker(), worker()]);
}

/** Every request of the page goes to its server, none is answered from the browser's cache. */
export async function noHttpCache(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
}

let axe: string | undefined;
const axeSource = () => (axe ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));

export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: string[];
}

/** Serious and critical axe-core violations on the page as it is now. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through DevTools, not as an inline <script>: the page's CSP refuses scripts it has no hash for.
  await page.evaluate(axeSource());
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  });
}

/** Whether the page scrolls sideways (content wider than the viewport). */
export function hasHorizontalOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}

/** The embedded API's database, read-only, for checking what a submission stored. */
export function openDatabase() {
  return new Database(join(dataDir(), 'site.db'), { readonly: true, fileMustExist: true });
}

/** A list answer of the API. */
export type List<T> = { data: { list: T[]; nextPageAvailable: boolean } };

/** One POST to the embedded API, as the site makes it. */
export async function apiPost<T = unknown>(endpoint: string, body: unknown): Promise<T> {
  const res = await fetch(new URL(endpoint, apiUrl()), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${endpoint}: ${res.status}`);
  return (await res.json()) as T;
}

/** A screenshot to look at while developing (the file tool shows PNGs). */
export async function screenshot(page: Page, name: string): Promise<string> {
  const file = join('/tmp', `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}

/** A site server of its own (other API, deadline or cache) over the same production build. */
/** A site server of the test file's own (its process's hosts), on `port` or any free one. */
export async function startSiteServer(opts: Omit<Parameters<typeof createSiteServer>[0], 'distDir' | 'config'>, port = 0) {
  const root = new URL('..', import.meta.url).pathname;
  const config = JSON.parse(readFileSync(join(root, 'pages.config.json'), 'utf8'));
  // The suite's FORM_SECRET (shared with its API) and no minimum fill time, unless a test says otherwise.
  const site = await createSiteServer({ distDir: join(root, 'dist'), config, formSecret: inject('formSecret'), minFillMs: 0, ...opts });
  await site.listen({ port, host: '127.0.0.1' });
  const address = site.server.address();
  const listening = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${listening}`, close: () => site.close() };
}

/**
 * The studio publishing to a live site: a site server of its own over the production build, with a
 * config store in a temp folder and a publish token, and `npm run studio` pointed at it
 * (STUDIO_SITE_URL, PUBLISH_TOKEN, STUDIO_AUTHOR Meera) editing a copy of pages.config.json, open
 * in a browser page. `close` ends them all and removes the folder.
 */
export async function startStudioPublishing(prefix: string) {
  const root = new URL('..', import.meta.url).pathname;
  const token = randomBytes(32).toString('base64url');
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const configFile = join(dir, 'pages.config.json');
  copyFileSync(join(root, 'pages.config.json'), configFile);
  const site = await startSiteServer({
    hosts: { apiUrl: apiUrl(), contentUrl: contentUrl(), mediaUrl: mediaUrl() },
    configStore: join(dir, 'store'),
    publishToken: token,
  });
  const [{ url: studioUrl, process: studio }, browser] = await Promise.all([
    startStudioProcess(configFile, { STUDIO_SITE_URL: site.url, PUBLISH_TOKEN: token, STUDIO_AUTHOR: 'Meera' }),
    launchBrowser(),
  ]);
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  await page.goto(studioUrl);
  await page.getByRole('list', { name: 'Blocks' }).waitFor();
  return {
    site,
    browser,
    page,
    async close() {
      await browser.close();
      if (studio.pid) process.kill(-studio.pid, 'SIGTERM');
      await site.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

type SlugList = { data: { list: { slug: string }[] } };
const firstSlug = async (endpoint: string, body: object) => (await apiPost<SlugList>(endpoint, body)).data.list[0]!.slug;

/** One concrete path per config route: detail routes get the first seeded item's slug. */
export async function everyRoutePath(routes: { path: string }[]): Promise<string[]> {
  const slugs: Record<string, string> = {
    '/projects/:slug': await firstSlug('/api/Project/GetAllProject', { pageIndex: 1, pageSize: 1 }),
    '/careers/:slug': await firstSlug('/api/Career/GetAllCareers', { pageIndex: 1, pageSize: 1 }),
    '/blogs/:slug': await firstSlug('/api/Blog/GetBlogsByCategory', { categoryId: 0, pageIndex: 1, pageSize: 1 }),
    '/newsroom/:slug': await firstSlug('/api/Newsroom/GetAllNews', { pageIndex: 1, pageSize: 1 }),
  };
  return routes.map((r) => (slugs[r.path] ? r.path.replace(':slug', slugs[r.path]!) : r.path));
}

/**
 * A phone-class visit (4× CPU slowdown, 150 ms latency, 1.6 Mbps, as the performance budgets are measured),
 * returned as soon as the first bytes arrive: for tapping controls the moment they show,
 * before the page's script is live.
 */
export async function openThrottled(
  browser: Browser,
  path: string,
  viewport = PHONE,
): Promise<{ page: Page; close: () => Promise<void>; hydrated: () => Promise<boolean> }> {
  const context = await browser.newContext({ viewport, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await throttleToPhone(cdp);
  await page.goto(new URL(path, siteUrl()).href, { waitUntil: 'commit' });
  return {
    page,
    close: () => context.close(),
    hydrated: () => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated')),
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/**
 * `npm run studio` on a free port, editing `configFile`, on the suite's API; `env` adds to its
 * environment. npm runs it in a process group of its own: end it with process.kill(-pid).
 */
export async function startStudioProcess(configFile: string, env: Record<string, string> = {}): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const studio = spawn('npm', ['run', 'studio'], {
    cwd: process.cwd(),
    detached: true,
    env: { ...process.env, STUDIO_PORT: String(port), STUDIO_CONFIG: configFile, API_URL: apiUrl(), CONTENT_URL: contentUrl(), MEDIA_URL: mediaUrl(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the studio did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Studio: http/.test(output)) {
        clearTimeout(timer);
        resolve(`http://localhost:${port}`);
      }
    };
    studio.stdout!.on('data', read);
    studio.stderr!.on('data', read);
    studio.once('exit', (code) => reject(new Error(`the studio exited (${code}):\n${output}`)));
  });
  return { url, process: studio };
}

/**
 * In the studio's block tree: the button named `opener` ("Add block" for the page's own list, or a
 * slot's "Add to column 2 of columns") opens the catalogue, whose "Add <type>" adds the block there.
 * Resolves with the status line once it says so ("Added a media-text block into … position 1 of 1.").
 */
export async function addInStudio(page: Page, opener: string | RegExp, type: string): Promise<string> {
  const status = page.getByRole('banner').getByRole('status');
  await page
    .getByRole('button', { name: opener, exact: typeof opener === 'string' })
    .first()
    .click();
  await page
    .getByRole('dialog', { name: 'Add a block' })
    .getByRole('button', { name: `Add ${type}` })
    .click();
  await expect.poll(() => status.textContent()).toMatch(new RegExp(`^Added an? ${type} block`));
  return (await status.textContent()) ?? '';
}

/** The studio's preview frame (its address is /preview?…). */
export function previewFrame(page: Page): Frame {
  const frame = page.frames().find((f) => f.url().includes('/preview?'));
  if (!frame) throw new Error('no preview frame');
  return frame;
}

/**
 * The studio on a copy of pages.config.json (never the real file), in Chromium at a desktop size,
 * once its outline is drawn and its preview hydrated. `close` ends both (npm runs the studio in a
 * process group of its own: the group), removes the copy and fails if the real file was edited.
 */
export async function openStudioOnCopy(name: string): Promise<{ page: Page; url: string; configFile: string; close: () => Promise<void> }> {
  const real = join(process.cwd(), 'pages.config.json');
  const original = readFileSync(real, 'utf8');
  const dir = mkdtempSync(join(tmpdir(), `${name}-`));
  const configFile = join(dir, 'pages.config.json');
  copyFileSync(real, configFile);
  const [{ url, process: studio }, browser] = await Promise.all([startStudioProcess(configFile), launchBrowser()]);
  const page = await (await browser.newContext({ viewport: { width: 1600, height: 1000 } })).newPage();
  await page.goto(url);
  await page.getByRole('list', { name: 'Blocks' }).waitFor();
  await page.frameLocator('iframe[title="Preview"]').locator('html[data-hydrated]').waitFor({ timeout: 30_000 });
  const close = async () => {
    await browser.close();
    if (studio.pid) process.kill(-studio.pid, 'SIGTERM');
    rmSync(dir, { recursive: true, force: true });
    if (readFileSync(real, 'utf8') !== original) throw new Error('the real pages.config.json was edited');
  };
  return { page, url, configFile, close };
}
