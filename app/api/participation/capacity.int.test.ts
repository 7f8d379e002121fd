import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db';
import { postCardToGateway } from '@/lib/testing/gateway-card';
import type { RouteServer } from '@/lib/testing/route-server';
import type { StripeStandIn } from '@/lib/testing/stripe-stand-in';
import { startPaymentProviders, type PaymentProviders } from '@/lib/testing/payment-providers';

// Capacity per category (CONTRACT §7), end to end on the server with nothing of ours mocked:
// the app's route handlers, the sandbox gateway's own handlers behind a real HTTP server (the
// card posted to its form-url as a browser does), the real `stripe` SDK against the local
// stand-in, real PostgreSQL. A place is held while its payment is under way; registrations
// racing for the last place: one proceeds, the others are refused before any charge.

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
let db: Db;
let server: RouteServer;
let stripe: StripeStandIn;
let providers: PaymentProviders;
let getFormUrl: Handler;
let completeEventSignup: Handler;
let getIntent: Handler;
let addRecord: Handler;
let webhook: Handler;
let cancel: Handler;
let apiRequest: typeof import('@/lib/testing/api-test-helpers').apiRequest;
let issueSessionToken: typeof import('@/lib/auth').issueSessionToken;
let data: typeof import('@/lib/testing/signup-test-data');

beforeAll(async () => {
  providers = await startPaymentProviders({ gateway: true });
  ({ stripe } = providers);
  server = providers.gateway!;
  db = (await import('@/lib/db')).db;
  getFormUrl = (await import('@/app/api/safesave/get_form_url/route')).POST as Handler;
  completeEventSignup = (await import('@/app/api/safesave/complete_eventsignup/[tokenId]/route')).POST as Handler;
  getIntent = (await import('@/app/api/stripe/get_intent/route')).POST as Handler;
  addRecord = (await import('@/app/api/participation/add_record/route')).POST as Handler;
  webhook = (await import('@/app/api/stripe/webhook/route')).POST as Handler;
  cancel = (await import('@/app/api/participation/cancel/[signupId]/route')).POST as Handler;
  apiRequest = (await import('@/lib/testing/api-test-helpers')).apiRequest;
  issueSessionToken = (await import('@/lib/auth')).issueSessionToken;
  data = await import('@/lib/testing/signup-test-data');
});

afterAll(async () => {
  await providers.close();
});

let n = 0;
const freshIp = () => `10.77.${Math.floor(++n / 250)}.${(n % 250) + 1}`;

async function call(
  handler: Handler,
  path: string,
  body: unknown,
  params: Record<string, string> = {},
  cookie?: string,
) {
  const response = await handler(apiRequest(path, { body, ip: freshIp(), cookie }), {
    params: Promise.resolve(params),
  });
  return { status: response.status, body: await response.json() };
}

const SOLD_OUT = (name: string) => ({
  error: `Sorry, ${name} is sold out.`,
  fieldErrors: { eventCategory: [`Sorry, ${name} is sold out.`] },
});

/** A sign-up of `people` (person `who` first, so racing families have their own emails). */
function signupOf(eventId: string, categoryId: string, people = 1, who = 0) {
  const participants = data.family(people).map((person, index) => ({
    ...person,
    // Each family its own addresses: the per-email payment limits never trip across tests.
    email: `racer${who}-${index}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`,
  }));
  return { eventId, ...data.formSignup(categoryId, { payFees: false }, participants) };
}

/** An open event whose $35 category ('5K Run') takes `capacity` participants. */
async function eventWithCapacity(capacity: number, provider: 'safesave' | 'stripe' = 'safesave') {
  const created = await data.createSignupEvent({ paymentProvider: provider });
  await db.eventCategory.update({ where: { id: created.run.id }, data: { capacity } });
  return created;
}

const startHosted = (signup: ReturnType<typeof signupOf>, people = 1) =>
  call(getFormUrl, '/api/safesave/get_form_url', {
    amount: 35 * people,
    redirectUrl: `${server.url}/signup_confirmation?event=${signup.eventId}`,
    signup,
  });

async function cardPosted(formUrl: string, number = '4111111111111111') {
  const back = await postCardToGateway(formUrl, { number }, { origin: server.url });
  return back.location!.searchParams.get('token-id')!;
}

