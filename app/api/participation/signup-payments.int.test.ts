import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import type { Db } from '@/lib/db';
import type { RouteServer } from '@/lib/testing/route-server';
import type { StripeStandIn } from '@/lib/testing/stripe-stand-in';
import { startPaymentProviders, type PaymentProviders } from '@/lib/testing/payment-providers';
import { postCardToGateway } from '@/lib/testing/gateway-card';

type TestData = typeof import('@/lib/testing/signup-test-data');
let createSignupEvent: TestData['createSignupEvent'];
let family: TestData['family'];
let formSignup: TestData['formSignup'];
const DAY = 24 * 60 * 60 * 1000;

// Paid event sign-ups end to end on the server, with nothing of ours mocked: the hosted-form
// gateway (the sandbox gateway's own route handlers behind a real HTTP server, the card posted
// to its form-url as a browser does) and the card provider (the real `stripe` SDK against the
// local stand-in of Stripe's API), the app's route handlers, real PostgreSQL.

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
let getFormUrl: Handler;
let completeEventSignup: Handler;
let getIntent: Handler;
let addRecord: Handler;
let webhook: Handler;
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
  getFormUrl = (await import('@/app/api/safesave/get_form_url/route')).POST as Handler;
  completeEventSignup = (await import('@/app/api/safesave/complete_eventsignup/[tokenId]/route')).POST as Handler;
  getIntent = (await import('@/app/api/stripe/get_intent/route')).POST as Handler;
  addRecord = (await import('@/app/api/participation/add_record/route')).POST as Handler;
  webhook = (await import('@/app/api/stripe/webhook/route')).POST as Handler;
  apiRequest = (await import('@/lib/testing/api-test-helpers')).apiRequest;
  // Imported after the settings above: it reads the database module, which reads the environment once.
  ({ createSignupEvent, family, formSignup } = await import('@/lib/testing/signup-test-data'));
});

afterAll(async () => {
  await providers.close();
});

let n = 0;
const freshIp = () => `10.66.${Math.floor(++n / 250)}.${(n % 250) + 1}`;

async function call(handler: Handler, path: string, body: unknown, params: Record<string, string> = {}) {
  const response = await handler(apiRequest(path, { body, ip: freshIp() }), { params: Promise.resolve(params) });
  return { status: response.status, body: await response.json() };
}

/** Four people (three sharing the main address), a 10 % code and the fee: $35 × 4 − 10 % + 5 % = $132.30. */
const fourWithPromo = (eventId: string, categoryId: string) => ({
  eventId,
  ...formSignup(categoryId, { promoCode: 'tenpct', payFees: true }, family(4)),
});
const FOUR_WITH_PROMO_CENTS = 13230;

/** Step 2 as the browser does it: a form post straight to the gateway's form-url; the token it hands back. */
async function postCard(formUrl: string, number: string) {
  const reply = await postCardToGateway(formUrl, { number }, { origin: server.url });
  expect(reply.status).toBe(303);
  return reply.location!;
}

const startHosted = (amount: number, signup: unknown, eventId: string) =>
  call(getFormUrl, '/api/safesave/get_form_url', {
    amount,
    redirectUrl: `${server.url}/signup_confirmation?event=${eventId}`,
    signup,
  });

async function hostedToken(amount: number, signup: { eventId: string }, card = '4111111111111111') {
  const started = await startHosted(amount, signup, signup.eventId);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  expect(started.body.message).toContain('<form-url>');
  const back = await postCard(started.body.formUrl, card);
  expect(`${back.origin}${back.pathname}`).toBe(`${server.url}/signup_confirmation`);
  expect(back.searchParams.get('event')).toBe(signup.eventId);
  return back.searchParams.get('token-id')!;
}

const complete = (tokenId: string, body: unknown) =>
  call(completeEventSignup, `/api/safesave/complete_eventsignup/${tokenId}`, body, { tokenId });

const signupsOf = (eventId: string) => db.signup.findMany({ where: { eventId }, include: { participants: true } });

