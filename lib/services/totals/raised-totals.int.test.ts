import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import {
  createDonation,
  createEvent,
  createIndieCampaign,
  createOrganizer,
  createTeamCampaign,
  createUser,
} from '@/prisma/seed/factories';
import { COUNTED_GIFT } from './counted-gifts';
import {
  enteredByBatch,
  raisedBy,
  raisedByDay,
  raisedCentsBy,
  readRaisedFigures,
  sumRaisedCents,
  type TotalsScope,
} from './raised-totals';

// The totals module against a real database: every scope, the roll-up event ⊇ team ⊇ individual,
// offline gifts counted, pending, failed and refunded ones left out, partial refunds and disputes
// (CONTRACT §5), and the SQL form of the rule picking the same donations as its Prisma form.

const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 2, day, hour));

let event: { id: string };
let other: { id: string };
let team: { id: string };
let emptyTeam: { id: string };
let indie: { id: string };
let loneIndie: { id: string };
let donor: { id: string };
let batch: { id: string };

beforeAll(async () => {
  const organizer = await createOrganizer(db);
  donor = await createUser(db);
  event = await createEvent(db, { creatorId: organizer.id, timeZone: 'America/New_York' });
  other = await createEvent(db, { creatorId: organizer.id });
  team = await createTeamCampaign(db, { eventId: event.id, creatorId: organizer.id });
  emptyTeam = await createTeamCampaign(db, { eventId: event.id, creatorId: organizer.id });
  indie = await createIndieCampaign(db, { eventId: event.id, teamCampaignId: team.id, creatorId: donor.id });
  loneIndie = await createIndieCampaign(db, { eventId: event.id, creatorId: donor.id });
  batch = await db.offlineDonationBatch.create({ data: { eventId: event.id, createdById: organizer.id } });

  const succeeded = [
    { eventId: event.id, baseAmountCents: 1_000, transactionDate: at(1), firstName: 'Ada', lastName: 'Lovelace' },
    {
      eventId: event.id,
      teamCampaignId: team.id,
      baseAmountCents: 2_000,
      transactionDate: at(2),
      totalAmountCents: 2_100,
    },
    {
      eventId: event.id,
      teamCampaignId: team.id,
      indieCampaignId: indie.id,
      baseAmountCents: 4_000,
      transactionDate: at(3),
      userId: donor.id,
      anonymous: true,
    },
    { eventId: event.id, indieCampaignId: loneIndie.id, baseAmountCents: 8_000, transactionDate: at(3, 23) },
    // An offline check, entered in a batch.
    {
      eventId: event.id,
      teamCampaignId: team.id,
      baseAmountCents: 16_000,
      transactionDate: at(4),
      method: 'offline' as const,
      batchId: batch.id,
      firstName: 'Check',
      lastName: 'Writer',
    },
    // Another event's gift, by the same donor.
    { eventId: other.id, baseAmountCents: 32_000, transactionDate: at(5), userId: donor.id },
  ];
  for (const gift of succeeded) await createDonation(db, gift);
  // Took no money, or gave it back: never counted.
  for (const status of ['pending', 'failed', 'refunded'] as const) {
    await createDonation(db, {
      eventId: event.id,
      teamCampaignId: team.id,
      indieCampaignId: indie.id,
      userId: donor.id,
      baseAmountCents: 100_000,
      transactionDate: at(9),
      status,
    });
  }
  // An undone offline gift of the batch.
  await createDonation(db, {
    eventId: event.id,
    baseAmountCents: 64_000,
    method: 'offline',
    batchId: batch.id,
    status: 'refunded',
    transactionDate: at(4),
  });
});

describe('sumRaisedCents', () => {
  it('rolls a target up with everything under it, counting succeeded gifts only, offline ones included', async () => {
    expect(await sumRaisedCents({ eventId: event.id })).toBe(31_000);
    expect(await sumRaisedCents({ teamCampaignId: team.id })).toBe(22_000);
    expect(await sumRaisedCents({ indieCampaignId: indie.id })).toBe(4_000);
    expect(await sumRaisedCents({ indieCampaignId: loneIndie.id })).toBe(8_000);
    expect(await sumRaisedCents({ teamCampaignId: emptyTeam.id })).toBe(0);
  });

  it("is a donor's total given, across events", async () => {
    expect(await sumRaisedCents({ userId: donor.id })).toBe(36_000);
  });

  it('takes a scope naming one column, no more', async () => {
    await expect(sumRaisedCents({ eventId: event.id, userId: donor.id } as unknown as TotalsScope)).rejects.toThrow(
      /exactly one/,
    );
    await expect(sumRaisedCents({} as TotalsScope)).rejects.toThrow(/exactly one/);
  });
});

