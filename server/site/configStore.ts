/**
 * The config store: every published pages.config.json as an immutable version named by its
 * content hash, a pointer naming the live one, publishes waiting for their time, and a history
 * of who made what live. A directory (CONFIG_STORE) that one box owns, or several share on a
 * volume: every write is a whole file renamed into place, so a reader never sees half of one,
 * and a scheduled publish is claimed by renaming its file, which only one process can do.
 */
import { createHash, randomUUID } from 'node:crypto';
import { appendFile, link, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface VersionMeta {
  version: string;
  /** ISO time the version was first stored. */
  createdAt: string;
  /** Who stored it (the name given with the publish). */
  author: string;
  message: string;
  /** The version that was live when this one was stored. */
  parent: string | null;
  /** Stored for a preview link only, never made live by that. */
  draft?: boolean;
}

export interface LivePointer {
  version: string;
  /** ISO time it went live. */
  since: string;
  by: string;
}

export interface ScheduledPublish {
  version: string;
  /** ISO time it goes live. */
  at: string;
  author: string;
  message: string;
}

export type HistoryAction = 'start' | 'publish' | 'rollback' | 'scheduled' | 'schedule' | 'preview';

/** One line of the history (the audit log): never a token, never the config itself. */
export interface HistoryEntry {
  at: string;
  action: HistoryAction;
  version: string;
  author: string;
  message?: string;
  /** Lines of the formatted config that differ from the version live before. */
  linesChanged?: number;
  previous?: string | null;
  /** For `schedule`: when it goes live. */
  goesLiveAt?: string;
}

/** The formatted JSON a version is hashed and diffed as (the studio writes the file the same way). */
export const formatConfig = (config: unknown) => `${JSON.stringify(config, null, 2)}\n`;

export const versionOf = (config: unknown) => createHash('sha256').update(formatConfig(config)).digest('hex').slice(0, 20);

const VERSION = /^[a-f0-9]{20}$/;
export const isVersionName = (v: string) => VERSION.test(v);

/**
 * What the site server keeps its config in: a directory (DirectoryConfigStore, below) or PostgreSQL
 * (PgConfigStore, DATABASE_URL). One contract for both (configStore.contract.test.ts).
 */
export interface ConfigStore {
  init(): Promise<void>;
  put(config: unknown, meta: Omit<VersionMeta, 'version' | 'createdAt'>): Promise<VersionMeta>;
  meta(version: string): Promise<VersionMeta | null>;
  config(version: string): Promise<unknown>;
  list(): Promise<VersionMeta[]>;
  live(): Promise<LivePointer | null>;
  setLive(version: string, by: string): Promise<LivePointer>;
  /**
   * Makes `version` live and records `entry` (the store's 'start') only if no version is live yet, as one
   * step: of several boxes starting together on an empty store, one seeds it (true), the others find it
   * seeded (false) and record nothing.
   */
  seedLive(version: string, by: string, entry: HistoryEntry): Promise<boolean>;
  schedule(entry: ScheduledPublish): Promise<void>;
  scheduled(): Promise<ScheduledPublish[]>;
  claimDue(now: number): Promise<ScheduledPublish[]>;
  record(entry: HistoryEntry): Promise<void>;
  history(): Promise<HistoryEntry[]>;
  /**
   * A store that can tell of a new live version calls `changed` on each (and, with null, whenever it
   * may have missed one); one without it is polled.
   */
  watch?(changed: (version: string | null) => void, lost: (error: Error) => void): { close(): Promise<void> };
  /** Lets go of what the store holds open (a pool of connections). */
  close?(): Promise<void>;
}

export class DirectoryConfigStore implements ConfigStore {
  constructor(readonly dir: string) {}

  private path(...parts: string[]) {
    return join(this.dir, ...parts);
  }

  /** Writes a whole file under a temporary name, then renames it into place. */
  private async writeAtomic(file: string, text: string): Promise<void> {
    const tmp = `${file}.${process.pid}.${randomUUID()}.tmp`;
    await writeFile(tmp, text);
    await rename(tmp, file);
  }

  private async readJson<T>(file: string): Promise<T | null> {
    try {
      return JSON.parse(await readFile(file, 'utf8')) as T;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async init(): Promise<void> {
    await mkdir(this.path('versions'), { recursive: true });
    await mkdir(this.path('schedule'), { recursive: true });
  }

  /** Stores a config (once: the same content is the same version) and returns its record. */
  async put(config: unknown, meta: Omit<VersionMeta, 'version' | 'createdAt'>): Promise<VersionMeta> {
    const version = versionOf(config);
    const existing = await this.meta(version);
    if (existing) return existing;
    const record: VersionMeta = { version, createdAt: new Date().toISOString(), ...meta };
    await this.writeAtomic(this.path('versions', `${version}.json`), formatConfig(config));
    await this.writeAtomic(this.path('versions', `${version}.meta.json`), JSON.stringify(record));
    return record;
  }

  meta(version: string): Promise<VersionMeta | null> {
    if (!isVersionName(version)) return Promise.resolve(null);
    return this.readJson<VersionMeta>(this.path('versions', `${version}.meta.json`));
  }

  config(version: string): Promise<unknown> {
    if (!isVersionName(version)) return Promise.resolve(null);
    return this.readJson<unknown>(this.path('versions', `${version}.json`));
  }

  /** Every version, newest first. */
  async list(): Promise<VersionMeta[]> {
    const files = (await readdir(this.path('versions'))).filter((f) => f.endsWith('.meta.json'));
    const metas = await Promise.all(files.map((f) => this.readJson<VersionMeta>(this.path('versions', f))));
    return metas.filter((m): m is VersionMeta => m !== null).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.version.localeCompare(b.version));
  }

  live(): Promise<LivePointer | null> {
    return this.readJson<LivePointer>(this.path('live.json'));
  }

  /** Switches the live pointer: one rename, so every reader sees the old version or the new one. */
  async setLive(version: string, by: string): Promise<LivePointer> {
    const pointer: LivePointer = { version, since: new Date().toISOString(), by };
    await this.writeAtomic(this.path('live.json'), JSON.stringify(pointer));
    return pointer;
  }

  /**
   * The pointer is linked into place, which fails when it exists: one process seeds. Its history line is
   * appended after (a crash between the two leaves the pointer without its 'start' line, nothing worse).
   */
  async seedLive(version: string, by: string, entry: HistoryEntry): Promise<boolean> {
    const pointer: LivePointer = { version, since: new Date().toISOString(), by };
    const tmp = this.path(`live.json.${process.pid}.${randomUUID()}.tmp`);
    await writeFile(tmp, JSON.stringify(pointer));
    try {
      await link(tmp, this.path('live.json'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    } finally {
      await rm(tmp, { force: true });
    }
    await this.record(entry);
    return true;
  }

  async schedule(entry: ScheduledPublish): Promise<void> {
    await this.writeAtomic(this.path('schedule', `${Date.parse(entry.at)}-${entry.version}.json`), JSON.stringify(entry));
  }

  async scheduled(): Promise<ScheduledPublish[]> {
    const files = (await readdir(this.path('schedule'))).filter((f) => f.endsWith('.json'));
    const entries = await Promise.all(files.map((f) => this.readJson<ScheduledPublish>(this.path('schedule', f))));
    return entries.filter((e): e is ScheduledPublish => e !== null).sort((a, b) => a.at.localeCompare(b.at));
  }

  /**
   * The scheduled publishes due at `now`, each claimed by this process: the rename succeeds for
   * one process only, so a publish due on several instances goes live once.
   */
  async claimDue(now: number): Promise<ScheduledPublish[]> {
    const files = (await readdir(this.path('schedule'))).filter((f) => f.endsWith('.json') && Number(f.split('-')[0]) <= now).sort();
    const claimed: ScheduledPublish[] = [];
    for (const file of files) {
      const from = this.path('schedule', file);
      const to = `${from}.${process.pid}.${randomUUID()}.claimed`;
      try {
        await rename(from, to);
      } catch {
        continue; // another process claimed it
      }
      const entry = await this.readJson<ScheduledPublish>(to);
      await rm(to, { force: true });
      if (entry) claimed.push(entry);
    }
    return claimed;
  }

  /** Appends one line; lines are short, and an append of one is written whole. */
  async record(entry: HistoryEntry): Promise<void> {
    await appendFile(this.path('history.jsonl'), `${JSON.stringify(entry)}\n`);
  }

  async history(): Promise<HistoryEntry[]> {
    let text = '';
    try {
      text = await readFile(this.path('history.jsonl'), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    return text
      .split('\n')
      .filter(Boolean)
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as HistoryEntry];
        } catch {
          return [];
        }
      });
  }
}
