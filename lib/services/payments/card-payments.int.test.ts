import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import type { Db } from '@/lib/db';
import type { StripeStandIn } from '@/lib/testing/stripe-stand-in';
import { startPaymentProviders, type PaymentProviders } from '@/lib/testing/payment-providers';
import { createEvent, createOrganizer, createTeamCampaign, createUser } from '@/prisma/seed/factories';

// The card provider (Stripe) end to end on the server: the real `stripe` SDK, pointed by
// STRIPE_API_BASE at a local stand-in of Stripe's HTTP API (lib/testing/stripe-stand-in.ts),
// the app's own route handlers, real PostgreSQL. The stand-in plays what the donor's browser
// and Stripe.js do (confirming the intent with a test card) and signs webhook deliveries with
// Stripe's scheme.

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
let stripe: StripeStandIn;
let providers: PaymentProviders;
let db: Db;
let getIntent: Handler;
let addRecord: Handler;
let webhook: Handler;
let getFormUrl: Handler;
let apiRequest: typeof import('@/lib/testing/api-test-helpers').apiRequest;
let issueSessionToken: typeof import('@/lib/auth').issueSessionToken;

beforeAll(async () => {
  providers = await startPaymentProviders({ gateway: false });
  ({ stripe } = providers);
  db = (await import('@/lib/db')).db;
  getIntent = (await import('@/app/api/stripe/get_intent/route')).POST as Handler;
  addRecord = (await import('@/app/api/donation/add_record/route')).POST as Handler;
  webhook = (await import('@/app/api/stripe/webhook/route')).POST as Handler;
  getFormUrl = (await import('@/app/api/safesave/get_form_url/route')).POST as Handler;
  apiRequest = (await import('@/lib/testing/api-test-helpers')).apiRequest;
  issueSessionToken = (await import('@/lib/auth')).issueSessionToken;
});

afterAll(async () => {
  await providers.close();
});

let event: { id: string };
let team: { id: string };
let hostedEvent: { id: string };
beforeAll(async () => {
  const organizer = await createOrganizer(db, { name: 'Harbor Swimmers' });
  event = await createEvent(db, { creatorId: organizer.id, title: 'Harbor Swim', paymentProvider: 'stripe' });
  team = await createTeamCampaign(db, { eventId: event.id, creatorId: organizer.id, title: 'Dolphins' });
  hostedEvent = await createEvent(db, { creatorId: organizer.id });
});

let n = 0;
const freshIp = () => `10.88.${Math.floor(++n / 250)}.${(n % 250) + 1}`;
const key = () => `attempt-${Date.now().toString(36)}-${++n}`;

function record(overrides: Record<string, unknown> = {}) {
  return {
    eventId: event.id,
    teamCampaignId: team.id,
    indieCampaignId: null,
    baseAmount: 50,
    totalAmount: 52.5,
    payFees: true,
    firstName: 'Grace',
    lastName: 'Hopper',
    email: `grace-${++n}@example.test`,
    ...overrides,
  };
}

async function call(handler: Handler, path: string, body: unknown, options: { ip?: string; cookie?: string } = {}) {
  const response = await handler(apiRequest(path, { body, ip: options.ip ?? freshIp(), cookie: options.cookie }), {
    params: Promise.resolve({}),
  });
  return { status: response.status, body: await response.json() };
}

const intentFor = (donation: Record<string, unknown>, options: { ip?: string; cookie?: string } = {}) =>
  call(
    getIntent,
    '/api/stripe/get_intent',
    { amount: 5250, currency: 'usd', description: 'Gift', donation, attemptKey: key() },
    options,
  );

