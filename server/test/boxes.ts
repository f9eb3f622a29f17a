/**
 * Site-server boxes for the multi-box test and the bench: each `npm start`'s script in a process of
 * its own, with a folder of its own (nothing of the config may travel through a shared disk), on
 * the hosts and PostgreSQL it is given. A box says when it swaps versions ("now serving config
 * version …"): `serving` waits on that line, not on time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SiteConfig } from '../../src/engine/types';

export interface Box {
  url: string;
  proc: ChildProcess;
  /** Resolves when the box logs that it serves `version`. */
  serving(version: string): Promise<void>;
  /** Stops the process and removes its folder. */
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => resolve(port));
    });
  });
}

/** Starts one box from the project at `root` with `env` (API_URL, DATABASE_URL, PUBLISH_TOKEN, …) over its own defaults. */
export async function startBox(root: string, env: NodeJS.ProcessEnv): Promise<Box> {
  const port = await freePort();
  const folder = mkdtempSync(join(tmpdir(), 'voltline-box-'));
  const proc = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      VITALS_URL: '',
      CONFIG_STORE: join(folder, 'config-store'),
      FORM_PROOFS_DB: join(folder, 'proofs.sqlite'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const waiting: { version: string; resolve: () => void }[] = [];
  const seen = new Set<string>();
  const read = (chunk: Buffer) => {
    out += chunk.toString();
    for (const m of out.matchAll(/now serving config version ([a-f0-9]{20})/g)) seen.add(m[1]!);
    for (const w of waiting.filter((w) => seen.has(w.version))) w.resolve();
  };
  proc.stdout!.on('data', read);
  proc.stderr!.on('data', read);
  await new Promise<void>((resolve, reject) => {
    const check = () => out.includes(`Site:    http://localhost:${port}`) && resolve();
    proc.stdout!.on('data', check);
    proc.once('exit', (code) => reject(new Error(`box on ${port} exited (${code}):\n${out}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    proc,
    serving: (version) => (seen.has(version) ? Promise.resolve() : new Promise((resolve) => waiting.push({ version, resolve }))),
    stop: async () => {
      if (proc.exitCode === null) {
        const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
        proc.kill('SIGTERM');
        await exited;
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The config with home's hero headline (English) set to `headline`. */
export function withHeadline(base: SiteConfig, headline: string): SiteConfig {
  const config = structuredClone(base);
  const hero = config.routes.find((r) => r.path === '/')!.blocks.find((b) => b.type === 'hero')!;
  (hero.props as { headline: { en: string } }).headline.en = headline;
  return config;
}

export async function publishTo(
  box: Box,
  token: string,
  body: Record<string, unknown>,
): Promise<{ status: number; body: { version?: string; message?: string } }> {
  const res = await fetch(`${box.url}/_site/publish`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ author: 'multi-box', ...body }),
  });
  return { status: res.status, body: (await res.json()) as { version?: string; message?: string } };
}

/**
 * Publishes `count` configs, each on the next box in turn, and times each from the request to the
 * moment every box serves it (ms). One warm-up publish first, not timed: each box's first swap loads
 * the validator and the renderer's config code, once in its life.
 */
export async function timePublishes(boxes: Box[], token: string, base: SiteConfig, count: number): Promise<number[]> {
  const served = async (box: Box, headline: string) => {
    const answer = await publishTo(box, token, { config: withHeadline(base, headline), message: headline });
    if (answer.status !== 200) throw new Error(`publish refused (${answer.status}): ${answer.body.message}`);
    await Promise.all(boxes.map((b) => b.serving(answer.body.version!)));
  };
  await served(boxes[0]!, 'Warming up');
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await served(boxes[i % boxes.length]!, `Multibox headline ${i}`);
    times.push(performance.now() - started);
  }
  return times;
}
