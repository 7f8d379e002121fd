import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db';
import type { StripeStandIn } from '@/lib/testing/stripe-stand-in';
import { startPaymentProviders, type PaymentProviders } from '@/lib/testing/payment-providers';
import { createEvent, createOrganizer } from '@/prisma/seed/factories';

// Money back through the card provider (CONTRACT §5), against the local stand-in of Stripe's
// HTTP API driven by the real SDK: refunds asked for here (one idempotency key per refund),
// refunds made in Stripe's dashboard and disputes learned from signed webhooks, each applied
// once however often and in whatever order the deliveries come.

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
let stripe: StripeStandIn;
let providers: PaymentProviders;
let db: Db;
let getIntent: Handler;
let addRecord: Handler;
let webhook: Handler;
let refund: Handler;
let apiRequest: typeof import('@/lib/testing/api-test-helpers').apiRequest;
let issueSessionToken: typeof import('@/lib/auth').issueSessionToken;

beforeAll(async () => {
  providers = await startPaymentProviders({ gateway: false });
  ({ stripe } = providers);
  db = (await import('@/lib/db')).db;
  getIntent = (await import('@/app/api/stripe/get_intent/route')).POST as Handler;
  addRecord = (await import('@/app/api/donation/add_record/route')).POST as Handler;
  webhook = (await import('@/app/api/stripe/webhook/route')).POST as Handler;
  refund = (await import('@/app/api/donation/refund/[donationId]/route')).POST as Handler;
  apiRequest = (await import('@/lib/testing/api-test-helpers')).apiRequest;
  issueSessionToken = (await import('@/lib/auth')).issueSessionToken;
});

afterAll(async () => {
  await providers.close();
});

let event: { id: string };
let cookie: string;
beforeAll(async () => {
  const organizer = await createOrganizer(db, { name: 'Harbor Swimmers' });
  cookie = await issueSessionToken(organizer);
  event = await createEvent(db, { creatorId: organizer.id, title: 'Harbor Swim', paymentProvider: 'stripe' });
});

let n = 0;
async function call(handler: Handler, path: string, body: unknown, params: Record<string, string> = {}, auth?: string) {
  const response = await handler(apiRequest(path, { body, cookie: auth }), { params: Promise.resolve(params) });
  return { status: response.status, body: await response.json() };
}

