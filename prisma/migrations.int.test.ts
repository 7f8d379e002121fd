import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { adminQuery, withDatabase } from '../lib/testing/database-server';
import { startEmbeddedDatabase } from '../lib/cli/sandbox-database';
import { diffSchemas } from './make-migration';

// No drift: the database the migrations build (this file's database, copied from the
// migrated template) must be exactly the database schema.prisma describes.

async function catalog(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const query = async (sql: string) => (await client.query(sql)).rows;
  try {
    return {
      columns: await query(`SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default
        FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'
        ORDER BY 1, 2`),
      indexes: await query(`SELECT tablename, indexname, indexdef FROM pg_indexes
        WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY 1, 2`),
      constraints:
        await query(`SELECT conrelid::regclass::text AS table, conname, pg_get_constraintdef(oid) AS definition
        FROM pg_constraint WHERE connamespace = 'public'::regnamespace
        AND conrelid::regclass::text <> '"_prisma_migrations"' AND conrelid::regclass::text <> '_prisma_migrations'
        ORDER BY 1, 2`),
      enums: await query(`SELECT t.typname, e.enumlabel FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid
        ORDER BY t.typname, e.enumsortorder`),
    };
  } finally {
    await client.end();
  }
}

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

describe('migrations', () => {
  it('build exactly the schema in prisma/schema.prisma', async () => {
    const migrated = await catalog(process.env.DATABASE_URL!);
    expect(migrated.columns.length).toBeGreaterThan(100);

    const { adminUrl, canCreateDatabases, run } = inject('database');
    let freshUrl: string;
    if (canCreateDatabases) {
      const name = `${run}_from_schema`;
      await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
      freshUrl = withDatabase(adminUrl, name);
    } else {
      const embedded = await startEmbeddedDatabase({ dataDir: null });
      cleanups.push(() => embedded.stop());
      freshUrl = embedded.url;
    }
    const schema = await readFile(path.join(import.meta.dirname, 'schema.prisma'), 'utf8');
    const sql = await diffSchemas(null, schema, freshUrl);
    const client = new pg.Client({ connectionString: freshUrl });
    await client.connect();
    await client.query(sql);
    await client.end();

    expect(migrated).toEqual(await catalog(freshUrl));
  });

  it('leave nothing for a new migration to do', async () => {
    const schema = await readFile(path.join(import.meta.dirname, 'schema.prisma'), 'utf8');
    const snapshot = await readFile(path.join(import.meta.dirname, 'migrations', 'schema.snapshot.prisma'), 'utf8');
    const sql = await diffSchemas(snapshot, schema, process.env.DATABASE_URL!);
    expect(sql).toMatch(/^-- This is an empty migration\.?\s*$/);
  });
});
