import { describe, expect, it } from 'vitest';
import { POST } from '@/app/api/delete_event/route';
import { issueSessionToken } from '@/lib/auth';
import { db } from '@/lib/db';
import {
  createDonation,
  createEvent,
  createOrganizer,
  createSignup,
  createTeamCampaign,
} from '@/prisma/seed/factories';

async function post(body: unknown, user?: { id: string; sessionVersion: number }) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (user) headers.authorization = `Bearer ${await issueSessionToken(user)}`;
  const response = await POST(
    new Request('http://localhost/api/delete_event', { method: 'POST', body: JSON.stringify(body), headers }),
    {},
  );
  return { status: response.status, body: await response.json() };
}

describe('POST /api/delete_event', () => {
  it('answers 401, 400, 404 and 403 and deletes nothing', async () => {
    const creator = await createOrganizer(db);
    const other = await createOrganizer(db);
    const event = await createEvent(db, { creatorId: creator.id });
    expect((await post({ id: event.id })).status).toBe(401);
    expect(await post({}, creator)).toMatchObject({ status: 400, body: { fieldErrors: { id: ['required'] } } });
    // One wording for an unknown event, whichever call asks.
    expect(await post({ id: 'missing' }, creator)).toEqual({ status: 404, body: { error: 'Event not found.' } });
    expect((await post({ id: event.id }, other)).status).toBe(403);
    expect(await db.event.count({ where: { id: event.id } })).toBe(1);
  });

  it('deletes the event with its categories, promo codes, sponsors and campaigns', async () => {
    const creator = await createOrganizer(db);
    const event = await createEvent(db, {
      creatorId: creator.id,
      promoCodes: { create: [{ code: 'X', promoType: 'perItemPriceCut', value: 100, expiration: new Date() }] },
      sponsors: { create: [{ name: 'Acme', priority: 1 }] },
    });
    await createTeamCampaign(db, { eventId: event.id, creatorId: creator.id });
    expect(await post({ id: event.id }, creator)).toEqual({ status: 200, body: { success: true } });
    expect(await db.event.count({ where: { id: event.id } })).toBe(0);
    expect(await db.eventCategory.count({ where: { eventId: event.id } })).toBe(0);
    expect(await db.promoCode.count({ where: { eventId: event.id } })).toBe(0);
    expect(await db.teamCampaign.count({ where: { eventId: event.id } })).toBe(0);
  });

  it('refuses (409) to delete an event that took money: a succeeded or refunded donation, or a succeeded signup', async () => {
    const creator = await createOrganizer(db);
    const donated = await createEvent(db, { creatorId: creator.id });
    await createDonation(db, { eventId: donated.id, status: 'succeeded' });
    const refunded = await createEvent(db, { creatorId: creator.id });
    await createDonation(db, { eventId: refunded.id, status: 'refunded' });
    const signedUp = await createEvent(db, { creatorId: creator.id });
    await createSignup(db, { eventId: signedUp.id, participants: [{ firstName: 'Ann', lastName: 'Lee' }] });

    for (const event of [donated, refunded, signedUp]) {
      expect(await post({ id: event.id }, creator)).toEqual({
        status: 409,
        body: { error: 'This event has donations or sign-ups and cannot be deleted; hide it instead.' },
      });
      expect(await db.event.count({ where: { id: event.id } })).toBe(1);
    }
    expect(await db.donation.count({ where: { eventId: donated.id } })).toBe(1);
  });

  it('deletes an event whose donations and sign-ups are only pending or failed, and those rows with it', async () => {
    const creator = await createOrganizer(db);
    const event = await createEvent(db, { creatorId: creator.id });
    await createDonation(db, { eventId: event.id, status: 'pending' });
    await createDonation(db, { eventId: event.id, status: 'failed' });
    const pendingSignup = await createSignup(db, {
      eventId: event.id,
      participants: [{ firstName: 'Ann', lastName: 'Lee' }],
    });
    await db.signup.update({ where: { id: pendingSignup.id }, data: { status: 'pending' } });
    const failedSignup = await createSignup(db, {
      eventId: event.id,
      participants: [{ firstName: 'Bo', lastName: 'Kim' }],
    });
    await db.signup.update({ where: { id: failedSignup.id }, data: { status: 'failed' } });

    expect(await post({ id: event.id }, creator)).toEqual({ status: 200, body: { success: true } });
    expect(await db.event.count({ where: { id: event.id } })).toBe(0);
    expect(await db.donation.count({ where: { eventId: event.id } })).toBe(0);
    expect(await db.signup.count({ where: { eventId: event.id } })).toBe(0);
    expect(await db.participant.count({ where: { eventId: event.id } })).toBe(0);
  });
});
