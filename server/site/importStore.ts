/**
 * Moves a directory config store into PostgreSQL (`npm run publish -- --import-store DIR`, with
 * DATABASE_URL): every version with its time and author, the schedule, the history in its order,
 * and last the live pointer, so boxes on the database serve what the directory's boxes served.
 * Into an empty store only: a second import would write the history twice.
 */
import type { DirectoryConfigStore } from './configStore';
import type { PgConfigStore } from './pgConfigStore';

export interface ImportReport {
  versions: number;
  scheduled: number;
  history: number;
  live: string | null;
}

export async function importDirectoryStore(from: DirectoryConfigStore, to: PgConfigStore): Promise<ImportReport> {
  await to.init();
  if ((await to.history()).length || (await to.live())) {
    throw new Error('the PostgreSQL store already holds a history or a live version: import into an empty database only');
  }
  const versions = await from.list();
  for (const meta of [...versions].reverse()) {
    const config = await from.config(meta.version);
    if (config === null) throw new Error(`version ${meta.version} is listed in ${from.dir} but its config file is missing`);
    await to.restore(config, meta);
  }
  const scheduled = await from.scheduled();
  for (const entry of scheduled) await to.schedule(entry);
  const history = await from.history();
  for (const entry of history) await to.record(entry);
  const live = await from.live();
  if (live) await to.setLive(live.version, live.by);
  return { versions: versions.length, scheduled: scheduled.length, history: history.length, live: live?.version ?? null };
}
