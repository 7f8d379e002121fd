import { beforeAll, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.ADMIN_EMAILS = 'admin@example.test';
});

import { POST as addOfflineRoute } from '@/app/api/add_offline_donation/route';
import { GET as eventTotalRoute } from '@/app/api/event/get_total/[id]/route';
import { GET as leaderboardRoute } from '@/app/api/event/get_teamcampaigns/[eventId]/route';
import { POST as confirmRoute } from '@/app/api/offline_donation/confirm/[donationId]/route';
import { POST as rejectRoute } from '@/app/api/offline_donation/reject/[donationId]/route';
import { POST as updateRoute } from '@/app/api/offline_donation/update/[donationId]/route';
import { POST as voidRoute } from '@/app/api/offline_donation/void/[donationId]/route';
import { GET as teamTotalRoute } from '@/app/api/team_campaign/get_total/[id]/route';
import { issueSessionToken } from '@/lib/auth';
import { db } from '@/lib/db';
import { apiRequest, params, withoutContext } from '@/lib/testing/api-test-helpers';
import {
  createDonation,
  createEvent,
  createIndieCampaign,
  createOrganizer,
  createTeamCampaign,
  createUser,
} from '@/prisma/seed/factories';

// Issue 18, finding 1: who an offline gift is trusted from. A campaign's creator (anyone may
// start a team under any event) records gifts that count at once only where the event allows it,
// else they wait, counted nowhere, for the event's creator to confirm or reject them; campaign
// creators have a $10,000 ceiling and an hourly limit; the event's creator (and admins) confirm,
// reject, void and edit one gift at a time, each audited. Called as Next.js calls the handlers,
// against a real database.

type User = { id: string; sessionVersion: number; email: string };

const addOffline = withoutContext(addOfflineRoute);

async function send<C>(
  handler: (request: Request, context: C) => Promise<Response> | Response,
  path: string,
  body: unknown,
  user?: User,
  context?: C,
) {
  const cookie = user ? await issueSessionToken(user) : undefined;
  const response = await handler(apiRequest(path, { body, cookie }), context as C);
  return { status: response.status, body: await response.json(), retryAfter: response.headers.get('retry-after') };
}

const addGift = (body: unknown, user?: User) => send(addOffline, '/api/add_offline_donation', body, user);

const routes = { confirm: confirmRoute, reject: rejectRoute, void: voidRoute, update: updateRoute };
const act = (action: keyof typeof routes, donationId: string, user?: User, body: unknown = {}) =>
  send(routes[action], `/api/offline_donation/${action}/${donationId}`, body, user, params({ donationId }));

async function eventTotal(eventId: string): Promise<number> {
  const response = await eventTotalRoute(apiRequest(`/api/event/get_total/${eventId}`), params({ id: eventId }));
  return (await response.json()).totalRaised;
}
async function teamTotal(id: string): Promise<number> {
  const response = await teamTotalRoute(apiRequest(`/api/team_campaign/get_total/${id}`), params({ id }));
  return (await response.json()).totalRaised;
}
async function leaderboard(eventId: string): Promise<string[]> {
  const response = await leaderboardRoute(apiRequest(`/api/event/get_teamcampaigns/${eventId}`), params({ eventId }));
  return (await response.json()).teamCampaigns.map((team: { title: string }) => team.title);
}

const audit = (donationId: string) => db.auditEntry.findMany({ where: { donationId }, orderBy: { createdAt: 'asc' } });

const gift = { firstName: 'Grace', lastName: 'Hopper', amount: 500, anonymous: false };

let organizer: User;
let admin: User;
let stranger: User;
let event: { id: string };
let openEvent: { id: string };
let honestTeam: { id: string };