async function deliver(type: string, intentId: string, options: { timestamp?: number; secret?: string } = {}) {
  const { payload, header } = stripe.signedEvent(type, intentId, options);
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

const donationsOf = (transactionId: string) => db.donation.findMany({ where: { method: 'stripe', transactionId } });

describe('POST /api/stripe/get_intent', () => {
  it('creates one intent per attempt: cents, usd, a description, and what it pays for in its metadata', async () => {
    const attemptKey = key();
    const donation = record();
    const body = { amount: 5250, currency: 'usd', description: 'Gift to the Dolphins', donation, attemptKey };
    const first = await call(getIntent, '/api/stripe/get_intent', body);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      client_secret: expect.stringMatching(/^pi_\w+_secret_\w+$/),
      paymentIntentId: expect.stringMatching(/^pi_/),
    });
    const intent = stripe.intents.get(first.body.paymentIntentId)!;
    const attempt = await db.paymentAttempt.findFirstOrThrow({ where: { attemptKey } });
    expect(intent).toMatchObject({
      amount: 5250,
      currency: 'usd',
      description: 'Donation to Dolphins (Harbor Swim)',
      automatic_payment_methods: { enabled: true },
      metadata: { kind: 'donation', attemptId: attempt.id, eventId: event.id },
    });
    expect(attempt).toMatchObject({ provider: 'stripe', status: 'pending', amountCents: 5250, reference: intent.id });
    expect(attempt.payload).toMatchObject({ email: donation.email, baseAmount: 50 });
    const creates = stripe.requests.filter((request) => request.path === '/v1/payment_intents');
    expect(creates.at(-1)?.idempotencyKey).toBe(`donation-intent-${attemptKey}`);

    // The same attempt asked again (a retried request) gives back the same intent.
    const again = await call(getIntent, '/api/stripe/get_intent', body);
    expect(again.body.paymentIntentId).toBe(first.body.paymentIntentId);
    expect(await db.paymentAttempt.count({ where: { attemptKey } })).toBe(1);
    // …but not for another amount.
    expect(
      (
        await call(getIntent, '/api/stripe/get_intent', {
          ...body,
          amount: 1050,
          donation: record({ baseAmount: 10, totalAmount: 10.5 }),
        })
      ).status,
    ).toBe(409);
  });

  it('takes the spec payload alone (amount, currency, description)', async () => {
    const { status, body } = await call(getIntent, '/api/stripe/get_intent', {
      amount: 1000,
      currency: 'usd',
      description: 'A gift',
    });
    expect(status).toBe(200);
    expect(stripe.intents.get(body.paymentIntentId)).toMatchObject({ amount: 1000, metadata: { kind: 'donation' } });
  });

  it.each([
    [{ amount: 499, currency: 'usd' }, 'amount'],
    [{ amount: 52.5, currency: 'usd' }, 'amount'],
    [{ amount: 5250, currency: 'eur' }, 'currency'],
    [{ amount: 10_500_001 }, 'amount'],
    [{ currency: 'usd' }, 'amount'],
    [{ amount: 5000, donation: {} }, 'donation.firstName'],
  ])('refuses %j with 400, asking Stripe nothing and writing nothing', async (body, field) => {
    const requests = stripe.requests.length;
    const attempts = await db.paymentAttempt.count();
    const { status, body: answer } = await call(getIntent, '/api/stripe/get_intent', body);
    expect(status).toBe(400);
    expect(answer.error).toEqual(expect.any(String));
    expect(Object.keys(answer.fieldErrors)).toContain(field);
    expect(stripe.requests.length).toBe(requests);
    expect(await db.paymentAttempt.count()).toBe(attempts);
  });

  it("refuses a donation to an event that takes the hosted-form gateway (409), and the gateway's call refuses a Stripe event", async () => {
    expect((await intentFor(record({ eventId: hostedEvent.id, teamCampaignId: null }))).status).toBe(409);
    const { status } = await call(getFormUrl, '/api/safesave/get_form_url', {
      amount: 52.5,
      redirectUrl: '/afterdonate',
      donation: { ...record(), address: '1 Main', city: 'X', state: 'IL', zip: '1' },
    });
    // No gateway here outside sandbox mode: 503 before anything else is asked.
    expect(status).toBe(503);
  });

  it('limits how many payments one email starts (429 before Stripe is asked)', async () => {
    const email = 'busy@example.test';
    for (let i = 0; i < 10; i++) expect((await intentFor(record({ email }))).status).toBe(200);
    const requests = stripe.requests.length;
    const refused = await intentFor(record({ email }));
    expect(refused.status).toBe(429);
    expect(stripe.requests.length).toBe(requests);
  });
});

