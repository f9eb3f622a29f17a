/**
 * `npm run dev`: the embedded API plus Vite's dev server. pages.config.json is
 * validated on every save; problems show in the browser's error overlay.
 */
import { createServer } from 'vite';

if (!process.env.API_URL) {
  const { startEmbeddedApi } = await import('../server/api/embedded');
  const api = await startEmbeddedApi();
  process.env.API_URL = api.apiUrl;
  process.env.CONTENT_URL ??= api.contentUrl;
  process.env.MEDIA_URL ??= api.mediaUrl;
}
const server = await createServer({ server: { port: Number(process.env.PORT ?? 5173) } });
await server.listen();
server.printUrls();
