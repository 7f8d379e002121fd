import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as postBatch } from '@/app/api/offline_batch/route';
import { POST as postPreview } from '@/app/api/offline_batch/preview/route';
import { POST as postUndo } from '@/app/api/offline_batch/undo/route';
import { POST as voidRoute } from '@/app/api/offline_donation/void/[donationId]/route';
import { POST as addOfflineRoute } from '@/app/api/add_offline_donation/route';
import { GET as getTotal } from '@/app/api/event/get_total/[id]/route';
import { issueSessionToken } from '@/lib/auth';
import { db } from '@/lib/db';
import { sumRaisedCents } from '@/lib/services/totals/raised-totals';
import {
  createDonation,
  createEvent,
  createIndieCampaign,
  createOrganizer,
  createTeamCampaign,
  createUser,
} from '@/prisma/seed/factories';
import { getBatchEntryPage } from './get-batch-entry-page';

// Batch entry of offline gifts, called as Next.js calls the handlers: the preview marks every
// bad row and writes nothing, the save is all or nothing and credits the chosen campaigns, and
// the undo takes the gifts out of the totals once, recording who did it and when.

type User = { id: string; sessionVersion: number };
type Handler = (request: Request, context: unknown) => Promise<Response> | Response;

async function call(handler: Handler, body: unknown, user?: User) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (user) headers.cookie = `auth_token=${encodeURIComponent(await issueSessionToken(user))}`;
  const response = await handler(
    new Request('http://localhost/api/offline_batch', { method: 'POST', body: JSON.stringify(body), headers }),
    {},
  );
  return { status: response.status, body: await response.json() };
}

let organizer: Awaited<ReturnType<typeof createOrganizer>>;
let stranger: Awaited<ReturnType<typeof createUser>>;
let event: { id: string; title: string };
let team: { id: string; title: string };
let otherTeam: { id: string; title: string };
let indie: { id: string; title: string };

const counts = async () => ({
  donations: await db.donation.count({ where: { eventId: event.id } }),
  batches: await db.offlineDonationBatch.count({ where: { eventId: event.id } }),
});

beforeAll(async () => {
  organizer = await createOrganizer(db, { name: 'Olivia Organizer' });
  stranger = await createUser(db);
  event = await createEvent(db, { creatorId: organizer.id, title: 'River Run' });
  team = await createTeamCampaign(db, { eventId: event.id, creatorId: stranger.id, title: 'Fast Feet' });
  otherTeam = await createTeamCampaign(db, { eventId: event.id, creatorId: stranger.id, title: 'Slow Pokes' });
  indie = await createIndieCampaign(db, {
    eventId: event.id,
    teamCampaignId: team.id,
    creatorId: stranger.id,
    title: 'Priya Runs',
  });
  // Two campaigns of the same name: only an id can tell them apart.
  await createIndieCampaign(db, { eventId: event.id, creatorId: stranger.id, title: 'Twin' });
  await createIndieCampaign(db, { eventId: event.id, creatorId: stranger.id, title: 'twin ' });
});

beforeEach(async () => {
  await db.donation.deleteMany({ where: { eventId: event.id } });
  await db.offlineDonationBatch.deleteMany({ where: { eventId: event.id } });
});

const gift = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ann',
  lastName: 'Cash',
  amount: '20',
  ...overrides,
});

describe('who may enter a batch', () => {
  it.each([
    ['preview', postPreview],
    ['save', postBatch],
  ] as const)(
    '%s: 401 logged out, 400 without an event, 404 unknown, 403 for anyone else; nothing written',
    async (_, post) => {
      const batch = { eventId: event.id, rows: [gift()] };
      expect(await call(post, batch)).toEqual({ status: 401, body: { error: 'Please log in.' } });
      expect(await call(post, { rows: [gift()] }, organizer)).toEqual({
        status: 400,
        body: { error: 'required', fieldErrors: { eventId: ['required'] } },
      });
      expect(await call(post, { ...batch, eventId: 'nope' }, organizer)).toEqual({
        status: 404,
        body: { error: 'Event not found.' },
      });
      const otherOrganizer = await createOrganizer(db);
      for (const user of [stranger, otherOrganizer]) {
        // A stranger gets 403 whatever the rows say (no hint from the checks).
        for (const body of [batch, { eventId: event.id, rows: [gift({ amount: 1 })] }])
          expect(await call(post, body, user)).toEqual({
            status: 403,
            body: { error: 'Only the creator of this event can do this.' },
          });
      }
      expect(await counts()).toEqual({ donations: 0, batches: 0 });
    },
  );
});

