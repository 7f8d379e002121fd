import { beforeAll, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.ADMIN_EMAILS = 'admin@example.test';
});

import { isAppError } from '@/lib/app-error';
import { db } from '@/lib/db';
import {
  createDonation,
  createEvent,
  createOrganizer,
  createSignup,
  createTeamCampaign,
  createUser,
} from '@/prisma/seed/factories';
import { MONEY_LIST_PAGE_SIZE, listEventGifts, listEventRegistrations } from './event-money-lists';
import { cancelSignup } from './cancel-signup';
import { refundDonation } from './refund-donation';
import { getOrganizerDashboard } from '@/lib/services/dashboard/get-organizer-dashboard';

// The lists the event's creator gives money back from: who may read them (401 logged out, 404
// unknown event, 403 anyone but the creator and the admins), paging newest first, what each
// row says of refunds and disputes, and nothing private of a donor (email, phone, address,
// message, the provider's transaction id).

let organizer: Awaited<ReturnType<typeof createOrganizer>>;
let other: Awaited<ReturnType<typeof createOrganizer>>;
let admin: Awaited<ReturnType<typeof createUser>>;
let event: { id: string; title: string };

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

beforeAll(async () => {
  organizer = await createOrganizer(db, { name: 'Olivia Organizer' });
  other = await createOrganizer(db);
  admin = await createUser(db, { email: 'admin@example.test' });
  event = await createEvent(db, { creatorId: organizer.id, title: 'Lake Loop' });
});

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isAppError(error)) return error.code;
    throw error;
  }
  return 'none';
}

describe('who may read the lists', () => {
  it('refuses a visitor (401), anyone but the creator and admins (403), an unknown event (404)', async () => {
    for (const list of [listEventGifts, listEventRegistrations]) {
      expect(await refusal(list({ user: null, eventId: event.id }))).toBe('UNAUTHORIZED');
      expect(await refusal(list({ user: other, eventId: event.id }))).toBe('FORBIDDEN');
      expect(await refusal(list({ user: organizer, eventId: 'c00000000000000000000000' }))).toBe('NOT_FOUND');
      expect(await refusal(list({ user: organizer, eventId: '../etc' }))).toBe('NOT_FOUND');
      expect(await refusal(list({ user: organizer, eventId: event.id }))).toBe('none');
      expect(await refusal(list({ user: admin, eventId: event.id }))).toBe('none');
    }
  });
});

describe('listEventGifts', () => {
  it('pages every gift that took money, newest first, with its refunds and disputes and nothing private', async () => {
    const own = await createEvent(db, { creatorId: organizer.id, title: 'Paged Run' });
    const team = await createTeamCampaign(db, { eventId: own.id, creatorId: organizer.id, title: 'Fast Ducks' });
    const count = MONEY_LIST_PAGE_SIZE + 2;
    for (let i = 0; i < count; i++) {
      await createDonation(db, {
        eventId: own.id,
        firstName: `Donor${i}`,
        createdAt: minutesAgo(count - i + 10), // Donor{count-1} the newest of these
        phone: '555-0100',
        address: '1 Secret Lane',
        message: 'private note',
      });
    }
    // Never listed: they took no money.
    await createDonation(db, { eventId: own.id, status: 'pending', method: 'offline', firstName: 'Waiting' });
    await createDonation(db, { eventId: own.id, status: 'failed', firstName: 'Declined' });
    const card = await createDonation(db, {
      eventId: own.id,
      teamCampaignId: team.id,
      firstName: 'Jane',
      lastName: 'Doe',
      baseAmountCents: 5000,
      totalAmountCents: 5250,
      payFees: true,
      cardLast4: '1111',
      status: 'partially_refunded',
      amountRefundedCents: 2000,
      createdAt: minutesAgo(2),
    });
    const disputed = await createDonation(db, { eventId: own.id, disputeStatus: 'open', createdAt: minutesAgo(1) });
    const won = await createDonation(db, { eventId: own.id, disputeStatus: 'won', createdAt: minutesAgo(3) });
    const offline = await createDonation(db, {
      eventId: own.id,
      method: 'offline',
      email: null,
      recordedById: organizer.id,
      createdAt: minutesAgo(0),
    });

    const first = await listEventGifts({ user: organizer, eventId: own.id });
    expect(first.total).toBe(count + 4);
    expect(first.pageCount).toBe(2);
    expect(first.page).toBe(1);
    expect(first.rows).toHaveLength(MONEY_LIST_PAGE_SIZE);
    expect(first.rows.slice(0, 5).map((row) => row.id)).toEqual([
      offline.id,
      disputed.id,
      card.id,
      won.id,
      expect.any(String),
    ]);
    expect(first.rows[3]).toMatchObject({ disputeStatus: 'won', refundableCents: 5000 });
    expect(first.rows[4].firstName).toBe(`Donor${count - 1}`);
    expect(first.rows[2]).toMatchObject({
      firstName: 'Jane',
      lastName: 'Doe',
      targetTitle: 'Fast Ducks',
      status: 'partially_refunded',
      baseAmountCents: 5000,
      totalAmountCents: 5250,
      amountRefundedCents: 2000,
      refundableCents: 3250,
      cardLast4: '1111',
    });
    expect(first.rows[1]).toMatchObject({ disputeStatus: 'open', refundableCents: 0, targetTitle: 'Paged Run' });
    expect(first.rows[0]).toMatchObject({ method: 'offline', refundableCents: 5000 });
    for (const row of first.rows) {
      expect(Object.keys(row).sort()).toEqual(
        [
          'amountRefundedCents',
          'anonymous',
          'baseAmountCents',
          'campaignTitle',
          'cardLast4',
          'createdAt',
          'disputeStatus',
          'firstName',
          'id',
          'lastName',
          'method',
          'refundableCents',
          'status',
          'targetTitle',
          'totalAmountCents',
        ].sort(),
      );
    }
    expect(JSON.stringify(first)).not.toMatch(/Secret Lane|555-0100|private note|dana@example\.test/);

    const second = await listEventGifts({ user: organizer, eventId: own.id, page: 2 });
    expect(second.page).toBe(2);
    expect(second.rows).toHaveLength(count + 4 - MONEY_LIST_PAGE_SIZE);
    expect(second.rows.at(-1)!.firstName).toBe('Donor0');
    const seen = new Set([...first.rows, ...second.rows].map((row) => row.id));
    expect(seen.size).toBe(count + 4);
    // Past the last page: the last page; nonsense: the first.
    expect((await listEventGifts({ user: organizer, eventId: own.id, page: 99 })).page).toBe(2);
    expect((await listEventGifts({ user: organizer, eventId: own.id, page: Number.NaN })).page).toBe(1);
  });

  it('follows a refund: partly, then wholly refunded (still listed, nothing left to refund)', async () => {
    const own = await createEvent(db, { creatorId: organizer.id, title: 'Refund Walk' });
    const gift = await createDonation(db, {
      eventId: own.id,
      method: 'offline',
      email: null,
      recordedById: organizer.id,
      baseAmountCents: 5000,
      totalAmountCents: 5000,
    });
    await refundDonation({ user: organizer, donationId: gift.id, amountCents: 1500 });
    let [row] = (await listEventGifts({ user: organizer, eventId: own.id })).rows;
    expect(row).toMatchObject({ status: 'partially_refunded', amountRefundedCents: 1500, refundableCents: 3500 });
    await refundDonation({ user: organizer, donationId: gift.id });
    [row] = (await listEventGifts({ user: organizer, eventId: own.id })).rows;
    expect(row).toMatchObject({ status: 'refunded', amountRefundedCents: 5000, refundableCents: 0 });
  });
});

