import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db';
import type { CurrentUser } from '@/lib/auth';
import { createUser } from '@/prisma/seed/factories';

// Check-in at the door (CONTRACT §7) through its route handlers, on real PostgreSQL: tickets made
// by the signup path itself, twenty scans of one ticket at once, a ticket of another event, a
// cancelled registration, undo, who may call, and the counts.

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
let db: Db;
let checkinRoute: { POST: Handler; GET: Handler };
let undoRoute: { DELETE: Handler };
let searchRoute: { GET: Handler };
let apiRequest: typeof import('@/lib/testing/api-test-helpers').apiRequest;
let issueSessionToken: typeof import('@/lib/auth').issueSessionToken;
let data: typeof import('@/lib/testing/signup-test-data');
let recordSignup: typeof import('@/lib/services/signups/record-signup').recordSignup;
let cancelSignup: typeof import('@/lib/services/refunds/cancel-signup').cancelSignup;

beforeAll(async () => {
  process.env.ADMIN_EMAILS = 'admin@checkin.test';
  db = (await import('@/lib/db')).db;
  checkinRoute = (await import('./route')) as never;
  undoRoute = (await import('./[ticket]/route')) as never;
  searchRoute = (await import('./search/route')) as never;
  apiRequest = (await import('@/lib/testing/api-test-helpers')).apiRequest;
  issueSessionToken = (await import('@/lib/auth')).issueSessionToken;
  data = await import('@/lib/testing/signup-test-data');
  recordSignup = (await import('@/lib/services/signups/record-signup')).recordSignup;
  cancelSignup = (await import('@/lib/services/refunds/cancel-signup')).cancelSignup;
});

type Answer = { status: number; body: Record<string, unknown> };

async function answerOf(response: Response): Promise<Answer> {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const scan = (eventId: string, ticket: unknown, cookie?: string) =>
  checkinRoute
    .POST(apiRequest(`/api/event/${eventId}/checkin`, { body: { ticket }, cookie }), {
      params: Promise.resolve({ id: eventId }),
    })
    .then(answerOf);

const undo = (eventId: string, ticket: string, cookie?: string) =>
  undoRoute
    .DELETE(apiRequest(`/api/event/${eventId}/checkin/${ticket}`, { method: 'DELETE', cookie }), {
      params: Promise.resolve({ id: eventId, ticket }),
    })
    .then(answerOf);

const counts = (eventId: string, cookie?: string) =>
  checkinRoute
    .GET(apiRequest(`/api/event/${eventId}/checkin`, { cookie }), { params: Promise.resolve({ id: eventId }) })
    .then(answerOf);

const search = (eventId: string, q: string, cookie?: string) =>
  searchRoute
    .GET(apiRequest(`/api/event/${eventId}/checkin/search?q=${encodeURIComponent(q)}`, { cookie }), {
      params: Promise.resolve({ id: eventId }),
    })
    .then(answerOf);

/** An event with a free family of `size` registered through recordSignup, as the signup form records it. */
async function eventWithFamily(size = 2) {
  const setup = await data.createSignupEvent();
  const input = data.parsedSignup(setup.event, data.formSignup(setup.kids.id, {}, data.family(size)));
  const result = await recordSignup({ eventId: setup.event.id, input, payment: null });
  const participants = await db.participant.findMany({
    where: { eventId: setup.event.id },
    orderBy: [{ parentParticipantId: { sort: 'asc', nulls: 'first' } }, { createdAt: 'asc' }],
  });
  const cookie = await issueSessionToken(setup.organizer as never);
  const signup = await db.signup.findFirstOrThrow({ where: { eventId: setup.event.id } });
  return { ...setup, result, participants, cookie, signup };
}

describe('tickets', () => {
  it('every participant of a recorded registration gets its own random ticket of 128 bits or more', async () => {
    const { participants } = await eventWithFamily(3);
    expect(participants).toHaveLength(3);
    const tokens = participants.map((p) => p.ticketToken);
    expect(new Set(tokens).size).toBe(3);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    }
  });
});

