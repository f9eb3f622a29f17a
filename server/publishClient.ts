/**
 * The caller's side of the site server's publish API (server/site/publish.ts): what
 * `npm run publish` and the studio's server send, with the token added here, on the
 * caller's machine, so it never travels further (the studio's browser page never sees it).
 */
import { execFileSync } from 'node:child_process';
import { userInfo } from 'node:os';
import type { ScheduledPublish, VersionMeta } from './site/configStore';
import type { DiffSummary } from './site/publish';

export type { DiffSummary };

export type VersionInfo = VersionMeta & { live: boolean };

export interface VersionsAnswer {
  live: string | null;
  liveSince: string | null;
  versions: VersionInfo[];
  scheduled: ScheduledPublish[];
}

export interface VersionAnswer {
  meta: VersionMeta;
  config: unknown;
  diff: DiffSummary;
}

export type PublishAnswer =
  | { version: string; live: true; previous: string | null; diff: DiffSummary }
  | { version: string; live: false; scheduledAt: string; previous: string | null; diff: DiffSummary }
  | { version: string; live: string | null; dryRun: true; diff: DiffSummary };

export interface RollbackAnswer {
  version: string;
  live: true;
  previous: string | null;
}

export interface PreviewAnswer {
  version: string;
  preview: string;
  path: string;
  expiresAt: string;
}

/** Any answer but a 2xx: the site's message, and for a refused config every problem. */
export interface Refusal {
  message: string;
  problems?: string[];
}

export type Answer<T> = { ok: true; status: number; body: T } | { ok: false; status: number; body: Refusal };

export const PUBLISH_PATH = '/_site/publish';

/** Thrown when the site cannot be reached at all (no answer, not a refusal). */
export class SiteUnreachable extends Error {}

export interface PublishClient {
  readonly site: string;
  versions(): Promise<Answer<VersionsAnswer>>;
  version(version: string): Promise<Answer<VersionAnswer>>;
  publish(body: { config: unknown; author: string; message?: string; at?: string; dryRun?: true }): Promise<Answer<PublishAnswer>>;
  /** `expected`: the live version this rollback replaces; without it, or when another is live, the site changes nothing (409). */
  rollback(body: { version?: string; expected?: string; author: string }): Promise<Answer<RollbackAnswer>>;
  preview(body: { config?: unknown; version?: string; author: string; seconds?: number }): Promise<Answer<PreviewAnswer>>;
}

export function publishClient(site: string, token: string, timeoutMs = 30_000): PublishClient {
  const base = site.replace(/\/+$/, '');
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer<T>> {
    let res: Response;
    try {
      res = await fetch(`${base}${PUBLISH_PATH}${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw new SiteUnreachable(`cannot reach ${base}: ${cause?.code ?? cause?.message ?? (error as Error).message}`);
    }
    const parsed = (await res.json().catch(() => null)) as unknown;
    if (res.ok) return { ok: true, status: res.status, body: parsed as T };
    const refusal = parsed && typeof parsed === 'object' ? (parsed as Partial<Refusal>) : {};
    // A 404 from a site without PUBLISH_TOKEN has no publish API at all: say so rather than "Not Found".
    const message =
      res.status === 404 && path === '/versions'
        ? `${base} has no publish API (is PUBLISH_TOKEN set on the site server?)`
        : typeof refusal.message === 'string'
          ? refusal.message
          : `${res.status} ${res.statusText}`;
    return { ok: false, status: res.status, body: { message, ...(Array.isArray(refusal.problems) ? { problems: refusal.problems.map(String) } : {}) } };
  }
  return {
    site: base,
    versions: () => call('GET', '/versions'),
    version: (version) => call('GET', `/versions/${encodeURIComponent(version)}`),
    publish: (body) => call('POST', '', body),
    rollback: (body) => call('POST', '/rollback', body),
    preview: (body) => call('POST', '/preview', body),
  };
}

/** Who publishes, when no name is given: git's user.name, else the account's name. */
export function defaultAuthor(cwd = process.cwd()): string {
  try {
    const name = execFileSync('git', ['config', 'user.name'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (name) return name;
  } catch {}
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
}
