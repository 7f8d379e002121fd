import { beforeAll, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.ADMIN_EMAILS = 'admin@example.test';
});

import { db } from '@/lib/db';
import {
  createDonation,
  createEvent,
  createIndieCampaign,
  createOrganizer,
  createTeamCampaign,
  createUser,
} from '@/prisma/seed/factories';
import { getOfflineGiftsPage, listUnconfirmedOfflineDonations } from './list-offline-donations';
import { voidOfflineDonation } from './void-offline-donation';

// What the organizer's pages show of offline gifts: the dashboard's gifts to confirm (their own
// events', every event's for an admin) and an event's every offline gift with its history.

let organizer: Awaited<ReturnType<typeof createOrganizer>>;
let otherOrganizer: Awaited<ReturnType<typeof createOrganizer>>;
let admin: Awaited<ReturnType<typeof createUser>>;
let captain: Awaited<ReturnType<typeof createUser>>;
let event: { id: string; title: string };
let team: { id: string };
let indie: { id: string };

const offline = (recordedById: string) => ({ method: 'offline' as const, email: null, recordedById });

beforeAll(async () => {
  organizer = await createOrganizer(db, { name: 'Olivia Organizer' });
  otherOrganizer = await createOrganizer(db);
  admin = await createUser(db, { email: 'admin@example.test' });
  captain = await createUser(db, { name: 'Cam Captain' });
  event = await createEvent(db, { creatorId: organizer.id, title: 'River Run' });
  team = await createTeamCampaign(db, { eventId: event.id, creatorId: captain.id, title: 'Office Milers' });
  indie = await createIndieCampaign(db, { eventId: event.id, teamCampaignId: team.id, creatorId: captain.id });
});

describe('listUnconfirmedOfflineDonations', () => {
  it("lists the pending offline gifts of the user's events, oldest first; an admin's covers every event", async () => {
    const elsewhere = await createEvent(db, { creatorId: otherOrganizer.id });
    const first = await createDonation(db, {
      eventId: event.id,
      teamCampaignId: team.id,
      ...offline(captain.id),
      status: 'pending',
      message: 'Bake sale',
      createdAt: new Date(Date.now() - 60_000),
    });
    const second = await createDonation(db, {
      eventId: event.id,
      teamCampaignId: team.id,
      indieCampaignId: indie.id,
      ...offline(captain.id),
      status: 'pending',
    });
    const theirs = await createDonation(db, { eventId: elsewhere.id, ...offline(captain.id), status: 'pending' });
    // Counted, rejected and online pending ones are not waiting for anybody.
    await createDonation(db, { eventId: event.id, ...offline(organizer.id) });
    await createDonation(db, { eventId: event.id, ...offline(captain.id), status: 'rejected' });
    await createDonation(db, { eventId: event.id, status: 'pending' });

    const mine = await listUnconfirmedOfflineDonations({ user: organizer });
    expect(mine.total).toBe(2);
    expect(mine.byEvent).toEqual(new Map([[event.id, 2]]));
    expect(mine.gifts.map((gift) => gift.id)).toEqual([first.id, second.id]);
    expect(mine.gifts[0]).toMatchObject({
      status: 'pending',
      amountCents: 5000,
      message: 'Bake sale',
      recordedBy: 'Cam Captain',
      campaignId: team.id,
      target: { type: 'teamCampaign', title: 'Office Milers', path: `/team_campaign/${team.id}` },
      event: { id: event.id, title: 'River Run' },
      history: [],
    });
    expect(mine.gifts[1]).toMatchObject({ campaignId: indie.id, target: { type: 'indieCampaign' } });

    expect((await listUnconfirmedOfflineDonations({ user: otherOrganizer })).gifts.map((gift) => gift.id)).toEqual([
      theirs.id,
    ]);
    expect((await listUnconfirmedOfflineDonations({ user: captain })).total).toBe(0);
    expect((await listUnconfirmedOfflineDonations({ user: admin })).total).toBe(3);
  });
});

describe('getOfflineGiftsPage', () => {
  it("lists every offline gift of the event, newest first, with its history, for the event's creator and admins", async () => {
    const counted = await createDonation(db, { eventId: event.id, teamCampaignId: team.id, ...offline(organizer.id) });
    await voidOfflineDonation({ user: organizer, donationId: counted.id, reason: 'Bounced' });

    const page = await getOfflineGiftsPage({ user: organizer, eventId: event.id });
    if (page?.access !== 'manager') throw new Error(`expected the page, got ${JSON.stringify(page)}`);
    expect(page.event).toMatchObject({ id: event.id, title: 'River Run' });
    expect(page.campaigns.teams).toEqual([{ id: team.id, title: 'Office Milers' }]);
    expect(page.gifts.every((gift) => gift.event.id === event.id)).toBe(true);
    expect(page.gifts.some((gift) => gift.status === 'pending')).toBe(true);
    // Only offline gifts, newest first.
    expect(page.total).toBe(await db.donation.count({ where: { eventId: event.id, method: 'offline' } }));
    const times = page.gifts.map((gift) => gift.createdAt.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(page.gifts.find((gift) => gift.id === counted.id)).toMatchObject({
      status: 'refunded',
      history: [{ action: 'offline.void', actor: 'Olivia Organizer', at: expect.any(Date), reason: 'Bounced' }],
    });

    expect((await getOfflineGiftsPage({ user: admin, eventId: event.id }))?.access).toBe('manager');
    for (const user of [captain, otherOrganizer])
      expect(await getOfflineGiftsPage({ user, eventId: event.id })).toEqual({
        access: 'other',
        event: { id: event.id, eventType: 'eventDriven' },
      });
    expect(await getOfflineGiftsPage({ user: organizer, eventId: 'nope' })).toBeNull();
  });
});
