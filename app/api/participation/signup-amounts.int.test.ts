import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db';
import { startRouteServer, type RouteServer } from '@/lib/testing/route-server';

// A registration whose figures a cents column (32 bits) cannot hold is refused with 400 before
// any card is asked for, never a 500 (and never after a charge): four participants of a category
// at the highest price an event takes ($20,000,000) come to $80,000,000, whatever a promo code
// takes off the total.

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
let addRecord: Handler;
let getFormUrl: Handler;
let apiRequest: typeof import('@/lib/testing/api-test-helpers').apiRequest;
let signupData: typeof import('@/lib/testing/signup-test-data');
let db: Db;
let server: RouteServer;
let gatewayApi: Handler;

beforeAll(async () => {
  server = await startRouteServer([
    { method: 'POST', path: /^\/api\/sandbox-gateway\/three-step$/, handler: (r, c) => gatewayApi(r, c) },
  ]);
  process.env.SANDBOX = '1';
  process.env.APP_URL = server.url;
  delete process.env.SAFESAVE_GATEWAY_URL;
  db = (await import('@/lib/db')).db;
  gatewayApi = (await import('@/app/api/sandbox-gateway/three-step/route')).POST as Handler;
  addRecord = (await import('@/app/api/participation/add_record/route')).POST as Handler;
  getFormUrl = (await import('@/app/api/safesave/get_form_url/route')).POST as Handler;
  apiRequest = (await import('@/lib/testing/api-test-helpers')).apiRequest;
  signupData = await import('@/lib/testing/signup-test-data');
});

afterAll(async () => {
  await server.close();
});

async function call(handler: Handler, path: string, body: unknown) {
  const response = await handler(apiRequest(path, { body }), { params: Promise.resolve({}) });
  return { status: response.status, body: await response.json() };
}

const TOO_LARGE = 'This registration is too large to take in one payment. Please register fewer participants.';

describe('a registration larger than a cents column holds', () => {
  it('is refused with 400 at add_record and at the start of a payment, and nothing is written', async () => {
    const { DAY, createSignupEvent, family, formSignup } = signupData;
    const expiration = new Date(Date.now() + 10 * DAY);
    const { event } = await createSignupEvent({
      categories: { create: [{ name: 'Gold', priceCents: 2_000_000_000, position: 0 }] },
      promoCodes: {
        create: [
          { code: 'ALLOFF', promoType: 'perItemPriceCut', value: 2_000_000_000, expiration },
          { code: 'MOSTOFF', promoType: 'perItemPriceCut', value: 1_999_000_000, expiration },
        ],
      },
    });
    const gold = await db.eventCategory.findFirstOrThrow({ where: { eventId: event.id, name: 'Gold' } });

    const free = await call(addRecord, '/api/participation/add_record', {
      eventId: event.id,
      ...formSignup(gold.id, { promoCode: 'ALLOFF' }, family(4)),
    });
    expect(free).toEqual({ status: 400, body: { error: TOO_LARGE, fieldErrors: { participants: [TOO_LARGE] } } });

    const paid = await call(getFormUrl, '/api/safesave/get_form_url', {
      amount: 40_000,
      redirectUrl: '/signup_confirmation',
      signup: { eventId: event.id, ...formSignup(gold.id, { promoCode: 'MOSTOFF' }, family(4)) },
    });
    expect(paid).toEqual({ status: 400, body: { error: TOO_LARGE, fieldErrors: { participants: [TOO_LARGE] } } });
    expect(await db.signup.count({ where: { eventId: event.id } })).toBe(0);
    expect(await db.gatewayTransaction.count()).toBe(0);

    // One participant at that price fits.
    const one = await call(addRecord, '/api/participation/add_record', {
      eventId: event.id,
      ...formSignup(gold.id, { promoCode: 'ALLOFF' }, family(1)),
    });
    expect(one.status).toBe(200);
  });
});
