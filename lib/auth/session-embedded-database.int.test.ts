import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations } from '@/prisma/migrate';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '@/lib/cli/sandbox-database';

// Sandbox mode at the level a visitor sees it: the app's own pool (3 connections, as `npm start`
// opens) on the embedded database, many signed-in visitors at once, while transactions run beside
// them. Each visitor's session must resolve to that visitor, never to whoever asked just before.

let database: EmbeddedDatabase;
// 180 calls on 3 connections of a busy machine: a transaction may wait longer than Prisma's 2 s.
const QUEUED = { maxWait: 20_000, timeout: 20_000 };

beforeAll(async () => {
  database = await startEmbeddedDatabase({ dataDir: null });
  await applyMigrations(database.url);
  // Before any app module reads the environment: this file's app talks to the embedded database.
  process.env.DATABASE_URL = database.url;
  process.env.DATABASE_POOL_SIZE = '3';
});

afterAll(async () => {
  const { disconnectDb } = await import('@/lib/db');
  await disconnectDb();
  await database?.stop();
});

describe('sessions on the embedded database', () => {
  it('resolves each of many concurrent sessions to its own user, with transactions running beside them', async () => {
    const { db } = await import('@/lib/db');
    const { createUser } = await import('@/prisma/seed/factories');
    const { callRoute } = await import('@/lib/testing/call-route');
    const { GET: getUser } = await import('@/app/api/user/[id]/route');
    const users = await Promise.all(
      Array.from({ length: 12 }, (_, i) => createUser(db, { email: `visitor-${i}@example.test` })),
    );

    const reads = Array.from({ length: 120 }, async (_, n) => {
      const user = users[n % users.length];
      // The owner's own answer carries their email only when the session resolved to them.
      const answer = await callRoute(getUser, { params: { id: user.id }, [n % 2 ? 'user' : 'bearer']: user });
      return answer.status === 200 && answer.body.user.email === user.email ? 'own' : `wrong: ${answer.text}`;
    });
    const writes = Array.from({ length: 60 }, (_, n) =>
      db.$transaction(async (tx) => {
        const user = users[n % users.length];
        await tx.user.update({ where: { id: user.id }, data: { organizerAbout: `about ${n}` } });
        const read = await tx.user.findUniqueOrThrow({ where: { id: user.id }, select: { organizerAbout: true } });
        return read.organizerAbout === `about ${n}` ? 'own' : `wrong: ${read.organizerAbout}`;
      }, QUEUED),
    );
    const results = await Promise.allSettled([...reads, ...writes]);
    const answers = results.map((result) => (result.status === 'fulfilled' ? result.value : String(result.reason)));
    expect(answers.filter((answer) => answer !== 'own')).toEqual([]);
  }, 30_000);
});
