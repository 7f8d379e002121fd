import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import { createPrismaClient, type Db } from '../prisma/client';

// Tests create their own data with the factories, on the database the server uses.
export const test = base.extend<object, { db: Db }>({
  db: [
    async ({}, use) => {
      const url = readFileSync(path.join(import.meta.dirname, '..', '.data', 'e2e', 'database-url'), 'utf8').trim();
      const db = createPrismaClient(url, { maxConnections: 2 });
      await use(db);
      await db.$disconnect();
    },
    { scope: 'worker' },
  ],
});

export { expect };