const complete = (tokenId: string) =>
  call(completeEventSignup, `/api/safesave/complete_eventsignup/${tokenId}`, {}, { tokenId });

/** A hosted sign-up paid and recorded; its signup id. */
async function paidHosted(signup: ReturnType<typeof signupOf>, people = 1) {
  const started = await startHosted(signup, people);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const done = await complete(await cardPosted(started.body.formUrl));
  expect(done.body.transactionSuccess, JSON.stringify(done.body)).toBe(true);
  return done.body.signupId as string;
}

let k = 0;
const intentFor = (signup: ReturnType<typeof signupOf>, people = 1, attemptKey = `capacity-${Date.now()}-${++k}`) =>
  call(getIntent, '/api/stripe/get_intent', { amount: 3500 * people, currency: 'usd', signup, attemptKey });

/** A delivery of `type` about the intent as it is now, or as it was (`snapshot`: a late delivery). */
async function deliver(type: string, intentId: string, snapshot?: unknown) {
  const { payload, header } = snapshot ? stripe.signedObjectEvent(type, snapshot) : stripe.signedEvent(type, intentId);
  const response = await webhook(
    new Request('http://localhost/api/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
      body: payload,
    }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, body: await response.json() };
}

const registered = (eventId: string) =>
  db.participant.count({ where: { eventId, signup: { status: { not: 'cancelled' } } } });
const intentsOf = (eventId: string) => [...stripe.intents.values()].filter((i) => i.metadata.eventId === eventId);

describe('capacity: a registration that would pass it is refused, nothing charged', () => {
  it('refuses a family of two for the last place with the exact message, before any attempt or gateway call', async () => {
    const { event, run } = await eventWithCapacity(2);
    await paidHosted(signupOf(event.id, run.id, 1, 1));
    const gatewayBefore = await db.gatewayTransaction.count();

    const refused = await startHosted(signupOf(event.id, run.id, 2, 2), 2);
    expect(refused).toEqual({ status: 409, body: SOLD_OUT('5K Run') });
    expect(await db.paymentAttempt.count({ where: { eventId: event.id } })).toBe(1);
    expect(await db.gatewayTransaction.count()).toBe(gatewayBefore);

    // One fits; then nobody.
    await paidHosted(signupOf(event.id, run.id, 1, 3));
    expect((await startHosted(signupOf(event.id, run.id, 1, 4))).body).toEqual(SOLD_OUT('5K Run'));
    expect(await registered(event.id)).toBe(2);
    // Another category of the event is not touched.
    const other = await db.eventCategory.findFirstOrThrow({ where: { eventId: event.id, name: 'Odd Price' } });
    const odd = await call(getFormUrl, '/api/safesave/get_form_url', {
      amount: 9.99,
      redirectUrl: `${server.url}/signup_confirmation?event=${event.id}`,
      signup: signupOf(event.id, other.id, 1, 5),
    });
    expect(odd.status).toBe(200);
  });

  it('refuses through the card provider too, creating no intent', async () => {
    const { event, run } = await eventWithCapacity(1, 'stripe');
    await db.eventCategory.update({ where: { id: run.id }, data: { capacity: 1 } });
    const refused = await intentFor(signupOf(event.id, run.id, 2, 1), 2);
    expect(refused).toEqual({ status: 409, body: SOLD_OUT('5K Run') });
    expect(intentsOf(event.id)).toHaveLength(0);
    expect(await db.paymentAttempt.count({ where: { eventId: event.id } })).toBe(0);
  });
});

