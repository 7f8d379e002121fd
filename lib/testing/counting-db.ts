import pg from 'pg';
import { createPrismaClient, type Db } from '@/prisma/client';

// A Prisma client like the app's (prisma/client.ts) whose pool notes every statement it sends,
// BEGIN and COMMIT included, for tests that hold a path to a number of round trips. Install it
// as the app's client before any app module runs a query.

export type CountingDb = { statements: string[]; client: Db };

export function createCountingDb(connectionString: string, max = 10): CountingDb {
  const statements: string[] = [];
  // Every statement goes through a pooled client's query(): a pool.query() borrows one too.
  class CountingClient extends pg.Client {}
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  Object.defineProperty(CountingClient.prototype, 'query', {
    value(this: pg.Client, ...args: unknown[]) {
      const [statement] = args;
      statements.push(typeof statement === 'string' ? statement : String((statement as { text?: string })?.text ?? ''));
      return query.apply(this, args);
    },
  });
  const pool = new pg.Pool({ connectionString, max, Client: CountingClient });
  return { statements, client: createPrismaClient(connectionString, { pool }) };
}

/** Makes `db` of lib/db.ts this client (it keeps the one it is given on globalThis). */
export function installAsAppDb(client: Db) {
  (globalThis as unknown as { db?: Db }).db = client;
}
