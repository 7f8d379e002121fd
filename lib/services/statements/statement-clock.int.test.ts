import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '@/lib/db';
import { callRoute, type RouteHandler } from '@/lib/testing/call-route';
import { createDonation, createEvent, createOrganizer } from '@/prisma/seed/factories';

// The sandbox clock of the January email (CONTRACT §6 "Sandbox clock"): in sandbox mode,
// POST /api/dev/statements/run {"now"} runs it as if it were that moment.

vi.hoisted(() => {
  process.env.SANDBOX = '1';
});

let db: Db;
let run: RouteHandler;

beforeAll(async () => {
  db = (await import('@/lib/db')).db;
  run = (await import('@/app/api/dev/statements/run/route')).POST as RouteHandler;
  const organizer = await createOrganizer(db);
  const event = await createEvent(db, { creatorId: organizer.id, title: 'Clock Tower Climb' });
  for (const [email, date] of [
    ['ivo@example.test', '2030-02-02T10:00:00Z'],
    ['jo@example.test', '2030-07-07T10:00:00Z'],
    ['jo@example.test', '2030-08-08T10:00:00Z'],
    ['kai@example.test', '2031-03-03T10:00:00Z'],
  ]) {
    await createDonation(db, { eventId: event.id, email, transactionDate: new Date(date) });
  }
});

const runAt = (now: unknown) => callRoute(run, { body: { now } });

describe('POST /api/dev/statements/run in sandbox mode', () => {
  it('runs the January email as if it were `now`, once per donor', async () => {
    expect(await runAt('2031-01-05')).toMatchObject({ status: 200, body: { sent: 2, skipped: 0 } });
    expect(await runAt('2031-01-06T09:00:00Z')).toMatchObject({ status: 200, body: { sent: 0, skipped: 2 } });
    const mail = await db.emailOutbox.findMany({ where: { subject: { contains: '2030 giving statement' } } });
    expect(mail.map((email) => email.to).sort()).toEqual(['ivo@example.test', 'jo@example.test']);
    expect(mail[0].text).toMatch(/\/statement\/[A-Za-z0-9_-]{43}/);
  });

  it('sends once per donor when runs come at the same moment', async () => {
    const runs = await Promise.all([1, 2, 3].map(() => runAt('2032-01-01T00:00:00Z')));
    expect(runs.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(runs.reduce((sum, answer) => sum + answer.body.sent, 0)).toBe(1);
    expect(await db.emailOutbox.count({ where: { to: 'kai@example.test' } })).toBe(1);
  });

  it('sends nothing outside January', async () => {
    expect(await runAt('2031-02-01T00:00:00Z')).toMatchObject({ status: 200, body: { sent: 0, skipped: 0 } });
    expect(await runAt('2030-12-31T23:59:59Z')).toMatchObject({ status: 200, body: { sent: 0, skipped: 0 } });
  });

  it('is 400 for a moment that is not an ISO date', async () => {
    for (const now of ['yesterday', '05/01/2031', 20310105]) {
      const { status, body } = await runAt(now);
      expect(status, String(now)).toBe(400);
      expect(body.fieldErrors.now).toBeDefined();
    }
  });
});
