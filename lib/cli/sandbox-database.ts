import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { servePGlite } from './pglite-session-server';

// The embedded PostgreSQL of sandbox mode: PGlite (Postgres compiled to WebAssembly)
// behind a socket that speaks the PostgreSQL wire protocol, so the app connects to it
// exactly as it would to a real server. `dataDir` null keeps everything in memory.

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export async function startEmbeddedDatabase(options: {
  dataDir: string | null;
  port?: number;
}): Promise<EmbeddedDatabase> {
  if (options.dataDir) mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const pglite = await PGlite.create(options.dataDir ?? 'memory://');
  // Connections take turns on PGlite's one session, a whole exchange or transaction at a time.
  const server = await servePGlite(pglite, { host: '127.0.0.1', port: options.port ?? 0, maxConnections: 32 });
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${server.port}/postgres?sslmode=disable`,
    async stop() {
      await server.stop();
      await pglite.close();
    },
  };
}

/**
 * The sandbox database under `dataDir` for `npm start` and `npm run dev` alike. PGlite's files
 * can be open in one process only, so the first of them to start opens them and serves them on
 * a socket, and writes that address to `<dataDir>.lock`; a second one finds the lock of a live
 * process and connects to the same database ("joined": it stops nothing when it ends). A lock
 * left by a process that is gone is taken over.
 */
export async function openSandboxDatabase(dataDir: string): Promise<EmbeddedDatabase & { joined: boolean }> {
  const lockFile = `${dataDir}.lock`;
  mkdirSync(path.dirname(dataDir), { recursive: true });
  for (let attempt = 0; attempt < 600; attempt++) {
    let lock: number;
    try {
      lock = openSync(lockFile, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readLock(lockFile);
      // A process that is gone, or whose address answers no more (its pid since reused): take over.
      if (owner && (!isAlive(owner.pid) || (owner.url && !(await isListening(owner.url))))) {
        rmSync(lockFile, { force: true });
      } else if (owner?.url) return { url: owner.url, stop: async () => {}, joined: true };
      await new Promise((resolve) => setTimeout(resolve, 100)); // its owner is starting the database
      continue;
    }
    try {
      writeSync(lock, JSON.stringify({ pid: process.pid }));
      const database = await startEmbeddedDatabase({ dataDir });
      writeFileSync(lockFile, JSON.stringify({ pid: process.pid, url: database.url }));
      return {
        url: database.url,
        joined: false,
        async stop() {
          await database.stop();
          rmSync(lockFile, { force: true });
        },
      };
    } catch (error) {
      rmSync(lockFile, { force: true });
      throw error;
    } finally {
      closeSync(lock);
    }
  }
  throw new Error(`${lockFile}: another process holds the sandbox database but never said where it serves it.`);
}

function readLock(file: string): { pid: number; url?: string } | null {
  try {
    const lock = JSON.parse(readFileSync(file, 'utf8')) as { pid?: unknown; url?: unknown };
    return typeof lock.pid === 'number'
      ? { pid: lock.pid, url: typeof lock.url === 'string' ? lock.url : undefined }
      : null;
  } catch {
    return null; // being written right now
  }
}

function isListening(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port), timeout: 2000 });
    const answer = (listening: boolean) => {
      socket.destroy();
      resolve(listening);
    };
    socket.once('connect', () => answer(true));
    socket.once('timeout', () => answer(false));
    socket.once('error', () => answer(false));
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
