import { DEFAULT_TIMEOUTS, type ServerTimeouts } from './network.ts';

/** Everything that bounds what one client can make the API do. */
export interface ApiLimits extends ServerTimeouts {
  /** Submissions one client address may send to one form per window (SUBMISSIONS_PER_MINUTE). */
  submissionsPerWindow: number;
  /** Every other request one client address may send per window (READS_PER_MINUTE); loopback is exempt. */
  readsPerWindow: number;
  windowMs: number;
  /** Vitals beacons one client address may send per minute (VITALS_PER_MINUTE); loopback is exempt. */
  vitalsPerMinute: number;
  /** Whole JSON request, headers to last body byte. */
  jsonTimeoutMs: number;
  /** Whole multipart request: a 5 MB file at Chrome's "slow 3G" upload rate (400 kbit/s) takes 105 s. */
  uploadTimeoutMs: number;
}

export const DEFAULT_LIMITS: ApiLimits = {
  ...DEFAULT_TIMEOUTS,
  submissionsPerWindow: 10,
  // A page view makes about ten API calls, and the pages a visitor reads by script make a few
  // each: 3,000 a minute is a visitor reading fifty pages a second, far past any person.
  readsPerWindow: 3000,
  windowMs: 60_000,
  // A page sends a beacon or two as it is hidden: a minute's worth for a visitor reading many pages.
  vitalsPerMinute: 60,
  jsonTimeoutMs: 15_000,
  uploadTimeoutMs: 120_000,
};

function count(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of 1 or more, got "${raw}"`);
  return n;
}

/** The defaults, with SUBMISSIONS_PER_MINUTE and READS_PER_MINUTE from the environment when set. */
export function limitsFromEnv(env: NodeJS.ProcessEnv = process.env): ApiLimits {
  return {
    ...DEFAULT_LIMITS,
    submissionsPerWindow: count(env, 'SUBMISSIONS_PER_MINUTE') ?? DEFAULT_LIMITS.submissionsPerWindow,
    readsPerWindow: count(env, 'READS_PER_MINUTE') ?? DEFAULT_LIMITS.readsPerWindow,
    vitalsPerMinute: count(env, 'VITALS_PER_MINUTE') ?? DEFAULT_LIMITS.vitalsPerMinute,
  };
}