describe('POST /api/offline_batch/preview', () => {
  it('marks every bad row with the single gift form’s messages, and writes nothing', async () => {
    const { status, body } = await call(
      postPreview,
      {
        eventId: event.id,
        rows: [
          gift(),
          gift({ firstName: ' ', amount: '4.99' }),
          gift({ amount: '5.001', campaign: 'Nobody Here' }),
          gift({ lastName: '', amount: 'ten', anonymous: 'maybe' }),
          gift({ campaign: 'TWIN' }),
          gift({ amount: '' }),
        ],
      },
      organizer,
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      error: 'Row 2: required',
      fieldErrors: {
        'rows.1.firstName': ['required'],
        'rows.1.amount': ["Please enter an amount that's more than $5"],
        'rows.2.amount': ['Use at most two decimal places'],
        'rows.2.campaign': ['No campaign of this event is called "Nobody Here"'],
        'rows.3.lastName': ['required'],
        'rows.3.amount': ["Please enter an amount that's more than $5"],
        'rows.3.anonymous': ['Use yes or no'],
        'rows.4.campaign': ['More than one campaign is called "TWIN": use its id'],
        'rows.5.amount': ['required'],
      },
    });
    expect(await counts()).toEqual({ donations: 0, batches: 0 });
  });

  it('shows where each gift goes: the batch campaign, or the row’s own by name or id', async () => {
    const { status, body } = await call(
      postPreview,
      {
        eventId: event.id,
        campaignId: team.id,
        rows: [
          gift({ amount: 5 }),
          gift({ firstName: 'Bo', amount: '12.50', campaign: '  slow   POKES ', anonymous: 'yes', message: 'Cash' }),
          gift({ firstName: 'Cy', campaign: indie.id, anonymous: true }),
          gift({ firstName: 'Di', campaign: 'General' }),
          gift({ firstName: 'Ed', campaign: '---General---' }),
        ],
      },
      organizer,
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      count: 5,
      total: 77.5,
      rows: [
        {
          firstName: 'Ann',
          lastName: 'Cash',
          amount: 5,
          anonymous: false,
          message: null,
          target: { type: 'teamCampaign', _id: team.id, title: 'Fast Feet' },
        },
        {
          firstName: 'Bo',
          lastName: 'Cash',
          amount: 12.5,
          anonymous: true,
          message: 'Cash',
          target: { type: 'teamCampaign', _id: otherTeam.id, title: 'Slow Pokes' },
        },
        expect.objectContaining({ target: { type: 'indieCampaign', _id: indie.id, title: 'Priya Runs' } }),
        expect.objectContaining({ target: { type: 'event', _id: event.id, title: 'River Run' } }),
        expect.objectContaining({ target: { type: 'event', _id: event.id, title: 'River Run' } }),
      ],
    });
    expect(await counts()).toEqual({ donations: 0, batches: 0 });
  });

  it('refuses a batch campaign of another event, and an empty batch', async () => {
    const elsewhere = await createEvent(db, { creatorId: organizer.id });
    const foreign = await createTeamCampaign(db, { eventId: elsewhere.id, creatorId: organizer.id });
    expect(await call(postPreview, { eventId: event.id, campaignId: foreign.id, rows: [gift()] }, organizer)).toEqual({
      status: 400,
      body: {
        error: 'Choose a campaign of this event',
        fieldErrors: { campaignId: ['Choose a campaign of this event'] },
      },
    });
    expect(await call(postPreview, { eventId: event.id, rows: [] }, organizer)).toEqual({
      status: 400,
      body: { error: 'Add at least one gift', fieldErrors: { rows: ['Add at least one gift'] } },
    });
  });
});