describe('listEventRegistrations', () => {
  it('lists registrations with their participants, main first; a cancelled one stays, marked', async () => {
    const own = await createEvent(db, { creatorId: organizer.id, title: 'Family Fun Run' });
    const older = await createSignup(db, {
      eventId: own.id,
      priceCents: 3000,
      participants: [
        { firstName: 'Ann', lastName: 'Main' },
        { firstName: 'Ben', lastName: 'Kid' },
      ],
    });
    await db.signup.update({ where: { id: older.id }, data: { createdAt: minutesAgo(5) } });
    const newer = await createSignup(db, { eventId: own.id, participants: [{ firstName: 'Cal', lastName: 'Solo' }] });
    await cancelSignup({ user: organizer, signupId: newer.id, reason: 'Cannot come' });

    const list = await listEventRegistrations({ user: organizer, eventId: own.id });
    expect(list.total).toBe(2);
    expect(list.rows.map((row) => row.id)).toEqual([newer.id, older.id]);
    expect(list.rows[0]).toMatchObject({ status: 'cancelled', cancelReason: 'Cannot come', refundableCents: 0 });
    expect(list.rows[0].cancelledAt).toBeInstanceOf(Date);
    expect(list.rows[1]).toMatchObject({
      status: 'succeeded',
      totalAmountCents: 6000,
      refundableCents: 6000,
      participants: [
        { firstName: 'Ann', lastName: 'Main', main: true },
        { firstName: 'Ben', lastName: 'Kid', main: false },
      ],
    });
    expect(JSON.stringify(list)).not.toMatch(/@example\.test|transactionId/);
  });
});

describe('the dashboard beside raised', () => {
  it("shows each event's refunded and disputed amounts, the gifts' part only", async () => {
    const owner = await createOrganizer(db);
    const own = await createEvent(db, { creatorId: owner.id, title: 'Dashboard Dash' });
    const paid = await createDonation(db, {
      eventId: own.id,
      method: 'offline',
      email: null,
      baseAmountCents: 5000,
      totalAmountCents: 5250,
    });
    await createDonation(db, { eventId: own.id, baseAmountCents: 3000, disputeStatus: 'open' });
    await createDonation(db, { eventId: own.id, baseAmountCents: 2000, disputeStatus: 'won' });
    await refundDonation({ user: owner, donationId: paid.id, amountCents: 1000 });
    let [figures] = (await getOrganizerDashboard({ user: owner })).events;
    expect(figures).toMatchObject({ raisedCents: 4000 + 2000, refundedCents: 1000, disputedCents: 3000 });
    await refundDonation({ user: owner, donationId: paid.id });
    [figures] = (await getOrganizerDashboard({ user: owner })).events;
    // All $52.50 went back; $50.00 of it had counted.
    expect(figures).toMatchObject({ raisedCents: 2000, refundedCents: 5000, disputedCents: 3000 });
    expect((await getOrganizerDashboard({ user: owner })).totals).toMatchObject({
      refundedCents: 5000,
      disputedCents: 3000,
    });
  });
});
