import { createServer, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

// PGlite is one PostgreSQL session; this serves it on a socket to several clients that speak
// the wire protocol (the app's `pg` pool, psql, migrations). A real server gives every
// connection a session of its own; here they take turns on the one session, and a turn lasts
// a whole exchange: from a connection's first message until the session answers it
// ReadyForQuery *idle*. So the Parse/Bind/Describe/Execute/Sync of one query, and every
// statement of an open transaction, run with no other connection's message in between, and
// the answers go back to the connection that asked.
//
// @electric-sql/pglite-socket (0.2.17, the newest) queues single messages instead and keeps a
// connection's turn only while a transaction block is open: another connection's Parse lands
// between one's Parse and Bind, which then binds the other's statement and answers its rows
// to the wrong connection (electric-sql/pglite#1046). Hence this server of our own.

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const READY_FOR_QUERY = 0x5a; // 'Z'
const TERMINATE = 0x58; // 'X'
const IDLE = 0x49; // 'I': ReadyForQuery's status outside a transaction block

export interface PGliteServer {
  port: number;
  stop(): Promise<void>;
}

export async function servePGlite(
  db: PGlite,
  options: { host: string; port: number; maxConnections: number },
): Promise<PGliteServer> {
  const session = new SessionTurns();
  const connections = new Set<Connection>();
  let stopping = false;
  const server = createServer((socket) => {
    if (stopping) return void socket.destroy();
    if (connections.size >= options.maxConnections) {
      return void socket.end(errorResponse('FATAL', '53300', 'sorry, too many clients already'));
    }
    const connection = new Connection(socket, db, session, () => stopping);
    connections.add(connection);
    socket.once('close', () => connections.delete(connection));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as { port: number }).port,
    async stop() {
      stopping = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const connection of connections) connection.destroy();
      await Promise.all([...connections].map((connection) => connection.settled()));
      await closed;
    },
  };
}

/** Whose turn it is on the session, and who waits for one, first come first served. */
class SessionTurns {
  private owner: Connection | null = null;
  private readonly waiting: Array<{ connection: Connection; start: () => void }> = [];

  take(connection: Connection): Promise<void> {
    if (this.owner === connection) return Promise.resolve();
    if (!this.owner) {
      this.owner = connection;
      return Promise.resolve();
    }
    return new Promise((start) => this.waiting.push({ connection, start }));
  }

  give(connection: Connection) {
    if (this.owner !== connection) return;
    const next = this.waiting.shift();
    this.owner = next?.connection ?? null;
    next?.start();
  }
}

class Connection {
  private inbound: Buffer = Buffer.alloc(0);
  private readonly messages: Buffer[] = [];
  private started = false; // the startup message went through
  private running: Promise<void> | null = null;
  private closed = false;
  /** This connection holds the session: between its first message and ReadyForQuery idle. */
  private holding = false;
  private readonly replies = new ReadyForQueryScanner();

