/**
 * Wrong publish tokens, counted per address: after `limit` failures in a minute an address is
 * refused (429, Retry-After) before its token is even compared, so guessing costs a minute per
 * ten tries and a right guess in a refused minute is never told apart from a wrong one. The log
 * gets one line a minute summing up the failures, not one line per attempt (a flood of guesses
 * would otherwise be a flood of log lines).
 */

export interface TokenFailureOptions {
  /** Failures an address may make in a window before it is refused (default 10). */
  limit?: number;
  /** The window, and how often the summary is written (default a minute). */
  windowMs?: number;
  now?: () => number;
  /** The summary line, with its numbers. */
  log: (message: string, detail: Record<string, unknown>) => void;
}

interface Window {
  start: number;
  failures: number;
}

export const TOKEN_FAILURE_LIMIT = 10;
export const TOKEN_FAILURE_WINDOW_MS = 60_000;

export class TokenFailures {
  private readonly limit: number;
  private readonly windowMs: number;
  private readonly now: () => number;
  private readonly byAddress = new Map<string, Window>();
  /** Since the last summary: wrong tokens, and attempts refused unread, per address. */
  private pending = new Map<string, { wrong: number; refused: number }>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly opts: TokenFailureOptions) {
    this.limit = opts.limit ?? TOKEN_FAILURE_LIMIT;
    this.windowMs = opts.windowMs ?? TOKEN_FAILURE_WINDOW_MS;
    this.now = opts.now ?? Date.now;
  }

  private current(address: string): Window | undefined {
    const w = this.byAddress.get(address);
    if (w && this.now() - w.start >= this.windowMs) {
      this.byAddress.delete(address);
      return undefined;
    }
    return w;
  }

  /** Seconds until `address` may try again, or 0 when it may now. A refusal is counted for the summary. */
  retryAfter(address: string): number {
    const w = this.current(address);
    if (!w || w.failures < this.limit) return 0;
    this.note(address, 'refused');
    return Math.max(1, Math.ceil((w.start + this.windowMs - this.now()) / 1000));
  }

  /** A wrong or missing token from `address`. */
  fail(address: string): void {
    const w = this.current(address);
    if (w) w.failures++;
    else this.byAddress.set(address, { start: this.now(), failures: 1 });
    this.note(address, 'wrong');
  }

  private note(address: string, kind: 'wrong' | 'refused') {
    const counts = this.pending.get(address) ?? { wrong: 0, refused: 0 };
    counts[kind]++;
    this.pending.set(address, counts);
    // The first failure after a quiet spell starts the minute the summary covers.
    if (!this.timer) {
      this.timer = setTimeout(() => this.flush(), this.windowMs);
      // A pending summary never keeps the process alive.
      this.timer.unref();
    }
  }

  /** Writes the summary of what is pending (on its timer, and when the server closes). */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.pending.size) return;
    const addresses = [...this.pending].sort(([, a], [, b]) => b.wrong + b.refused - (a.wrong + a.refused));
    const wrong = addresses.reduce((n, [, c]) => n + c.wrong, 0);
    const refused = addresses.reduce((n, [, c]) => n + c.refused, 0);
    this.pending = new Map();
    // Old windows go with the summary, so the map holds only addresses seen within the last minutes.
    for (const address of [...this.byAddress.keys()]) this.current(address);
    this.opts.log(
      `publish refused: ${wrong} wrong or missing token${wrong === 1 ? '' : 's'} and ${refused} attempt${refused === 1 ? '' : 's'} over the limit, from ${addresses.length} address${addresses.length === 1 ? '' : 'es'}`,
      { wrong, refused, addresses: addresses.slice(0, 10).map(([ip, c]) => ({ ip, ...c })) },
    );
  }
}
