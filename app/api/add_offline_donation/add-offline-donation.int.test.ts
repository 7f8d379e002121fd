import { beforeAll, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.ADMIN_EMAILS = ' Admin@Example.test , other-admin@example.test';
});

import { POST as addOfflineRoute } from '@/app/api/add_offline_donation/route';
import { GET as getDonations } from '@/app/api/event/get_donations/[id]/route';
import { GET as getTotal } from '@/app/api/event/get_total/[id]/route';
import { POST as donationTotalRoute } from '@/app/api/user/donation/total/route';
import { issueSessionToken } from '@/lib/auth';
import { db } from '@/lib/db';
import { apiRequest, params, withoutContext } from '@/lib/testing/api-test-helpers';
import { sumRaisedCents } from '@/lib/services/totals/raised-totals';
import {
  createEvent,
  createFundraiser,
  createIndieCampaign,
  createOrganizer,
  createTeamCampaign,
  createUser,
} from '@/prisma/seed/factories';

// POST /api/add_offline_donation, called as Next.js calls it, against a real database. The events
// here let campaign creators' gifts count at once (allowUnconfirmedOfflineDonations); gifts that
// wait for the organizer's confirmation, the ceiling and the rate limit are in
// app/api/offline_donation/offline-gift-trust.int.test.ts.

const addOffline = withoutContext(addOfflineRoute);
const donationTotal = withoutContext(donationTotalRoute);

type User = { id: string; sessionVersion: number };
const cookieOf = (user: User) => issueSessionToken(user);

async function post(body: unknown, user?: User, init: { contentType?: string } = {}) {
  const request = apiRequest('/api/add_offline_donation', {
    body,
    cookie: user ? await cookieOf(user) : undefined,
    headers: init.contentType ? { 'content-type': init.contentType } : undefined,
  });
  const response = await addOffline(request);
  return { status: response.status, body: await response.json() };
}

const gift = { firstName: 'Grace', lastName: 'Hopper', amount: 25, anonymous: false };
const countOffline = () => db.donation.count({ where: { method: 'offline' } });

let organizer: User & { email: string };
let captain: User & { email: string };
let runner: User & { email: string };
let stranger: User & { email: string };
let admin: User & { email: string };
let event: { id: string; title: string };
let team: { id: string; title: string };
let indie: { id: string; title: string };
let loneIndie: { id: string; title: string };
let otherEvent: { id: string };

beforeAll(async () => {
  organizer = await createOrganizer(db);
  captain = await createUser(db);
  runner = await createUser(db);
  stranger = await createUser(db);
  admin = await createUser(db, { email: 'admin@example.test' });
  event = await createEvent(db, {
    creatorId: organizer.id,
    title: 'River Run',
    allowUnconfirmedOfflineDonations: true,
  });
  team = await createTeamCampaign(db, { eventId: event.id, creatorId: captain.id, title: 'Water Warriors' });
  indie = await createIndieCampaign(db, {
    eventId: event.id,
    teamCampaignId: team.id,
    creatorId: runner.id,
    title: 'Sam runs',
  });
  loneIndie = await createIndieCampaign(db, { eventId: event.id, creatorId: runner.id, title: 'Solo runner' });
  otherEvent = await createEvent(db, { creatorId: organizer.id });
});

