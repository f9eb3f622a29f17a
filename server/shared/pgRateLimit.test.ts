/**
 * The submission limit counted across boxes: two Fastify apps (two boxes) on one PostgreSQL allow
 * together what one allows, on a real throwaway cluster.
 */
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createPool, migrate } from './pg';
import { pgRateLimitStore } from './pgRateLimit';
import { throwawayClusterForFile } from '../test/pgCluster';

const cluster = throwawayClusterForFile();
const closing: (() => Promise<unknown>)[] = [];

afterAll(async () => {
  for (const close of closing) await close().catch(() => undefined);
});

async function box(max: number, skipOnError = false): Promise<FastifyInstance> {
  const pool = createPool(cluster().url, 4);
  await migrate(pool);
  const app = Fastify();
  await app.register(rateLimit, { max, timeWindow: 60_000, store: pgRateLimitStore(pool), skipOnError });
  app.post('/submit', async () => ({ ok: true }));
  // A second limit with the same window, counted apart from the first.
  app.post('/other', { config: { rateLimit: { max, timeWindow: 60_000 } } }, async () => ({ ok: true }));
  await app.ready();
  closing.push(
    () => app.close(),
    () => pool.end(),
  );
  return app;
}

const hit = (app: FastifyInstance, ip: string) => app.inject({ method: 'POST', url: '/submit', remoteAddress: ip }).then((r) => r.statusCode);

describe('rate limits in PostgreSQL', () => {
  it('counts one visitor across boxes: the third box refuses what the first two used up', async () => {
    const boxes = [await box(5), await box(5), await box(5)];
    const codes: number[] = [];
    for (let i = 0; i < 9; i++) codes.push(await hit(boxes[i % 3]!, '203.0.113.7'));
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429]);
    // Another visitor has a count of their own, and so has another route.
    expect(await hit(boxes[2]!, '203.0.113.8')).toBe(200);
    expect((await boxes[0]!.inject({ method: 'POST', url: '/other', remoteAddress: '203.0.113.7' })).statusCode).toBe(200);
  });

  it('lets requests through uncounted when the database is gone and skipOnError is set', async () => {
    const app = await box(1, true);
    await cluster().stop();
    try {
      expect([await hit(app, '198.51.100.1'), await hit(app, '198.51.100.1')]).toEqual([200, 200]);
    } finally {
      await cluster().start();
    }
  }, 30_000);
});