describe('capacity: racing for the last place', () => {
  it('hosted gateway: of eight starts at once for the last place, exactly one proceeds', async () => {
    const { event, run } = await eventWithCapacity(1);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => startHosted(signupOf(event.id, run.id, 1, i))),
    );
    const winners = answers.filter((answer) => answer.status === 200);
    expect(winners).toHaveLength(1);
    for (const loser of answers.filter((answer) => answer.status !== 200)) {
      expect(loser).toEqual({ status: 409, body: SOLD_OUT('5K Run') });
    }
    expect(await db.paymentAttempt.count({ where: { eventId: event.id } })).toBe(1);
    // The winner pays and is registered; the place stays taken.
    const done = await complete(await cardPosted(winners[0].body.formUrl));
    expect(done.body.transactionSuccess).toBe(true);
    expect(await registered(event.id)).toBe(1);
    expect((await startHosted(signupOf(event.id, run.id, 1, 9))).status).toBe(409);
  });

  it('card provider: of eight intents asked at once for the last place, exactly one is created', async () => {
    const { event, run } = await eventWithCapacity(1, 'stripe');
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => intentFor(signupOf(event.id, run.id, 1, i))));
    const winners = answers.filter((answer) => answer.status === 200);
    expect(winners).toHaveLength(1);
    for (const loser of answers.filter((answer) => answer.status !== 200)) {
      expect(loser).toEqual({ status: 409, body: SOLD_OUT('5K Run') });
    }
    expect(intentsOf(event.id)).toHaveLength(1);
    // Authorized only (a category with a capacity): the webhook captures it, its place claimed.
    expect(stripe.confirm(winners[0].body.paymentIntentId, 'pm_card_visa').status).toBe('requires_capture');
    expect((await deliver('payment_intent.amount_capturable_updated', winners[0].body.paymentIntentId)).body).toEqual({
      received: true,
      recorded: true,
    });
    expect(stripe.intents.get(winners[0].body.paymentIntentId)).toMatchObject({
      status: 'succeeded',
      amount_received: 3500,
    });
    expect(await registered(event.id)).toBe(1);
    expect((await intentFor(signupOf(event.id, run.id, 1, 9))).status).toBe(409);
  });

  it('the hold itself: eight attempts written at once for the last place (no route, no rate limit in between), one is', async () => {
    const { createHoldingAttempt } = await import('@/lib/services/payments/payment-attempts');
    const { signupPaymentPurpose } = await import('@/lib/services/signups/signup-payment-purpose');
    const { event, run } = await eventWithCapacity(1);
    const now = new Date();
    const answers = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        createHoldingAttempt({
          data: { provider: 'safesave', kind: 'signup', eventId: event.id, amountCents: 3500 },
          places: { categoryId: run.id, count: 1 },
          purpose: signupPaymentPurpose,
          now,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1);
    for (const loser of answers.filter((answer) => answer.status === 'rejected')) {
      expect((loser as PromiseRejectedResult).reason.message).toBe('Sorry, 5K Run is sold out.');
    }
    expect(await db.paymentAttempt.count({ where: { eventId: event.id } })).toBe(1);
  });

  it('free category: of six free sign-ups at once for the last two places, exactly two (one each) are recorded', async () => {
    const { event, kids } = await data.createSignupEvent();
    await db.eventCategory.update({ where: { id: kids.id }, data: { capacity: 2 } });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call(addRecord, '/api/participation/add_record', signupOf(event.id, kids.id, 1, i)),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    for (const loser of answers.filter((answer) => answer.status !== 200)) {
      expect(loser).toEqual({ status: 409, body: SOLD_OUT('Kids Dash') });
    }
    expect(await registered(event.id)).toBe(2);
  });
});

