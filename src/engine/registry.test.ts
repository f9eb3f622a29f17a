import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadBlock } from './registry';

afterEach(() => vi.useRealTimers());

describe('lazy block loading', () => {
  it("fails with 'Loading chunk N failed' when the chunk has not arrived within the timeout", async () => {
    vi.useFakeTimers();
    const never = { type: 'slow', load: () => new Promise<never>(() => {}), Skeleton: () => null };
    const loading = loadBlock({ slow: never }, 'slow', 120000);
    const settled = vi.fn();
    loading.catch(settled);
    await vi.advanceTimersByTimeAsync(119999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(loading).rejects.toThrow('Loading chunk slow failed');
  });

  it('loads a block once and shares the result', async () => {
    const load = vi.fn(async () => ({ default: () => null }));
    const def = { type: 'once', load, Skeleton: () => null };
    await Promise.all([loadBlock({ once: def }, 'once', 1000), loadBlock({ once: def }, 'once', 1000)]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