async function deliver(type: string, object: unknown) {
  const { payload, header } = stripe.signedObjectEvent(type, object);
  const response = await webhook(
    new Request('http://localhost/api/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, body: await response.json() };
}

/** A $52.50 gift ($50 and the fee) paid by card and recorded. */
async function paidGift() {
  const donation = {
    eventId: event.id,
    teamCampaignId: null,
    indieCampaignId: null,
    baseAmount: 50,
    payFees: true,
    firstName: 'Grace',
    lastName: 'Hopper',
    email: `grace-${++n}@example.test`,
  };
  const { body: intent } = await call(getIntent, '/api/stripe/get_intent', {
    amount: 5250,
    currency: 'usd',
    donation,
    attemptKey: `attempt-${Date.now().toString(36)}-${n}`,
  });
  stripe.confirm(intent.paymentIntentId, 'pm_card_visa');
  const recorded = await call(addRecord, '/api/donation/add_record', { transactionId: intent.paymentIntentId });
  expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
  return db.donation.findUniqueOrThrow({ where: { id: recorded.body._id } });
}

const row = (id: string) => db.donation.findUniqueOrThrow({ where: { id } });
const raised = async (id: string) => {
  const gift = await row(id);
  return gift.disputeStatus === 'open' || gift.disputeStatus === 'lost'
    ? 0
    : gift.baseAmountCents - Math.min(gift.amountRefundedCents, gift.baseAmountCents);
};

describe('refunds through the card provider', () => {
  it('refunds the payment intent with an idempotency key per refund; its webhooks change nothing more', async () => {
    const gift = await paidGift();
    const { status, body } = await call(
      refund,
      `/api/donation/refund/${gift.id}`,
      { amount: 20 },
      { donationId: gift.id },
      cookie,
    );
    expect(status).toBe(200);
    expect(body.donation).toEqual({ _id: gift.id, status: 'partially_refunded', amountRefunded: 20 });
    const [ours] = await db.refund.findMany({ where: { donationId: gift.id } });
    const request = stripe.requests.find((r) => r.path === '/v1/refunds' && r.method === 'POST');
    expect(request?.idempotencyKey).toBe(`refund-${ours.id}`);
    expect(ours).toMatchObject({ method: 'stripe', amountCents: 2000, status: 'succeeded' });
    const remote = stripe.refunds.get(ours.providerRefundId!)!;
    expect(remote).toMatchObject({ amount: 2000, payment_intent: gift.transactionId, metadata: { refundId: ours.id } });
    // Its own webhooks, twice each, in either order: still one refund of $20.
    const intent = stripe.intents.get(gift.transactionId)!;
    for (const [type, object] of [
      ['refund.updated', remote],
      ['charge.refunded', { object: 'charge', id: intent.latest_charge, payment_intent: intent.id }],
      ['refund.updated', remote],
      ['charge.refunded', { object: 'charge', id: intent.latest_charge, payment_intent: intent.id }],
    ] as const) {
      expect((await deliver(type, object)).status).toBe(200);
    }
    expect(await db.refund.count({ where: { donationId: gift.id } })).toBe(1);
    expect((await row(gift.id)).amountRefundedCents).toBe(2000);
    expect(await raised(gift.id)).toBe(3000);
  });

  it("records a refund made in Stripe's dashboard once per refund id, whatever the order", async () => {
    const gift = await paidGift();
    const intent = stripe.intents.get(gift.transactionId)!;
    const first = stripe.refundInDashboard(gift.transactionId, 1500);
    const charge = { object: 'charge', id: intent.latest_charge, payment_intent: intent.id };
    // The refund's own event first, then the charge's (which reads every refund again), replayed.
    for (const [type, object] of [
      ['refund.created', first],
      ['charge.refunded', charge],
      ['charge.refunded', charge],
      ['refund.updated', first],
    ] as const) {
      await deliver(type, object);
    }
    const rows = await db.refund.findMany({ where: { donationId: gift.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      source: 'provider',
      providerRefundId: first.id,
      amountCents: 1500,
      status: 'succeeded',
      createdById: null,
    });
    // The rest refunded at Stripe, learned only from charge.refunded: the whole gift is out.
    stripe.refundInDashboard(gift.transactionId);
    await Promise.all([deliver('charge.refunded', charge), deliver('charge.refunded', charge)]);
    const gone = await row(gift.id);
    expect([gone.amountRefundedCents, gone.status]).toEqual([5250, 'refunded']);
    expect(await db.refund.count({ where: { donationId: gift.id } })).toBe(2);
    expect(await raised(gift.id)).toBe(0);
  });

  it('takes a disputed gift out of the totals and puts it back when the dispute is won', async () => {
    const gift = await paidGift();
    const opened = stripe.dispute(gift.transactionId, 'needs_response', 'dp_won_case');
    await deliver('charge.dispute.created', opened);
    expect((await row(gift.id)).disputeStatus).toBe('open');
    expect(await raised(gift.id)).toBe(0);
    const won = { ...opened, status: 'won' };
    await deliver('charge.dispute.closed', won);
    await deliver('charge.dispute.created', opened); // late and replayed: a closed dispute stays closed
    expect((await row(gift.id)).disputeStatus).toBeNull();
    expect(await raised(gift.id)).toBe(5000);
    expect(await db.dispute.findMany({ where: { donationId: gift.id } })).toEqual([
      expect.objectContaining({ providerDisputeId: 'dp_won_case', status: 'won', amountCents: 5250 }),
    ]);
  });

  it('keeps a lost dispute out of the totals, whichever of its events comes first', async () => {
    const gift = await paidGift();
    const opened = stripe.dispute(gift.transactionId, 'needs_response', 'dp_lost_case');
    await deliver('charge.dispute.closed', { ...opened, status: 'lost' });
    await deliver('charge.dispute.created', opened);
    expect((await row(gift.id)).disputeStatus).toBe('lost');
    expect(await raised(gift.id)).toBe(0);
  });

  it('answers a refund Stripe refuses with 409 and counts the gift again', async () => {
    const gift = await paidGift();
    stripe.refundInDashboard(gift.transactionId); // all of it, at Stripe, not yet known here
    const { status, body } = await call(
      refund,
      `/api/donation/refund/${gift.id}`,
      { amount: 10 },
      { donationId: gift.id },
      cookie,
    );
    expect(status).toBe(409);
    expect(body.error).toMatch(/^The payment provider refused the refund/);
    expect((await row(gift.id)).amountRefundedCents).toBe(0);
    expect(await db.refund.findFirstOrThrow({ where: { donationId: gift.id } })).toMatchObject({ status: 'failed' });
  });
});