describe('POST /api/offline_batch', () => {
  it('writes nothing when any row is bad', async () => {
    const { status, body } = await call(
      postBatch,
      { eventId: event.id, rows: [gift(), gift(), gift({ lastName: ' ' })] },
      organizer,
    );
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'Row 3: required', fieldErrors: { 'rows.2.lastName': ['required'] } });
    expect(await counts()).toEqual({ donations: 0, batches: 0 });
  });

  it('saves every gift as a succeeded offline donation credited to its campaign, in one batch', async () => {
    const { status, body } = await call(
      postBatch,
      {
        eventId: event.id,
        campaignId: indie.id,
        rows: [
          gift({ amount: '10.10' }),
          gift({ firstName: 'Bo', campaign: 'Fast Feet', anonymous: 'x', message: 'Check #1001' }),
          gift({ firstName: 'Cy', campaign: '---General---', amount: 7 }),
        ],
      },
      organizer,
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      message: 'Saved 3 gifts ($37.10).',
      batch: { _id: expect.any(String), createdAt: expect.any(String), count: 3, total: 37.1 },
    });

    const saved = await db.donation.findMany({ where: { batchId: body.batch._id }, orderBy: { firstName: 'asc' } });
    expect(saved).toHaveLength(3);
    for (const donation of saved) {
      expect(donation).toMatchObject({
        eventId: event.id,
        method: 'offline',
        status: 'succeeded',
        recordedById: organizer.id,
        userId: null,
        payFees: false,
      });
      expect(donation.transactionId).toMatch(/^offline-/);
      expect(donation.totalAmountCents).toBe(donation.baseAmountCents);
    }
    expect(
      saved.map(({ firstName, targetType, teamCampaignId, indieCampaignId, baseAmountCents }) => ({
        firstName,
        targetType,
        teamCampaignId,
        indieCampaignId,
        baseAmountCents,
      })),
    ).toEqual([
      // The batch's individual campaign: its team's id too, so the team's total includes it.
      { firstName: 'Ann', targetType: 3, teamCampaignId: team.id, indieCampaignId: indie.id, baseAmountCents: 1010 },
      { firstName: 'Bo', targetType: 2, teamCampaignId: team.id, indieCampaignId: null, baseAmountCents: 2000 },
      { firstName: 'Cy', targetType: 1, teamCampaignId: null, indieCampaignId: null, baseAmountCents: 700 },
    ]);
    expect(saved[1]).toMatchObject({ anonymous: true, message: 'Check #1001' });

    expect(await sumRaisedCents({ teamCampaignId: team.id })).toBe(3010);
    expect(await sumRaisedCents({ indieCampaignId: indie.id })).toBe(1010);
    const total = await getTotal(new Request(`http://localhost/api/event/get_total/${event.id}`), {
      params: Promise.resolve({ id: event.id }),
    });
    expect(await total.json()).toEqual({ eventId: event.id, totalRaised: 37.1 });
  });

  it('leaves no batch and no gift behind when the database refuses one row', async () => {
    // A trigger stands in for any failure past validation (a constraint, a lost connection).
    await db.$executeRawUnsafe(`CREATE FUNCTION refuse_boom_gift() RETURNS trigger AS $$
      BEGIN IF NEW."firstName" = 'Boom' THEN RAISE EXCEPTION 'gift refused'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await db.$executeRawUnsafe(
      `CREATE TRIGGER refuse_boom_gift BEFORE INSERT ON "Donation" FOR EACH ROW EXECUTE FUNCTION refuse_boom_gift()`,
    );
    try {
      const { status } = await call(
        postBatch,
        { eventId: event.id, rows: [gift(), gift({ firstName: 'Boom' }), gift()] },
        organizer,
      );
      expect(status).toBe(500);
      expect(await counts()).toEqual({ donations: 0, batches: 0 });
    } finally {
      await db.$executeRawUnsafe(`DROP TRIGGER refuse_boom_gift ON "Donation"`);
    }
  });
});

describe('POST /api/offline_batch/undo', () => {
  it('takes the batch’s gifts out of the totals, keeps them, records who and when, and only once', async () => {
    await createDonation(db, { eventId: event.id, baseAmountCents: 5000 }); // online, untouched
    const saved = await call(postBatch, { eventId: event.id, rows: [gift(), gift({ amount: 30 })] }, organizer);
    expect(await sumRaisedCents({ eventId: event.id })).toBe(10_000);
    const id = saved.body.batch._id;

    expect(await call(postUndo, { id })).toEqual({ status: 401, body: { error: 'Please log in.' } });
    expect(await call(postUndo, { id }, stranger)).toEqual({
      status: 403,
      body: { error: 'Only the creator of this event can do this.' },
    });
    expect(await call(postUndo, { id: 'nope' }, organizer)).toEqual({
      status: 404,
      body: { error: 'Batch not found.' },
    });
    expect(await call(postUndo, {}, organizer)).toEqual({
      status: 400,
      body: { error: 'required', fieldErrors: { id: ['required'] } },
    });
    expect(await sumRaisedCents({ eventId: event.id })).toBe(10_000);

    const undone = await call(postUndo, { id }, organizer);
    expect(undone).toEqual({
      status: 200,
      body: {
        success: true,
        message: 'Batch undone: 2 gifts no longer count.',
        batch: { _id: id, undoneAt: expect.any(String), undoneBy: 'Olivia Organizer' },
      },
    });
    expect(await sumRaisedCents({ eventId: event.id })).toBe(5000);
    expect(await db.donation.groupBy({ by: ['status'], where: { batchId: id }, _count: true })).toEqual([
      { status: 'refunded', _count: 2 },
    ]);
    const batch = await db.offlineDonationBatch.findUniqueOrThrow({ where: { id } });
    expect(batch.undoneById).toBe(organizer.id);
    expect(batch.undoneAt).toBeInstanceOf(Date);
    // The audit trail has one entry for the batch: who, when, how many and how much.
    expect(await db.auditEntry.findMany({ where: { eventId: event.id, action: 'offline.batch_undo' } })).toEqual([
      expect.objectContaining({
        actorId: organizer.id,
        donationId: null,
        details: { batchId: id, count: 2, amountCents: 5000 },
        createdAt: batch.undoneAt,
      }),
    ]);

    expect(await call(postUndo, { id }, organizer)).toEqual({
      status: 409,
      body: { error: 'This batch was already undone.' },
    });
  });

  it('leaves a gift voided on its own as it was, and counts only what it takes back', async () => {
    const saved = await call(postBatch, { eventId: event.id, rows: [gift(), gift({ amount: 30 })] }, organizer);
    const [bounced] = await db.donation.findMany({
      where: { batchId: saved.body.batch._id },
      orderBy: { baseAmountCents: 'asc' },
    });
    const voided = await voidRoute(
      new Request(`http://localhost/api/offline_donation/void/${bounced.id}`, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json', cookie: `auth_token=${await issueSessionToken(organizer)}` },
      }),
      { params: Promise.resolve({ donationId: bounced.id }) },
    );
    expect(voided.status).toBe(200);
    expect(await sumRaisedCents({ eventId: event.id })).toBe(3000);
    expect((await call(postUndo, { id: saved.body.batch._id }, organizer)).body.message).toBe(
      'Batch undone: 1 gift no longer counts.',
    );
    expect(await sumRaisedCents({ eventId: event.id })).toBe(0);
  });

  it('lets only one of two simultaneous undos through', async () => {
    const saved = await call(postBatch, { eventId: event.id, rows: [gift()] }, organizer);
    const answers = await Promise.all([
      call(postUndo, { id: saved.body.batch._id }, organizer),
      call(postUndo, { id: saved.body.batch._id }, organizer),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });
});

