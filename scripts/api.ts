import { dataDirFromArgs } from '../server/db/paths.ts';
import { startEmbeddedApi } from '../server/api/embedded.ts';

// Standalone entry (`npm run api [-- --data-dir PATH]`): same wiring the site's dev server embeds.
const api = await startEmbeddedApi({ log: process.env.API_LOG === '1', dataDir: dataDirFromArgs(process.argv) });
console.log(`API      ${api.apiUrl}\ncontent  ${api.contentUrl}\nmedia    ${api.mediaUrl}`);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down`);
  // A hung close must not keep the process alive forever.
  const timer = setTimeout(() => process.exit(1), 10000);
  timer.unref();
  api.close().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
