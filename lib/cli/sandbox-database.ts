import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

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
  const server = new PGLiteSocketServer({
    db: pglite,
    host: '127.0.0.1',
    port: options.port ?? 0,
    // Queries from several connections are queued onto PGlite's single session;
    // an open transaction keeps it until it ends.
    maxConnections: 16,
  });
  await server.start();
  const port = Number(server.getServerConn().split(':').pop());
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    async stop() {
      await server.stop();
      await pglite.close();
    },
  };
}