describe("the organizer's hourly limit of offline gifts", () => {
  it('counts every gift of a batch: 2,000 an hour, then a batch or a single gift answers 429 and saves nothing', async () => {
    const busy = await createOrganizer(db);
    const own = await createEvent(db, { creatorId: busy.id });
    const rows = Array.from({ length: 500 }, (_, index) => gift({ lastName: `Check ${index}` }));
    for (let i = 0; i < 4; i++) expect((await call(postBatch, { eventId: own.id, rows }, busy)).status).toBe(200);
    const refused = await call(postBatch, { eventId: own.id, rows: [gift()] }, busy);
    expect(refused).toMatchObject({
      status: 429,
      body: { error: 'You have entered many offline gifts in the last hour. Please wait a while.' },
    });
    const single = await call(addOfflineRoute, { ...gift(), eventId: own.id, anonymous: false }, busy);
    expect(single.status).toBe(429);
    expect(await db.donation.count({ where: { eventId: own.id } })).toBe(2000);
    expect(await db.offlineDonationBatch.count({ where: { eventId: own.id } })).toBe(4);
  });
});

describe('the batch entry page', () => {
  it('lists the batches newest first with their count, total, and who saved and undid them', async () => {
    const first = await call(postBatch, { eventId: event.id, rows: [gift(), gift({ amount: 15 })] }, organizer);
    await call(postUndo, { id: first.body.batch._id }, organizer);
    const second = await call(postBatch, { eventId: event.id, rows: [gift({ amount: 9 })] }, organizer);

    const page = await getBatchEntryPage({ user: organizer, eventId: event.id });
    expect(page?.access).toBe('creator');
    if (page?.access !== 'creator') return;
    expect(page.teams.map((t) => t.title)).toEqual(['Fast Feet', 'Slow Pokes']);
    expect(page.batches).toEqual([
      {
        id: second.body.batch._id,
        createdAt: expect.any(Date),
        createdBy: 'Olivia Organizer',
        count: 1,
        totalCents: 900,
        undoneAt: null,
        undoneBy: null,
      },
      {
        id: first.body.batch._id,
        createdAt: expect.any(Date),
        createdBy: 'Olivia Organizer',
        count: 2,
        totalCents: 3500,
        undoneAt: expect.any(Date),
        undoneBy: 'Olivia Organizer',
      },
    ]);
    expect(await getBatchEntryPage({ user: stranger, eventId: event.id })).toEqual({
      access: 'other',
      event: { id: event.id, eventType: 'eventDriven' },
    });
    expect(await getBatchEntryPage({ user: organizer, eventId: 'nope' })).toBeNull();
  });
});