describe('hosted-form gateway: get_form_url and complete_eventsignup', () => {
  it('records a paid signup once, with the amount the gateway confirmed, its participants and its emails', async () => {
    const { event, run, team } = await createSignupEvent();
    const signup = { ...fourWithPromo(event.id, run.id), teamCampaignId: team.id };
    const tokenId = await hostedToken(132.3, signup);
    expect(await db.gatewayTransaction.findUniqueOrThrow({ where: { tokenId } })).toMatchObject({
      amountCents: FOUR_WITH_PROMO_CENTS,
    });

    const { status, body } = await complete(tokenId, signup);
    expect(status).toBe(200);
    const transactionId = body.transactionResponse['transaction-id'];
    expect(transactionId).toMatch(/^\d{10}$/);
    expect(body).toEqual({
      transactionSuccess: true,
      transactionResponse: { result: 1, 'transaction-id': transactionId, 'result-code': 100, 'result-text': 'SUCCESS' },
      redirectLink: `/signup_confirmation?event=${event.id}&transaction_id=${transactionId}`,
      signupId: expect.any(String),
      transactionId,
      signup: expect.objectContaining({
        eventId: event.id,
        teamCampaignId: team.id,
        promoCode: 'TENPCT',
        baseAmount: 140,
        discount: 14,
        payFees: true,
        feePercentage: 5,
        totalAmount: 132.3,
        paymentMethod: 'safesave',
        transactionId,
        participantCount: 4,
      }),
      message: 'Sign-up successfully completed! An email confirmation has been sent to you.',
    });
    expect(JSON.stringify(body)).not.toContain('person0@example.test');

    const [row] = await signupsOf(event.id);
    expect(row).toMatchObject({ method: 'safesave', status: 'succeeded', totalAmountCents: FOUR_WITH_PROMO_CENTS });
    expect(row.participants).toHaveLength(4);
    const attempt = await db.paymentAttempt.findFirstOrThrow({ where: { reference: tokenId } });
    expect(attempt).toMatchObject({ kind: 'signup', status: 'succeeded', transactionId, eventId: event.id });
    // One participation email per distinct address (the test family has four).
    const mail = await db.emailOutbox.findMany({ where: { to: { in: family(4).map((p) => String(p.email)) } } });
    expect(mail.length).toBeGreaterThanOrEqual(1);
    expect(mail.every((m) => m.text.includes(transactionId))).toBe(true);

    expect(body.signupId).toBe(row.id);

    // Completing the same token again is the gateway's duplicate (CONTRACT §2: result 3, code 300),
    // still naming the signup the first completion recorded, so a reloaded page finds it.
    const again = await complete(tokenId, signup);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      transactionSuccess: false,
      transactionResponse: { result: 3, 'result-code': 300, 'transaction-id': transactionId },
      issueNumber: '300',
      signupId: row.id,
      transactionId,
      redirectLink: body.redirectLink,
    });
    expect(await db.signup.count({ where: { eventId: event.id } })).toBe(1);
  });

  it("refuses to start with any amount but the server's total (400), before the gateway is asked", async () => {
    const { event, run } = await createSignupEvent();
    const signup = fourWithPromo(event.id, run.id);
    const before = await db.gatewayTransaction.count();
    for (const amount of [140, 1, 132.29]) {
      expect(await startHosted(amount, signup, event.id)).toEqual({
        status: 400,
        body: {
          error: 'The total does not match the amount and the fee.',
          fieldErrors: { amount: ['The total does not match the amount and the fee.'] },
        },
      });
    }
    // A free total never goes to the gateway either.
    const free = { eventId: event.id, ...formSignup(run.id, { promoCode: 'FREEBIE' }) };
    expect((await startHosted(1, free, event.id)).status).toBe(400);
    expect(await db.gatewayTransaction.count()).toBe(before);
  });

  it('records nothing when the gateway charged another amount than the total', async () => {
    const { event, run } = await createSignupEvent();
    // A token started for a donation-like $5.00, then offered as the payment of a $35 signup.
    const started = await call(getFormUrl, '/api/safesave/get_form_url', {
      amount: 5,
      redirectUrl: `${server.url}/signup_confirmation?event=${event.id}`,
    });
    const back = await postCard(started.body.formUrl, '4111111111111111');
    const tokenId = back.searchParams.get('token-id')!;
    // Refused before the gateway completes the sale: the card is never charged for it.
    const { status, body } = await complete(tokenId, { eventId: event.id, ...formSignup(run.id) });
    expect(status).toBe(400);
    expect(body.error).toBe('The total does not match the amount and the fee.');
    expect(await db.signup.count({ where: { eventId: event.id } })).toBe(0);
    expect((await db.gatewayTransaction.findUniqueOrThrow({ where: { tokenId } })).status).toBe('submitted');
  });

  it('records the signup at the price it started at when the organizer changes the price meanwhile', async () => {
    const { event, run } = await createSignupEvent();
    const signup = { eventId: event.id, ...formSignup(run.id, { payFees: false }) };
    const tokenId = await hostedToken(35, signup);
    // The organizer raises the category from $35 to $42 while the participant is on the card form.
    await db.eventCategory.update({ where: { id: run.id }, data: { priceCents: 4200 } });
    const { status, body } = await complete(tokenId, signup);
    expect(status).toBe(200);
    expect(body.transactionSuccess).toBe(true);
    const [row] = await signupsOf(event.id);
    expect(row).toMatchObject({ totalAmountCents: 3500, baseAmountCents: 3500, status: 'succeeded' });
    expect(row.participants).toHaveLength(1);
  });

  it('records one signup when the same token is completed twice at the same moment', async () => {
    const { event, run } = await createSignupEvent();
    const signup = { eventId: event.id, ...formSignup(run.id, {}, family(2)) };
    const tokenId = await hostedToken(70, signup);
    const answers = await Promise.all([complete(tokenId, signup), complete(tokenId, signup)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.filter((a) => a.body.transactionSuccess).length).toBeGreaterThanOrEqual(1);
    for (const answer of answers.filter((a) => !a.body.transactionSuccess)) {
      expect(answer.body.transactionResponse).toMatchObject({ result: 3, 'result-code': 300 });
    }
    expect(await db.signup.count({ where: { eventId: event.id } })).toBe(1);
    expect(await db.participant.count({ where: { eventId: event.id } })).toBe(2);
  });

  it('records nothing for a declined card and answers the reason from the result-code table', async () => {
    const { event, run } = await createSignupEvent();
    const signup = { eventId: event.id, ...formSignup(run.id) };
    const tokenId = await hostedToken(35, signup, '4000000000000002');
    const outboxBefore = await db.emailOutbox.count();
    const { status, body } = await complete(tokenId, signup);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      transactionSuccess: false,
      transactionResponse: { result: 2, 'result-code': 201 },
      redirectLink: null,
      issueNumber: '201',
      reason: 'Do not honor',
      message:
        'Could not process your transaction. Please email the info address with the Issue Number for details. Issue Number: 201. Possible reason: Do not honor.',
    });
    expect(await db.signup.count({ where: { eventId: event.id } })).toBe(0);
    expect(await db.emailOutbox.count()).toBe(outboxBefore);
    expect((await db.paymentAttempt.findFirstOrThrow({ where: { reference: tokenId } })).status).toBe('failed');
  });

  it('refuses at completion, before the sale is completed, a registration closed since the start', async () => {
    const { event, run } = await createSignupEvent();
    const signup = { eventId: event.id, ...formSignup(run.id) };
    const tokenId = await hostedToken(35, signup);
    await db.event.update({ where: { id: event.id }, data: { activeUntilRegistration: new Date(Date.now() - 1000) } });
    expect(await complete(tokenId, signup)).toEqual({
      status: 409,
      body: { error: 'Registration for this event is closed.' },
    });
    expect(await db.signup.count({ where: { eventId: event.id } })).toBe(0);
    // The gateway never completed the sale: no money was taken.
    expect((await db.gatewayTransaction.findUniqueOrThrow({ where: { tokenId } })).status).toBe('submitted');
  });

  it('refuses at completion, before the sale is completed, a promo code expired since the start', async () => {
    const { event, run } = await createSignupEvent();
    const signup = fourWithPromo(event.id, run.id);
    const tokenId = await hostedToken(132.3, signup);
    await db.promoCode.updateMany({
      where: { eventId: event.id, code: 'TENPCT' },
      data: { expiration: new Date(Date.now() - DAY) },
    });
    expect(await complete(tokenId, signup)).toEqual({
      status: 400,
      body: { error: 'Invalid Promo Code', fieldErrors: { promoCode: ['Invalid Promo Code'] } },
    });
    expect(await db.signup.count({ where: { eventId: event.id } })).toBe(0);
    expect((await db.gatewayTransaction.findUniqueOrThrow({ where: { tokenId } })).status).toBe('submitted');
  });
});

