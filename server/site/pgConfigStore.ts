/**
 * The config store in PostgreSQL (DATABASE_URL), for several boxes that share no disk: the same
 * versions, pointer, schedule and history as the directory store (configStore.ts), with the
 * database doing what renames do there.
 * - The live pointer is flipped and `NOTIFY voltline_live` sent in one transaction: every box that
 *   listens hears of a publish when it commits, never before.
 * - A scheduled publish is claimed by deleting its row (`FOR UPDATE SKIP LOCKED`): one box gets it.
 * - `watch` keeps one connection of its own listening; when that connection is lost it reconnects
 *   and says so, so its caller reads the pointer again rather than trust what it may have missed.
 */
import pg from 'pg';
import {
  formatConfig,
  isVersionName,
  versionOf,
  type ConfigStore,
  type HistoryEntry,
  type LivePointer,
  type ScheduledPublish,
  type VersionMeta,
} from './configStore';
import { createPool, migrate } from '../shared/pg';

/** The channel a publish is announced on. */
export const LIVE_CHANNEL = 'voltline_live';
/** The first wait before listening again after a lost connection, doubled up to the second. */
const RECONNECT_MS = [100, 250, 500, 1000];

interface VersionRow {
  version: string;
  created_at: string;
  author: string;
  message: string;
  parent: string | null;
  draft: boolean;
}

const metaOf = (row: VersionRow): VersionMeta => ({
  version: row.version,
  createdAt: row.created_at,
  author: row.author,
  message: row.message,
  parent: row.parent,
  ...(row.draft ? { draft: true } : {}),
});

export interface LiveWatch {
  close(): Promise<void>;
}

export class PgConfigStore implements ConfigStore {
  readonly pool: pg.Pool;

  constructor(
    readonly url: string,
    pool?: pg.Pool,
  ) {
    this.pool = pool ?? createPool(url);
  }

