import { beforeAll, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.ADMIN_EMAILS = 'giving-admin@example.test';
});

import { db } from '@/lib/db';
import {
  createDonation,
  createEvent,
  createFundraiser,
  createIndieCampaign,
  createOrganizer,
  createTeamCampaign,
  createUser,
} from '@/prisma/seed/factories';
import { getDonationReceipt } from './get-donation-receipt';
import { getGivingSummary } from './get-giving-summary';
import { getOfflineDonationForm, listOfflineDonationEvents } from './get-offline-donation-form';
import { listDonorGifts } from './list-donor-gifts';

// The donor's side: social proof of the public pages, the profile's gifts and receipts, and
// what the offline donation pages load. Real database, data from the factories.

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));

let organizer: Awaited<ReturnType<typeof createOrganizer>>;
let captain: Awaited<ReturnType<typeof createUser>>;
let donor: Awaited<ReturnType<typeof createUser>>;
let other: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;
let event: { id: string; title: string };
let alpha: { id: string; title: string };
let beta: { id: string; title: string };
let indie: { id: string; title: string };
let loneIndie: { id: string; title: string };

beforeAll(async () => {
  organizer = await createOrganizer(db, { name: 'Riverside Giving' });
  captain = await createUser(db);
  donor = await createUser(db);
  other = await createUser(db);
  admin = await createUser(db, { email: 'giving-admin@example.test' });
  event = await createEvent(db, { creatorId: organizer.id, title: 'River Run' });
  // Created out of order: the form lists them by title.
  beta = await createTeamCampaign(db, { eventId: event.id, creatorId: captain.id, title: 'Beta Team' });
  alpha = await createTeamCampaign(db, { eventId: event.id, creatorId: captain.id, title: 'Alpha Team' });
  indie = await createIndieCampaign(db, {
    eventId: event.id,
    teamCampaignId: alpha.id,
    creatorId: donor.id,
    title: 'Sam runs',
  });
  loneIndie = await createIndieCampaign(db, { eventId: event.id, creatorId: donor.id, title: 'Solo' });
});

describe('getGivingSummary', () => {
  it('is "no gifts yet" for a new event', async () => {
    const fresh = await createEvent(db, { creatorId: organizer.id });
    await createDonation(db, { eventId: fresh.id, status: 'failed' });
    await createDonation(db, { eventId: fresh.id, status: 'pending' });
    expect(await getGivingSummary({ scope: { eventId: fresh.id } })).toEqual({ donationCount: 0, latest: [] });
  });

  it('counts succeeded gifts and shows the latest three, newest first, with public names only', async () => {
    const run = await createEvent(db, { creatorId: organizer.id });
    const team = await createTeamCampaign(db, { eventId: run.id, creatorId: captain.id });
    await createDonation(db, { eventId: run.id, firstName: 'Old', lastName: 'Gift', transactionDate: day(1) });
    await createDonation(db, {
      eventId: run.id,
      teamCampaignId: team.id,
      firstName: 'priya',
      lastName: 'shah',
      email: 'priya@example.test',
      baseAmountCents: 1250,
      transactionDate: day(4),
    });
    await createDonation(db, {
      eventId: run.id,
      firstName: 'Hidden',
      lastName: 'Person',
      anonymous: true,
      transactionDate: day(3),
    });
    await createDonation(db, { eventId: run.id, firstName: 'Tom', lastName: 'Baker', transactionDate: day(2) });
    await createDonation(db, {
      eventId: run.id,
      firstName: 'Failed',
      lastName: 'Card',
      status: 'failed',
      transactionDate: day(5),
    });
    await createDonation(db, {
      eventId: run.id,
      firstName: 'Refunded',
      lastName: 'Gift',
      status: 'refunded',
      transactionDate: day(6),
    });

    const summary = await getGivingSummary({ scope: { eventId: run.id } });
    expect(summary.donationCount).toBe(4);
    expect(summary.latest).toEqual([
      { id: expect.any(String), name: 'priya S.', amountCents: 1250, date: day(4).toISOString() },
      { id: expect.any(String), name: 'Anonymous', amountCents: 5000, date: day(3).toISOString() },
      { id: expect.any(String), name: 'Tom B.', amountCents: 5000, date: day(2).toISOString() },
    ]);
    expect(JSON.stringify(summary)).not.toMatch(/Hidden|Person|priya@|shah/);

    // A campaign's own scope.
    expect(await getGivingSummary({ scope: { teamCampaignId: team.id } })).toMatchObject({ donationCount: 1 });
  });
});

