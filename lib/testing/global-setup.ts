import type { TestProject } from 'vitest/node';
import { applyMigrations } from '../../prisma/migrate';
import { generatePrismaClient } from '../cli/tasks';
import { adminQuery, findDatabaseServer, withDatabase } from './database-server';

// Integration tests: one migrated template database per run; each test file then gets
// its own fresh copy of it (see test-database.ts). Everything is dropped at the end.

declare module 'vitest' {
  export interface ProvidedContext {
    database: { adminUrl: string; template: string; canCreateDatabases: boolean; run: string };
  }
}

export default async function setup(project: TestProject) {
  await generatePrismaClient(); // `vitest` run on its own in a fresh clone
  const server = await findDatabaseServer();
  const run = `t${Date.now().toString(36)}${process.pid.toString(36)}`;
  const template = server.canCreateDatabases ? `${run}_template` : 'postgres';
  if (server.canCreateDatabases) await adminQuery(server.adminUrl, `CREATE DATABASE "${template}"`);
  await applyMigrations(withDatabase(server.adminUrl, template));
  project.provide('database', {
    adminUrl: server.adminUrl,
    template,
    canCreateDatabases: server.canCreateDatabases,
    run,
  });

  return async () => {
    if (server.canCreateDatabases) {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: server.adminUrl });
      await client.connect();
      const { rows } = await client.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE $1`,
        [`${run}%`],
      );
      for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      await client.end();
    }
    await server.stop();
  };
}