describe('card provider: get_intent and add_record', () => {
  let k = 0;
  const attemptKey = () => `signup-attempt-${Date.now().toString(36)}-${++k}`;
  const intentFor = (amount: number, signup: unknown) =>
    call(getIntent, '/api/stripe/get_intent', { amount, currency: 'usd', signup, attemptKey: attemptKey() });
  const add = (signup: Record<string, unknown>, transactionId: string) =>
    call(addRecord, '/api/participation/add_record', { ...signup, transactionId, paymentMethod: 'stripe' });
  const sdk = () =>
    new Stripe(stripe.secretKey, { host: '127.0.0.1', port: new URL(stripe.url).port, protocol: 'http' });

  async function deliver(type: string, intentId: string) {
    const { payload, header } = stripe.signedEvent(type, intentId);
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

  it('records a succeeded intent for the total once, even when add_record arrives twice at once', async () => {
    const { event, run } = await createSignupEvent({ paymentProvider: 'stripe' });
    const signup = fourWithPromo(event.id, run.id);
    const { status, body: intent } = await intentFor(FOUR_WITH_PROMO_CENTS, signup);
    expect(status, JSON.stringify(intent)).toBe(200);
    const stored = stripe.intents.get(intent.paymentIntentId)!;
    expect(stored).toMatchObject({ amount: FOUR_WITH_PROMO_CENTS, currency: 'usd' });
    expect(stored.metadata).toMatchObject({ kind: 'signup', eventId: event.id });
    expect(stored.description).toBe('Sign-up for River Run: 5K Run, 4 people');

    // Not paid yet: 409 with the provider's state, nothing recorded.
    expect((await add(signup, intent.paymentIntentId)).status).toBe(409);

    stripe.confirm(intent.paymentIntentId, 'pm_card_visa');
    const answers = await Promise.all([add(signup, intent.paymentIntentId), add(signup, intent.paymentIntentId)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[0].body).toEqual(answers[1].body);
    expect(answers[0].body).toMatchObject({
      success: true,
      transactionId: intent.paymentIntentId,
      redirectLink: `/signup_confirmation?event=${event.id}&transaction_id=${intent.paymentIntentId}`,
      signup: { totalAmount: 132.3, paymentMethod: 'stripe', participantCount: 4, promoCode: 'TENPCT' },
    });
    const rows = await signupsOf(event.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].participants).toHaveLength(4);
    expect((await db.paymentAttempt.findFirstOrThrow({ where: { reference: intent.paymentIntentId } })).status).toBe(
      'succeeded',
    );
    // The provider's webhook finds it recorded.
    expect((await deliver('payment_intent.succeeded', intent.paymentIntentId)).body).toEqual({
      received: true,
      recorded: false,
    });
    expect(await db.signup.count({ where: { eventId: event.id } })).toBe(1);
  });

  it('records the signup from the webhook when the tab was closed before add_record', async () => {
    const { event, run } = await createSignupEvent({ paymentProvider: 'stripe' });
    const signup = { eventId: event.id, ...formSignup(run.id) };
    const { body: intent } = await intentFor(3500, signup);
    stripe.confirm(intent.paymentIntentId, 'pm_card_visa');
    expect((await deliver('payment_intent.succeeded', intent.paymentIntentId)).body).toEqual({
      received: true,
      recorded: true,
    });
    const first = await add(signup, intent.paymentIntentId);
    expect(first.status).toBe(200);
    expect(await db.signup.count({ where: { eventId: event.id } })).toBe(1);
  });

  it('records a card-paid signup at the price it started at when the price changes meanwhile', async () => {
    const { event, run } = await createSignupEvent({ paymentProvider: 'stripe' });
    const signup = { eventId: event.id, ...formSignup(run.id, { payFees: false }) };
    const { body: intent } = await intentFor(3500, signup);
    await db.eventCategory.update({ where: { id: run.id }, data: { priceCents: 4200 } });
    stripe.confirm(intent.paymentIntentId, 'pm_card_visa');
    const answer = await add(signup, intent.paymentIntentId);
    expect(answer.status).toBe(200);
    expect(answer.body.signup.totalAmount).toBe(35);
  });

  it("refuses to create an intent for any amount but the server's total", async () => {
    const { event, run } = await createSignupEvent({ paymentProvider: 'stripe' });
    const signup = { eventId: event.id, ...formSignup(run.id) };
    expect((await intentFor(100, signup)).body).toEqual({
      error: 'The total does not match the amount and the fee.',
      fieldErrors: { amount: ['The total does not match the amount and the fee.'] },
    });
    // A hosted-form event does not take the card provider.
    const hosted = await createSignupEvent();
    expect((await intentFor(3500, { eventId: hosted.event.id, ...formSignup(hosted.run.id) })).status).toBe(409);
  });

  it('refuses a payment of another amount (400), another currency (400), or for something else (409)', async () => {
    const { event, run } = await createSignupEvent({ paymentProvider: 'stripe' });
    const signup = { eventId: event.id, ...formSignup(run.id) };

    const cheaper = await sdk().paymentIntents.create({
      amount: 3400,
      currency: 'usd',
      metadata: { kind: 'signup', eventId: event.id },
    });
    stripe.confirm(cheaper.id, 'pm_card_visa');
    expect(await add(signup, cheaper.id)).toMatchObject({ status: 400 });

    const euros = await sdk().paymentIntents.create({
      amount: 3500,
      currency: 'eur',
      metadata: { kind: 'signup', eventId: event.id },
    });
    stripe.confirm(euros.id, 'pm_card_visa');
    expect(await add(signup, euros.id)).toMatchObject({ status: 400 });

    const gift = await sdk().paymentIntents.create({ amount: 3500, currency: 'usd', metadata: { kind: 'donation' } });
    stripe.confirm(gift.id, 'pm_card_visa');
    expect(await add(signup, gift.id)).toEqual({
      status: 409,
      body: { error: 'This payment was made for something else.' },
    });

    // Not started on this site: no attempt holds it.
    const bare = await sdk().paymentIntents.create({ amount: 3500, currency: 'usd' });
    stripe.confirm(bare.id, 'pm_card_visa');
    expect((await add(signup, bare.id)).status).toBe(400);

    const other = await createSignupEvent({ paymentProvider: 'stripe' });
    const elsewhere = await sdk().paymentIntents.create({
      amount: 3500,
      currency: 'usd',
      metadata: { kind: 'signup', eventId: other.event.id },
    });
    stripe.confirm(elsewhere.id, 'pm_card_visa');
    // Made at the provider, not started on this site: no attempt holds it.
    expect((await add(signup, elsewhere.id)).status).toBe(400);

    expect(await add(signup, 'pi_unknown')).toMatchObject({ status: 400 });
    expect(await db.signup.count({ where: { eventId: event.id } })).toBe(0);
  });

  it('records nothing for a declined card', async () => {
    const { event, run } = await createSignupEvent({ paymentProvider: 'stripe' });
    const signup = { eventId: event.id, ...formSignup(run.id) };
    const { body: intent } = await intentFor(3500, signup);
    stripe.confirm(intent.paymentIntentId, 'pm_card_chargeDeclined');
    const { status, body } = await add(signup, intent.paymentIntentId);
    expect(status).toBe(409);
    expect(body).toMatchObject({ error: 'This payment has not gone through.', issueNumber: 'generic_decline' });
    expect(await db.signup.count({ where: { eventId: event.id } })).toBe(0);
  });
});
