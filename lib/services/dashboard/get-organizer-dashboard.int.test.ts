import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { createPrismaClient } from '@/prisma/client';
import {
  createDonation,
  createEvent,
  createFundraiser,
  createIndieCampaign,
  createOrganizer,
  createSignup,
  createTeamCampaign,
  createUser,
} from '@/prisma/seed/factories';
import { getOrganizerDashboard } from './get-organizer-dashboard';

// The dashboard's figures, and that they cost the same few queries for one event or many.
// lib/db.ts keeps its client on globalThis.db: this file hands it a real client that counts
// the statements it is asked to run (a Prisma query extension), before anything else uses it.

let statements = 0;
const counting = createPrismaClient(process.env.DATABASE_URL!, { maxConnections: 3 }).$extends({
  query: {
    async $allOperations({ args, query }) {
      statements++;
      return query(args);
    },
  },
});
(globalThis as { db?: unknown }).db = counting;

afterAll(async () => {
  await counting.$disconnect();
  delete (globalThis as { db?: unknown }).db;
});

async function countStatements<T>(work: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const before = statements;
  const result = await work();
  return { result, statements: statements - before };
}

let organizer: Awaited<ReturnType<typeof createOrganizer>>;

beforeAll(async () => {
  organizer = await createOrganizer(db);
});

