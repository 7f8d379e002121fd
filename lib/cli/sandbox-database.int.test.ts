import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openSandboxDatabase } from './sandbox-database';

// `npm start` and `npm run dev` share .data/: the second one joins the database the first opened.

const dir = mkdtempSync(path.join(tmpdir(), 'sandbox-database-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('openSandboxDatabase', () => {
  it('opens the database once; a second opener joins it, and the owner stops it', async () => {
    const dataDir = path.join(dir, 'shared');
    const owner = await openSandboxDatabase(dataDir);
    expect(owner.joined).toBe(false);
    expect(JSON.parse(readFileSync(`${dataDir}.lock`, 'utf8'))).toEqual({ pid: process.pid, url: owner.url });
    await query(owner.url, 'CREATE TABLE seen (n int); INSERT INTO seen VALUES (1)');

    const second = await openSandboxDatabase(dataDir);
    expect(second).toMatchObject({ joined: true, url: owner.url });
    expect(await query(second.url, 'SELECT n FROM seen')).toEqual([{ n: 1 }]);
    await second.stop(); // joined: leaves the database running
    expect(await query(owner.url, 'SELECT count(*)::int AS n FROM seen')).toEqual([{ n: 1 }]);

    await owner.stop();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('takes over the lock of a process that is gone, and keeps the data', async () => {
    const dataDir = path.join(dir, 'stale');
    const first = await openSandboxDatabase(dataDir);
    await query(first.url, 'CREATE TABLE kept (n int); INSERT INTO kept VALUES (7)');
    await first.stop();
    writeFileSync(`${dataDir}.lock`, JSON.stringify({ pid: 2 ** 22 + 17, url: 'postgresql://x@127.0.0.1:9/x' }));

    const next = await openSandboxDatabase(dataDir);
    try {
      expect(next.joined).toBe(false);
      expect(await query(next.url, 'SELECT n FROM kept')).toEqual([{ n: 7 }]);
    } finally {
      await next.stop();
    }
  });
});
