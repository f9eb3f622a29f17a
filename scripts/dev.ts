/**
 * `npm run dev`: the embedded API plus Vite's dev server. pages.config.json is
 * validated on every save; problems show in the browser's error overlay.
 */
import { createServer } from 'vite';

if (!process.env.API_URL) {
  const { startEmbeddedApi } = await import('../server/api/embedded');
  const { originsFromEnv } = await import('../server/api/origins');
  const { EMBEDDED_IMAGE_URL_TEMPLATE } = await import('../server/api/images');
  const port = Number(process.env.PORT ?? 5173);
  // The API answers browsers of the site's own origins only: Vite's, here.
  const api = await startEmbeddedApi({ siteOrigins: [...originsFromEnv(), `http://localhost:${port}`, `http://127.0.0.1:${port}`] });
  process.env.API_URL = api.apiUrl;
  // The embedded content host resizes pictures, as with npm start (IMAGE_URL_TEMPLATE= turns it off).
  if (!process.env.CONTENT_URL) process.env.IMAGE_URL_TEMPLATE ??= EMBEDDED_IMAGE_URL_TEMPLATE;
  process.env.CONTENT_URL ??= api.contentUrl;
  process.env.MEDIA_URL ??= api.mediaUrl;
}
const server = await createServer({ server: { port: Number(process.env.PORT ?? 5173) } });
await server.listen();
server.printUrls();
