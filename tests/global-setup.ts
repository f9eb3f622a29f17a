/**
 * Starts, once for all browser tests: the embedded API (API, content and media hosts)
 * on a fresh temporary database, and the site server over the production build.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startEmbeddedApi } from '../server/api/embedded';
import { createSiteServer } from '../server/site/app';

const root = fileURLToPath(new URL('..', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    apiUrl: string;
    contentUrl: string;
    mediaUrl: string;
    dataDir: string;
    formSecret: string;
    /** A second site server on a config store of its own, open to publishing with `publishToken`. */
    publishingSiteUrl: string;
    publishToken: string;
    /**
     * A port for a site server a test file starts itself (the hosts a renderer uses are its process's: one
     * with other hosts cannot share this one), whose origin the API already allows.
     */
    spareSitePort: number;
  }
}

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export default async function setup(project: TestProject) {
  // The server renders with React's production build, as `npm start` does (vitest sets "test").
  process.env.NODE_ENV = 'production';
  const distDir = join(root, 'dist');
  if (!existsSync(join(distDir, 'index.html'))) throw new Error('No production build: run `npm run build` before the browser tests');
  const dataDir = mkdtempSync(join(tmpdir(), 'site-browser-'));
  // One FORM_SECRET for the API and the site servers, as `npm start` shares it: the API checks the
  // stamps and captcha answers the site signs. The tests fill forms faster than a person could, so
  // the 3 s minimum is off here (server/site/forms.test.ts and server/api/form-proof.test.ts hold it).
  const formSecret = randomBytes(32).toString('base64url');
  process.env.FORM_SECRET = formSecret;
  process.env.FORM_MIN_FILL_MS = '0';
  const api = await startEmbeddedApi({ apiPort: 0, contentPort: 0, mediaPort: 0, dataDir, log: false });
  const config = JSON.parse(readFileSync(join(root, 'pages.config.json'), 'utf8'));
  // The vitals endpoint too, as `npm start` names it: the CSP test sees the beacon go out under the policy.
  const hosts = { apiUrl: api.apiUrl, contentUrl: api.contentUrl, mediaUrl: api.mediaUrl, vitalsUrl: `${api.apiUrl}/vitals` };
  const site = await createSiteServer({ distDir, hosts, config, formSecret, minFillMs: 0 });
  await site.listen({ port: 0, host: '127.0.0.1' });
  const address = site.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  // Publishing changes the config it serves: a server of its own, so no other test sees its versions.
  const configStore = mkdtempSync(join(tmpdir(), 'site-config-store-'));
  const publishToken = randomBytes(24).toString('base64url');
  const publishing = await createSiteServer({ distDir, hosts, config, formSecret, minFillMs: 0, configStore, publishToken, configPollMs: 250 });
  await publishing.listen({ port: 0, host: '127.0.0.1' });
  const publishingAddress = publishing.server.address();
  const publishingPort = typeof publishingAddress === 'object' && publishingAddress ? publishingAddress.port : 0;
  const spareSitePort = await freePort();
  // Known only now that the sites listen: their pages may use the API from here on.
  api.allowOrigins(`http://127.0.0.1:${port}`, `http://127.0.0.1:${publishingPort}`, `http://127.0.0.1:${spareSitePort}`);

  project.provide('siteUrl', `http://127.0.0.1:${port}`);
  project.provide('apiUrl', api.apiUrl);
  project.provide('contentUrl', api.contentUrl);
  project.provide('mediaUrl', api.mediaUrl);
  project.provide('dataDir', dataDir);
  project.provide('formSecret', formSecret);
  project.provide('publishingSiteUrl', `http://127.0.0.1:${publishingPort}`);
  project.provide('publishToken', publishToken);
  project.provide('spareSitePort', spareSitePort);

  return async () => {
    await site.close();
    await publishing.close();
    await api.close();
    rmSync(configStore, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  };
}
