/**
 * The config a site-server process renders from. It starts from the store's live version (or,
 * with an empty store, the build's default config, which it stores as the first version), then
 * looks at the store's pointer every second: a version made live by any process or any box on
 * the same store is served here within that time, with no restart. Requests already rendering
 * keep the version they started with. Scheduled publishes that fall due are made live here too,
 * so no request is needed to trigger them. A version that fails to load or validate is logged
 * and the previous one is kept.
 *
 * A box whose store is a database elsewhere keeps a local copy of the live version it serves
 * (`copyFile`): started while the database cannot be reached, it serves that copy, the last version
 * it knew, rather than the build's config, which may be months older than what marketers published.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { ServedConfig } from '../../src/entry-server';
import type { SiteConfig } from '../../src/engine/types';
import { versionOf, type ConfigStore, type LivePointer } from './configStore';

export interface LoadedConfig {
  version: string;
  config: SiteConfig;
  served: ServedConfig;
}

export interface LiveConfigOptions {
  /** Without a store the default config is served, fixed (tests, a read-only box). */
  store: ConfigStore | null;
  defaultConfig: SiteConfig;
  /** The build's validator: problems as the build states them, none for a valid config. */
  validate: (config: unknown) => string[];
  serve: (config: SiteConfig, version: string) => ServedConfig;
  pollMs?: number;
  log: (level: 'info' | 'warn' | 'error', message: string, detail?: Record<string, unknown>) => void;
  now?: () => number;
  /** A file this process keeps the live version in (replaced whole), served at start when the store cannot be reached. */
  copyFile?: string;
}

/** What the local copy holds: the version's name and its config, checked against each other when read. */
interface ConfigCopy {
  version: string;
  config: unknown;
}

export const DEFAULT_POLL_MS = 1000;
/** Versions kept worked out in memory besides the live one (previews, tabs opened before a publish). */
const KEEP_LOADED = 8;

export class LiveConfig {
  private live: LoadedConfig;
  private loaded = new Map<string, Promise<LoadedConfig | null>>();
  private timer: ReturnType<typeof setInterval> | undefined;
  private checking: Promise<void> | null = null;
  private failed = new Set<string>();
  private everLive = new Set<string>();
  private retry: ReturnType<typeof setInterval> | undefined;
  private connecting = false;
  private watching: { close(): Promise<void> } | undefined;
  /** Whether the last look at the store failed: said once per outage, not once a second. */
  private unreachable = false;
  /** The version the local copy holds (null: not written by this process yet). */
  private copied: string | null = null;

  constructor(private readonly opts: LiveConfigOptions) {
    const version = versionOf(opts.defaultConfig);
    this.live = { version, config: opts.defaultConfig, served: opts.serve(opts.defaultConfig, version) };
  }

  get store(): ConfigStore | null {
    return this.opts.store;
  }

  current(): LoadedConfig {
    return this.live;
  }

  /** Whether a version has been live (its pages may be open in tabs); drafts shown by preview links never were. */
  async wasLive(version: string): Promise<boolean> {
    if (version === this.live.version || this.everLive.has(version)) return true;
    const { store } = this.opts;
    if (!store) return false;
    for (const entry of await store.history()) if (entry.action !== 'schedule' && entry.action !== 'preview') this.everLive.add(entry.version);
    return this.everLive.has(version);
  }

  /**
   * Loads the store's live version (storing the default config first when the store is empty), then
   * watches it: told of each publish by a store that can tell (PostgreSQL's NOTIFY), and polled
   * besides, as a safety net. A store out of reach at start leaves the local copy's version served (or,
   * without one, the build's config), said in one line, and is tried again until it answers.
   */
  async start(): Promise<void> {
    const { store } = this.opts;
    if (!store) return;
    try {
      await this.follow(store);
    } catch (error) {
      const copy = await this.readCopy();
      if (copy) {
        this.live = copy;
        this.copied = copy.version;
      }
      // One line: what is served meanwhile ("now serving …" as a swap says it), and that the store is tried again.
      const serving = copy ? `now serving config version ${copy.version} from the local copy ${this.opts.copyFile}` : "serving the build's config";
      this.opts.log('warn', `the config store is out of reach; ${serving}, and trying it again until it answers`, { error: String(error) });
      this.retry = setInterval(() => {
        if (this.connecting) return;
        this.connecting = true;
        this.follow(store)
          .then(
            () => {
              clearInterval(this.retry);
              this.opts.log('info', 'the config store answers again');
            },
            () => undefined,
          )
          .finally(() => (this.connecting = false));
      }, this.opts.pollMs ?? DEFAULT_POLL_MS);
      this.retry.unref();
    }
  }

