import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './sandbox-database';

// PGlite has one session. Several `pg` connections share it through the socket server, so each
// connection's exchange (Parse/Bind/Describe/Execute/Sync up to ReadyForQuery) and each open
// transaction must run without another connection's messages in between, or one connection's
// Bind meets another's unnamed statement and answers with the other's rows.

let database: EmbeddedDatabase;
let pool: pg.Pool;
// An answer that reaches a connection with no query under way (another's rows or error) ends up here.
const strayErrors: string[] = [];

beforeAll(async () => {
  database = await startEmbeddedDatabase({ dataDir: null });
  pool = new pg.Pool({ connectionString: database.url, max: 8 });
  pool.on('error', (error) => strayErrors.push(error.message));
  await pool.query('CREATE TABLE person (id int PRIMARY KEY, name text NOT NULL)');
  await pool.query(`INSERT INTO person SELECT n, 'person ' || n FROM generate_series(1, 400) n`);
  await pool.query('CREATE TABLE written (task int NOT NULL, n int NOT NULL)');
});

afterAll(async () => {
  await pool?.end();
  await database?.stop();
});

/** One task of the mix: each asks something only it knows the answer to, and checks it. */
async function task(i: number): Promise<void> {
  switch (i % 5) {
    case 0: {
      const { rows } = await pool.query('SELECT id, name FROM person WHERE id = $1', [i]);
      expect(rows).toEqual([{ id: i, name: `person ${i}` }]);
      return;
    }
    case 1: {
      const { rows } = await pool.query('SELECT $1::int AS a, $2::text AS b', [i, `b${i}`]);
      expect(rows).toEqual([{ a: i, b: `b${i}` }]);
      return;
    }
    case 2: {
      const { rows } = await pool.query('SELECT $1::int * 2 AS a, $2::text AS b, $3::int + 1 AS c', [i, `c${i}`, i]);
      expect(rows).toEqual([{ a: 2 * i, b: `c${i}`, c: i + 1 }]);
      return;
    }
    case 3: {
      // A transaction: its reads see its own writes, and a rollback leaves nothing.
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('INSERT INTO written (task, n) VALUES ($1, 1), ($1, 2)', [i]);
        const { rows } = await client.query('SELECT sum(n)::int AS total FROM written WHERE task = $1', [i]);
        expect(rows).toEqual([{ total: 3 }]);
        await client.query(i % 2 ? 'ROLLBACK' : 'COMMIT');
      } finally {
        client.release();
      }
      return;
    }
    default: {
      // A failing statement: its error reaches this caller only, and the session recovers.
      await expect(pool.query('SELECT $1::int AS a', [`not a number ${i}`])).rejects.toThrow(
        /invalid input syntax for type integer/,
      );
      const { rows } = await pool.query('SELECT $1::text AS mine', [`after error ${i}`]);
      expect(rows).toEqual([{ mine: `after error ${i}` }]);
    }
  }
}

describe('the embedded database under concurrent connections', () => {
  it(
    'gives each of many concurrent parameterized queries and transactions exactly its own answer',
    { timeout: 30_000 },
    async () => {
      const results = await Promise.allSettled(Array.from({ length: 400 }, (_, i) => task(i + 1)));
      const failures = results.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
      expect(failures).toEqual([]);
      expect(strayErrors).toEqual([]);
      // Committed transactions (even tasks of the mix's transaction kind) kept their rows, rolled back ones none.
      const { rows } = await pool.query('SELECT task, sum(n)::int AS total FROM written GROUP BY task ORDER BY task');
      const committed = Array.from({ length: 400 }, (_, i) => i + 1).filter((i) => i % 5 === 3 && i % 2 === 0);
      expect(rows).toEqual(committed.map((task) => ({ task, total: 3 })));
    },
  );

  it('rolls back the open transaction of a connection that goes away, and lets the others on', async () => {
    const leaving = new pg.Client({ connectionString: database.url });
    await leaving.connect();
    await leaving.query('BEGIN');
    await leaving.query('INSERT INTO written (task, n) VALUES ($1, 1)', [-1]);
    // Waits for its turn: the transaction above holds the session.
    const waiting = pool.query('SELECT count(*)::int AS n FROM written WHERE task = $1', [-1]);
    await leaving.end();
    expect((await waiting).rows).toEqual([{ n: 0 }]);

    const dropped = new pg.Client({ connectionString: database.url });
    dropped.on('error', () => {});
    await dropped.connect();
    await dropped.query('BEGIN');
    await dropped.query('INSERT INTO written (task, n) VALUES ($1, 1)', [-2]);
    const next = pool.query('SELECT count(*)::int AS n FROM written WHERE task = $1', [-2]);
    (dropped as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    expect((await next).rows).toEqual([{ n: 0 }]);
  });
});
