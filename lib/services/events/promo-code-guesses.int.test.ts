import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db';
import type { RouteServer } from '@/lib/testing/route-server';
import type { StripeStandIn } from '@/lib/testing/stripe-stand-in';
import { startPaymentProviders, type PaymentProviders } from '@/lib/testing/payment-providers';

// Issue 18, finding 3: every call that tells whether a promo code is valid spends the same
// allowance of the caller's address ('promo-check:ip', 30 in 15 minutes), before the code is
// looked up: checkpromocode, a sign-up's payment start with either provider (get_form_url,
// get_intent), complete_eventsignup with any token, and participation/add_record, free or paid
// with any transaction id. Past it, every one of them answers 429 and tells nothing about the code.
// Real route handlers, the sandbox gateway over HTTP, the `stripe` SDK against its stand-in, PostgreSQL.

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type TestData = typeof import('@/lib/testing/signup-test-data');
let createSignupEvent: TestData['createSignupEvent'];
let formSignup: TestData['formSignup'];
let family: TestData['family'];
let checkPromoCode: Handler;
let getFormUrl: Handler;
let getIntent: Handler;
let completeEventSignup: Handler;
let addRecord: Handler;
let apiRequest: typeof import('@/lib/testing/api-test-helpers').apiRequest;
let db: Db;
let server: RouteServer;
let stripe: StripeStandIn;
let providers: PaymentProviders;

beforeAll(async () => {
  providers = await startPaymentProviders({ gateway: true });
  ({ stripe } = providers);
  server = providers.gateway!;
  db = (await import('@/lib/db')).db;
  checkPromoCode = (await import('@/app/api/event/checkpromocode/route')).POST as Handler;
  getFormUrl = (await import('@/app/api/safesave/get_form_url/route')).POST as Handler;
  getIntent = (await import('@/app/api/stripe/get_intent/route')).POST as Handler;
  completeEventSignup = (await import('@/app/api/safesave/complete_eventsignup/[tokenId]/route')).POST as Handler;
  addRecord = (await import('@/app/api/participation/add_record/route')).POST as Handler;
  apiRequest = (await import('@/lib/testing/api-test-helpers')).apiRequest;
  ({ createSignupEvent, formSignup, family } = await import('@/lib/testing/signup-test-data'));
});

afterAll(async () => {
  await providers.close();
});

let n = 0;
async function call(handler: Handler, path: string, body: unknown, ip: string, params: Record<string, string> = {}) {
  const response = await handler(apiRequest(path, { body, ip }), { params: Promise.resolve(params) });
  return { status: response.status, body: await response.json() };
}

type Events = Awaited<ReturnType<typeof setUp>>;
async function setUp() {
  const hosted = await createSignupEvent();
  const card = await createSignupEvent({ paymentProvider: 'stripe' });
  return { hosted, card };
}

/** The five ways to ask about `promoCode` from `ip`, each as the browser or a script sends it. */
function paths(events: Events, ip: string) {
  const { hosted, card } = events;
  const signup = (event: typeof hosted, promoCode: string, categoryId = event.run.id) => ({
    eventId: event.event.id,
    ...formSignup(categoryId, { promoCode }),
  });
  return {
    checkpromocode: (promoCode: string) =>
      call(checkPromoCode, '/api/event/checkpromocode', { eventId: hosted.event.id, promoCode }, ip),
    get_form_url: (promoCode: string) =>
      call(
        getFormUrl,
        '/api/safesave/get_form_url',
        { amount: 35, redirectUrl: '/signup_confirmation', signup: signup(hosted, promoCode) },
        ip,
      ),
    get_intent: (promoCode: string) =>
      call(
        getIntent,
        '/api/stripe/get_intent',
        { amount: 3500, currency: 'usd', signup: signup(card, promoCode), attemptKey: `guess-${++n}-${Date.now()}` },
        ip,
      ),
    complete_eventsignup: (promoCode: string) => {
      const tokenId = `anytoken${++n}`;
      return call(completeEventSignup, `/api/safesave/complete_eventsignup/${tokenId}`, signup(hosted, promoCode), ip, {
        tokenId,
      });
    },
    'add_record (paid)': (promoCode: string) =>
      call(
        addRecord,
        '/api/participation/add_record',
        { ...signup(card, promoCode), transactionId: `pi_guess${++n}`, paymentMethod: 'stripe' },
        ip,
      ),
    'add_record (free)': (promoCode: string) =>
      call(addRecord, '/api/participation/add_record', signup(hosted, promoCode, hosted.kids.id), ip),
  };
}

