/**
 * `npm start`: the whole site on localhost — the embedded content API (unless API_URL
 * points elsewhere) and the site server. Builds first when there is no build.
 * WEB_CONCURRENCY=N runs N site-server processes on the one port (node:cluster); they
 * share nothing but the API, as instances behind a load balancer would.
 */
import cluster from 'node:cluster';
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSiteServer } from '../server/site/app';
import { DEFAULT_DATA_TIMEOUT_MS } from '../server/site/options';
import { newFormSecret } from '../server/shared/formsCaptcha';
import { normalizeHosts } from '../src/platform/hosts';
import { imageTemplateProblem } from '../src/ui/responsiveImage';
import { publishTokenProblem } from '../server/site/tokenStrength';

// Whoever guesses PUBLISH_TOKEN changes the live site: a weak one stops the start, before a build or a port.
const tokenProblem = process.env.PUBLISH_TOKEN ? publishTokenProblem(process.env.PUBLISH_TOKEN) : null;
if (tokenProblem) {
  console.error(`npm start: ${tokenProblem}`);
  process.exit(1);
}

// Behind a proxy (TRUST_PROXY) in production, the public origin is SITE_URL's, never a forwarded header's:
// a proxy that passes a client's X-Forwarded-Host on would otherwise choose every canonical URL.
if (process.env.NODE_ENV === 'production' && process.env.TRUST_PROXY?.trim() && !process.env.SITE_URL) {
  console.error('npm start: TRUST_PROXY is set but SITE_URL is not: behind a proxy, set SITE_URL to the public origin (https://www.example.com)');
  process.exit(1);
}

// Without SITE_URL the pages' canonical and Open Graph URLs come from the Host header, believed only for
// localhost or SITE_HOSTS: right on a laptop, wrong behind a CDN (see README, Environment).
if (process.env.NODE_ENV === 'production' && !process.env.SITE_URL) {
  console.warn(
    'SITE_URL is not set: set it to the public origin in production (canonical, Open Graph and sitemap URLs; requests for other hosts than localhost or SITE_HOSTS are refused)',
  );
}
// React's production build for the server renderer, unless told otherwise.
process.env.NODE_ENV ??= 'production';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = join(root, 'dist');

if (cluster.isPrimary && (!existsSync(join(distDir, 'index.html')) || !existsSync(join(distDir, 'server', 'entry-server.js')))) {
  console.log('No build found: building the site first...');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}

function numberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a number of 0 or more, got "${raw}"`);
  return n;
}

const workers = Math.max(1, Math.floor(numberFromEnv('WEB_CONCURRENCY', 1)));
// The forms' captcha tokens and render stamps must verify on whichever process a form is posted to,
// and on the embedded API (started below, in this process, it reads FORM_SECRET too): one secret for
// all of them, made here when FORM_SECRET is unset (a restart then voids the questions on open pages).
if (cluster.isPrimary) process.env.FORM_SECRET ||= newFormSecret();
const port = Number(process.env.PORT ?? 4173);
// Every process (and every box sharing the volume) reads the same store: a publish reaches them all.
const configStoreDir = process.env.CONFIG_STORE || join(root, 'data', 'config-store');

let closeApi: (() => Promise<void>) | undefined;
let hostEnv = {
  apiUrl: process.env.API_URL,
  contentUrl: process.env.CONTENT_URL,
  mediaUrl: process.env.MEDIA_URL,
  vitalsUrl: process.env.VITALS_URL,
  imageUrlTemplate: process.env.IMAGE_URL_TEMPLATE,
};
if (!process.env.API_URL) {
  const { startEmbeddedApi } = await import('../server/api/embedded');
  const { originsFromEnv } = await import('../server/api/origins');
  const { EMBEDDED_IMAGE_URL_TEMPLATE } = await import('../server/api/images');
  // The API answers browsers of the site's own origins only: SITE_URL's, and this server's on localhost.
  // The site server posts forms for visitors without script from this machine, naming each
  // visitor in X-Forwarded-For: believed from loopback (unless TRUST_PROXY says otherwise), so
  // those visitors do not share one submission limit.
  const apiStarted = Date.now();
  console.log('Starting the embedded API (the first start seeds the database and makes the demo media)...');
  const api = await startEmbeddedApi({
    siteOrigins: [...originsFromEnv(), `http://localhost:${port}`, `http://127.0.0.1:${port}`],
    trustProxy: process.env.TRUST_PROXY ?? 'loopback',
  });
  closeApi = api.close;
  console.log(`Embedded API ready in ${((Date.now() - apiStarted) / 1000).toFixed(1)} s`);
  hostEnv = {
    apiUrl: api.apiUrl,
    contentUrl: process.env.CONTENT_URL ?? api.contentUrl,
    mediaUrl: process.env.MEDIA_URL ?? (process.env.CONTENT_URL ? undefined : api.mediaUrl),
    // The embedded API stores field vitals too; VITALS_URL= (empty) turns reporting off.
    vitalsUrl: process.env.VITALS_URL ?? `${api.apiUrl}/vitals`,
    // The embedded content host resizes (server/api/images.ts); another CONTENT_URL may not, so
    // it gets a template only when IMAGE_URL_TEMPLATE names one. IMAGE_URL_TEMPLATE= turns it off.
    imageUrlTemplate: process.env.IMAGE_URL_TEMPLATE ?? (process.env.CONTENT_URL ? undefined : EMBEDDED_IMAGE_URL_TEMPLATE),
  };
}
const hosts = normalizeHosts(hostEnv);
const templateProblem = hosts.imageUrlTemplate ? imageTemplateProblem(hosts.imageUrlTemplate) : null;
if (templateProblem) throw new Error(`IMAGE_URL_TEMPLATE ${templateProblem}, got "${hosts.imageUrlTemplate}"`);

