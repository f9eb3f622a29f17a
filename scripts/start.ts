/**
 * `npm start`: the whole site on localhost — the embedded content API (unless API_URL
 * points elsewhere) and the site server. Builds first when there is no build.
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSiteServer, DEFAULT_DATA_TIMEOUT_MS } from '../server/site/app';
import { normalizeHosts } from '../src/engine/hosts';

// React's production build for the server renderer, unless told otherwise.
process.env.NODE_ENV ??= 'production';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = join(root, 'dist');

if (!existsSync(join(distDir, 'index.html')) || !existsSync(join(distDir, 'server', 'entry-server.js'))) {
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

let closeApi: (() => Promise<void>) | undefined;
let hostEnv = { apiUrl: process.env.API_URL, contentUrl: process.env.CONTENT_URL, mediaUrl: process.env.MEDIA_URL, vitalsUrl: process.env.VITALS_URL };
if (!process.env.API_URL) {
  const { startEmbeddedApi } = await import('../server/api/embedded');
  const api = await startEmbeddedApi();
  closeApi = api.close;
  hostEnv = {
    apiUrl: api.apiUrl,
    contentUrl: process.env.CONTENT_URL ?? api.contentUrl,
    mediaUrl: process.env.MEDIA_URL ?? (process.env.CONTENT_URL ? undefined : api.mediaUrl),
    // The embedded API stores field vitals too; VITALS_URL= (empty) turns reporting off.
    vitalsUrl: process.env.VITALS_URL ?? `${api.apiUrl}/vitals`,
  };
}
const hosts = normalizeHosts(hostEnv);
const config = JSON.parse(readFileSync(join(root, 'pages.config.json'), 'utf8'));
const site = await createSiteServer({
  distDir,
  hosts,
  config,
  siteUrl: process.env.SITE_URL || undefined,
  dataTimeoutMs: numberFromEnv('SSR_DATA_TIMEOUT_MS', DEFAULT_DATA_TIMEOUT_MS),
  htmlCacheSeconds: numberFromEnv('HTML_CACHE_SECONDS', 0),
});
const port = Number(process.env.PORT ?? 4173);
await site.listen({ port, host: process.env.HOST ?? 'localhost' });

console.log(`Site:    http://localhost:${port}`);
console.log(`API:     ${hosts.apiUrl}`);
console.log(`Content: ${hosts.contentUrl}`);
console.log(`Media:   ${hosts.mediaUrl}`);
console.log(`Vitals:  ${hosts.vitalsUrl ?? 'not reported (VITALS_URL unset)'}`);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down`);
  await site.close();
  await closeApi?.();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
