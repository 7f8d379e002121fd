import 'server-only';
import { createPrismaClient, type Db } from '@/prisma/client';
import { env } from './env';

export type { Db };

const globalForDb = globalThis as unknown as { db?: Db };

function client(): Db {
  if (!env.databaseUrl) throw new Error('DATABASE_URL is not set: start the app with `npm start`.');
  // One client per process, created on first use so `next build` needs no database.
  // PGlite (sandbox) serves a handful of connections; a real server gets DATABASE_POOL_SIZE (10).
  globalForDb.db ??= createPrismaClient(env.databaseUrl, { maxConnections: env.databasePoolSize });
  return globalForDb.db;
}

export const db = new Proxy({} as Db, {
  get: (_target, property) => Reflect.get(client(), property),
});

/** Closes the pool (a server shutting down), if this process ever opened it. */
export async function disconnectDb() {
  const client = globalForDb.db;
  globalForDb.db = undefined;
  await client?.$disconnect();
}
