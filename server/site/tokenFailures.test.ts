import { describe, expect, it } from 'vitest';
import { TokenFailures } from './tokenFailures';

/** A clock the test moves: the window is a minute, and no test waits one. */
function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

describe('wrong publish tokens per address', () => {
  it('refuses an address after its limit until its minute is over, saying how long is left', () => {
    const time = clock();
    const logs: string[] = [];
    const failures = new TokenFailures({ limit: 3, now: time.now, log: (m) => void logs.push(m) });
    for (let i = 0; i < 3; i++) {
      expect(failures.retryAfter('203.0.113.7')).toBe(0);
      failures.fail('203.0.113.7');
    }
    expect(failures.retryAfter('203.0.113.7')).toBe(60);
    time.advance(45_500);
    expect(failures.retryAfter('203.0.113.7')).toBe(15);
    expect(failures.retryAfter('198.51.100.2')).toBe(0);
    time.advance(14_500);
    expect(failures.retryAfter('203.0.113.7')).toBe(0);
    failures.flush();
    expect(logs).toEqual(['publish refused: 3 wrong or missing tokens and 2 attempts over the limit, from 1 address']);
  });

  it('writes nothing when nothing was refused, and each summary once', () => {
    const logs: string[] = [];
    const failures = new TokenFailures({ log: (m) => void logs.push(m) });
    failures.flush();
    expect(logs).toEqual([]);
    failures.fail('192.0.2.1');
    failures.flush();
    failures.flush();
    expect(logs).toEqual(['publish refused: 1 wrong or missing token and 0 attempts over the limit, from 1 address']);
  });

  it('writes the summary by itself once its window is over', async () => {
    const logged = new Promise<string>((resolve) => {
      const failures = new TokenFailures({ windowMs: 50, log: (m) => resolve(m) });
      failures.fail('192.0.2.1');
    });
    expect(await logged).toBe('publish refused: 1 wrong or missing token and 0 attempts over the limit, from 1 address');
  });
});