  constructor(
    private readonly socket: Socket,
    private readonly db: PGlite,
    private readonly session: SessionTurns,
    private readonly serverStopping: () => boolean,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (data) => this.receive(data));
    socket.on('error', () => this.close());
    socket.on('close', () => this.close());
  }

  destroy() {
    this.socket.destroy();
    this.close();
  }

  /** Resolves once this connection's last message has run and the session is handed on. */
  settled(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  private receive(data: Buffer) {
    this.inbound = this.inbound.length ? Buffer.concat([this.inbound, data]) : data;
    while (!this.started && this.inbound.length >= 8) {
      // Before startup a message is a length and a code, and a few ask something of the socket.
      const length = this.inbound.readInt32BE(0);
      const code = this.inbound.readInt32BE(4);
      if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
        this.socket.write('N'); // no encryption: the client goes on in plain text
      } else if (code === CANCEL_REQUEST) {
        return void this.socket.end(); // the one session has no other backend to interrupt
      } else if (this.inbound.length >= length) {
        this.started = true;
        this.messages.push(this.inbound.subarray(0, length));
      } else break;
      this.inbound = this.inbound.subarray(length);
    }
    // After it, a type byte and a length.
    while (this.started && this.inbound.length >= 5) {
      const length = 1 + this.inbound.readInt32BE(1);
      if (this.inbound.length < length) break;
      this.messages.push(this.inbound.subarray(0, length));
      this.inbound = this.inbound.subarray(length);
    }
    this.pump();
  }

  private pump() {
    if (this.running || this.closed) return;
    this.running = this.run().finally(() => {
      this.running = null;
      if (this.messages.length) this.pump();
    });
  }

  /** Runs this connection's messages one after another, each in its turn on the session. */
  private async run() {
    while (this.messages.length && !this.closed) {
      const message = this.messages.shift()!;
      if (message[0] === TERMINATE && message.length === 5) {
        this.socket.end();
        break;
      }
      await this.session.take(this);
      if (this.closed) break;
      this.holding = true;
      try {
        await this.db.runExclusive(() =>
          this.db.execProtocolRawStream(new Uint8Array(message), {
            onRawData: (data) => {
              if (this.replies.scan(data) === IDLE) this.holding = false;
              if (!this.closed) this.socket.write(data);
            },
          }),
        );
      } catch (error) {
        console.error('Embedded database: a message failed; its connection is closed.', error);
        this.socket.destroy();
        this.closed = true;
      }
      if (!this.holding) this.session.give(this);
    }
    if (this.closed) await this.leave();
  }

  private close() {
    if (this.closed) return;
    this.closed = true;
    this.messages.length = 0;
    this.running ??= this.leave().finally(() => (this.running = null));
  }

  /**
   * A connection gone in the middle of its turn leaves the session as a server would end its
   * backend: the unfinished exchange synced, an open transaction rolled back. Then the next one's turn.
   */
  private async leave() {
    if (this.holding && !this.serverStopping()) {
      await this.db
        .runExclusive(async () => {
          await this.db.execProtocolRaw(SYNC);
          if (this.db.isInTransaction()) await this.db.execProtocolRaw(simpleQuery('ROLLBACK'));
        })
        .catch((error) => console.error('Embedded database: could not reset the session.', error));
    }
    this.holding = false;
    this.session.give(this); // also a turn that came only after the connection had gone
  }
}

/**
 * Reads the status byte of each ReadyForQuery in the session's answers, which may arrive in
 * pieces: scan() returns the status of the last one that ended in this piece, else null.
 */
class ReadyForQueryScanner {
  private header: number[] = [];
  private type = 0;
  private left = 0; // body bytes of the current message still to come
  private status = 0;

  scan(data: Uint8Array): number | null {
    let ready: number | null = null;
    let i = 0;
    while (i < data.length) {
      if (this.left === 0) {
        this.header.push(data[i++]);
        if (this.header.length < 5) continue;
        const [type, a, b, c, d] = this.header;
        this.type = type;
        this.left = ((a << 24) | (b << 16) | (c << 8) | d) - 4;
        this.header = [];
        continue;
      }
      const take = Math.min(this.left, data.length - i);
      if (this.type === READY_FOR_QUERY && this.left === 1) this.status = data[i];
      i += take;
      this.left -= take;
      if (this.left === 0 && this.type === READY_FOR_QUERY) ready = this.status;
    }
    return ready;
  }
}

const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]);

function simpleQuery(sql: string): Uint8Array {
  const text = Buffer.from(`${sql}\0`);
  const message = Buffer.alloc(5 + text.length);
  message.write('Q', 0);
  message.writeInt32BE(4 + text.length, 1);
  text.copy(message, 5);
  return message;
}

function errorResponse(severity: string, code: string, text: string): Buffer {
  const fields = Buffer.from(`S${severity}\0V${severity}\0C${code}\0M${text}\0\0`);
  const message = Buffer.alloc(5 + fields.length);
  message.write('E', 0);
  message.writeInt32BE(4 + fields.length, 1);
  fields.copy(message, 5);
  return message;
}
