/** A proof taken on one box is refused on another: two pools (two boxes) on one throwaway cluster. */
import { describe, expect, it } from 'vitest';
import { createPool, migrate } from './pg';
import { pgUsedProofs } from './pgUsedProofs';
import { throwawayClusterForFile } from '../test/pgCluster';

const cluster = throwawayClusterForFile();

describe('used proofs in PostgreSQL', () => {
  it('lets a proof be taken once across boxes, and again only once it has expired', async () => {
    const pools = [createPool(cluster().url, 2), createPool(cluster().url, 2)];
    await migrate(pools[0]!);
    let now = 1_000_000;
    const [a, b] = pools.map((p) => pgUsedProofs(p, () => now));
    expect(await a!.isUsed('stamp-1')).toBe(false);
    expect(await a!.claim('stamp-1', now + 60_000)).toBe(true);
    expect(await b!.claim('stamp-1', now + 60_000)).toBe(false);
    expect(await b!.isUsed('stamp-1')).toBe(true);
    // Both boxes at the same moment: one wins.
    expect((await Promise.all([a!.claim('stamp-2', now + 1), b!.claim('stamp-2', now + 1)])).sort()).toEqual([false, true]);
    now += 120_000;
    expect(await b!.isUsed('stamp-1')).toBe(false);
    expect(await b!.claim('stamp-1', now + 60_000)).toBe(true);
    await Promise.all(pools.map((p) => p.end()));
  });
});
