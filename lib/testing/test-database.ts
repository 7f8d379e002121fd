import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import pg from 'pg';
import { adminQuery, withDatabase } from './database-server';

// Setup file of the integration project: runs before each test file, gives it a fresh
// database copied from the migrated template, and points DATABASE_URL at it before any
// app module is imported.

const { adminUrl, template, canCreateDatabases, run } = inject('database');

if (canCreateDatabases) {
  const name = `${run}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  process.env.DATABASE_URL = withDatabase(adminUrl, name);
} else {
  // PGlite holds one database: empty every table instead (files run one at a time).
  process.env.DATABASE_URL = adminUrl;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const { rows } = await client.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`,
  );
  if (rows.length) await client.query(`TRUNCATE ${rows.map((row) => `"${row.tablename}"`).join(', ')} CASCADE`);
  await client.end();
}
