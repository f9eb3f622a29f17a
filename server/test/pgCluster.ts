/**
 * A throwaway PostgreSQL cluster for tests: `initdb` in a temporary folder, a server on a free
 * port of 127.0.0.1 (and a socket in that folder), trust authentication, gone when stopped. It needs
 * Debian's `postgresql` package (its binaries under /usr/lib/postgresql/<major>/bin, or on PATH);
 * `.ci/run` installs it. PostgreSQL refuses to run as root, so as root (CI) the cluster runs as the
 * `postgres` user the package creates.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

export interface PgCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** Stops the server, keeping its data (to start it again: a lost and regained database). */
  stop(): Promise<void>;
  /** Starts it again after `stop`. */
  start(): Promise<void>;
  /** Stops it for good and removes its folder. */
  destroy(): Promise<void>;
}

/** The folder holding initdb and postgres: the newest major installed, or PATH's. */
export function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((d) => existsSync(join(root, d, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (majors[0]) return join(root, majors[0], 'bin');
  try {
    return execFileSync('sh', ['-c', 'dirname "$(command -v initdb)"'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error("PostgreSQL's server binaries were not found: install Debian's postgresql (apt-get install -y postgresql), as .ci/run does");
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL binary, as the `postgres` user when this process is root. */
function command(bin: string, args: string[]): [string, string[]] {
  return asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
}

export async function startPgCluster(): Promise<PgCluster> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'voltline-pg-'));
  const data = join(dir, 'data');
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  const [initdb, initArgs] = command(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  execFileSync(initdb, initArgs, { stdio: 'pipe' });
  const port = await freePort();
  let child: ChildProcess | null = null;

  const start = async () => {
    // fsync off: a test cluster is thrown away, and its writes need not survive a power cut.
    const [postgres, args] = command(join(bin, 'postgres'), [
      '-D',
      data,
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'max_connections=200',
    ]);
    const proc = spawn(postgres, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    child = proc;
    let log = '';
    proc.stderr?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
    await new Promise<void>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`postgres exited (${code}) before it was ready:\n${log}`));
      proc.once('exit', onExit);
      // The server says so when it accepts connections: an event, not a poll.
      const onData = () => {
        if (/ready to accept connections/.test(log)) {
          proc.off('exit', onExit);
          proc.stderr?.off('data', onData);
          resolve();
        }
      };
      proc.stderr?.on('data', onData);
    });
  };

  const stop = async () => {
    const proc = child;
    child = null;
    if (!proc || proc.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
    // Fast shutdown: open connections are cut, as a lost database would cut them. Through pg_ctl, as the
    // cluster's own user: runuser (as root) would not pass a signal on to the server.
    const [pgCtl, args] = command(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
    execFileSync(pgCtl, args, { stdio: 'pipe' });
    await exited;
  };

  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    destroy: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A cluster for the test file that calls this: started before its tests, destroyed after them.
 * Returns a getter (the cluster exists only once `beforeAll` has run).
 */
export function throwawayClusterForFile(): () => PgCluster {
  let cluster: PgCluster | undefined;
  beforeAll(async () => {
    cluster = await startPgCluster();
  }, 60_000);
  afterAll(async () => {
    await cluster?.destroy();
  });
  return () => {
    if (!cluster) throw new Error('the throwaway cluster is not started yet: read it inside a test or a hook');
    return cluster;
  };
}