let closeSite: (() => Promise<void>) | undefined;
if (cluster.isPrimary && workers > 1) {
  // Each worker is a site server of its own, pointed at the hosts settled here.
  const env = {
    API_URL: hosts.apiUrl,
    CONTENT_URL: hosts.contentUrl,
    MEDIA_URL: hosts.mediaUrl,
    VITALS_URL: hosts.vitalsUrl ?? '',
    IMAGE_URL_TEMPLATE: hosts.imageUrlTemplate ?? '',
    WEB_CONCURRENCY: '1',
    FORM_SECRET: process.env.FORM_SECRET!,
  };
  await Promise.all(Array.from({ length: workers }, () => new Promise((resolve) => cluster.fork(env).once('listening', resolve))));
  cluster.on('exit', (worker, code) => {
    if (!stopping) {
      console.error(`Site worker ${worker.process.pid} exited (${code}); starting another`);
      cluster.fork(env);
    }
  });
  closeSite = async () => {
    for (const w of Object.values(cluster.workers ?? {})) w?.kill('SIGTERM');
  };
} else {
  const site = await createSiteServer({
    distDir,
    hosts,
    // The config is data: the store's live version, or the build's pages.config.json to start with.
    configStore: configStoreDir,
    // DATABASE_URL: the store in PostgreSQL instead, shared by boxes that share no disk; the box keeps a copy
    // of the live version (CONFIG_COPY) to serve if PostgreSQL cannot be reached when it starts.
    ...(process.env.DATABASE_URL
      ? { databaseUrl: process.env.DATABASE_URL, configCopy: process.env.CONFIG_COPY || join(configStoreDir, 'live-copy.json') }
      : {}),
    ...(process.env.PUBLISH_TOKEN ? { publishToken: process.env.PUBLISH_TOKEN } : {}),
    ...(process.env.PURGE_URL ? { purgeUrl: process.env.PURGE_URL } : {}),
    siteUrl: process.env.SITE_URL || undefined,
    dataTimeoutMs: numberFromEnv('SSR_DATA_TIMEOUT_MS', DEFAULT_DATA_TIMEOUT_MS),
    htmlCacheSeconds: numberFromEnv('HTML_CACHE_SECONDS', 0),
    formSecret: process.env.FORM_SECRET!,
    // CSP_REPORT_ONLY=1: browsers report what the policy would block, and block nothing (roll-out).
    cspReportOnly: process.env.CSP_REPORT_ONLY === '1',
    ...(process.env.FORM_MIN_FILL_MS ? { minFillMs: numberFromEnv('FORM_MIN_FILL_MS', 3000) } : {}),
  });
  await site.listen({ port, host: process.env.HOST ?? 'localhost' });
  closeSite = () => site.close();
}

if (cluster.isPrimary) {
  console.log(`Site:    http://localhost:${port}${workers > 1 ? ` (${workers} processes)` : ''}`);
  console.log(`API:     ${hosts.apiUrl}`);
  console.log(`Content: ${hosts.contentUrl}`);
  console.log(`Media:   ${hosts.mediaUrl}`);
  console.log(`Vitals:  ${hosts.vitalsUrl ?? 'not reported (VITALS_URL unset)'}`);
  console.log(`Images:  ${hosts.imageUrlTemplate ?? 'as they are (IMAGE_URL_TEMPLATE unset)'}`);
  console.log(
    `Config:  ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : configStoreDir}${process.env.PUBLISH_TOKEN ? ' (publishing open to PUBLISH_TOKEN)' : ' (publishing off: PUBLISH_TOKEN unset)'}`,
  );
}

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down`);
  await closeSite?.();
  await closeApi?.();
  process.exit(0);
}
if (cluster.isWorker) {
  // Stopped together with the primary (Ctrl-C reaches the whole process group): closing
  // the server tells a primary that may be gone already, which is no error worth a crash.
  cluster.worker?.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE' && error.code !== 'ERR_IPC_CHANNEL_CLOSED') throw error;
  });
  process.on('disconnect', () => void stop('primary gone'));
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
