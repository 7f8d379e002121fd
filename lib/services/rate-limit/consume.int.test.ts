import { describe, expect, it } from 'vitest';
import { createPrismaClient } from '@/prisma/client';
import { db } from '@/lib/db';
import { consume, pruneRateLimitBuckets } from './consume';

describe('consume', () => {
  it('counts every hit exactly once under concurrency, from several connections', async () => {
    const key = `test:${Date.now()}`;
    const counts = await Promise.all(Array.from({ length: 40 }, () => consume({ key, limit: 10, windowSeconds: 900 })));
    expect(counts.map((row) => row.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect((await db.rateLimitBucket.findUniqueOrThrow({ where: { key } })).count).toBe(40);
  });

  it('is shared by app instances: a second client sees and adds to the same window', async () => {
    const key = `shared:${Date.now()}`;
    const other = createPrismaClient(process.env.DATABASE_URL!, { maxConnections: 2 });
    try {
      await consume({ key, limit: 10, windowSeconds: 900 });
      await other.$executeRaw`UPDATE "RateLimitBucket" SET "count" = "count" + 5 WHERE "key" = ${key}`;
      expect((await consume({ key, limit: 10, windowSeconds: 900 })).count).toBe(7);
    } finally {
      await other.$disconnect();
    }
  });

  it('answers how long until the window ends', async () => {
    const key = `retry:${Date.now()}`;
    const { retryAfter } = await consume({ key, limit: 10, windowSeconds: 600 });
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
  });

  it('allows up to the limit, then refuses', async () => {
    const key = `allow:${Date.now()}`;
    const results = [];
    for (let i = 0; i < 4; i++) results.push((await consume({ key, limit: 3, windowSeconds: 900 })).allowed);
    expect(results).toEqual([true, true, true, false]);
  });

  it('prunes buckets whose window ended more than a day ago, and only those', async () => {
    await consume({ key: 'old', limit: 1, windowSeconds: 60 });
    await consume({ key: 'fresh', limit: 1, windowSeconds: 60 });
    await db.$executeRaw`UPDATE "RateLimitBucket" SET "windowStart" = "windowStart" - interval '25 hours' WHERE "key" = 'old'`;
    expect(await pruneRateLimitBuckets()).toBe(1);
    expect((await db.rateLimitBucket.findMany({ where: { key: { in: ['old', 'fresh'] } } })).map((b) => b.key)).toEqual(
      ['fresh'],
    );
  });
});
