import { describe, expect, it } from 'vitest';
import { POST as checkPromoCode } from '@/app/api/event/checkpromocode/route';
import { GET as getPromoCodes } from '@/app/api/event/get_promo_code/[eventId]/route';
import { issueSessionToken } from '@/lib/auth';
import { trustPeerAddressHeader } from '@/lib/peer-address-mark';
import { db } from '@/lib/db';
import { PEER_ADDRESS_HEADER } from '@/lib/rules/client-address';
import { createEvent, createOrganizer, createUser } from '@/prisma/seed/factories';

trustPeerAddressHeader(); // as the app's server does: the peer header is its own

const DAY = 24 * 60 * 60 * 1000;

async function eventWithCodes() {
  const creator = await createOrganizer(db);
  const event = await createEvent(db, {
    creatorId: creator.id,
    promoCodes: {
      create: [
        { code: 'EARLY', promoType: 'perItemPriceCut', value: 525, expiration: new Date(Date.now() + 10 * DAY) },
        { code: 'HALF', promoType: 'percentageCut', value: 5000, expiration: new Date(Date.now() + DAY) },
        { code: 'GONE', promoType: 'perItemPriceCut', value: 1000, expiration: new Date(Date.now() - 1000) },
      ],
    },
  });
  return { creator, event };
}

async function list(eventId: string, user?: { id: string; sessionVersion: number }) {
  const headers: Record<string, string> = {};
  if (user) headers.authorization = `Bearer ${await issueSessionToken(user)}`;
  const response = await getPromoCodes(
    new Request(`http://localhost/api/event/get_promo_code/${eventId}`, { headers }),
    {
      params: Promise.resolve({ eventId }),
    },
  );
  return { status: response.status, body: await response.json() };
}

async function check(body: unknown, ip?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (ip) headers[PEER_ADDRESS_HEADER] = ip;
  const response = await checkPromoCode(
    new Request('http://localhost/api/event/checkpromocode', { method: 'POST', body: JSON.stringify(body), headers }),
    {},
  );
  return { status: response.status, body: await response.json() };
}

describe('GET /api/event/get_promo_code/{eventId}', () => {
  it('gives the creator every code, expired ones too, values in dollars or percent', async () => {
    const { creator, event } = await eventWithCodes();
    const { status, body } = await list(event.id, creator);
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      promoCodes: [
        { code: 'EARLY', promoType: 'perItemPriceCut', value: 5.25, expiration: expect.any(String) },
        { code: 'GONE', promoType: 'perItemPriceCut', value: 10, expiration: expect.any(String) },
        { code: 'HALF', promoType: 'percentageCut', value: 50, expiration: expect.any(String) },
      ],
    });
    expect(Number.isNaN(Date.parse(body.promoCodes[0].expiration))).toBe(false);
  });

  it('answers 401, 403 and 404', async () => {
    const { event } = await eventWithCodes();
    expect((await list(event.id)).status).toBe(401);
    expect((await list(event.id, await createUser(db))).status).toBe(403);
    expect((await list('missing', await createOrganizer(db))).status).toBe(404);
  });
});

describe('POST /api/event/checkpromocode', () => {
  it('gives the promo info of a valid code, whatever its case, to anyone', async () => {
    const { event } = await eventWithCodes();
    expect(await check({ promoCode: ' early ', eventId: event.id })).toEqual({
      status: 200,
      body: { success: true, promoInfo: { code: 'EARLY', promoType: 'perItemPriceCut', value: 5.25 } },
    });
    expect((await check({ promoCode: 'Half', eventId: event.id })).body.promoInfo).toEqual({
      code: 'HALF',
      promoType: 'percentageCut',
      value: 50,
    });
  });

  it("answers 'Invalid Promo Code' for an unknown or expired code, or another event's code", async () => {
    const { event } = await eventWithCodes();
    const other = await createEvent(db, { creatorId: (await createOrganizer(db)).id });
    const invalid = { status: 404, body: { success: false, error: 'Invalid Promo Code' } };
    expect(await check({ promoCode: 'NOPE', eventId: event.id })).toEqual(invalid);
    expect(await check({ promoCode: 'gone', eventId: event.id })).toEqual(invalid);
    expect(await check({ promoCode: 'EARLY', eventId: other.id })).toEqual(invalid);
    expect(await check({ promoCode: 'EARLY', eventId: 'missing' })).toEqual(invalid);
  });

  it('answers 429 after 30 checks from one IP address in 15 minutes, whatever the codes', async () => {
    const { event } = await eventWithCodes();
    for (let n = 0; n < 30; n++) {
      expect(
        (await check({ promoCode: n % 2 ? 'EARLY' : `GUESS${n}`, eventId: event.id }, '203.0.113.7')).status,
      ).not.toBe(429);
    }
    expect(await check({ promoCode: 'EARLY', eventId: event.id }, '203.0.113.7')).toEqual({
      status: 429,
      body: { error: 'Too many attempts. Please wait a few minutes and try again.', retryAfter: expect.any(Number) },
    });
    // Another address is counted on its own.
    expect((await check({ promoCode: 'EARLY', eventId: event.id }, '198.51.100.2')).status).toBe(200);
  });

  it('answers 400 with field errors for a missing code or event', async () => {
    expect(await check({ promoCode: '' })).toEqual({
      status: 400,
      body: { error: 'required', fieldErrors: { promoCode: ['required'], eventId: ['required'] } },
    });
  });
});