describe('POST /api/donation/add_record', () => {
  it('records only once the server finds the intent succeeded, for its amount in usd, and only once', async () => {
    const donor = await createUser(db);
    const cookie = await issueSessionToken(donor);
    const donation = record();
    const { body: intent } = await intentFor(donation, { cookie });
    const submit = () =>
      call(addRecord, '/api/donation/add_record', { ...donation, transactionId: intent.paymentIntentId }, { cookie });

    const early = await submit();
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      error: 'This payment has not gone through.',
      status: 'requires_payment_method',
      issueNumber: '998',
    });

    stripe.confirm(intent.paymentIntentId, 'pm_card_chargeDeclined');
    const declined = await submit();
    expect(declined.status).toBe(409);
    expect(declined.body.issueNumber).toBe('generic_decline');
    expect(declined.body.failure).toBe(
      'Could not process your transaction with the payment processor. Please email the info address with the Issue Number for details. Issue Number: generic_decline. Possible reason: Your card was declined.',
    );
    expect(await donationsOf(intent.paymentIntentId)).toHaveLength(0);

    stripe.confirm(intent.paymentIntentId, 'pm_card_visa');
    const first = await submit();
    expect(first).toEqual({
      status: 200,
      body: {
        success: true,
        _id: expect.any(String),
        transactionId: intent.paymentIntentId,
        message: 'Thank you for your donation! An email confirmation has been sent to you.',
      },
    });
    const second = await submit();
    expect(second.body._id).toBe(first.body._id);
    const rows = await donationsOf(intent.paymentIntentId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      eventId: event.id,
      teamCampaignId: team.id,
      targetType: 2,
      userId: donor.id,
      baseAmountCents: 5000,
      totalAmountCents: 5250,
      method: 'stripe',
      status: 'succeeded',
    });
    expect(await db.emailOutbox.count({ where: { to: donation.email } })).toBe(1);
    expect((await db.paymentAttempt.findFirstOrThrow({ where: { reference: intent.paymentIntentId } })).status).toBe(
      'succeeded',
    );
  });

  it('refuses another amount (400), an unknown payment (400) and a payment for something else (409)', async () => {
    const donation = record();
    const { body: intent } = await intentFor(donation);
    stripe.confirm(intent.paymentIntentId, 'pm_card_visa');
    const bigger = record({ baseAmount: 500, totalAmount: 525, email: donation.email });
    expect(
      await call(addRecord, '/api/donation/add_record', { ...bigger, transactionId: intent.paymentIntentId }),
    ).toEqual({
      status: 400,
      body: {
        error: 'The payment does not match this donation.',
        fieldErrors: { totalAmount: ['The payment does not match this donation.'] },
      },
    });
    expect(
      (await call(addRecord, '/api/donation/add_record', { ...donation, transactionId: 'pi_unknown' })).body,
    ).toEqual({
      error: 'We could not find this payment.',
      fieldErrors: { transactionId: ['We could not find this payment.'] },
    });
    const sdk = new Stripe(stripe.secretKey, { host: '127.0.0.1', port: new URL(stripe.url).port, protocol: 'http' });
    const signup = await sdk.paymentIntents.create({ amount: 5250, currency: 'usd', metadata: { kind: 'signup' } });
    stripe.confirm(signup.id, 'pm_card_visa');
    expect((await call(addRecord, '/api/donation/add_record', { ...donation, transactionId: signup.id })).status).toBe(
      409,
    );
    expect(await db.donation.count({ where: { transactionId: { in: [intent.paymentIntentId, signup.id] } } })).toBe(0);
  });

  it('records a spec-only intent from the record add_record carries', async () => {
    const { body: intent } = await call(getIntent, '/api/stripe/get_intent', {
      amount: 2100,
      currency: 'usd',
      description: 'Gift',
    });
    stripe.confirm(intent.paymentIntentId, 'pm_card_visa');
    // The webhook has nothing to record it from…
    expect((await deliver('payment_intent.succeeded', intent.paymentIntentId)).body).toEqual({
      received: true,
      recorded: false,
    });
    expect(await donationsOf(intent.paymentIntentId)).toHaveLength(0);
    // …add_record has.
    const donation = record({ baseAmount: 20, totalAmount: 21 });
    expect(
      (await call(addRecord, '/api/donation/add_record', { ...donation, transactionId: intent.paymentIntentId }))
        .status,
    ).toBe(200);
    expect((await donationsOf(intent.paymentIntentId))[0]).toMatchObject({
      baseAmountCents: 2000,
      totalAmountCents: 2100,
    });
  });

  it("checks a spec-only intent's record as the start would have: the window, the provider, the amount", async () => {
    const organizer = await createOrganizer(db);
    const closed = await createEvent(db, {
      creatorId: organizer.id,
      paymentProvider: 'stripe',
      dateTime: new Date(Date.now() - 60 * 24 * 60 * 60 * 1000),
    });
    const bareIntent = async () => {
      const { body } = await call(getIntent, '/api/stripe/get_intent', { amount: 2100, currency: 'usd' });
      stripe.confirm(body.paymentIntentId, 'pm_card_visa');
      return body.paymentIntentId as string;
    };
    const add = (transactionId: string, overrides: Record<string, unknown>) =>
      call(addRecord, '/api/donation/add_record', {
        ...record({ baseAmount: 20, totalAmount: 21, ...overrides }),
        transactionId,
      });
    const closedAnswer = await add(await bareIntent(), { eventId: closed.id, teamCampaignId: null });
    expect(closedAnswer).toEqual({ status: 403, body: { error: 'Donations are closed for this event.' } });
    const hostedAnswer = await add(await bareIntent(), { eventId: hostedEvent.id, teamCampaignId: null });
    expect(hostedAnswer.status).toBe(409);
    expect((await add(await bareIntent(), { baseAmount: 21, totalAmount: undefined, payFees: true })).status).toBe(400);
    expect(await db.donation.count({ where: { eventId: { in: [closed.id, hostedEvent.id] } } })).toBe(0);
  });
});