describe('the confirmation email and the ticket page', () => {
  it("carries each participant's /ticket/{token} link and QR image; the QR is a PNG; a cancelled ticket shows no code", async () => {
    const { event, participants, signup, organizer } = await eventWithFamily(2);
    const mails = await db.emailOutbox.findMany({ where: { html: { contains: event.id } } });
    const main = mails.find((mail) => mail.to === 'person0@example.test')!;
    for (const participant of participants) {
      expect(main.html).toContain(`/ticket/${participant.ticketToken}"`);
      expect(main.html).toContain(`<img src="${process.env.APP_URL ?? ''}`);
      expect(main.html).toContain(`/ticket/${participant.ticketToken}/qr.png"`);
      expect(main.text).toContain(`/ticket/${participant.ticketToken}`);
    }
    const second = mails.find((mail) => mail.to === 'person1@example.test')!;
    expect(second.html).toContain(`/ticket/${participants[1].ticketToken}/qr.png"`);
    expect(second.html).not.toContain(participants[0].ticketToken);

    const qr = (await import('@/app/ticket/[token]/qr.png/route')).GET;
    const token = participants[0].ticketToken;
    const png = await qr(new Request(`http://localhost/ticket/${token}/qr.png`), {
      params: Promise.resolve({ token }),
    });
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.headers.get('cache-control')).toMatch(/^private/);
    const bytes = Buffer.from(await png.arrayBuffer());
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');

    const { getTicket } = await import('@/lib/services/checkin/get-ticket');
    const page = await getTicket({ token });
    expect(page).toMatchObject({ firstName: 'Ada', category: 'Kids Dash', cancelled: false });
    expect(page!.qrSvg).toMatch(/^<svg/);
    expect(await getTicket({ token: 'nothing-like-a-ticket-here' })).toBeNull();

    await cancelSignup({ user: organizer as unknown as CurrentUser, signupId: signup.id });
    expect(await getTicket({ token })).toMatchObject({ cancelled: true, qrSvg: null });
    const gone = await qr(new Request(`http://localhost/ticket/${token}/qr.png`), {
      params: Promise.resolve({ token }),
    });
    expect(gone.status).toBe(404);
  });
});

describe('POST /api/event/{eventId}/checkin', () => {
  it('checks a ticket in once: ok with the participant, then 409 already with when', async () => {
    const { event, participants, cookie } = await eventWithFamily(2);
    const first = await scan(event.id, participants[0].ticketToken, cookie);
    expect(first).toEqual({
      status: 200,
      body: { status: 'ok', participant: { firstName: 'Ada', lastName: 'Lovelace', category: 'Kids Dash' } },
    });
    const row = await db.participant.findUniqueOrThrow({ where: { id: participants[0].id } });
    expect(row.checkedInAt).not.toBeNull();
    expect(Math.abs(row.checkedInAt!.getTime() - Date.now())).toBeLessThan(60_000);
    expect(row.checkedInById).toBe(event.creatorId);

    const again = await scan(event.id, participants[0].ticketToken, cookie);
    expect(again.status).toBe(409);
    expect(again.body.status).toBe('already');
    expect(again.body.checkedInAt).toBe(row.checkedInAt!.toISOString());
    expect(again.body.error).toMatch(/^Already checked in at /);
    // The other participant is not touched.
    expect((await db.participant.findUniqueOrThrow({ where: { id: participants[1].id } })).checkedInAt).toBeNull();
  });

  it('twenty scans of one ticket at once give exactly one ok, and every scan is logged', async () => {
    const { event, participants, cookie } = await eventWithFamily(1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => scan(event.id, participants[0].ticketToken, cookie)),
    );
    const oks = answers.filter((a) => a.status === 200);
    expect(oks).toHaveLength(1);
    expect(oks[0].body.status).toBe('ok');
    expect(answers.filter((a) => a.status === 409 && a.body.status === 'already')).toHaveLength(19);
    const log = await db.checkInScan.groupBy({ by: ['result'], where: { eventId: event.id }, _count: true });
    expect(Object.fromEntries(log.map((l) => [l.result, l._count]))).toEqual({ ok: 1, already: 19 });
  });

  it('answers 404 for a ticket of another event and for a code of no ticket, logging both', async () => {
    const one = await eventWithFamily(1);
    const other = await eventWithFamily(1);
    const foreign = await scan(one.event.id, other.participants[0].ticketToken, one.cookie);
    expect(foreign.status).toBe(404);
    expect(foreign.body.status).toBe('not_found');
    expect(foreign.body.error).toBe('This ticket is not for this event.');
    // Nothing changed on the other event's ticket.
    const untouched = await db.participant.findUniqueOrThrow({ where: { id: other.participants[0].id } });
    expect(untouched.checkedInAt).toBeNull();
    expect((await scan(one.event.id, 'no-such-ticket-at-all-here', one.cookie)).status).toBe(404);
    expect((await scan(one.event.id, 'x', one.cookie)).status).toBe(404);
    const log = await db.checkInScan.findMany({ where: { eventId: one.event.id } });
    expect(log.map((l) => l.result)).toEqual(['not_found', 'not_found', 'not_found']);
  });

  it('reads the token out of a scanned /ticket/{token} address', async () => {
    const { event, participants, cookie } = await eventWithFamily(1);
    const answer = await scan(event.id, `https://example.test/ticket/${participants[0].ticketToken}`, cookie);
    expect(answer.status).toBe(200);
  });

  it('answers 409 cancelled for a ticket of a cancelled registration, checked in or not', async () => {
    const { event, participants, cookie, signup, organizer } = await eventWithFamily(2);
    await scan(event.id, participants[1].ticketToken, cookie);
    await cancelSignup({ user: organizer as unknown as CurrentUser, signupId: signup.id });
    for (const participant of participants) {
      const answer = await scan(event.id, participant.ticketToken, cookie);
      expect(answer.status).toBe(409);
      expect(answer.body.status).toBe('cancelled');
      expect(answer.body.error).toBe('This registration was cancelled.');
    }
    expect((await db.participant.findUniqueOrThrow({ where: { id: participants[0].id } })).checkedInAt).toBeNull();
    expect((await counts(event.id, cookie)).body).toEqual({ registered: 0, checkedIn: 0 });
  });

  it('is for the event creator and admins: 401 without a session, 403 for anyone else, 400 without a ticket', async () => {
    const { event, participants, cookie } = await eventWithFamily(1);
    const stranger = await issueSessionToken((await createUser(db)) as never);
    const ticket = participants[0].ticketToken;
    expect((await scan(event.id, ticket)).status).toBe(401);
    expect((await scan(event.id, ticket, stranger)).status).toBe(403);
    expect((await counts(event.id)).status).toBe(401);
    expect((await counts(event.id, stranger)).status).toBe(403);
    expect((await undo(event.id, ticket, stranger)).status).toBe(403);
    expect((await search(event.id, 'Ada', stranger)).status).toBe(403);
    expect((await scan('no-such-event', ticket, cookie)).status).toBe(404);
    expect((await scan(event.id, '', cookie)).status).toBe(400);
    expect((await db.participant.findUniqueOrThrow({ where: { id: participants[0].id } })).checkedInAt).toBeNull();

    const admin = await issueSessionToken((await createUser(db, { email: 'admin@checkin.test' })) as never);
    expect((await scan(event.id, ticket, admin)).status).toBe(200);
  });
});