  private async follow(store: ConfigStore): Promise<void> {
    await store.init();
    const pointer = await store.live();
    // The build's config is in the history, so a rollback after the first publish brings it back.
    const initial = await store.put(this.opts.defaultConfig, { author: 'build', message: "the build's pages.config.json", parent: pointer?.version ?? null });
    // An empty store is seeded once, whichever of the boxes starting together gets there first.
    if (!pointer) {
      await store.seedLive(initial.version, 'build', {
        at: new Date().toISOString(),
        action: 'start',
        version: initial.version,
        author: 'build',
        message: initial.message,
        previous: null,
      });
    }
    await this.check();
    this.timer = setInterval(() => void this.check(), this.opts.pollMs ?? DEFAULT_POLL_MS);
    this.timer.unref();
    let lost = false;
    this.watching = store.watch?.(
      (version) => {
        // null: (re)connected, and whatever was announced meanwhile may have been missed.
        if (version === null && lost) this.opts.log('info', "the config store's notifications are back; reading the live version again");
        lost = false;
        void this.check();
      },
      (error) => {
        if (!lost) this.opts.log('warn', "lost the config store's notifications; polling until they are back", { error: String(error) });
        lost = true;
      },
    );
  }

  /** The local copy, if there is one, naming the version its config hashes to and valid for this build; else null. */
  private async readCopy(): Promise<LoadedConfig | null> {
    const file = this.opts.copyFile;
    if (!file) return null;
    let copy: ConfigCopy | null;
    try {
      copy = JSON.parse(await readFile(file, 'utf8')) as ConfigCopy | null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') this.opts.log('warn', `the local copy ${file} cannot be read`, { error: String(error) });
      return null;
    }
    const problems = copy?.config && versionOf(copy.config) === copy.version ? this.opts.validate(copy.config) : ['it does not hold the version it names'];
    if (!copy || problems.length) {
      this.opts.log('warn', `the local copy ${file} is not served`, { problems });
      return null;
    }
    return { version: copy.version, config: copy.config as SiteConfig, served: this.opts.serve(copy.config as SiteConfig, copy.version) };
  }

  /** Keeps the store's live version, as served, in the local copy: written under another name, then renamed over it. */
  private async saveCopy(): Promise<void> {
    const file = this.opts.copyFile;
    const { version, config } = this.live;
    if (!file || this.copied === version) return;
    const tmp = `${file}.${process.pid}.${randomUUID()}.tmp`;
    try {
      await mkdir(dirname(file), { recursive: true });
      await writeFile(tmp, JSON.stringify({ version, config } satisfies ConfigCopy));
      await rename(tmp, file);
      this.copied = version;
    } catch (error) {
      await rm(tmp, { force: true });
      this.opts.log('warn', `the local copy ${file} cannot be written`, { error: String(error) });
      // Not tried again for this version: one line, not one a second.
      this.copied = version;
    }
  }

  stop(): void {
    clearInterval(this.timer);
    clearInterval(this.retry);
    void this.watching?.close();
  }

  /** A stored version, validated and worked out (cached); null when it is missing or invalid. */
  version(version: string): Promise<LoadedConfig | null> {
    if (version === this.live.version) return Promise.resolve(this.live);
    let load = this.loaded.get(version);
    if (!load) {
      load = this.load(version);
      this.loaded.set(version, load);
      if (this.loaded.size > KEEP_LOADED) this.loaded.delete(this.loaded.keys().next().value!);
      load.then(
        (l) => l ?? this.loaded.delete(version),
        () => this.loaded.delete(version),
      );
    }
    return load;
  }

  private async load(version: string): Promise<LoadedConfig | null> {
    const config = await this.opts.store?.config(version);
    if (!config) return null;
    const problems = this.opts.validate(config);
    if (problems.length) {
      if (!this.failed.has(version)) this.opts.log('error', `config version ${version} is invalid; not served`, { problems });
      this.failed.add(version);
      return null;
    }
    return { version, config: config as SiteConfig, served: this.opts.serve(config as SiteConfig, version) };
  }

  /** Once a second: publishes due now, then the pointer. Never two checks at once. */
  check(): Promise<void> {
    this.checking ??= this.checkOnce().finally(() => {
      this.checking = null;
    });
    return this.checking;
  }

  private async checkOnce(): Promise<void> {
    const { store } = this.opts;
    if (!store) return;
    try {
      for (const due of await store.claimDue((this.opts.now ?? Date.now)())) {
        const previous = (await store.live())?.version ?? null;
        if (!(await this.version(due.version))) {
          this.opts.log('error', `scheduled version ${due.version} could not be loaded; the live version stays`, { at: due.at });
          continue;
        }
        await store.setLive(due.version, due.author);
        await store.record({ at: new Date().toISOString(), action: 'scheduled', version: due.version, author: due.author, message: due.message, previous });
        this.opts.log('info', `scheduled version ${due.version} is live`, { at: due.at });
      }
      const pointer: LivePointer | null = await store.live();
      if (this.unreachable) this.opts.log('info', 'the config store can be read again');
      this.unreachable = false;
      if (!pointer) return;
      if (pointer.version === this.live.version) return await this.saveCopy();
      const next = await this.version(pointer.version);
      if (!next) {
        if (!this.failed.has(pointer.version))
          this.opts.log('error', `live version ${pointer.version} could not be loaded; still serving ${this.live.version}`);
        this.failed.add(pointer.version);
        return;
      }
      const previous = this.live;
      this.live = next;
      this.opts.log('info', `now serving config version ${next.version}`, { previous: previous.version });
      await this.saveCopy();
    } catch (error) {
      if (!this.unreachable) this.opts.log('error', 'reading the config store failed; the live version stays', { error: String(error) });
      this.unreachable = true;
    }
  }
}