describe('capacity: holds', () => {
  it('a declined hosted payment frees its place', async () => {
    const { event, run } = await eventWithCapacity(1);
    const first = await startHosted(signupOf(event.id, run.id, 1, 1));
    expect(first.status).toBe(200);
    expect((await startHosted(signupOf(event.id, run.id, 1, 2))).body).toEqual(SOLD_OUT('5K Run'));
    const declined = await complete(await cardPosted(first.body.formUrl, '4000000000000002'));
    expect(declined.body.transactionSuccess).toBe(false);
    await paidHosted(signupOf(event.id, run.id, 1, 3));
    expect(await registered(event.id)).toBe(1);
  });

  it("a card provider's canceled intent frees its place", async () => {
    const { event, run } = await eventWithCapacity(1, 'stripe');
    const first = await intentFor(signupOf(event.id, run.id, 1, 1));
    expect(first.status).toBe(200);
    expect((await intentFor(signupOf(event.id, run.id, 1, 2))).status).toBe(409);
    const sdk = new Stripe(stripe.secretKey, { host: '127.0.0.1', port: new URL(stripe.url).port, protocol: 'http' });
    await sdk.paymentIntents.cancel(first.body.paymentIntentId);
    await deliver('payment_intent.canceled', first.body.paymentIntentId);
    expect((await intentFor(signupOf(event.id, run.id, 1, 3))).status).toBe(200);
  });

  it('an expired hold frees its place; its payer is refused before the gateway charges once the place is gone', async () => {
    const { event, run } = await eventWithCapacity(1);
    const late = await startHosted(signupOf(event.id, run.id, 1, 1));
    expect(late.status).toBe(200);
    const lateToken = await cardPosted(late.body.formUrl);
    // Abandoned past the hold.
    await db.paymentAttempt.updateMany({
      where: { eventId: event.id },
      data: { placesHeldUntil: new Date(Date.now() - 1000) },
    });
    await paidHosted(signupOf(event.id, run.id, 1, 2));

    const refused = await complete(lateToken);
    expect(refused).toEqual({ status: 409, body: SOLD_OUT('5K Run') });
    // Nothing charged: the gateway's sale was never completed.
    expect((await db.gatewayTransaction.findUniqueOrThrow({ where: { tokenId: lateToken } })).status).not.toBe(
      'complete',
    );
    expect((await db.gatewayTransaction.findUniqueOrThrow({ where: { tokenId: lateToken } })).transactionId).toBeNull();
    expect(await registered(event.id)).toBe(1);
  });

  it('an expired hold whose place is still free completes, and holds again meanwhile', async () => {
    const { event, run } = await eventWithCapacity(1);
    const slow = await startHosted(signupOf(event.id, run.id, 1, 1));
    const token = await cardPosted(slow.body.formUrl);
    await db.paymentAttempt.updateMany({
      where: { eventId: event.id },
      data: { placesHeldUntil: new Date(Date.now() - 1000) },
    });
    // Expired: another may start (and holds the place), so the slow payer is now refused...
    const other = await startHosted(signupOf(event.id, run.id, 1, 2));
    expect(other.status).toBe(200);
    expect((await complete(token)).status).toBe(409);
    // ...until the other's payment fails: then the slow one completes after all.
    expect((await complete(await cardPosted(other.body.formUrl, '4000000000000002'))).body.transactionSuccess).toBe(
      false,
    );
    const done = await complete(token);
    expect(done.body.transactionSuccess, JSON.stringify(done.body)).toBe(true);
    expect(await registered(event.id)).toBe(1);
  });
});

/** The browser's add_record of a confirmed intent (what stripe-payment.tsx sends after confirmPayment). */
const recordCard = (signup: ReturnType<typeof signupOf>, paymentIntentId: string) =>
  call(addRecord, '/api/participation/add_record', {
    ...signup,
    transactionId: paymentIntentId,
    paymentMethod: 'stripe',
  });

const captures = (intentId: string) =>
  stripe.requests.filter((r) => r.method === 'POST' && r.path === `/v1/payment_intents/${intentId}/capture`).length;

/** Holds of `eventId` run out (the payer dawdled past the 15 minutes). */
const expireHolds = (eventId: string) =>
  db.paymentAttempt.updateMany({ where: { eventId }, data: { placesHeldUntil: new Date(Date.now() - 1000) } });

