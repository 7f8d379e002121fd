import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db';

// Delivery through the resend SDK against a local stand-in of Resend's HTTP API
// (POST /emails), which can be told to fail. The env is set before the app is imported.

type Received = { body: Record<string, unknown>; headers: Record<string, string | string[] | undefined> };
const received: Received[] = [];
let failNext = 0;
let failStatus = 500;

let server: Server;
let db: Db;
let deliver: typeof import('./deliver-outbox');
let enqueueMail: typeof import('./enqueue-mail').enqueueMail;

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/emails' || request.headers.authorization !== 'Bearer re_test_key') {
        response.writeHead(401, { 'content-type': 'application/json' });
        return response.end(JSON.stringify({ statusCode: 401, name: 'validation_error', message: 'API key is invalid' }));
      }
      if (failNext > 0) {
        failNext--;
        response.writeHead(failStatus, { 'content-type': 'application/json' });
        return response.end(JSON.stringify({ statusCode: failStatus, name: 'internal_server_error', message: 'Resend is down' }));
      }
      received.push({ body: JSON.parse(raw), headers: request.headers });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ id: `re_${received.length}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.RESEND_API_KEY = 're_test_key';
  process.env.RESEND_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.MAIL_FROM = 'Rally Test <mail@rally.test>';
  db = (await import('@/lib/db')).db;
  deliver = await import('./deliver-outbox');
  enqueueMail = (await import('./enqueue-mail')).enqueueMail;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(async () => {
  received.length = 0;
  failNext = 0;
  failStatus = 500;
  await db.emailOutbox.deleteMany();
});

const mail = (to: string) => ({ to, subject: `Hello ${to}`, html: '<p>Hi</p>', text: 'Hi' });

describe('deliverPendingMail', () => {
  it('sends pending mail through Resend and records the provider id', async () => {
    const row = await enqueueMail(db, mail('Someone@Example.test'));
    expect(await deliver.deliverPendingMail()).toEqual({ sent: 1, failed: 0, retried: 0 });

    expect(received).toHaveLength(1);
    expect(received[0].body).toMatchObject({
      from: 'Rally Test <mail@rally.test>',
      to: ['someone@example.test'],
      subject: 'Hello Someone@Example.test',
      html: '<p>Hi</p>',
      text: 'Hi',
    });
    expect(received[0].headers['idempotency-key']).toBe(`outbox-${row.id}`);
    expect(await db.emailOutbox.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      status: 'sent',
      attempts: 1,
      providerMessageId: 're_1',
      lastError: null,
      sentAt: expect.any(Date),
    });

    // Nothing is sent twice.
    expect(await deliver.deliverPendingMail()).toEqual({ sent: 0, failed: 0, retried: 0 });
    expect(received).toHaveLength(1);
  });

  it('keeps a failed email, retries it later with backoff, then sends it', async () => {
    const row = await enqueueMail(db, mail('retry@example.test'));
    failNext = 1;
    const started = Date.now();
    expect(await deliver.deliverPendingMail()).toEqual({ sent: 0, failed: 0, retried: 1 });
    const failed = await db.emailOutbox.findUniqueOrThrow({ where: { id: row.id } });
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, providerMessageId: null });
    expect(failed.lastError).toContain('Resend is down');
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(started + 29_000);

    // Not due yet: left alone.
    expect(await deliver.deliverPendingMail()).toEqual({ sent: 0, failed: 0, retried: 0 });
    await db.emailOutbox.update({ where: { id: row.id }, data: { nextAttemptAt: new Date(Date.now() - 1) } });
    expect(await deliver.deliverPendingMail()).toEqual({ sent: 1, failed: 0, retried: 0 });
    expect(await db.emailOutbox.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives up after 8 attempts and marks the email failed, without losing it', async () => {
    const row = await enqueueMail(db, mail('down@example.test'));
    failNext = 100;
    failStatus = 503;
    for (let attempt = 1; attempt <= deliver.MAX_ATTEMPTS; attempt++) {
      await db.emailOutbox.update({ where: { id: row.id }, data: { nextAttemptAt: new Date(Date.now() - 1) } });
      await deliver.deliverPendingMail();
    }
    expect(await db.emailOutbox.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      status: 'failed',
      attempts: 8,
    });
    expect(received).toHaveLength(0);
  });

  it('two instances delivering at once send each email once', async () => {
    for (let i = 0; i < 6; i++) await enqueueMail(db, mail(`parallel-${i}@example.test`));
    const results = await Promise.all([deliver.deliverPendingMail(), deliver.deliverPendingMail(), deliver.deliverPendingMail()]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(6);
    expect(received).toHaveLength(6);
    expect(new Set(received.map((entry) => (entry.body.to as string[])[0])).size).toBe(6);
  });

  it('a signup kicks off delivery right after the commit', async () => {
    const { POST: signup } = await import('@/app/api/signup/route');
    const { apiRequest } = await import('../accounts/api-test-helpers');
    const response = await signup(
      apiRequest('/api/signup', {
        body: { firstName: 'Kick', lastName: 'Off', email: 'kick@example.test', password: 'Kick0ffNow', passwordConfirm: 'Kick0ffNow' },
      }),
      undefined,
    );
    expect(response.status).toBe(200);
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(1);
    expect((received[0].body.to as string[])[0]).toBe('kick@example.test');
    await expect
      .poll(async () => (await db.emailOutbox.findFirstOrThrow({ where: { to: 'kick@example.test' } })).status)
      .toBe('sent');
  });
});

describe('retryDelayMs', () => {
  it('doubles from 30 seconds and stops at 6 hours', () => {
    expect([1, 2, 3, 4].map(deliver.retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(deliver.retryDelayMs(30)).toBe(6 * 60 * 60 * 1000);
  });
});