beforeAll(async () => {
  organizer = await createOrganizer(db, { name: 'Olivia Organizer' });
  admin = await createUser(db, { email: 'admin@example.test' });
  stranger = await createUser(db);
  // The event asks for confirmation of campaign creators' gifts (the setting's default)...
  event = await createEvent(db, { creatorId: organizer.id, title: 'River Run' });
  honestTeam = await createTeamCampaign(db, { eventId: event.id, creatorId: organizer.id, title: 'Organizers' });
  await createDonation(db, { eventId: event.id, teamCampaignId: honestTeam.id, baseAmountCents: 90_000 });
  // ...and this one lets them count at once.
  openEvent = await createEvent(db, { creatorId: organizer.id, allowUnconfirmedOfflineDonations: true });
});

/** A fresh campaign creator with their own team under `eventId` (anyone may start one). */
async function campaignCreator(eventId: string, title = `Team ${Math.random()}`) {
  const user = await createUser(db, { name: 'Cam Creator' });
  const team = await createTeamCampaign(db, { eventId, creatorId: user.id, title });
  return { user, team };
}

describe("a campaign creator's offline gift", () => {
  it('waits unconfirmed, counted nowhere, where the event asks for confirmation', async () => {
    const { user, team } = await campaignCreator(event.id, 'Office Milers');
    const before = { event: await eventTotal(event.id), board: await leaderboard(event.id) };
    expect(before.board[0]).toBe('Organizers');

    const { status, body } = await addGift({ ...gift, teamCampaignId: team.id, amount: 5000 }, user);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      transactionId: expect.stringMatching(/^OFF-/),
      message: "Donation submitted: it awaits the organizer's confirmation",
      postscript: "It will count toward the campaign's and the event's totals once the event's organizer confirms it.",
      awaitingConfirmation: true,
      targetTitle: 'Office Milers',
    });
    const row = await db.donation.findUniqueOrThrow({ where: { id: body.donation._id } });
    expect(row).toMatchObject({
      status: 'pending',
      method: 'offline',
      recordedById: user.id,
      baseAmountCents: 500_000,
    });

    // Not in the event's total, the team's, or the leaderboard.
    expect(await eventTotal(event.id)).toBe(before.event);
    expect(await teamTotal(team.id)).toBe(0);
    expect(await leaderboard(event.id)).toEqual(before.board);

    // The event's creator confirms it: now it counts everywhere, and the audit says who and when.
    const confirmed = await act('confirm', row.id, organizer);
    expect(confirmed).toMatchObject({
      status: 200,
      body: {
        success: true,
        message: 'Gift confirmed: it counts now.',
        donation: { _id: row.id, status: 'succeeded' },
      },
    });
    expect(await eventTotal(event.id)).toBe(before.event + 5000);
    expect(await teamTotal(team.id)).toBe(5000);
    expect((await leaderboard(event.id))[0]).toBe('Office Milers');
    expect(await audit(row.id)).toEqual([
      expect.objectContaining({
        eventId: event.id,
        actorId: organizer.id,
        action: 'offline.confirm',
        details: { reason: null, from: 'pending', to: 'succeeded', amountCents: 500_000 },
      }),
    ]);
  });

  it("counts at once where the event allows campaign creators' gifts unconfirmed", async () => {
    const { user, team } = await campaignCreator(openEvent.id);
    const before = await eventTotal(openEvent.id);
    const { status, body } = await addGift({ ...gift, teamCampaignId: team.id }, user);
    expect(status).toBe(200);
    expect(body).toMatchObject({ message: 'Donation submitted', awaitingConfirmation: false });
    expect(await eventTotal(openEvent.id)).toBe(before + 500);
    expect(await teamTotal(team.id)).toBe(500);
  });

  it("also waits for an individual campaign's creator under someone else's team", async () => {
    const runner = await createUser(db);
    const indie = await createIndieCampaign(db, {
      eventId: event.id,
      teamCampaignId: honestTeam.id,
      creatorId: runner.id,
    });
    const before = await teamTotal(honestTeam.id);
    const { body } = await addGift({ ...gift, indieCampaignId: indie.id }, runner);
    expect(body.awaitingConfirmation).toBe(true);
    expect(await teamTotal(honestTeam.id)).toBe(before);
  });

  it('is refused over $10,000 with a 400 on amount, writing nothing; the organizer keeps the large ceiling', async () => {
    const { user, team } = await campaignCreator(openEvent.id);
    const refused = await addGift({ ...gift, teamCampaignId: team.id, amount: 10_000.01 }, user);
    const message =
      "Gifts entered by a campaign's creator can be at most $10,000. Ask the event's organizer to enter larger ones.";
    expect(refused).toMatchObject({ status: 400, body: { error: message, fieldErrors: { amount: [message] } } });
    expect(await db.donation.count({ where: { recordedById: user.id } })).toBe(0);
    expect((await addGift({ ...gift, teamCampaignId: team.id, amount: 10_000 }, user)).status).toBe(200);
    // The finding's $20,000,000 gift: only the event's creator may enter it, and it counts.
    const before = await eventTotal(openEvent.id);
    expect((await addGift({ ...gift, teamCampaignId: team.id, amount: 20_000_000 }, user)).status).toBe(400);
    expect((await addGift({ ...gift, teamCampaignId: team.id, amount: 20_000_000 }, organizer)).status).toBe(200);
    expect(await eventTotal(openEvent.id)).toBe(before + 20_000_000);
  });

  it('is limited to 30 an hour per campaign creator: of 20 posts at once after 12, only 18 answer 200', async () => {
    const { user, team } = await campaignCreator(event.id);
    for (let i = 0; i < 12; i++) expect((await addGift({ ...gift, teamCampaignId: team.id }, user)).status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => addGift({ ...gift, teamCampaignId: team.id }, user)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(18);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    const limited = answers.find((answer) => answer.status === 429)!;
    expect(limited.body).toMatchObject({
      error: 'You have entered many offline gifts in the last hour. Please wait a while.',
      retryAfter: expect.any(Number),
    });
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    expect(await db.donation.count({ where: { recordedById: user.id } })).toBe(30);
    // Another campaign creator has their own allowance; the event's creator is not held back.
    const other = await campaignCreator(event.id);
    expect((await addGift({ ...gift, teamCampaignId: other.team.id }, other.user)).status).toBe(200);
    const organizers = await Promise.all(
      Array.from({ length: 40 }, () => addGift({ ...gift, eventId: event.id }, organizer)),
    );
    expect(organizers.every((answer) => answer.status === 200)).toBe(true);
  });

  it('a retried submission (same idempotency key) answers the first one, still awaiting, without using the limit', async () => {
    const { user, team } = await campaignCreator(event.id);
    const keyed = { ...gift, teamCampaignId: team.id, idempotencyKey: 'form-retry-0000001' };
    const first = await addGift(keyed, user);
    const again = await addGift(keyed, user);
    expect(again).toEqual(first);
    expect(first.body.awaitingConfirmation).toBe(true);
    expect(await db.donation.count({ where: { recordedById: user.id } })).toBe(1);
  });
});