describe('listDonorGifts', () => {
  it("lists the donor's own given gifts, newest first, with the cause and its page", async () => {
    const fundraiser = await createFundraiser(db, { creatorId: organizer.id, title: 'Coats Drive' });
    const campaign = await createTeamCampaign(db, {
      eventId: fundraiser.id,
      creatorId: captain.id,
      title: 'Northside',
    });
    const gifts = [
      { eventId: event.id, transactionDate: day(1), baseAmountCents: 2500 },
      { eventId: event.id, teamCampaignId: alpha.id, transactionDate: day(2) },
      { eventId: event.id, teamCampaignId: alpha.id, indieCampaignId: indie.id, transactionDate: day(3) },
      { eventId: fundraiser.id, teamCampaignId: campaign.id, transactionDate: day(4) },
      { eventId: event.id, transactionDate: day(5), status: 'refunded' as const },
      { eventId: event.id, transactionDate: day(6), baseAmountCents: 1000, totalAmountCents: 1050, payFees: true },
    ];
    for (const gift of gifts) await createDonation(db, { ...gift, userId: donor.id });
    // Not theirs, or not given.
    await createDonation(db, { eventId: event.id, userId: other.id, transactionDate: day(7) });
    await createDonation(db, { eventId: event.id, userId: donor.id, status: 'failed', transactionDate: day(8) });
    await createDonation(db, { eventId: event.id, userId: donor.id, status: 'pending', transactionDate: day(9) });

    const { gifts: listed, count } = await listDonorGifts({ userId: donor.id });
    expect(count).toBe(6);
    expect(
      listed.map((gift) => [gift.date, gift.cause, gift.event, gift.status, gift.amountCents, gift.totalCents]),
    ).toEqual([
      [day(6).toISOString(), { title: 'River Run', path: `/event/${event.id}` }, null, 'succeeded', 1000, 1050],
      [day(5).toISOString(), { title: 'River Run', path: `/event/${event.id}` }, null, 'refunded', 5000, 5000],
      [
        day(4).toISOString(),
        { title: 'Northside', path: `/fundraiser/campaign/${campaign.id}` },
        { title: 'Coats Drive', path: `/fundraiser?fundraiser-id=${fundraiser.id}` },
        'succeeded',
        5000,
        5000,
      ],
      [
        day(3).toISOString(),
        { title: 'Sam runs', path: `/indie_campaign/${indie.id}` },
        { title: 'River Run', path: `/event/${event.id}` },
        'succeeded',
        5000,
        5000,
      ],
      [
        day(2).toISOString(),
        { title: 'Alpha Team', path: `/team_campaign/${alpha.id}` },
        { title: 'River Run', path: `/event/${event.id}` },
        'succeeded',
        5000,
        5000,
      ],
      [day(1).toISOString(), { title: 'River Run', path: `/event/${event.id}` }, null, 'succeeded', 2500, 2500],
    ]);

    const page = await listDonorGifts({ userId: donor.id, limit: 2 });
    expect(page.gifts).toHaveLength(2);
    expect(page.count).toBe(6);
    expect(await listDonorGifts({ userId: other.id })).toMatchObject({ count: 1 });
  });

  it('keeps a gift whose campaign was deleted, under its event', async () => {
    const someone = await createUser(db);
    const team = await createTeamCampaign(db, { eventId: event.id, creatorId: captain.id, title: 'Gone Team' });
    await createDonation(db, { eventId: event.id, teamCampaignId: team.id, userId: someone.id });
    await db.teamCampaign.delete({ where: { id: team.id } });
    const { gifts } = await listDonorGifts({ userId: someone.id });
    expect(gifts[0]).toMatchObject({ cause: { title: 'River Run', path: `/event/${event.id}` }, event: null });
  });
});

describe('getDonationReceipt', () => {
  it("answers the donor's own gift, with the fee they covered", async () => {
    const gift = await createDonation(db, {
      eventId: event.id,
      teamCampaignId: alpha.id,
      userId: donor.id,
      firstName: 'Dana',
      lastName: 'Donor',
      email: 'dana@example.test',
      baseAmountCents: 10_000,
      totalAmountCents: 10_500,
      payFees: true,
      transactionId: 'txn-receipt-1',
    });
    expect(await getDonationReceipt({ userId: donor.id, donationId: gift.id })).toEqual({
      id: gift.id,
      date: gift.transactionDate.toISOString(),
      amountCents: 10_000,
      totalCents: 10_500,
      refundedCents: 0,
      status: 'succeeded',
      cause: { title: 'Alpha Team', path: `/team_campaign/${alpha.id}` },
      event: { title: 'River Run', path: `/event/${event.id}` },
      transactionId: 'txn-receipt-1',
      method: 'card',
      donorName: 'Dana Donor',
      email: 'dana@example.test',
      anonymous: false,
      organizer: 'Riverside Giving',
    });
  });

  it("answers nothing for someone else's gift, a failed payment or an unknown id", async () => {
    const theirs = await createDonation(db, { eventId: event.id, userId: other.id });
    const failed = await createDonation(db, { eventId: event.id, userId: donor.id, status: 'failed' });
    const guest = await createDonation(db, { eventId: event.id });
    expect(await getDonationReceipt({ userId: donor.id, donationId: theirs.id })).toBeNull();
    expect(await getDonationReceipt({ userId: donor.id, donationId: failed.id })).toBeNull();
    expect(await getDonationReceipt({ userId: donor.id, donationId: guest.id })).toBeNull();
    expect(await getDonationReceipt({ userId: donor.id, donationId: 'nope' })).toBeNull();
    expect(await getDonationReceipt({ userId: donor.id, donationId: '../../etc' })).toBeNull();
  });
});

