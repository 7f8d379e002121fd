import { PrismaPg } from '@prisma/adapter-pg';
import type pg from 'pg';
import { PrismaClient } from '../lib/generated/prisma/client';

// Secrets never leave the data layer: the password hash is omitted from every query
// unless a caller asks for it with `omit: { passwordHash: false }`.
/**
 * How long an unused connection stays open: a minute, not pg's 10 s, so a burst after a lull
 * (the door opening, a campaign shared) does not pay for new PostgreSQL backends mid-burst.
 */
const IDLE_CONNECTION_MS = 60_000;

export function createPrismaClient(
  connectionString: string,
  options: { maxConnections?: number; /** A pool of the caller's (tests that watch it). */ pool?: pg.Pool } = {},
) {
  return new PrismaClient({
    adapter: new PrismaPg(
      options.pool ?? {
        connectionString,
        max: options.maxConnections ?? 10,
        idleTimeoutMillis: IDLE_CONNECTION_MS,
      },
    ),
    omit: { user: { passwordHash: true } },
  });
}

export type Db = ReturnType<typeof createPrismaClient>;