describe('readRaisedFigures', () => {
  it('gives the total, the number of gifts and the latest ones, newest first, with public names only', async () => {
    const figures = await readRaisedFigures({ eventId: event.id }, { latest: 3 });
    expect(figures.raisedCents).toBe(31_000);
    expect(figures.donationCount).toBe(5);
    expect(figures.latest).toEqual([
      { id: expect.any(String), name: 'Check W.', anonymous: false, amountCents: 16_000, date: at(4).toISOString() },
      { id: expect.any(String), name: 'Dana D.', anonymous: false, amountCents: 8_000, date: at(3, 23).toISOString() },
      { id: expect.any(String), name: 'Anonymous', anonymous: true, amountCents: 4_000, date: at(3).toISOString() },
    ]);
    expect(JSON.stringify(figures)).not.toContain('dana@example.test');
  });

  it('agrees with sumRaisedCents for every scope, with any number of latest gifts', async () => {
    const scopes: TotalsScope[] = [
      { eventId: event.id },
      { teamCampaignId: team.id },
      { indieCampaignId: indie.id },
      { userId: donor.id },
      { teamCampaignId: emptyTeam.id },
    ];
    for (const scope of scopes) {
      const figures = await readRaisedFigures(scope, { latest: 0 });
      expect(figures.raisedCents).toBe(await sumRaisedCents(scope));
      expect(figures.latest).toEqual([]);
    }
    expect(await readRaisedFigures({ teamCampaignId: emptyTeam.id }, { latest: 10 })).toEqual({
      raisedCents: 0,
      donationCount: 0,
      latest: [],
    });
    expect((await readRaisedFigures({ teamCampaignId: team.id }, { latest: 10 })).latest).toHaveLength(3);
  });

  it('counts exactly the donations the Prisma form of the rule picks', async () => {
    for (const scope of [{ eventId: event.id }, { teamCampaignId: team.id }, { userId: donor.id }]) {
      const figures = await readRaisedFigures(scope, { latest: 100 });
      const picked = await db.donation.findMany({ where: { ...scope, ...COUNTED_GIFT }, select: { id: true } });
      expect(figures.latest.map((gift) => gift.id).sort()).toEqual(picked.map((row) => row.id).sort());
      expect(figures.donationCount).toBe(picked.length);
    }
  });
});

describe('grouped figures', () => {
  it('sums many targets in one query, leaving out those without gifts', async () => {
    const byTeam = await raisedBy('teamCampaignId', [team.id, emptyTeam.id]);
    expect(byTeam.get(team.id)).toEqual({ cents: 22_000, count: 3 });
    expect(byTeam.has(emptyTeam.id)).toBe(false);
    expect(await raisedCentsBy('eventId', [event.id, other.id])).toEqual(
      new Map([
        [event.id, 31_000],
        [other.id, 32_000],
      ]),
    );
    expect(await raisedCentsBy('indieCampaignId', [indie.id, loneIndie.id])).toEqual(
      new Map([
        [indie.id, 4_000],
        [loneIndie.id, 8_000],
      ]),
    );
    expect(await raisedBy('eventId', [])).toEqual(new Map());
  });

  it("gives each event's gifts per day in its own time zone", async () => {
    const days = await raisedByDay([event.id]);
    // 23:00 UTC on March 3 is still March 3 in New York; noon UTC is the same day there too.
    expect(days).toEqual([
      { eventId: event.id, day: '2026-03-01', cents: 1_000 },
      { eventId: event.id, day: '2026-03-02', cents: 2_000 },
      { eventId: event.id, day: '2026-03-03', cents: 12_000 },
      { eventId: event.id, day: '2026-03-04', cents: 16_000 },
    ]);
    expect(days.reduce((sum, day) => sum + day.cents, 0)).toBe(await sumRaisedCents({ eventId: event.id }));
  });

  it('gives what a batch entered, the gifts undone since included', async () => {
    expect(await enteredByBatch([batch.id])).toEqual(new Map([[batch.id, { cents: 80_000, count: 2 }]]));
  });
});

describe('money given back (CONTRACT §5)', () => {
  it('counts a gift less what was refunded of its base, leaves out a whole refund and an open or lost dispute', async () => {
    const organizer = await createOrganizer(db);
    const given = await createEvent(db, { creatorId: organizer.id });
    const backer = await createUser(db);
    const gift = (data: Partial<Parameters<typeof createDonation>[1]>) =>
      createDonation(db, {
        eventId: given.id,
        userId: backer.id,
        baseAmountCents: 5_000,
        totalAmountCents: 5_250,
        ...data,
      });
    await gift({ firstName: 'Whole', lastName: 'W' });
    // $10 back of $52.50: the gift counts $40.
    await gift({ status: 'partially_refunded', amountRefundedCents: 1_000, firstName: 'Part', lastName: 'P' });
    // $51 back: all of the gift and $1 of the fee; it counts nothing but still has a cent to give back.
    await gift({ status: 'partially_refunded', amountRefundedCents: 5_100 });
    await gift({ status: 'refunded', amountRefundedCents: 5_250 });
    await gift({ disputeStatus: 'open' });
    await gift({ disputeStatus: 'lost' });
    await gift({ disputeStatus: 'won', firstName: 'Won', lastName: 'X' });

    const figures = await readRaisedFigures({ eventId: given.id }, { latest: 10 });
    expect(figures.raisedCents).toBe(5_000 + 4_000 + 0 + 5_000);
    expect(await sumRaisedCents({ eventId: given.id })).toBe(14_000);
    expect(await sumRaisedCents({ userId: backer.id })).toBe(14_000);
    // The latest gifts show what each still gives; a whole refund and a dispute leave the list.
    const shown = figures.latest.map((row) => [row.name, row.amountCents]);
    expect(shown.sort()).toEqual([
      ['Part P.', 4_000],
      ['Whole W.', 5_000],
      ['Won X.', 5_000],
    ]);
    expect(figures.donationCount).toBe(4);
  });
});
