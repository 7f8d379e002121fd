import { describe, expect, it } from 'vitest';
import { createPrismaClient } from '@/prisma/client';
import { db } from '@/lib/db';
import { hitBucket } from './rate-limit';

describe('hitBucket', () => {
  it('counts every hit exactly once under concurrency, from several connections', async () => {
    const key = `test:${Date.now()}`;
    const counts = await Promise.all(Array.from({ length: 40 }, () => hitBucket(key, 900)));
    expect(counts.map((row) => row.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect((await db.rateLimitBucket.findUniqueOrThrow({ where: { key } })).count).toBe(40);
  });

  it('is shared by app instances: a second client sees and adds to the same window', async () => {
    const key = `shared:${Date.now()}`;
    const other = createPrismaClient(process.env.DATABASE_URL!, { maxConnections: 2 });
    try {
      await hitBucket(key, 900);
      await other.$executeRaw`UPDATE "RateLimitBucket" SET "count" = "count" + 5 WHERE "key" = ${key}`;
      expect((await hitBucket(key, 900)).count).toBe(7);
    } finally {
      await other.$disconnect();
    }
  });

  it('answers how long until the window ends', async () => {
    const key = `retry:${Date.now()}`;
    const { retryAfter } = await hitBucket(key, 600);
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
  });
});
