import { rm } from 'node:fs/promises';
import { openDatabase } from '../server/db/database.ts';
import { dataDirFromArgs } from '../server/db/paths.ts';
import { listAssets, seedIfEmpty } from '../server/db/seed.ts';
import { dataLayout, generateMedia } from '../server/media/generate.ts';

// `npm run api:reset [-- --data-dir PATH]`: back to a freshly seeded state.
// Stop a running API first: it holds the old database open.
const layout = dataLayout(dataDirFromArgs(process.argv.slice(2)));
const started = Date.now();
console.log(`Reset ${layout.dataDir}: removing the database, uploads and media`);
for (const target of [layout.dbFile, `${layout.dbFile}-wal`, `${layout.dbFile}-shm`, layout.uploadsDir, layout.tmpDir, layout.contentDir, layout.mediaDir]) {
  await rm(target, { recursive: true, force: true });
}
const db = openDatabase(layout.dbFile);
seedIfEmpty(db);
const { generated, skipped } = await generateMedia(layout, listAssets(db));
db.close();
console.log(
  `Reset ${layout.dataDir}: database reseeded, ${generated} media assets made${skipped ? ` (${skipped} skipped: see above)` : ''} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
