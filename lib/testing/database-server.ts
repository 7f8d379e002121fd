import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedDatabase } from '../cli/sandbox-database';

// Finds a PostgreSQL server for the tests, in this order: TEST_DATABASE_URL; the server
// on 127.0.0.1:5432; a throwaway cluster made with the local PostgreSQL binaries; an
// in-memory PGlite (which cannot hold several databases, so the tests share one).

export interface DatabaseServer {
  kind: 'configured' | 'local' | 'throwaway' | 'pglite';
  /** A URL on the server with rights to create databases. */
  adminUrl: string;
  /** False for PGlite: one database only. */
  canCreateDatabases: boolean;
  stop(): Promise<void>;
}

export function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function canConnect(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (existsSync(path.join(bin, 'initdb'))) return bin;
  }
  return null;
}

async function startThrowawayCluster(): Promise<DatabaseServer | null> {
  const bin = postgresBinDir();
  if (!bin) return null;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pg-test-'));
  try {
    // initdb refuses to run as root; run the cluster as the postgres user then.
    const asRoot = process.getuid?.() === 0;
    const wrap = (command: string, args: string[]): [string, string[]] =>
      asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    if (asRoot) {
      const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString());
      chownSync(dir, id('-u'), id('-g'));
    }
    const data = path.join(dir, 'data');
    const port = await freePort();
    execFileSync(...wrap(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync']), {
      stdio: 'ignore',
    });
    const [command, args] = wrap(path.join(bin, 'postgres'), [
      '-D',
      data,
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
    ]);
    const child = spawn(command, args, { stdio: 'ignore' });
    const adminUrl = `postgresql://postgres@127.0.0.1:${port}/postgres`;
    let ready = false;
    for (let i = 0; i < 60 && !ready; i++) {
      ready = await canConnect(adminUrl);
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    if (!ready) {
      child.kill('SIGKILL');
      throw new Error('the throwaway cluster did not start');
    }
    return {
      kind: 'throwaway',
      adminUrl,
      canCreateDatabases: true,
      async stop() {
        child.kill('SIGINT');
        await new Promise((resolve) => child.once('exit', resolve));
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
}

export async function findDatabaseServer(log: (line: string) => void = console.log): Promise<DatabaseServer> {
  const configured = process.env.TEST_DATABASE_URL;
  if (configured) return { kind: 'configured', adminUrl: configured, canCreateDatabases: true, stop: async () => {} };

  const local = 'postgresql://postgres@127.0.0.1:5432/postgres';
  if (await canConnect(local))
    return { kind: 'local', adminUrl: local, canCreateDatabases: true, stop: async () => {} };

  const throwaway = await startThrowawayCluster();
  if (throwaway) return throwaway;

  log('Note: no PostgreSQL server found; the tests run against an in-memory PGlite, one shared database.');
  const embedded = await startEmbeddedDatabase({ dataDir: null });
  return { kind: 'pglite', adminUrl: embedded.url, canCreateDatabases: false, stop: () => embedded.stop() };
}

/** Runs statements on the admin connection (CREATE/DROP DATABASE cannot run in a transaction). */
export async function adminQuery(adminUrl: string, ...statements: string[]) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}
