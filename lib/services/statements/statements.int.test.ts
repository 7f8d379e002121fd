import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '@/lib/db';
import { callRoute, type RouteHandler } from '@/lib/testing/call-route';
import { pdfText } from '@/lib/testing/pdf-text';
import {
  createDonation,
  createEvent,
  createIndieCampaign,
  createOrganizer,
  createSignup,
  createTeamCampaign,
  createUser,
} from '@/prisma/seed/factories';

// Year-end statements (CONTRACT §6 "Statements"), outside sandbox mode: the PDF's text as a
// reader sees it (pdftotext), who may download it, and the January email sent once per donor.

// Before any import reads the environment (call-route imports lib/auth, which reads lib/env).
vi.hoisted(() => {
  delete process.env.SANDBOX;
  process.env.ORGANIZATION_NAME = 'Harbor Relief Fund';
  process.env.ORGANIZATION_TAX_ID = '12-3456789';
});

let db: Db;
let ownStatement: RouteHandler<{ year: string }>;
let tokenStatement: RouteHandler<{ token: string }>;
let devRun: RouteHandler;
let sendStatementNotices: typeof import('./statement-notices').sendStatementNotices;

beforeAll(async () => {
  db = (await import('@/lib/db')).db;
  ownStatement = (await import('@/app/api/statement/[year]/route')).GET as RouteHandler<{ year: string }>;
  tokenStatement = (await import('@/app/statement/[token]/route')).GET as RouteHandler<{ token: string }>;
  devRun = (await import('@/app/api/dev/statements/run/route')).POST as RouteHandler;
  sendStatementNotices = (await import('./statement-notices')).sendStatementNotices;
});

let donor: Awaited<ReturnType<typeof createUser>>;
let eventTitle: string;

beforeAll(async () => {
  const organizer = await createOrganizer(db);
  const event = await createEvent(db, { creatorId: organizer.id, title: 'Spring River Run' });
  eventTitle = event.title;
  const team = await createTeamCampaign(db, { eventId: event.id, creatorId: organizer.id, title: 'Team Falcon' });
  const runner = await createIndieCampaign(db, {
    eventId: event.id,
    creatorId: organizer.id,
    title: 'Zoë runs for Ελένη',
  });
  const refunded = await createEvent(db, { creatorId: organizer.id, title: 'Refunded Ride' });
  const disputed = await createEvent(db, { creatorId: organizer.id, title: 'Disputed Dinner' });
  donor = await createUser(db, {
    name: 'Анна Кузнецова',
    firstName: 'Анна',
    lastName: 'Кузнецова',
    email: 'anna@example.test',
  });
  const gift = (overrides: Parameters<typeof createDonation>[1]) =>
    createDonation(db, { firstName: 'Анна', lastName: 'Кузнецова', email: 'anna@example.test', ...overrides });

  // From the account.
  await gift({
    eventId: event.id,
    userId: donor.id,
    baseAmountCents: 5000,
    transactionDate: new Date('2025-03-03T12:00:00Z'),
  });
  // As a guest, with the same address typed differently: hers too.
  await gift({
    eventId: event.id,
    teamCampaignId: team.id,
    email: ' Anna@Example.test ',
    baseAmountCents: 12000,
    totalAmountCents: 12360,
    payFees: true,
    transactionDate: new Date('2025-06-15T09:30:00Z'),
  });
  // Refunded in part: $75 given, $25 back → $50 shown.
  await gift({
    eventId: event.id,
    indieCampaignId: runner.id,
    userId: donor.id,
    baseAmountCents: 7500,
    amountRefundedCents: 2500,
    status: 'partially_refunded',
    transactionDate: new Date('2025-09-09T15:00:00Z'),
  });
  // Refunded in full, and a dispute lost: left out.
  await gift({
    eventId: refunded.id,
    userId: donor.id,
    baseAmountCents: 4000,
    amountRefundedCents: 4000,
    status: 'refunded',
    transactionDate: new Date('2025-10-10T10:00:00Z'),
  });
  await gift({
    eventId: disputed.id,
    userId: donor.id,
    baseAmountCents: 3300,
    disputeStatus: 'lost',
    transactionDate: new Date('2025-11-11T10:00:00Z'),
  });
  // The last minutes of 2025 by UTC belong to 2025; the year before is another statement.
  await gift({
    eventId: event.id,
    userId: donor.id,
    baseAmountCents: 1500,
    transactionDate: new Date('2025-12-31T23:30:00Z'),
  });
  await gift({
    eventId: event.id,
    userId: donor.id,
    baseAmountCents: 1000,
    transactionDate: new Date('2024-12-31T23:59:00Z'),
  });
  // Someone else's gift.
  await createDonation(db, {
    eventId: event.id,
    firstName: 'Other',
    lastName: 'Person',
    email: 'other@example.test',
    baseAmountCents: 99900,
    transactionDate: new Date('2025-04-04T10:00:00Z'),
  });
  // Her registration for the run: a fee, not a gift.
  const signup = await createSignup(db, {
    eventId: event.id,
    categoryName: '5K Run',
    priceCents: 3500,
    participants: [{ firstName: 'Анна', lastName: 'Кузнецова', email: 'anna@example.test' }],
  });
  await db.signup.update({ where: { id: signup.id }, data: { createdAt: new Date('2025-05-01T08:00:00Z') } });
});

