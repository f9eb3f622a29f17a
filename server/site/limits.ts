/**
 * The site server's limits: the API's timeouts and connection cap
 * (server/shared/network.ts), a whole-request deadline sized for a form's uploads, and the
 * per-address, per-form submission limit with the API's default and environment variable.
 */
import { DEFAULT_TIMEOUTS, type ServerTimeouts } from '../shared/network';
import { DEFAULT_LIMITS, limitsFromEnv } from '../shared/limits';

export interface SiteLimits extends ServerTimeouts {
  /** Whole request, headers to last byte: a form posted without script may carry files (the API's upload deadline). */
  requestTimeoutMs: number;
  /** Forms one address may post to one form per window (SUBMISSIONS_PER_MINUTE); past it, 429 and the spec's failure message. */
  submissionsPerWindow: number;
  windowMs: number;
}

export function siteLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): SiteLimits {
  const api = limitsFromEnv(env);
  return {
    ...DEFAULT_TIMEOUTS,
    // No byte either way for this long closes the socket (a stalled body): longer than the API's 10 s, since a
    // form posted without script waits on the API's answer with nothing to send meanwhile.
    idleTimeoutMs: 20_000,
    requestTimeoutMs: DEFAULT_LIMITS.uploadTimeoutMs,
    submissionsPerWindow: api.submissionsPerWindow,
    windowMs: api.windowMs,
  };
}