describe('POST /api/stripe/webhook', () => {
  it('records the payment when the tab was closed before add_record, once however often it is delivered', async () => {
    const donor = await createUser(db);
    const donation = record();
    const { body: intent } = await intentFor(donation, { cookie: await issueSessionToken(donor) });
    stripe.confirm(intent.paymentIntentId, 'pm_card_visa');
    expect(await deliver('payment_intent.succeeded', intent.paymentIntentId)).toEqual({
      status: 200,
      body: { received: true, recorded: true },
    });
    expect(await deliver('payment_intent.succeeded', intent.paymentIntentId)).toEqual({
      status: 200,
      body: { received: true, recorded: false },
    });
    const rows = await donationsOf(intent.paymentIntentId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: donor.id,
      baseAmountCents: 5000,
      totalAmountCents: 5250,
      email: donation.email,
    });
    // The browser reports it later: the same donation.
    const late = await call(addRecord, '/api/donation/add_record', {
      ...donation,
      transactionId: intent.paymentIntentId,
    });
    expect(late.body._id).toBe(rows[0].id);
    // A failure delivered out of order undoes nothing.
    expect((await deliver('payment_intent.payment_failed', intent.paymentIntentId)).status).toBe(200);
    expect((await db.paymentAttempt.findFirstOrThrow({ where: { reference: intent.paymentIntentId } })).status).toBe(
      'succeeded',
    );
    expect(await donationsOf(intent.paymentIntentId)).toHaveLength(1);
  });

  it('records once when the webhook and add_record arrive at the same moment', async () => {
    const donation = record();
    const { body: intent } = await intentFor(donation);
    stripe.confirm(intent.paymentIntentId, 'pm_card_visa');
    const answers = await Promise.all([
      deliver('payment_intent.succeeded', intent.paymentIntentId),
      call(addRecord, '/api/donation/add_record', { ...donation, transactionId: intent.paymentIntentId }),
      deliver('payment_intent.succeeded', intent.paymentIntentId),
      call(addRecord, '/api/donation/add_record', { ...donation, transactionId: intent.paymentIntentId }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(await donationsOf(intent.paymentIntentId)).toHaveLength(1);
    expect(await db.emailOutbox.count({ where: { to: donation.email } })).toBe(1);
  });

  it('refuses a bad signature, a stale one and another secret with 400, recording nothing', async () => {
    const { body: intent } = await intentFor(record());
    stripe.confirm(intent.paymentIntentId, 'pm_card_visa');
    const { payload } = stripe.signedEvent('payment_intent.succeeded', intent.paymentIntentId);
    const forged = await webhook(
      new Request('http://localhost/api/stripe/webhook', {
        method: 'POST',
        headers: { 'stripe-signature': 't=1,v1=deadbeef' },
        body: payload,
      }),
      { params: Promise.resolve({}) },
    );
    expect([forged.status, await forged.json()]).toEqual([
      400,
      { error: 'Invalid webhook signature.', fieldErrors: { 'stripe-signature': ['Invalid webhook signature.'] } },
    ]);
    const stale = await deliver('payment_intent.succeeded', intent.paymentIntentId, {
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    expect(stale.status).toBe(400);
    expect((await deliver('payment_intent.succeeded', intent.paymentIntentId, { secret: 'whsec_other' })).status).toBe(
      400,
    );
    const unsigned = await webhook(
      new Request('http://localhost/api/stripe/webhook', { method: 'POST', body: payload }),
      {
        params: Promise.resolve({}),
      },
    );
    expect(unsigned.status).toBe(400);
    // A body altered after signing fails too.
    const { header } = stripe.signedEvent('payment_intent.succeeded', intent.paymentIntentId);
    const altered = await webhook(
      new Request('http://localhost/api/stripe/webhook', {
        method: 'POST',
        headers: { 'stripe-signature': header },
        body: payload.replace('"amount":5250', '"amount":1'),
      }),
      { params: Promise.resolve({}) },
    );
    expect(altered.status).toBe(400);
    expect(await donationsOf(intent.paymentIntentId)).toHaveLength(0);
    // Within the 300 seconds, it is accepted.
    const recent = await deliver('payment_intent.succeeded', intent.paymentIntentId, {
      timestamp: Math.floor(Date.now() / 1000) - 290,
    });
    expect(recent.body).toEqual({ received: true, recorded: true });
  });

  it('counts declines, cancels an intent declined three times, and then asks for the payment challenge for that email', async () => {
    const email = 'cardtester@example.test';
    const { body: intent } = await intentFor(record({ email }));
    for (let i = 0; i < 3; i++) {
      stripe.confirm(intent.paymentIntentId, 'pm_card_chargeDeclinedInsufficientFunds');
      expect((await deliver('payment_intent.payment_failed', intent.paymentIntentId)).status).toBe(200);
    }
    expect(stripe.intents.get(intent.paymentIntentId)?.status).toBe('canceled');
    const attempt = await db.paymentAttempt.findFirstOrThrow({ where: { reference: intent.paymentIntentId } });
    expect(attempt).toMatchObject({ declines: 3, resultCode: 'insufficient_funds' });
    await deliver('payment_intent.canceled', intent.paymentIntentId);
    expect((await db.paymentAttempt.findUniqueOrThrow({ where: { id: attempt.id } })).status).toBe('failed');

    const second = await intentFor(record({ email }));
    for (let i = 0; i < 2; i++) {
      stripe.confirm(second.body.paymentIntentId, 'pm_card_chargeDeclined');
      await deliver('payment_intent.payment_failed', second.body.paymentIntentId);
    }
    // Five declines for this email within the hour: the next payment needs the payment challenge,
    // asked for before Stripe is (payment-challenge.int.test.ts solves it).
    const requests = stripe.requests.length;
    expect(await intentFor(record({ email }))).toMatchObject({ status: 428, body: { code: 'challenge_required' } });
    expect(stripe.requests.length).toBe(requests);
  });

  it('records a paid gift to the event when its campaign was deleted in the meantime (money is never refused)', async () => {
    const organizer = await createOrganizer(db);
    const gone = await createTeamCampaign(db, { eventId: event.id, creatorId: organizer.id, title: 'Soon gone' });
    const donation = record({ teamCampaignId: gone.id });
    const { body: intent } = await intentFor(donation);
    stripe.confirm(intent.paymentIntentId, 'pm_card_visa');
    await db.teamCampaign.delete({ where: { id: gone.id } });
    expect((await deliver('payment_intent.succeeded', intent.paymentIntentId)).body).toEqual({
      received: true,
      recorded: true,
    });
    expect((await donationsOf(intent.paymentIntentId))[0]).toMatchObject({
      eventId: event.id,
      teamCampaignId: null,
      targetType: 1,
      baseAmountCents: 5000,
    });
  });

  it('acknowledges events it has no use for', async () => {
    const { body: intent } = await intentFor(record());
    expect((await deliver('payment_intent.created', intent.paymentIntentId)).body).toEqual({
      received: true,
      recorded: false,
    });
  });
});
