import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { applyMigrations, readMigrations } from './migrate';

async function migrationsDir(files: Record<string, string>) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'migrations-'));
  for (const [name, sql] of Object.entries(files)) {
    await mkdir(path.join(dir, name));
    await writeFile(path.join(dir, name, 'migration.sql'), sql);
  }
  return dir;
}

async function rows(sql: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

// Under the PGlite fallback the test files share one database: leave nothing behind.
afterAll(async () => {
  await rows(`DROP TABLE IF EXISTS "Scratch", "Scratch2", "Scratch3"`);
  await rows(`DELETE FROM "_prisma_migrations" WHERE migration_name LIKE '2099%'`);
});

describe('applyMigrations', () => {
  it('records the repository migrations the way prisma migrate deploy does', async () => {
    const recorded = await rows(
      `SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations"`,
    );
    const files = await readMigrations();
    expect(recorded.map((row) => row.migration_name)).toEqual(files.map((file) => file.name));
    expect(recorded.map((row) => row.checksum)).toEqual(files.map((file) => file.checksum));
    expect(recorded.every((row) => row.finished_at && row.applied_steps_count === 1)).toBe(true);
  });

  it('applies pending migrations in order, once', async () => {
    const dir = await migrationsDir({
      '20990101000000_a': 'CREATE TABLE "Scratch" (id int);',
      '20990101000001_b': 'ALTER TABLE "Scratch" ADD COLUMN note text;',
    });
    expect(await applyMigrations(process.env.DATABASE_URL!, { dir })).toEqual(['20990101000000_a', '20990101000001_b']);
    expect(await applyMigrations(process.env.DATABASE_URL!, { dir })).toEqual([]);
    expect(
      await rows(`SELECT column_name FROM information_schema.columns WHERE table_name = 'Scratch' ORDER BY 1`),
    ).toEqual([{ column_name: 'id' }, { column_name: 'note' }]);
  });

  it('refuses a migration edited after it was applied', async () => {
    const dir = await migrationsDir({ '20990102000000_c': 'CREATE TABLE "Scratch2" (id int);' });
    await applyMigrations(process.env.DATABASE_URL!, { dir });
    await writeFile(path.join(dir, '20990102000000_c', 'migration.sql'), 'CREATE TABLE "Scratch2" (id bigint);');
    await expect(applyMigrations(process.env.DATABASE_URL!, { dir })).rejects.toThrow(/was edited/);
  });

  it('rolls back a failing migration and records nothing for it', async () => {
    const dir = await migrationsDir({
      '20990103000000_bad': 'CREATE TABLE "Scratch3" (id int); SELECT * FROM "Missing";',
    });
    await expect(applyMigrations(process.env.DATABASE_URL!, { dir })).rejects.toThrow(/failed/);
    expect(await rows(`SELECT 1 FROM information_schema.tables WHERE table_name = 'Scratch3'`)).toEqual([]);
    expect(await rows(`SELECT 1 FROM "_prisma_migrations" WHERE migration_name = '20990103000000_bad'`)).toEqual([]);
  });
});