describe('capacity: the card provider captures only once the place is claimed', () => {
  it('two families racing for the last place both confirm: one is charged and registered, the other never charged', async () => {
    const { event, run } = await eventWithCapacity(1, 'stripe');
    const slowSignup = signupOf(event.id, run.id, 1, 1);
    const fastSignup = signupOf(event.id, run.id, 1, 2);
    const slow = await intentFor(slowSignup);
    expect(slow.status).toBe(200);
    // The slow family's hold runs out; the fast family holds the place.
    await expireHolds(event.id);
    const fast = await intentFor(fastSignup);
    expect(fast.status).toBe(200);
    for (const intent of intentsOf(event.id)) expect(intent.capture_method).toBe('manual');
    // Both browsers confirm their cards (authorized, not charged), then report at once.
    expect(stripe.confirm(slow.body.paymentIntentId, 'pm_card_visa').status).toBe('requires_capture');
    expect(stripe.confirm(fast.body.paymentIntentId, 'pm_card_visa').status).toBe('requires_capture');
    const [slowAnswer, fastAnswer] = await Promise.all([
      recordCard(slowSignup, slow.body.paymentIntentId),
      recordCard(fastSignup, fast.body.paymentIntentId),
    ]);

    expect(fastAnswer.status, JSON.stringify(fastAnswer.body)).toBe(200);
    expect(slowAnswer).toEqual({ status: 409, body: SOLD_OUT('5K Run') });
    expect(stripe.intents.get(fast.body.paymentIntentId)).toMatchObject({ status: 'succeeded', amount_received: 3500 });
    // The loser's authorization is released: canceled, never captured, nothing received.
    expect(stripe.intents.get(slow.body.paymentIntentId)).toMatchObject({
      status: 'canceled',
      amount_received: 0,
      amount_capturable: 0,
    });
    expect(captures(slow.body.paymentIntentId)).toBe(0);
    expect(await registered(event.id)).toBe(1);
    expect(await db.paymentAttempt.findFirstOrThrow({ where: { reference: slow.body.paymentIntentId } })).toMatchObject(
      { status: 'failed', resultCode: 'places_gone' },
    );
    // Asked again, the loser hears the same; the winner's answer repeats, recorded once.
    expect(await recordCard(slowSignup, slow.body.paymentIntentId)).toEqual({ status: 409, body: SOLD_OUT('5K Run') });
    const again = await recordCard(fastSignup, fast.body.paymentIntentId);
    expect(again.body.signupId).toBe(fastAnswer.body.signupId);
    expect(await db.signup.count({ where: { eventId: event.id } })).toBe(1);
    expect(captures(fast.body.paymentIntentId)).toBe(1);
  });

  it('a hold that ran out before the card was confirmed: captured if the place is still free, and held again meanwhile', async () => {
    const { event, run } = await eventWithCapacity(1, 'stripe');
    const slowSignup = signupOf(event.id, run.id, 1, 1);
    const slow = await intentFor(slowSignup);
    await expireHolds(event.id);
    stripe.confirm(slow.body.paymentIntentId, 'pm_card_visa');
    const done = await recordCard(slowSignup, slow.body.paymentIntentId);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(stripe.intents.get(slow.body.paymentIntentId)).toMatchObject({ status: 'succeeded', amount_received: 3500 });
    expect(await registered(event.id)).toBe(1);
    expect((await intentFor(signupOf(event.id, run.id, 1, 2))).body).toEqual(SOLD_OUT('5K Run'));
  });

  it('a hold that ran out and whose place went to another: refused at confirmation, the card released', async () => {
    const { event, run } = await eventWithCapacity(1, 'stripe');
    const lateSignup = signupOf(event.id, run.id, 1, 1);
    const late = await intentFor(lateSignup);
    await expireHolds(event.id);
    // Another family takes the place and pays for it.
    const otherSignup = signupOf(event.id, run.id, 1, 2);
    const other = await intentFor(otherSignup);
    stripe.confirm(other.body.paymentIntentId, 'pm_card_visa');
    expect((await recordCard(otherSignup, other.body.paymentIntentId)).status).toBe(200);

    stripe.confirm(late.body.paymentIntentId, 'pm_card_visa');
    expect(await recordCard(lateSignup, late.body.paymentIntentId)).toEqual({ status: 409, body: SOLD_OUT('5K Run') });
    expect(stripe.intents.get(late.body.paymentIntentId)).toMatchObject({ status: 'canceled', amount_received: 0 });
    expect(captures(late.body.paymentIntentId)).toBe(0);
    expect(await registered(event.id)).toBe(1);
  });

  it('confirmed as Stripe.js does (publishable key, client secret): a declined card may try again, a good one is authorized, then captured', async () => {
    const { event, run } = await eventWithCapacity(1, 'stripe');
    const signup = signupOf(event.id, run.id, 1, 1);
    const started = await intentFor(signup);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const id = started.body.paymentIntentId as string;
    const confirmInBrowser = (
      paymentMethod: string,
      secret = started.body.client_secret as string,
      key = stripe.publishableKey,
    ) =>
      fetch(`${stripe.url}/v1/payment_intents/${id}/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ key, client_secret: secret, payment_method: paymentMethod }),
      });
    expect((await confirmInBrowser('pm_card_visa', started.body.client_secret, 'pk_test_other')).status).toBe(401);
    expect((await confirmInBrowser('pm_card_visa', `${id}_secret_other`)).status).toBe(404);
    const declined = await confirmInBrowser('pm_card_chargeDeclined');
    expect(declined.status).toBe(402);
    expect((await declined.json()).error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      payment_intent: { id, status: 'requires_payment_method' },
    });
    const authorized = await confirmInBrowser('pm_card_visa');
    expect(authorized.status).toBe(200);
    expect(await authorized.json()).toMatchObject({
      status: 'requires_capture',
      amount_capturable: 3500,
      amount_received: 0,
    });
    // Confirmed twice (a double click): Stripe refuses the second, the hold stays as it was.
    const again = await confirmInBrowser('pm_card_visa');
    expect(again.status).toBe(400);
    expect((await again.json()).error).toMatchObject({ code: 'payment_intent_unexpected_state' });
    expect(captures(id)).toBe(0);

    const done = await recordCard(signup, id);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(stripe.intents.get(id)).toMatchObject({ status: 'succeeded', amount_received: 3500, amount_capturable: 0 });
    expect(captures(id)).toBe(1);
    expect(await registered(event.id)).toBe(1);
  });

  it('the webhook path: the authorization is captured or released by payment_intent.amount_capturable_updated, recorded once', async () => {
    const { event, run } = await eventWithCapacity(1, 'stripe');
    const lateSignup = signupOf(event.id, run.id, 1, 1);
    const late = await intentFor(lateSignup);
    await expireHolds(event.id);
    const otherSignup = signupOf(event.id, run.id, 1, 2);
    const other = await intentFor(otherSignup);
    const authorized = structuredClone(stripe.confirm(other.body.paymentIntentId, 'pm_card_visa'));
    stripe.confirm(late.body.paymentIntentId, 'pm_card_visa');
    // Both tabs closed: only Stripe reports.
    expect((await deliver('payment_intent.amount_capturable_updated', late.body.paymentIntentId)).body).toEqual({
      received: true,
      recorded: false,
    });
    expect((await deliver('payment_intent.amount_capturable_updated', other.body.paymentIntentId)).body).toEqual({
      received: true,
      recorded: true,
    });
    expect(stripe.intents.get(late.body.paymentIntentId)).toMatchObject({ status: 'canceled', amount_received: 0 });
    expect(captures(late.body.paymentIntentId)).toBe(0);
    expect(stripe.intents.get(other.body.paymentIntentId)).toMatchObject({
      status: 'succeeded',
      amount_received: 3500,
    });
    // The webhook was first: the late browser still hears why; Stripe's later reports change nothing.
    expect(await recordCard(lateSignup, late.body.paymentIntentId)).toEqual({ status: 409, body: SOLD_OUT('5K Run') });
    expect((await deliver('payment_intent.canceled', late.body.paymentIntentId)).body.recorded).toBe(false);
    expect((await deliver('payment_intent.succeeded', other.body.paymentIntentId)).body.recorded).toBe(false);
    // A late copy of the authorization's report, after the capture: nothing changes.
    expect(
      (await deliver('payment_intent.amount_capturable_updated', other.body.paymentIntentId, authorized)).body,
    ).toEqual({ received: true, recorded: false });
    expect((await recordCard(otherSignup, other.body.paymentIntentId)).status).toBe(200);
    expect(
      await db.paymentAttempt.findFirstOrThrow({ where: { reference: other.body.paymentIntentId } }),
    ).toMatchObject({ status: 'succeeded', resultCode: null });
    // The fee counts once: one registration, for one charge of $35.
    const signups = await db.signup.findMany({ where: { eventId: event.id, status: 'succeeded' } });
    expect(signups.map((s) => [s.transactionId, s.totalAmountCents])).toEqual([[other.body.paymentIntentId, 3500]]);
    expect(captures(other.body.paymentIntentId)).toBe(1);
  });

  it('the browser and the webhook reporting one authorization at once capture and record it once', async () => {
    const { event, run } = await eventWithCapacity(3, 'stripe');
    const signup = signupOf(event.id, run.id, 2, 1);
    const started = await intentFor(signup, 2);
    stripe.confirm(started.body.paymentIntentId, 'pm_card_visa');
    const [browser, hook] = await Promise.all([
      recordCard(signup, started.body.paymentIntentId),
      deliver('payment_intent.amount_capturable_updated', started.body.paymentIntentId),
    ]);
    expect(browser.status, JSON.stringify(browser.body)).toBe(200);
    expect(hook.status).toBe(200);
    expect(stripe.intents.get(started.body.paymentIntentId)).toMatchObject({
      status: 'succeeded',
      amount_received: 7000,
    });
    expect(await db.signup.count({ where: { eventId: event.id } })).toBe(1);
    expect(await registered(event.id)).toBe(2);
  });

  it('a captured sign-up is refunded once, for what was captured, when the organizer cancels it with a refund', async () => {
    const { event, run, organizer } = await eventWithCapacity(1, 'stripe');
    const signup = signupOf(event.id, run.id, 1, 1);
    const started = await intentFor(signup);
    stripe.confirm(started.body.paymentIntentId, 'pm_card_visa');
    const done = await recordCard(signup, started.body.paymentIntentId);
    expect(done.status).toBe(200);
    const cookie = await issueSessionToken(organizer as never);
    const cancelled = await call(
      cancel,
      `/api/participation/cancel/${done.body.signupId}`,
      { refund: true },
      { signupId: done.body.signupId },
      cookie,
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const refunds = [...stripe.refunds.values()].filter((r) => r.payment_intent === started.body.paymentIntentId);
    expect(refunds.map((r) => r.amount)).toEqual([3500]);
    expect(await db.signup.findUniqueOrThrow({ where: { id: done.body.signupId } })).toMatchObject({
      status: 'cancelled',
      amountRefundedCents: 3500,
    });
    // Its place is free again.
    expect((await intentFor(signupOf(event.id, run.id, 1, 2))).status).toBe(200);
  });

  it('a category without a capacity, and donations, are charged at confirmation as before', async () => {
    const { event, run } = await data.createSignupEvent({ paymentProvider: 'stripe' });
    const signup = signupOf(event.id, run.id, 1, 1);
    const started = await intentFor(signup);
    expect(stripe.intents.get(started.body.paymentIntentId)!.capture_method).toBe('automatic_async');
    expect(stripe.confirm(started.body.paymentIntentId, 'pm_card_visa').status).toBe('succeeded');
    expect((await recordCard(signup, started.body.paymentIntentId)).status).toBe(200);
    expect(captures(started.body.paymentIntentId)).toBe(0);

    const gift = await call(getIntent, '/api/stripe/get_intent', { amount: 2500, currency: 'usd' });
    expect(gift.status, JSON.stringify(gift.body)).toBe(200);
    expect(stripe.intents.get(gift.body.paymentIntentId)!.capture_method).toBe('automatic_async');
  });
});

describe("capacity: a start with an amount alone (the spec's bare call)", () => {
  it('holds its places at completion, when it names its sign-up: refused before the charge when sold out', async () => {
    const { event, run } = await eventWithCapacity(1);
    const bare = () =>
      call(getFormUrl, '/api/safesave/get_form_url', {
        amount: 35,
        redirectUrl: `${server.url}/signup_confirmation?event=${event.id}`,
      });
    const first = await bare();
    const second = await bare();
    const firstToken = await cardPosted(first.body.formUrl);
    const secondToken = await cardPosted(second.body.formUrl);
    const completeWith = (tokenId: string, who: number) =>
      call(completeEventSignup, `/api/safesave/complete_eventsignup/${tokenId}`, signupOf(event.id, run.id, 1, who), {
        tokenId,
      });
    expect((await completeWith(firstToken, 1)).body.transactionSuccess).toBe(true);
    expect(await completeWith(secondToken, 2)).toEqual({ status: 409, body: SOLD_OUT('5K Run') });
    expect(
      (await db.gatewayTransaction.findUniqueOrThrow({ where: { tokenId: secondToken } })).transactionId,
    ).toBeNull();
    expect(await registered(event.id)).toBe(1);
  });
});

describe('capacity: a cancelled registration frees its places', () => {
  it('POST /api/participation/cancel/{signupId} gives the places back', async () => {
    const { event, run, organizer } = await eventWithCapacity(2);
    const signupId = await paidHosted(signupOf(event.id, run.id, 2, 1), 2);
    expect((await startHosted(signupOf(event.id, run.id, 1, 2))).status).toBe(409);
    const cookie = await issueSessionToken(organizer as never);
    const cancelled = await call(cancel, `/api/participation/cancel/${signupId}`, {}, { signupId }, cookie);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    await paidHosted(signupOf(event.id, run.id, 2, 3), 2);
    expect(await registered(event.id)).toBe(2);
  });
});
