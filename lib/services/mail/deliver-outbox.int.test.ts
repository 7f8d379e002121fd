import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db';
import { startResendStandIn, type ResendStandIn } from '@/lib/testing/resend-stand-in';

// Delivery through the resend SDK against a local stand-in of Resend's HTTP API
// (POST /emails), which can be told to fail. The env is set before the app is imported.

let resend: ResendStandIn;
let db: Db;
let deliver: typeof import('./deliver-outbox');
let enqueueMail: typeof import('./enqueue-mail').enqueueMail;

beforeAll(async () => {
  resend = await startResendStandIn({ apiKey: 're_test_key' });
  process.env.RESEND_API_KEY = 're_test_key';
  process.env.RESEND_BASE_URL = resend.url;
  process.env.MAIL_FROM = 'Rally Test <mail@rally.test>';
  db = (await import('@/lib/db')).db;
  deliver = await import('./deliver-outbox');
  enqueueMail = (await import('./enqueue-mail')).enqueueMail;
});

afterAll(async () => {
  await resend.close();
});

beforeEach(async () => {
  resend.reset();
  await db.emailOutbox.deleteMany();
});

const mail = (to: string) => ({ to, subject: `Hello ${to}`, html: '<p>Hi</p>', text: 'Hi' });

describe('deliverPendingMail', () => {
  it('sends pending mail through Resend and records the provider id', async () => {
    const row = await enqueueMail(db, mail('Someone@Example.test'));
    expect(await deliver.deliverPendingMail()).toEqual({ sent: 1, failed: 0, retried: 0 });

    expect(resend.received).toHaveLength(1);
    expect(resend.received[0].body).toMatchObject({
      from: 'Rally Test <mail@rally.test>',
      to: ['someone@example.test'],
      subject: 'Hello Someone@Example.test',
      html: '<p>Hi</p>',
      text: 'Hi',
    });
    expect(resend.received[0].headers['idempotency-key']).toBe(`outbox-${row.id}`);
    expect(await db.emailOutbox.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      status: 'sent',
      attempts: 1,
      providerMessageId: 're_1',
      lastError: null,
      sentAt: expect.any(Date),
    });

    // Nothing is sent twice.
    expect(await deliver.deliverPendingMail()).toEqual({ sent: 0, failed: 0, retried: 0 });
    expect(resend.received).toHaveLength(1);
  });

  it('keeps a failed email, retries it later with backoff, then sends it', async () => {
    const row = await enqueueMail(db, mail('retry@example.test'));
    resend.behaviour.failNext = 1;
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
    expect(await db.emailOutbox.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      status: 'sent',
      attempts: 2,
    });
  });

  it('keeps retrying through an outage, at least hourly, for as long as the email is under 48 hours old', async () => {
    const row = await enqueueMail(db, mail('down@example.test'));
    resend.behaviour.failNext = 100;
    resend.behaviour.failStatus = 503;
    for (let attempt = 1; attempt <= 20; attempt++) {
      await db.emailOutbox.update({ where: { id: row.id }, data: { nextAttemptAt: new Date(Date.now() - 1) } });
      const started = Date.now();
      expect(await deliver.deliverPendingMail()).toEqual({ sent: 0, failed: 0, retried: 1 });
      const after = await db.emailOutbox.findUniqueOrThrow({ where: { id: row.id } });
      expect(after).toMatchObject({ status: 'pending', attempts: attempt });
      expect(after.nextAttemptAt.getTime() - started).toBeLessThanOrEqual(60 * 60 * 1000 + 1000);
    }
    expect(resend.received).toHaveLength(0);

    // The provider is back: the email goes out.
    resend.behaviour.failNext = 0;
    await db.emailOutbox.update({ where: { id: row.id }, data: { nextAttemptAt: new Date(Date.now() - 1) } });
    expect(await deliver.deliverPendingMail()).toEqual({ sent: 1, failed: 0, retried: 0 });
  });

  it('gives up on an email 48 hours after it was written, marking it failed without losing it', async () => {
    const row = await enqueueMail(db, mail('old@example.test'));
    await db.emailOutbox.update({
      where: { id: row.id },
      data: { createdAt: new Date(Date.now() - 47 * 60 * 60 * 1000) },
    });
    resend.behaviour.failNext = 100;
    resend.behaviour.failStatus = 503;
    expect(await deliver.deliverPendingMail()).toEqual({ sent: 0, failed: 0, retried: 1 });
    const pending = await db.emailOutbox.findUniqueOrThrow({ where: { id: row.id } });
    // The next try is due within the hour that is left, not later.
    expect(pending.nextAttemptAt.getTime()).toBeLessThanOrEqual(pending.createdAt.getTime() + 48 * 60 * 60 * 1000);

    await db.emailOutbox.update({
      where: { id: row.id },
      data: { createdAt: new Date(Date.now() - 48 * 60 * 60 * 1000 - 1), nextAttemptAt: new Date(Date.now() - 1) },
    });
    expect(await deliver.deliverPendingMail()).toEqual({ sent: 0, failed: 1, retried: 0 });
    expect(await db.emailOutbox.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      status: 'failed',
      attempts: 2,
    });
    expect(resend.received).toHaveLength(0);
  });

  it('marks an email failed at once when the provider refuses it (4xx), but retries 408 and 429', async () => {
    const refused = await enqueueMail(db, mail('refused@example.test'));
    resend.behaviour.failNext = 1;
    resend.behaviour.failStatus = 422;
    expect(await deliver.deliverPendingMail()).toEqual({ sent: 0, failed: 1, retried: 0 });
    const row = await db.emailOutbox.findUniqueOrThrow({ where: { id: refused.id } });
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.lastError).toContain('422');

    for (const status of [408, 429]) {
      await db.emailOutbox.deleteMany();
      const later = await enqueueMail(db, mail(`later-${status}@example.test`));
      resend.behaviour.failNext = 1;
      resend.behaviour.failStatus = status;
      expect(await deliver.deliverPendingMail()).toEqual({ sent: 0, failed: 0, retried: 1 });
      expect(await db.emailOutbox.findUniqueOrThrow({ where: { id: later.id } })).toMatchObject({
        status: 'pending',
        attempts: 1,
      });
    }
  });

  it('retries when the provider cannot be reached at all', async () => {
    const row = await enqueueMail(db, mail('unreachable@example.test'));
    resend.behaviour.dropNext = 1;
    expect(await deliver.deliverPendingMail()).toEqual({ sent: 0, failed: 0, retried: 1 });
    expect(await db.emailOutbox.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      status: 'pending',
      attempts: 1,
    });
  });

  it('two instances delivering at once send each email once', async () => {
    for (let i = 0; i < 6; i++) await enqueueMail(db, mail(`parallel-${i}@example.test`));
    const results = await Promise.all([
      deliver.deliverPendingMail(),
      deliver.deliverPendingMail(),
      deliver.deliverPendingMail(),
    ]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(6);
    expect(resend.received).toHaveLength(6);
    expect(new Set(resend.received.map((entry) => (entry.body.to as string[])[0])).size).toBe(6);
  });

  it('two delivery loops working through 50 emails send each exactly once', async () => {
    for (let i = 0; i < 50; i++) await enqueueMail(db, mail(`loop-${i}@example.test`));
    resend.behaviour.answerDelayMs = 5;
    // Each loop takes small rounds until a round finds nothing, as the instances' loops do.
    const loop = async () => {
      let sent = 0;
      for (;;) {
        const round = await deliver.deliverPendingMail({ limit: 4 });
        sent += round.sent;
        if (round.sent + round.failed + round.retried === 0) return sent;
      }
    };
    const [first, second] = await Promise.all([loop(), loop()]);
    expect(first + second).toBe(50);
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(0);
    const addresses = resend.received.map((entry) => (entry.body.to as string[])[0]);
    expect(addresses).toHaveLength(50);
    expect(new Set(addresses).size).toBe(50);
    expect(await db.emailOutbox.count({ where: { status: 'sent', attempts: 1 } })).toBe(50);
  });

  it('leaves a claimed row to its round until the lease ends, then another instance sends it', async () => {
    const row = await enqueueMail(db, mail('leased@example.test'));
    // An instance claimed it and died before sending: the lease keeps everyone else off it.
    await db.emailOutbox.update({
      where: { id: row.id },
      data: { nextAttemptAt: new Date(Date.now() + deliver.MAIL_LEASE_MS) },
    });
    expect(await deliver.deliverPendingMail()).toEqual({ sent: 0, failed: 0, retried: 0 });
    await db.emailOutbox.update({ where: { id: row.id }, data: { nextAttemptAt: new Date(Date.now() - 1) } });
    expect(await deliver.deliverPendingMail()).toEqual({ sent: 1, failed: 0, retried: 0 });
    expect(resend.received).toHaveLength(1);
    expect(resend.received[0].headers['idempotency-key']).toBe(`outbox-${row.id}`);
  });

  it('a signup kicks off delivery right after the commit', async () => {
    const { POST: signup } = await import('@/app/api/signup/route');
    const { apiRequest } = await import('@/lib/testing/api-test-helpers');
    const response = await signup(
      apiRequest('/api/signup', {
        body: {
          firstName: 'Kick',
          lastName: 'Off',
          email: 'kick@example.test',
          password: 'Kick0ffNow',
          passwordConfirm: 'Kick0ffNow',
        },
      }),
      undefined,
    );
    expect(response.status).toBe(200);
    await expect.poll(() => resend.received.length, { timeout: 5000 }).toBe(1);
    expect((resend.received[0].body.to as string[])[0]).toBe('kick@example.test');
    await expect
      .poll(async () => (await db.emailOutbox.findFirstOrThrow({ where: { to: 'kick@example.test' } })).status)
      .toBe('sent');
  });
});

describe('retryDelayMs', () => {
  it('doubles from 30 seconds and stops at 1 hour', () => {
    expect([1, 2, 3, 4].map(deliver.retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(deliver.retryDelayMs(8)).toBe(60 * 60 * 1000);
    expect(deliver.retryDelayMs(30)).toBe(60 * 60 * 1000);
  });
});

describe('isPermanentFailure', () => {
  it('is final for a 4xx but 408 and 429; 5xx and no answer retry', () => {
    for (const status of [400, 401, 403, 404, 422]) expect(deliver.isPermanentFailure(status)).toBe(true);
    for (const status of [408, 429, 500, 502, 503, null]) expect(deliver.isPermanentFailure(status)).toBe(false);
  });
});
