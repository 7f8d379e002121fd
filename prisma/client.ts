import { PrismaPg } from '@prisma/adapter-pg';
import type pg from 'pg';
import { PrismaClient } from '../lib/generated/prisma/client';

// Secrets never leave the data layer: the password hash is omitted from every query
// unless a caller asks for it with `omit: { passwordHash: false }`.
export function createPrismaClient(
  connectionString: string,
  options: { maxConnections?: number; /** A pool of the caller's (tests that watch it). */ pool?: pg.Pool } = {},
) {
  return new PrismaClient({
    adapter: new PrismaPg(options.pool ?? { connectionString, max: options.maxConnections ?? 10 }),
    omit: { user: { passwordHash: true } },
  });
}

export type Db = ReturnType<typeof createPrismaClient>;