describe('DELETE /api/event/{eventId}/checkin/{ticket}', () => {
  it('undoes a check-in (logged), after which the ticket checks in again; undoing twice is 409', async () => {
    const { event, participants, cookie } = await eventWithFamily(1);
    const ticket = participants[0].ticketToken;
    await scan(event.id, ticket, cookie);
    const undone = await undo(event.id, ticket, cookie);
    expect(undone).toEqual({
      status: 200,
      body: { status: 'undone', participant: { firstName: 'Ada', lastName: 'Lovelace', category: 'Kids Dash' } },
    });
    expect((await db.participant.findUniqueOrThrow({ where: { id: participants[0].id } })).checkedInAt).toBeNull();
    expect((await undo(event.id, ticket, cookie)).status).toBe(409);
    expect((await scan(event.id, ticket, cookie)).status).toBe(200);
    const log = await db.checkInScan.findMany({ where: { eventId: event.id }, orderBy: { createdAt: 'asc' } });
    expect(log.map((l) => l.result)).toEqual(['ok', 'undone', 'ok']);
    expect(log.every((l) => l.scannedById === event.creatorId && l.participantId === participants[0].id)).toBe(true);
    const other = await eventWithFamily(1);
    expect((await undo(event.id, other.participants[0].ticketToken, cookie)).status).toBe(404);
  });
});

describe('GET /api/event/{eventId}/checkin and search', () => {
  it('counts participants of registrations not cancelled, and those checked in', async () => {
    const { event, participants, cookie } = await eventWithFamily(3);
    expect((await counts(event.id, cookie)).body).toEqual({ registered: 3, checkedIn: 0 });
    await scan(event.id, participants[0].ticketToken, cookie);
    await scan(event.id, participants[2].ticketToken, cookie);
    expect(await counts(event.id, cookie)).toEqual({ status: 200, body: { registered: 3, checkedIn: 2 } });
  });

  it('finds participants by name, email or ticket, with their ticket, category, size and check-in', async () => {
    const { event, participants, cookie } = await eventWithFamily(2);
    const byName = await search(event.id, 'ben love', cookie);
    expect(byName.status).toBe(200);
    expect(byName.body.participants).toEqual([
      {
        ticket: participants[1].ticketToken,
        firstName: 'Ben',
        lastName: 'Lovelace',
        email: 'person1@example.test',
        category: 'Kids Dash',
        shirtSize: 'M',
        checkedInAt: null,
        cancelled: false,
      },
    ]);
    const byEmail = await search(event.id, 'PERSON0@example', cookie);
    expect((byEmail.body.participants as { firstName: string }[]).map((p) => p.firstName)).toEqual(['Ada']);
    const byTicket = await search(event.id, participants[0].ticketToken, cookie);
    expect((byTicket.body.participants as { firstName: string }[]).map((p) => p.firstName)).toEqual(['Ada']);
    expect((await search(event.id, '', cookie)).body).toEqual({ participants: [] });
  });
});
