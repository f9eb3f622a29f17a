/**
 * `npm run studio`: the visual editor of pages.config.json, at
 * http://localhost:${STUDIO_PORT:-4300}, on the embedded API (or API_URL when set).
 * STUDIO_CONFIG points it at another config file (the tests edit a copy).
 */
import './react-production';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStudio } from './studio';

const root = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.STUDIO_PORT ?? 4300);
const configFile = resolve(process.env.STUDIO_CONFIG ?? `${root}/pages.config.json`);
const origins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`];

let hosts: { apiUrl: string; contentUrl: string; mediaUrl: string };
let closeApi = async () => {};
if (process.env.API_URL) {
  hosts = {
    apiUrl: process.env.API_URL,
    contentUrl: process.env.CONTENT_URL ?? process.env.API_URL,
    mediaUrl: process.env.MEDIA_URL ?? process.env.CONTENT_URL ?? process.env.API_URL,
  };
} else {
  const { startEmbeddedApi } = await import('../../server/api/embedded');
  // The API answers the studio's preview, as it answers the site's own origins.
  const api = await startEmbeddedApi({ siteOrigins: origins });
  hosts = { apiUrl: api.apiUrl, contentUrl: api.contentUrl, mediaUrl: api.mediaUrl };
  closeApi = () => api.close();
}

const studio = await startStudio({ root, configFile, hosts, port });
console.log(`Studio: ${studio.url.replace('127.0.0.1', 'localhost')} editing ${configFile}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([studio.close(), closeApi()]).finally(() => process.exit(0));
  });
}