const SPENT = {
  status: 429,
  body: { error: 'Too many attempts. Please wait a few minutes and try again.', retryAfter: expect.any(Number) },
};

describe('promo-code guesses, through any call', () => {
  let events: Events;
  beforeAll(async () => {
    events = await setUp();
  });

  it('spend one allowance of 30 an address: 30 guesses spread over every call, then the 31st answers 429 on every path, valid code or not', async () => {
    const ip = '198.51.100.31';
    const ask = paths(events, ip);
    const calls = Object.entries(ask);
    // 30 wrong guesses, five through each of the six ways; each tells the code is not valid.
    for (let i = 0; i < 30; i++) {
      const [name, guess] = calls[i % calls.length];
      const answer = await guess(`WRONG${i}`);
      expect([400, 404], `${name}: ${JSON.stringify(answer.body)}`).toContain(answer.status);
      expect(answer.body.error, name).toBe('Invalid Promo Code');
    }
    const gatewayCalls = server.requests.length;
    const stripeCalls = stripe.requests.length;
    const signups = await db.signup.count();
    for (const [name, guess] of calls) {
      // A real code (100 % off) and a wrong one get the same answer: nothing about either.
      expect(await guess('FREEBIE'), name).toEqual(SPENT);
      expect(await guess('NOPE'), name).toEqual(SPENT);
    }
    expect(server.requests.length).toBe(gatewayCalls);
    expect(stripe.requests.length).toBe(stripeCalls);
    expect(await db.signup.count()).toBe(signups);

    // Calls without a code guess nothing: the address can still sign up and pay.
    const { hosted } = events;
    const free = await call(
      addRecord,
      '/api/participation/add_record',
      // A recipient of its own: the free sign-ups above mailed the test family's address already.
      {
        eventId: hosted.event.id,
        ...formSignup(hosted.kids.id, {}, [{ ...family(1)[0], email: 'no-guess@example.test' }]),
      },
      ip,
    );
    expect(free.status, JSON.stringify(free.body)).toBe(200);
    const paid = await call(
      getFormUrl,
      '/api/safesave/get_form_url',
      {
        amount: 35,
        redirectUrl: '/signup_confirmation',
        signup: { eventId: hosted.event.id, ...formSignup(hosted.run.id) },
      },
      ip,
    );
    expect(paid.status).toBe(200);
  });

  it('are counted before the code is looked up on each path: a right code uses the allowance too', async () => {
    const ip = '198.51.100.32';
    const ask = paths(events, ip);
    // A right code through the sign-up's payment start: its answer says the total differs (so the code was valid).
    const answer = await ask.get_form_url('FIVEOFF');
    expect(answer.body.error).toBe('The total does not match the amount and the fee.');
    for (let i = 0; i < 29; i++) expect((await ask.checkpromocode('FIVEOFF')).status).toBe(200);
    expect(await ask.checkpromocode('FIVEOFF')).toEqual(SPENT);
    expect(await ask.get_form_url('FIVEOFF')).toEqual(SPENT);
  });

  it('are counted per address: another address still has its own', async () => {
    const ask = paths(events, '198.51.100.33');
    expect(await ask.checkpromocode('TENPCT')).toMatchObject({ status: 200, body: { success: true } });
  });
});