describe('POST /api/add_offline_donation', () => {
  it('lets the event creator record a gift to the event, counted at once', async () => {
    const before = await sumRaisedCents({ eventId: event.id });
    const { status, body } = await post({ ...gift, eventId: event.id, amount: 12.34, message: 'Check #12' }, organizer);
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      transactionId: expect.stringMatching(/^OFF-[0-9A-F]{24}$/),
      message: 'Donation submitted',
      postscript: 'The donation should be reflected in the campaign/event page momentarily.',
      awaitingConfirmation: false,
      targetType: 1,
      targetTitle: 'River Run',
      donation: { _id: expect.any(String), amount: 12.34, firstName: 'Grace', lastName: 'Hopper', anonymous: false },
    });

    const row = await db.donation.findUniqueOrThrow({ where: { id: body.donation._id } });
    expect(row).toMatchObject({
      targetType: 1,
      eventId: event.id,
      teamCampaignId: null,
      indieCampaignId: null,
      userId: null,
      recordedById: organizer.id,
      method: 'offline',
      status: 'succeeded',
      baseAmountCents: 1234,
      totalAmountCents: 1234,
      payFees: false,
      message: 'Check #12',
      email: null,
      transactionId: body.transactionId,
    });
    expect(await sumRaisedCents({ eventId: event.id })).toBe(before + 1234);

    // The public calls show it: the total, and the latest donations with a public name only.
    const total = await getTotal(apiRequest(`/api/event/get_total/${event.id}`), params({ id: event.id }));
    expect((await total.json()).totalRaised).toBe((before + 1234) / 100);
    const list = await getDonations(apiRequest(`/api/event/get_donations/${event.id}`), params({ id: event.id }));
    const { donations } = await list.json();
    expect(donations[0]).toEqual({
      _id: body.donation._id,
      name: 'Grace H.',
      anonymous: false,
      baseAmount: 12.34,
      transactionDate: expect.any(String),
    });
    expect(JSON.stringify(donations)).not.toContain('Check #12');

    // Recorded by the organizer, not given by them: their own donation total does not move.
    const mine = await donationTotal(apiRequest('/api/user/donation/total', { cookie: await cookieOf(organizer) }));
    expect(await mine.json()).toEqual({ total: 0 });
  });

  it("lets a team's creator record a gift to the team, counted in the event too", async () => {
    const eventBefore = await sumRaisedCents({ eventId: event.id });
    const { status, body } = await post({ ...gift, teamCampaignId: team.id, anonymous: true }, captain);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, targetType: 2, targetTitle: 'Water Warriors' });
    const row = await db.donation.findUniqueOrThrow({ where: { id: body.donation._id } });
    expect(row).toMatchObject({ targetType: 2, eventId: event.id, teamCampaignId: team.id, indieCampaignId: null });
    expect(await sumRaisedCents({ eventId: event.id })).toBe(eventBefore + 2500);

    const list = await getDonations(apiRequest(`/api/event/get_donations/${event.id}`), params({ id: event.id }));
    const shown = (await list.json()).donations.find((donation: { _id: string }) => donation._id === body.donation._id);
    expect(shown).toMatchObject({ name: 'Anonymous', anonymous: true });
    expect(JSON.stringify(shown)).not.toContain('Grace');
  });

  it("records an individual campaign's gift under its team as well, and one without a team under the event", async () => {
    const teamBefore = await sumRaisedCents({ teamCampaignId: team.id });
    const first = await post({ ...gift, indieCampaignId: indie.id }, runner);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ targetType: 3, targetTitle: 'Sam runs' });
    expect(await db.donation.findUniqueOrThrow({ where: { id: first.body.donation._id } })).toMatchObject({
      targetType: 3,
      eventId: event.id,
      teamCampaignId: team.id,
      indieCampaignId: indie.id,
    });
    expect(await sumRaisedCents({ teamCampaignId: team.id })).toBe(teamBefore + 2500);
    expect(await sumRaisedCents({ indieCampaignId: indie.id })).toBe(2500);

    // The form sends its parents along (and "General" for no further choice): the same target.
    const second = await post(
      { ...gift, eventId: event.id, teamCampaignId: '---General---', indieCampaignId: loneIndie.id },
      runner,
    );
    expect(second.status).toBe(200);
    expect(await db.donation.findUniqueOrThrow({ where: { id: second.body.donation._id } })).toMatchObject({
      targetType: 3,
      teamCampaignId: null,
      indieCampaignId: loneIndie.id,
    });
  });

  it("lets the event's creator record gifts to every campaign under it", async () => {
    for (const target of [{ teamCampaignId: team.id }, { indieCampaignId: indie.id }]) {
      expect((await post({ ...gift, ...target }, organizer)).status).toBe(200);
    }
  });

  it('lets admins (ADMIN_EMAILS, any case) record a gift to any target', async () => {
    const { status, body } = await post({ ...gift, indieCampaignId: indie.id }, admin);
    expect(status).toBe(200);
    expect((await db.donation.findUniqueOrThrow({ where: { id: body.donation._id } })).recordedById).toBe(admin.id);
  });

  it('refuses anyone else with 403 and writes nothing', async () => {
    const before = await countOffline();
    const refused = [
      [stranger, { eventId: event.id }],
      [stranger, { teamCampaignId: team.id }],
      [stranger, { indieCampaignId: indie.id }],
      // A team's creator is not the event's: not the event, and not a member's individual campaign.
      [captain, { eventId: event.id }],
      [captain, { indieCampaignId: indie.id }],
      // An individual campaign's creator may not add to its team or event.
      [runner, { teamCampaignId: team.id }],
      [runner, { eventId: event.id }],
    ] as const;
    for (const [user, target] of refused) {
      const { status, body } = await post({ ...gift, ...target }, user);
      expect(status, JSON.stringify(target)).toBe(403);
      expect(body).toEqual({
        error: 'Only the creator of this campaign or of its event can add offline donations to it.',
      });
    }
    expect(await countOffline()).toBe(before);
  });

  it('needs a session (401)', async () => {
    const before = await countOffline();
    expect(await post({ ...gift, eventId: event.id })).toEqual({ status: 401, body: { error: 'Please log in.' } });
    const forged = await addOffline(
      apiRequest('/api/add_offline_donation', { body: { ...gift, eventId: event.id }, cookie: 'not-a-token' }),
    );
    expect(forged.status).toBe(401);
    expect(await countOffline()).toBe(before);
  });

  it('answers bad input with 400 and the shared error answer, writing nothing', async () => {
    const before = await countOffline();
    const cases: Array<[unknown, string, Record<string, string[]>]> = [
      [
        { ...gift, eventId: event.id, amount: 4.99 },
        "Please enter an amount that's more than $5",
        { amount: ["Please enter an amount that's more than $5"] },
      ],
      [
        { ...gift, eventId: event.id, amount: 'five' },
        "Please enter an amount that's more than $5",
        { amount: ["Please enter an amount that's more than $5"] },
      ],
      [
        { ...gift, eventId: event.id, amount: 10.005 },
        'Use at most two decimal places',
        { amount: ['Use at most two decimal places'] },
      ],
      [
        { eventId: event.id, firstName: ' ', amount: 10 },
        'required',
        { firstName: ['required'], lastName: ['required'] },
      ],
      [
        { ...gift },
        'Choose an event, team campaign or individual campaign',
        { _form: ['Choose an event, team campaign or individual campaign'] },
      ],
      [
        { ...gift, eventId: event.id, teamCampaignId: 'XXX' },
        'Please select a valid Team Campaign',
        { teamCampaignId: ['Please select a valid Team Campaign'] },
      ],
      [
        { ...gift, teamCampaignId: team.id, indieCampaignId: 'XXX' },
        'Please select a valid Individual Campaign',
        { indieCampaignId: ['Please select a valid Individual Campaign'] },
      ],
      [
        { ...gift, eventId: event.id, amount: 30_000_000 },
        'Must be 20,000,000 or less',
        { amount: ['Must be 20,000,000 or less'] },
      ],
    ];
    for (const [body, error, fieldErrors] of cases) {
      const answer = await post(body, organizer);
      expect(answer, JSON.stringify(body)).toEqual({ status: 400, body: { error, fieldErrors } });
    }
    // A parent that is not the target's: 400 naming the field.
    expect(await post({ ...gift, eventId: otherEvent.id, teamCampaignId: team.id }, organizer)).toEqual({
      status: 400,
      body: {
        error: 'This team campaign does not belong to that event.',
        fieldErrors: { eventId: ['This team campaign does not belong to that event.'] },
      },
    });
    expect(await post({ ...gift, teamCampaignId: team.id, indieCampaignId: loneIndie.id }, organizer)).toMatchObject({
      status: 400,
      body: { fieldErrors: { teamCampaignId: ['This individual campaign does not belong to that team campaign.'] } },
    });
    // Not JSON, or not declared as JSON.
    expect((await post('{"eventId":', organizer)).status).toBe(400);
    expect(
      (await post(JSON.stringify({ ...gift, eventId: event.id }), organizer, { contentType: 'text/plain' })).status,
    ).toBe(415);
    expect(await countOffline()).toBe(before);
  });

  it('answers 404 for a target that does not exist', async () => {
    expect(await post({ ...gift, eventId: 'nope' }, organizer)).toEqual({
      status: 404,
      body: { error: 'Event not found.' },
    });
    expect((await post({ ...gift, teamCampaignId: 'nope' }, organizer)).body).toEqual({
      error: 'Team campaign not found.',
    });
    // An id no campaign could have is refused before any lookup.
    expect((await post({ ...gift, teamCampaignId: 'x'.repeat(200) }, organizer)).status).toBe(400);
    expect((await post({ ...gift, indieCampaignId: 'nope' }, organizer)).body).toEqual({
      error: 'Individual campaign not found.',
    });
  });

  it('records a retried submission once (idempotency key), and separate submissions separately', async () => {
    const before = await countOffline();
    const keyed = { ...gift, eventId: event.id, idempotencyKey: 'form-0123456789abcdef' };
    const first = await post(keyed, organizer);
    const again = await post(keyed, organizer);
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    // Both at once: still one.
    const twice = await Promise.all([
      post({ ...keyed, idempotencyKey: 'form-concurrent-0001' }, organizer),
      post({ ...keyed, idempotencyKey: 'form-concurrent-0001' }, organizer),
    ]);
    expect(twice.map((answer) => answer.status)).toEqual([200, 200]);
    expect(twice[0].body.transactionId).toBe(twice[1].body.transactionId);
    // The same key from another user is their own submission.
    const admins = await post(keyed, admin);
    expect(admins.body.transactionId).not.toBe(first.body.transactionId);
    // No key: every submission is a gift of its own.
    await post({ ...gift, eventId: event.id }, organizer);
    await post({ ...gift, eventId: event.id }, organizer);
    expect(await countOffline()).toBe(before + 5);
  });

  it("works for a fundraiser's campaigns too", async () => {
    const fundraiser = await createFundraiser(db, { creatorId: organizer.id, allowUnconfirmedOfflineDonations: true });
    const campaign = await createTeamCampaign(db, { eventId: fundraiser.id, creatorId: captain.id });
    expect((await post({ ...gift, teamCampaignId: campaign.id }, captain)).status).toBe(200);
    expect(await sumRaisedCents({ eventId: fundraiser.id })).toBe(2500);
  });
});