/** GET /api/statement/{year}, logged in as `user` when given. */
async function download(year: string, user?: { id: string; sessionVersion: number }) {
  const { issueSessionToken } = await import('@/lib/auth');
  const headers: Record<string, string> = user
    ? { cookie: `auth_token=${encodeURIComponent(await issueSessionToken(user))}` }
    : {};
  return ownStatement(new Request(`http://localhost/api/statement/${year}`, { headers }), {
    params: Promise.resolve({ year }),
  });
}

describe('GET /api/statement/{year}', () => {
  it('answers the logged-in donor’s PDF: organization, name, each gift, refunds out, fees apart, the IRS wording', async () => {
    const response = await download('2025', donor);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="giving-statement-2025.pdf"');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = pdfText(bytes);
    const lines = text.split('\n');
    const line = (...parts: string[]) => lines.find((candidate) => parts.every((part) => candidate.includes(part)));

    expect(text).toContain('Harbor Relief Fund');
    expect(text).toContain('Tax ID (EIN): 12-3456789');
    expect(text).toContain('Year-end giving statement for 2025');
    expect(text).toContain('Анна Кузнецова');
    expect(line('Mar 3, 2025', eventTitle, '$50.00')).toBeDefined();
    expect(line('Jun 15, 2025', `Team Falcon — ${eventTitle}`, '$120.00')).toBeDefined();
    expect(line('Sep 9, 2025', 'Zoë runs for Ελένη', '$50.00')).toBeDefined();
    expect(line('Dec 31, 2025', eventTitle, '$15.00')).toBeDefined();
    expect(text).not.toContain('$75.00');
    expect(text).not.toContain('Refunded Ride');
    expect(text).not.toContain('Disputed Dinner');
    expect(text).not.toContain('$10.00'); // 2024's gift
    expect(text).not.toContain('$999.00'); // someone else's
    expect(line('Total gifts in 2025', '$235.00')).toBeDefined();

    const fees = text.slice(text.indexOf('Registration fees (not deductible)'));
    expect(text.indexOf('Registration fees (not deductible)')).toBeGreaterThan(text.indexOf('Total gifts in 2025'));
    expect(fees).toMatch(/May 1, 2025\s+Spring River Run \(5K Run\)\s+\$35\.00/);
    expect(fees).toMatch(/Total registration fees \(not deductible\)\s+\$35\.00/);
    expect(text.replace(/\s+/g, ' ')).toContain('not deductible as charitable contributions');
    expect(text).toContain('No goods or services were provided in exchange for these gifts.');
  });

  it('lists no gift for a year without one', async () => {
    const pdf = await download('2023', donor);
    expect(pdf.status).toBe(200);
    expect(pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain('No gifts were recorded for 2023.');
  });

  it('is 401 without a session, before the year is read', async () => {
    for (const year of ['2025', 'abc']) {
      const response = await download(year);
      expect(response.status).toBe(401);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('is 400 for what is not a plausible four-digit year', async () => {
    for (const year of ['abc', '25', '20255', '1999', '9999', '2025.5']) {
      const { status, body } = await callRoute(ownStatement, { user: donor, params: { year } });
      expect(status, year).toBe(400);
      expect(body.error).toMatch(/four digits/);
    }
  });
});

describe('the January email', () => {
  it('emails each donor of the past year once, with a link that opens the statement without an account', async () => {
    const first = await sendStatementNotices({ now: new Date('2026-01-03T06:00:00Z') });
    expect(first).toEqual({ sent: 2, skipped: 0 }); // anna and other
    const again = await sendStatementNotices({ now: new Date('2026-01-20T06:00:00Z') });
    expect(again).toEqual({ sent: 0, skipped: 2 });

    const mail = await db.emailOutbox.findMany({ where: { to: 'anna@example.test', subject: { contains: '2025' } } });
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toBe('Your 2025 giving statement from Harbor Relief Fund');
    const token = mail[0].text.match(/\/statement\/([A-Za-z0-9_-]+)/)?.[1];
    expect(token).toBeDefined();
    expect(await db.statementNotice.count({ where: { tokenHash: token } })).toBe(0); // only its hash is kept

    const response = await tokenStatement(new Request(`http://localhost/statement/${token}`), {
      params: Promise.resolve({ token: token! }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('Анна Кузнецова');
    expect(text).toMatch(/Total gifts in 2025\s+\$235\.00/);

    const unknown = await callRoute(tokenStatement, { params: { token: 'x'.repeat(43) } });
    expect(unknown.status).toBe(404);
  });

  it('sends once per donor when runs of two instances overlap', async () => {
    // 2024's donors: anna only (her $10 gift of Dec 31, 2024).
    const runs = await Promise.all(
      [1, 2, 3, 4].map(() => sendStatementNotices({ now: new Date('2025-01-02T00:00:00Z') })),
    );
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(1);
    expect(await db.emailOutbox.count({ where: { to: 'anna@example.test', subject: { contains: '2024' } } })).toBe(1);
    expect(await db.statementNotice.count({ where: { email: 'anna@example.test', year: 2024 } })).toBe(1);
  });

  it('sends nothing outside January', async () => {
    const before = await db.emailOutbox.count();
    for (const now of [
      '2026-02-01T00:00:00Z',
      '2026-12-31T23:59:59Z',
      '2025-12-31T23:59:59Z',
      '2026-07-04T12:00:00Z',
    ]) {
      expect(await sendStatementNotices({ now: new Date(now) }), now).toEqual({ sent: 0, skipped: 0 });
    }
    expect(await db.emailOutbox.count()).toBe(before);
  });
});

describe('POST /api/dev/statements/run outside sandbox mode', () => {
  it('is 404, whatever the body', async () => {
    for (const body of [{ now: '2026-01-05' }, { now: 'not a date' }]) {
      const { status } = await callRoute(devRun, { body });
      expect(status).toBe(404);
    }
  });
});

describe('a long year', () => {
  it('runs over pages, repeating the column heads, and every gift and the total are there', async () => {
    const organizer = await createOrganizer(db);
    const event = await createEvent(db, {
      creatorId: organizer.id,
      title: 'A very long event title that has to wrap onto a second line of the statement’s middle column',
    });
    for (let day = 1; day <= 70; day += 1) {
      await createDonation(db, {
        eventId: event.id,
        email: 'many@example.test',
        baseAmountCents: 100 * day,
        transactionDate: new Date(Date.UTC(2025, 0, day, 12)),
      });
    }
    const { buildStatement } = await import('./build-statement');
    const { filename, bytes } = await buildStatement({ donorEmail: 'MANY@example.test', year: 2025 });
    expect(filename).toBe('giving-statement-2025.pdf');
    const text = pdfText(bytes);
    expect(text.split('\f').filter((page) => page.trim()).length).toBeGreaterThan(1);
    expect(text.match(/Given to/g)!.length).toBeGreaterThan(1);
    for (let day = 1; day <= 70; day += 1) {
      expect(text).toContain(`$${day}.00`);
    }
    expect(text).toMatch(/Total gifts in 2025\s+\$2,485\.00/);
    expect(text).toContain('No goods or services were provided in exchange for these gifts.');
  });
});