describe('getOfflineDonationForm', () => {
  it("gives the event's creator the event with its teams and individual campaigns to choose from", async () => {
    const found = await getOfflineDonationForm({ user: organizer, ids: { eventId: event.id } });
    expect(found).toEqual({
      status: 'ok',
      form: {
        targetType: 1,
        targetTitle: 'River Run',
        targetPath: `/event/${event.id}`,
        event: { id: event.id, title: 'River Run', path: `/event/${event.id}`, fundraiser: false },
        teamCampaign: null,
        indieCampaign: null,
        teams: [
          { id: alpha.id, title: 'Alpha Team', indies: [{ id: indie.id, title: 'Sam runs' }] },
          { id: beta.id, title: 'Beta Team', indies: [] },
        ],
        indies: [{ id: loneIndie.id, title: 'Solo' }],
        awaitsConfirmation: false,
        maxAmountCents: 2_000_000_000,
      },
    });
  });

  it("gives a team's creator the team with its individual campaigns, saying their gift waits for the organizer", async () => {
    const found = await getOfflineDonationForm({ user: captain, ids: { teamCampaignId: alpha.id } });
    expect(found).toMatchObject({
      status: 'ok',
      form: {
        targetType: 2,
        targetTitle: 'Alpha Team',
        targetPath: `/team_campaign/${alpha.id}`,
        teamCampaign: { id: alpha.id, title: 'Alpha Team' },
        indieCampaign: null,
        teams: [],
        indies: [{ id: indie.id, title: 'Sam runs' }],
        // The event asks for confirmation of campaign creators' gifts, which are $10,000 at most.
        awaitsConfirmation: true,
        maxAmountCents: 1_000_000,
      },
    });
  });

  it('fixes both campaigns for an individual campaign', async () => {
    const found = await getOfflineDonationForm({ user: donor, ids: { indieCampaignId: indie.id } });
    expect(found).toMatchObject({
      status: 'ok',
      form: {
        targetType: 3,
        targetPath: `/indie_campaign/${indie.id}`,
        teamCampaign: { id: alpha.id, title: 'Alpha Team' },
        indieCampaign: { id: indie.id, title: 'Sam runs' },
      },
    });
  });

  it("sends anyone else to the target's page, and admins get every form", async () => {
    expect(await getOfflineDonationForm({ user: other, ids: { eventId: event.id } })).toEqual({
      status: 'forbidden',
      path: `/event/${event.id}`,
    });
    expect(await getOfflineDonationForm({ user: donor, ids: { teamCampaignId: alpha.id } })).toEqual({
      status: 'forbidden',
      path: `/team_campaign/${alpha.id}`,
    });
    expect(await getOfflineDonationForm({ user: admin, ids: { eventId: event.id } })).toMatchObject({ status: 'ok' });
  });

  it('is not found for unknown targets', async () => {
    for (const ids of [{ eventId: 'nope' }, { teamCampaignId: 'nope' }, { indieCampaignId: 'a b' }]) {
      expect(await getOfflineDonationForm({ user: admin, ids })).toEqual({ status: 'not-found' });
    }
  });
});

describe('listOfflineDonationEvents', () => {
  it("lists a user's own events and fundraisers, hidden ones too; every event only for an admin", async () => {
    const hidden = await createEvent(db, { creatorId: organizer.id, isHidden: true, title: 'Draft Ride' });
    const mine = await listOfflineDonationEvents({ user: organizer, scope: 'own' });
    expect(mine.map((item) => item.id)).toContain(event.id);
    expect(mine.find((item) => item.id === hidden.id)).toEqual({
      id: hidden.id,
      title: 'Draft Ride',
      fundraiser: false,
      hidden: true,
    });
    expect(await listOfflineDonationEvents({ user: captain, scope: 'own' })).toEqual([]);
    // "all" is for admins only: anyone else still sees their own.
    expect(await listOfflineDonationEvents({ user: captain, scope: 'all' })).toEqual([]);
    const all = await listOfflineDonationEvents({ user: admin, scope: 'all' });
    expect(all.length).toBe(await db.event.count());
  });
});