describe('confirm, reject, void and edit: who may', () => {
  let captain: Awaited<ReturnType<typeof campaignCreator>>;
  let pendingId: string;
  let countedId: string;

  beforeAll(async () => {
    captain = await campaignCreator(event.id);
    pendingId = (await addGift({ ...gift, teamCampaignId: captain.team.id }, captain.user)).body.donation._id;
    countedId = (await addGift({ ...gift, teamCampaignId: captain.team.id }, organizer)).body.donation._id;
  });

  const edit = { campaignId: '---General---', firstName: 'Ada', lastName: 'Lovelace', amount: 7, anonymous: false };

  it('needs a session (401), writing nothing', async () => {
    for (const action of ['confirm', 'reject', 'void'] as const)
      expect(await act(action, pendingId)).toMatchObject({ status: 401, body: { error: 'Please log in.' } });
    expect((await act('update', countedId, undefined, edit)).status).toBe(401);
    expect(await db.auditEntry.count({ where: { donationId: { in: [pendingId, countedId] } } })).toBe(0);
  });

  it("refuses the gift's own campaign creator and strangers (403), writing nothing", async () => {
    const totalBefore = await eventTotal(event.id);
    for (const user of [captain.user, stranger]) {
      for (const action of ['confirm', 'reject'] as const) {
        expect(await act(action, pendingId, user)).toEqual({
          status: 403,
          body: { error: 'Only the creator of this event can do this.' },
          retryAfter: null,
        });
      }
      expect((await act('void', countedId, user)).status).toBe(403);
      expect((await act('update', countedId, user, edit)).status).toBe(403);
    }
    expect((await db.donation.findUniqueOrThrow({ where: { id: pendingId } })).status).toBe('pending');
    expect((await db.donation.findUniqueOrThrow({ where: { id: countedId } })).firstName).toBe('Grace');
    expect(await eventTotal(event.id)).toBe(totalBefore);
    expect(await db.auditEntry.count({ where: { donationId: { in: [pendingId, countedId] } } })).toBe(0);
  });

  it('answers 404 for an unknown id and for a gift that is not offline', async () => {
    const online = await createDonation(db, { eventId: event.id });
    for (const id of ['nope', online.id, 'x'.repeat(300)]) {
      expect(await act('confirm', id, organizer)).toMatchObject({
        status: 404,
        body: { error: 'Offline gift not found.' },
      });
      expect((await act('void', id, organizer)).status).toBe(404);
      expect((await act('update', id, organizer, edit)).status).toBe(404);
    }
    expect((await db.donation.findUniqueOrThrow({ where: { id: online.id } })).status).toBe('succeeded');
  });

  it('takes JSON only (415) and checks the reason (400)', async () => {
    const response = await confirmRoute(
      apiRequest(`/api/offline_donation/confirm/${pendingId}`, {
        body: 'reason=x',
        cookie: await issueSessionToken(organizer),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      params({ donationId: pendingId }),
    );
    expect(response.status).toBe(415);
    expect((await act('reject', pendingId, organizer, { reason: 'x'.repeat(2001) })).status).toBe(400);
    expect((await db.donation.findUniqueOrThrow({ where: { id: pendingId } })).status).toBe('pending');
  });

  it('lets an admin decide on any event, audited as the admin', async () => {
    const { user, team } = await campaignCreator(event.id);
    const { body } = await addGift({ ...gift, teamCampaignId: team.id }, user);
    expect((await act('reject', body.donation._id, admin, { reason: 'Not ours' })).status).toBe(200);
    expect((await audit(body.donation._id))[0]).toMatchObject({ actorId: admin.id, action: 'offline.reject' });
  });
});

describe('confirm and reject', () => {
  it('decide once: confirming twice is 409, a rejected gift never counts and cannot be confirmed', async () => {
    const { user, team } = await campaignCreator(event.id);
    const first = (await addGift({ ...gift, teamCampaignId: team.id, amount: 40 }, user)).body.donation._id;
    const second = (await addGift({ ...gift, teamCampaignId: team.id, amount: 60 }, user)).body.donation._id;

    expect((await act('confirm', first, organizer)).status).toBe(200);
    expect(await act('confirm', first, organizer)).toMatchObject({
      status: 409,
      body: { error: 'This gift was already confirmed.' },
    });
    expect((await act('reject', first, organizer)).status).toBe(409);
    expect(await teamTotal(team.id)).toBe(40);

    const rejected = await act('reject', second, organizer, { reason: 'No such check' });
    expect(rejected).toMatchObject({
      status: 200,
      body: { message: 'Gift rejected: it will not count.', donation: { _id: second, status: 'rejected' } },
    });
    expect(await act('confirm', second, organizer)).toMatchObject({
      status: 409,
      body: { error: 'This gift was already rejected.' },
    });
    expect(await teamTotal(team.id)).toBe(40);
    // The row stays, with one audit entry per decision.
    expect((await db.donation.findUniqueOrThrow({ where: { id: second } })).status).toBe('rejected');
    expect(await audit(second)).toEqual([
      expect.objectContaining({
        actorId: organizer.id,
        action: 'offline.reject',
        details: { reason: 'No such check', from: 'pending', to: 'rejected', amountCents: 6000 },
      }),
    ]);
    expect(await audit(first)).toHaveLength(1);
  });

  it('two confirmations at once: one answers 200, the other 409, and one audit entry', async () => {
    const { user, team } = await campaignCreator(event.id);
    const id = (await addGift({ ...gift, teamCampaignId: team.id }, user)).body.donation._id;
    const answers = await Promise.all([act('confirm', id, organizer), act('confirm', id, admin)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await audit(id)).toHaveLength(1);
    expect(await teamTotal(team.id)).toBe(500);
  });
});

describe('void', () => {
  it('takes one counted gift out of every total, keeps the row, and audits who, when and why; once', async () => {
    const { user, team } = await campaignCreator(openEvent.id, 'Bouncers');
    const id = (await addGift({ ...gift, teamCampaignId: team.id, amount: 8000 }, user)).body.donation._id;
    const before = await eventTotal(openEvent.id);
    expect(await teamTotal(team.id)).toBe(8000);

    const voided = await act('void', id, organizer, { reason: 'The check bounced' });
    expect(voided).toMatchObject({
      status: 200,
      body: { success: true, message: 'Gift voided: it no longer counts.', donation: { _id: id, status: 'refunded' } },
    });
    expect(await eventTotal(openEvent.id)).toBe(before - 8000);
    expect(await teamTotal(team.id)).toBe(0);
    expect(await db.donation.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: 'refunded',
      baseAmountCents: 800_000,
    });
    const [entry] = await audit(id);
    expect(entry).toMatchObject({
      eventId: openEvent.id,
      actorId: organizer.id,
      action: 'offline.void',
      details: { reason: 'The check bounced', from: 'succeeded', to: 'refunded', amountCents: 800_000 },
    });
    expect(entry.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);

    expect(await act('void', id, organizer)).toMatchObject({
      status: 409,
      body: { error: 'This gift was already voided.' },
    });
    expect(await audit(id)).toHaveLength(1);
    expect(await eventTotal(openEvent.id)).toBe(before - 8000);
  });

  it('refuses a gift still awaiting confirmation (reject it instead), and a rejected one', async () => {
    const { user, team } = await campaignCreator(event.id);
    const id = (await addGift({ ...gift, teamCampaignId: team.id }, user)).body.donation._id;
    expect(await act('void', id, organizer)).toMatchObject({
      status: 409,
      body: { error: 'This gift awaits confirmation: reject it instead of voiding it.' },
    });
    await act('reject', id, organizer);
    expect((await act('void', id, organizer)).status).toBe(409);
  });

  it('works on a gift of a batch, and two voids at once take it back once', async () => {
    const id = (await addGift({ ...gift, eventId: event.id, amount: 123 }, organizer)).body.donation._id;
    const before = await eventTotal(event.id);
    const answers = await Promise.all([act('void', id, organizer), act('void', id, organizer)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await eventTotal(event.id)).toBe(before - 123);
    expect(await audit(id)).toHaveLength(1);
  });
});

describe('edit', () => {
  it('corrects the donor, amount, message, anonymous and campaign, with the totals and the before and after audited', async () => {
    const { user, team } = await campaignCreator(openEvent.id, 'Typos');
    const other = await createTeamCampaign(db, { eventId: openEvent.id, creatorId: organizer.id, title: 'Right team' });
    const indie = await createIndieCampaign(db, {
      eventId: openEvent.id,
      teamCampaignId: other.id,
      creatorId: user.id,
    });
    const id = (await addGift({ ...gift, teamCampaignId: team.id, amount: 1000, message: 'Check #1' }, user)).body
      .donation._id;
    const before = await eventTotal(openEvent.id);

    const changed = { campaignId: indie.id, firstName: 'Ada', lastName: 'Lovelace', amount: 100, anonymous: true };
    const answer = await act('update', id, organizer, changed);
    expect(answer).toMatchObject({
      status: 200,
      body: {
        success: true,
        message: 'Gift updated.',
        donation: {
          _id: id,
          status: 'succeeded',
          firstName: 'Ada',
          lastName: 'Lovelace',
          amount: 100,
          message: null,
          anonymous: true,
          targetType: 3,
          teamCampaignId: other.id,
          indieCampaignId: indie.id,
        },
      },
    });
    expect(await eventTotal(openEvent.id)).toBe(before - 900);
    expect(await teamTotal(team.id)).toBe(0);
    expect(await teamTotal(other.id)).toBe(100);
    expect(await db.donation.findUniqueOrThrow({ where: { id } })).toMatchObject({
      baseAmountCents: 10_000,
      totalAmountCents: 10_000,
      recordedById: user.id,
    });
    const [entry] = await audit(id);
    expect(entry).toMatchObject({
      actorId: organizer.id,
      action: 'offline.edit',
      details: {
        before: expect.objectContaining({
          firstName: 'Grace',
          amountCents: 100_000,
          teamCampaignId: team.id,
          message: 'Check #1',
        }),
        after: expect.objectContaining({
          firstName: 'Ada',
          amountCents: 10_000,
          targetType: 3,
          teamCampaignId: other.id,
          indieCampaignId: indie.id,
          message: null,
          anonymous: true,
        }),
      },
    });

    // The same values again change nothing and write no entry; General puts it on the event.
    expect((await act('update', id, organizer, changed)).status).toBe(200);
    expect(await audit(id)).toHaveLength(1);
    expect(
      (await act('update', id, organizer, { ...changed, campaignId: '---General---' })).body.donation,
    ).toMatchObject({
      targetType: 1,
      teamCampaignId: null,
      indieCampaignId: null,
    });
    expect(await teamTotal(other.id)).toBe(0);
    expect(await eventTotal(openEvent.id)).toBe(before - 900);
  });

  it('fixes a gift still awaiting confirmation, which still waits', async () => {
    const { user, team } = await campaignCreator(event.id);
    const id = (await addGift({ ...gift, teamCampaignId: team.id }, user)).body.donation._id;
    const answer = await act('update', id, organizer, {
      campaignId: team.id,
      firstName: 'Grace',
      lastName: 'Hopper',
      amount: 50,
      anonymous: false,
    });
    expect(answer.body.donation).toMatchObject({ status: 'pending', amount: 50 });
    expect(await teamTotal(team.id)).toBe(0);
  });

  it('answers bad input with 400, a campaign of another event included, and a voided gift with 409', async () => {
    const id = (await addGift({ ...gift, eventId: event.id }, organizer)).body.donation._id;
    const elsewhere = await createTeamCampaign(db, { eventId: openEvent.id, creatorId: organizer.id });
    const valid = { campaignId: '---General---', firstName: 'A', lastName: 'B', amount: 10, anonymous: false };
    expect(await act('update', id, organizer, { ...valid, campaignId: elsewhere.id })).toMatchObject({
      status: 400,
      body: {
        error: 'Choose a campaign of this event',
        fieldErrors: { campaignId: ['Choose a campaign of this event'] },
      },
    });
    expect(await act('update', id, organizer, { ...valid, amount: 4 })).toMatchObject({
      status: 400,
      body: { fieldErrors: { amount: ["Please enter an amount that's more than $5"] } },
    });
    const noCampaign: Record<string, unknown> = { ...valid };
    delete noCampaign.campaignId;
    expect(await act('update', id, organizer, noCampaign)).toMatchObject({
      status: 400,
      body: { fieldErrors: { campaignId: ['required'] } },
    });
    expect((await act('update', id, organizer, { ...valid, firstName: ' ' })).status).toBe(400);
    expect((await db.donation.findUniqueOrThrow({ where: { id } })).firstName).toBe('Grace');

    await act('void', id, organizer);
    expect(await act('update', id, organizer, valid)).toMatchObject({
      status: 409,
      body: { error: 'This gift was already voided.' },
    });
    expect((await audit(id)).map((entry) => entry.action)).toEqual(['offline.void']);
  });
});