describe('getOrganizerDashboard', () => {
  it('is empty for an organizer without events', async () => {
    const newcomer = await createOrganizer(db);
    expect(await getOrganizerDashboard({ user: newcomer })).toEqual({
      events: [],
      totals: { raisedCents: 0, refundedCents: 0, disputedCents: 0, donationCount: 0, participantCount: 0 },
    });
  });

  it('gives each event its raised, goal, counts, campaigns and days, counting only succeeded ones', async () => {
    const stranger = await createUser(db);
    const run = await createEvent(db, {
      creatorId: organizer.id,
      title: 'River Run',
      targetFundCents: 100_000,
      timeZone: 'America/New_York',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    const team = await createTeamCampaign(db, { eventId: run.id, creatorId: stranger.id, title: 'Fast Feet' });
    const indie = await createIndieCampaign(db, {
      eventId: run.id,
      teamCampaignId: team.id,
      creatorId: stranger.id,
      title: 'Priya',
    });
    const solo = await createIndieCampaign(db, { eventId: run.id, creatorId: stranger.id, title: 'Solo' });
    // 02:30 UTC on March 2 is still March 1 in New York.
    await createDonation(db, {
      eventId: run.id,
      baseAmountCents: 1000,
      transactionDate: new Date('2026-03-02T02:30:00Z'),
    });
    await createDonation(db, {
      eventId: run.id,
      teamCampaignId: team.id,
      indieCampaignId: indie.id,
      baseAmountCents: 2500,
      totalAmountCents: 2625,
      transactionDate: new Date('2026-03-01T15:00:00Z'),
    });
    await createDonation(db, {
      eventId: run.id,
      teamCampaignId: team.id,
      baseAmountCents: 700,
      method: 'offline',
      transactionDate: new Date('2026-03-05T15:00:00Z'),
    });
    await createDonation(db, { eventId: run.id, status: 'refunded', baseAmountCents: 9999 });
    await createDonation(db, { eventId: run.id, status: 'pending', baseAmountCents: 9999 });
    await createSignup(db, {
      eventId: run.id,
      participants: [
        { firstName: 'A', lastName: 'One' },
        { firstName: 'B', lastName: 'Two' },
      ],
    });
    const unpaid = await createSignup(db, { eventId: run.id, participants: [{ firstName: 'C', lastName: 'Three' }] });
    await db.signup.update({ where: { id: unpaid.id }, data: { status: 'failed' } });

    const coats = await createFundraiser(db, {
      creatorId: organizer.id,
      title: 'Warm Coats',
      isHidden: true,
      createdAt: new Date('2026-02-01T00:00:00Z'),
    });
    // Someone else's event is never on this dashboard.
    await createEvent(db, { creatorId: (await createOrganizer(db)).id, title: 'Not mine' });

    const { events, totals } = await getOrganizerDashboard({ user: organizer });
    expect(events.map((event) => event.title)).toEqual(['Warm Coats', 'River Run']);
    expect(events[0]).toMatchObject({
      id: coats.id,
      eventType: 'fundraiserDriven',
      isHidden: true,
      raisedCents: 0,
      donationCount: 0,
      participantCount: 0,
      daily: [],
      teams: [],
      indies: [],
    });
    expect(events[1]).toEqual({
      id: run.id,
      title: 'River Run',
      eventType: 'eventDriven',
      isHidden: false,
      dateTime: expect.any(Date),
      timeZone: 'America/New_York',
      targetFundCents: 100_000,
      raisedCents: 4200,
      refundedCents: 0,
      disputedCents: 0,
      donationCount: 3,
      participantCount: 2,
      daily: [
        { day: '2026-03-01', cents: 3500 },
        { day: '2026-03-05', cents: 700 },
      ],
      teams: [
        {
          id: team.id,
          title: 'Fast Feet',
          targetFundCents: 100_000,
          raisedCents: 3200,
          donationCount: 2,
          indies: [{ id: indie.id, title: 'Priya', targetFundCents: 50_000, raisedCents: 2500, donationCount: 1 }],
        },
      ],
      indies: [{ id: solo.id, title: 'Solo', targetFundCents: 50_000, raisedCents: 0, donationCount: 0 }],
      // The factory's category; the sign-ups above name none.
      categories: [{ id: expect.any(String), name: '5K Run', capacity: null, registered: 0, placesLeft: null }],
    });
    expect(totals).toEqual({
      raisedCents: 4200,
      refundedCents: 0,
      disputedCents: 0,
      donationCount: 3,
      participantCount: 2,
    });
  });

  it('shows registered and places left per category: cancelled registrations free theirs, payments under way hold theirs', async () => {
    const organizer = await createOrganizer(db);
    const event = await createEvent(db, {
      creatorId: organizer.id,
      categories: {
        create: [
          { name: '5K Run', priceCents: 3500, position: 0, capacity: 10 },
          { name: 'Kids Dash', priceCents: 0, position: 1 },
        ],
      },
    });
    const [run, kids] = await db.eventCategory.findMany({ where: { eventId: event.id }, orderBy: { position: 'asc' } });
    const people = (n: number) => Array.from({ length: n }, (_, i) => ({ firstName: `P${i}`, lastName: 'Q' }));
    await createSignup(db, { eventId: event.id, categoryId: run.id, participants: people(3) });
    const cancelled = await createSignup(db, { eventId: event.id, categoryId: run.id, participants: people(2) });
    await db.signup.update({ where: { id: cancelled.id }, data: { status: 'cancelled' } });
    await createSignup(db, { eventId: event.id, categoryId: kids.id, participants: people(4) });
    const hold = { provider: 'safesave', kind: 'signup', eventId: event.id, amountCents: 3500 } as const;
    await db.paymentAttempt.create({
      data: { ...hold, placesCategoryId: run.id, placesHeld: 2, placesHeldUntil: new Date(Date.now() + 60_000) },
    });
    // An expired hold and a failed payment hold nothing.
    await db.paymentAttempt.create({
      data: { ...hold, placesCategoryId: run.id, placesHeld: 4, placesHeldUntil: new Date(Date.now() - 60_000) },
    });
    await db.paymentAttempt.create({
      data: {
        ...hold,
        status: 'failed',
        placesCategoryId: run.id,
        placesHeld: 4,
        placesHeldUntil: new Date(Date.now() + 60_000),
      },
    });

    const { events } = await getOrganizerDashboard({ user: organizer });
    expect(events[0].categories).toEqual([
      { id: run.id, name: '5K Run', capacity: 10, registered: 3, placesLeft: 5 },
      { id: kids.id, name: 'Kids Dash', capacity: null, registered: 4, placesLeft: null },
    ]);
  });

  it('runs the same few queries for one event or twenty (no query per event or campaign)', async () => {
    const few = await createOrganizer(db);
    const many = await createOrganizer(db);
    const fill = async (creatorId: string, n: number) => {
      for (let i = 0; i < n; i++) {
        const event = await createEvent(db, { creatorId });
        const team = await createTeamCampaign(db, { eventId: event.id, creatorId });
        await createIndieCampaign(db, { eventId: event.id, teamCampaignId: team.id, creatorId });
        await createDonation(db, { eventId: event.id, teamCampaignId: team.id });
        await createSignup(db, { eventId: event.id, participants: [{ firstName: 'P', lastName: 'Q' }] });
      }
    };
    await fill(few.id, 1);
    await fill(many.id, 20);

    const one = await countStatements(() => getOrganizerDashboard({ user: few }));
    const twenty = await countStatements(() => getOrganizerDashboard({ user: many }));
    expect(one.result.events).toHaveLength(1);
    expect(twenty.result.events).toHaveLength(20);
    expect(twenty.result.totals).toEqual({
      raisedCents: 20 * 5000,
      refundedCents: 0,
      disputedCents: 0,
      donationCount: 20,
      participantCount: 20,
    });
    expect(one.statements).toBeGreaterThan(0); // the counter sees them
    // The events, three raised sums, participants, the days, the refunded and disputed amounts (one
    // grouped query), and the categories' places (registered, held).
    expect(one.statements).toBeLessThanOrEqual(9);
    expect(twenty.statements).toBe(one.statements);
  });
});