  async init(): Promise<void> {
    await migrate(this.pool);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  async put(config: unknown, meta: Omit<VersionMeta, 'version' | 'createdAt'>): Promise<VersionMeta> {
    const version = versionOf(config);
    const createdAt = new Date().toISOString();
    // The same content is the same version: a second put (here or on another box) keeps the first record.
    await this.pool.query(
      `INSERT INTO config_version (version, created_at, author, message, parent, draft, config)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (version) DO NOTHING`,
      [version, createdAt, meta.author, meta.message, meta.parent, meta.draft === true, formatConfig(config)],
    );
    return (await this.meta(version))!;
  }

  /** Stores a version as another store recorded it (its time and author kept): moving a store here. */
  async restore(config: unknown, meta: VersionMeta): Promise<void> {
    if (versionOf(config) !== meta.version) throw new Error(`version ${meta.version}: its config does not hash to its name`);
    await this.pool.query(
      `INSERT INTO config_version (version, created_at, author, message, parent, draft, config)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (version) DO NOTHING`,
      [meta.version, meta.createdAt, meta.author, meta.message, meta.parent, meta.draft === true, formatConfig(config)],
    );
  }

  async meta(version: string): Promise<VersionMeta | null> {
    if (!isVersionName(version)) return null;
    const { rows } = await this.pool.query<VersionRow>('SELECT version, created_at, author, message, parent, draft FROM config_version WHERE version = $1', [
      version,
    ]);
    return rows[0] ? metaOf(rows[0]) : null;
  }

  async config(version: string): Promise<unknown> {
    if (!isVersionName(version)) return null;
    const { rows } = await this.pool.query<{ config: string }>('SELECT config FROM config_version WHERE version = $1', [version]);
    return rows[0] ? (JSON.parse(rows[0].config) as unknown) : null;
  }

  /** Every version, newest first. */
  async list(): Promise<VersionMeta[]> {
    const { rows } = await this.pool.query<VersionRow>(
      'SELECT version, created_at, author, message, parent, draft FROM config_version ORDER BY created_at DESC, version ASC',
    );
    return rows.map(metaOf);
  }

  async live(): Promise<LivePointer | null> {
    const { rows } = await this.pool.query<{ version: string; since: string; by_name: string }>('SELECT version, since, by_name FROM config_live');
    return rows[0] ? { version: rows[0].version, since: rows[0].since, by: rows[0].by_name } : null;
  }

  private async transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** Flips the pointer and announces it in one transaction: listeners hear of it as it commits. */
  async setLive(version: string, by: string): Promise<LivePointer> {
    const pointer: LivePointer = { version, since: new Date().toISOString(), by };
    await this.transaction(async (client) => {
      await client.query(
        `INSERT INTO config_live (only_row, version, since, by_name) VALUES (true, $1, $2, $3)
         ON CONFLICT (only_row) DO UPDATE SET version = excluded.version, since = excluded.since, by_name = excluded.by_name`,
        [version, pointer.since, by],
      );
      await client.query('SELECT pg_notify($1, $2)', [LIVE_CHANNEL, version]);
    });
    return pointer;
  }

  /**
   * The pointer's one row inserted unless it exists, with its history line, in one transaction: a box
   * inserting it at the same moment makes this one wait for its commit, then insert nothing.
   */
  async seedLive(version: string, by: string, entry: HistoryEntry): Promise<boolean> {
    return this.transaction(async (client) => {
      const seeded = await client.query(
        `INSERT INTO config_live (only_row, version, since, by_name) VALUES (true, $1, $2, $3) ON CONFLICT (only_row) DO NOTHING`,
        [version, new Date().toISOString(), by],
      );
      if (seeded.rowCount !== 1) return false;
      await client.query('INSERT INTO config_history (entry) VALUES ($1)', [JSON.stringify(entry)]);
      await client.query('SELECT pg_notify($1, $2)', [LIVE_CHANNEL, version]);
      return true;
    });
  }

  async schedule(entry: ScheduledPublish): Promise<void> {
    await this.pool.query('INSERT INTO config_schedule (due_ms, entry) VALUES ($1, $2)', [Date.parse(entry.at), JSON.stringify(entry)]);
  }

  async scheduled(): Promise<ScheduledPublish[]> {
    const { rows } = await this.pool.query<{ entry: ScheduledPublish }>('SELECT entry FROM config_schedule ORDER BY due_ms, id');
    return rows.map((r) => r.entry);
  }

  /** The scheduled publishes due at `now`, each claimed by this box alone: a row is deleted once. */
  async claimDue(now: number): Promise<ScheduledPublish[]> {
    const { rows } = await this.pool.query<{ entry: ScheduledPublish }>(
      `DELETE FROM config_schedule WHERE id IN (
         SELECT id FROM config_schedule WHERE due_ms <= $1 ORDER BY due_ms, id FOR UPDATE SKIP LOCKED
       ) RETURNING entry, due_ms, id`,
      [now],
    );
    return rows.map((r) => r.entry).sort((a, b) => a.at.localeCompare(b.at));
  }

  async record(entry: HistoryEntry): Promise<void> {
    await this.pool.query('INSERT INTO config_history (entry) VALUES ($1)', [JSON.stringify(entry)]);
  }

  async history(): Promise<HistoryEntry[]> {
    const { rows } = await this.pool.query<{ entry: HistoryEntry }>('SELECT entry FROM config_history ORDER BY id');
    return rows.map((r) => r.entry);
  }

  /**
   * Calls `changed` on every publish (with the version announced) and, with null, each time the
   * listening connection is (re)established: whatever was announced while it was down is read
   * again from the pointer. `lost` hears of each lost connection (for one log line).
   */
  watch(changed: (version: string | null) => void, lost: (error: Error) => void = () => undefined): LiveWatch {
    let closed = false;
    let client: pg.Client | null = null;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = async () => {
      if (closed) return;
      const c = new pg.Client({ connectionString: this.url });
      client = c;
      const retry = (error: Error) => {
        if (client !== c || closed) return;
        client = null;
        lost(error);
        void c.end().catch(() => undefined);
        timer = setTimeout(() => void connect(), RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)]);
        timer.unref();
      };
      c.on('error', retry);
      c.on('end', () => retry(new Error('the listening connection ended')));
      c.on('notification', (n) => {
        if (n.channel === LIVE_CHANNEL) changed(n.payload ?? null);
      });
      try {
        await c.connect();
        await c.query(`LISTEN ${LIVE_CHANNEL}`);
        attempt = 0;
        changed(null);
      } catch (error) {
        retry(error instanceof Error ? error : new Error(String(error)));
      }
    };
    void connect();
    return {
      close: async () => {
        closed = true;
        clearTimeout(timer);
        const c = client;
        client = null;
        await c?.end().catch(() => undefined);
      },
    };
  }
}
