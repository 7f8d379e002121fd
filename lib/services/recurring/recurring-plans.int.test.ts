import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db';
import type { RouteServer } from '@/lib/testing/route-server';
import type { StripeStandIn } from '@/lib/testing/stripe-stand-in';
import { startPaymentProviders, type PaymentProviders } from '@/lib/testing/payment-providers';
import { postCardToGateway } from '@/lib/testing/gateway-card';
import { createEvent, createOrganizer, createTeamCampaign } from '@/prisma/seed/factories';

// Monthly plans end to end (CONTRACT §6), both providers: the app's own route handlers, the
// sandbox gateway the app serves (behind a real HTTP server, with its customer vault), the
// Stripe stand-in for the card provider, real PostgreSQL. The scheduler is the sandbox clock's
// (POST /api/dev/recurring/run) and runRecurringCharges itself, several at once.

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
let getFormUrl: Handler;
let completeDonation: Handler;
let getIntent: Handler;
let addRecord: Handler;
let planGet: Handler;
let planPost: Handler;
let cardStart: Handler;
let cardComplete: Handler;
let clock: Handler;
let runRecurringCharges: typeof import('./run-recurring-charges').runRecurringCharges;
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
  completeDonation = (await import('@/app/api/safesave/complete_donation/[tokenId]/route')).POST as Handler;
  getIntent = (await import('@/app/api/stripe/get_intent/route')).POST as Handler;
  addRecord = (await import('@/app/api/donation/add_record/route')).POST as Handler;
  const planRoute = await import('@/app/api/recurring/[token]/route');
  planGet = planRoute.GET as Handler;
  planPost = planRoute.POST as Handler;
  cardStart = (await import('@/app/api/recurring/[token]/card/route')).POST as Handler;
  cardComplete = (await import('@/app/api/recurring/[token]/card/complete/route')).POST as Handler;
  clock = (await import('@/app/api/dev/recurring/run/route')).POST as Handler;
  runRecurringCharges = (await import('./run-recurring-charges')).runRecurringCharges;
  apiRequest = (await import('@/lib/testing/api-test-helpers')).apiRequest;
});

afterAll(async () => {
  await providers.close();
});

const DAY = 86_400_000;
let ipCounter = 0;
const freshIp = () => `10.88.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

async function call(
  handler: Handler,
  path: string,
  body: unknown,
  params: Record<string, string> = {},
  method = 'POST',
) {
  const request =
    method === 'GET'
      ? new Request(`http://localhost${path}`, { headers: { 'x-forwarded-for': freshIp() } })
      : apiRequest(path, { body, ip: freshIp() });
  const response = await handler(request, { params: Promise.resolve(params) });
  return { status: response.status, body: await response.json() };
}

let organizer: Awaited<ReturnType<typeof createOrganizer>>;
let event: Awaited<ReturnType<typeof createEvent>>;
let team: Awaited<ReturnType<typeof createTeamCampaign>>;
let stripeEvent: Awaited<ReturnType<typeof createEvent>>;
beforeAll(async () => {
  organizer = await createOrganizer(db, { name: 'Harbor Friends' });
  event = await createEvent(db, { creatorId: organizer.id, title: 'Harbor Swim' });
  team = await createTeamCampaign(db, { eventId: event.id, creatorId: organizer.id, title: 'Dolphins' });
  stripeEvent = await createEvent(db, { creatorId: organizer.id, title: 'Card Swim', paymentProvider: 'stripe' });
});

const record = (overrides: Record<string, unknown> = {}) => ({
  eventId: event.id,
  teamCampaignId: team.id,
  baseAmount: 25,
  payFees: false,
  firstName: 'Grace',
  lastName: 'Hopper',
  email: `grace-${Math.random().toString(36).slice(2, 10)}@example.test`,
  address: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  ...overrides,
});

/** A monthly gift through the hosted gateway's three steps, with `card`: complete_donation's answer. */
async function giveMonthly(card: string, overrides: Record<string, unknown> = {}) {
  const donation = record(overrides);
  const started = await call(getFormUrl, '/api/safesave/get_form_url', {
    amount: donation.payFees ? Math.round(donation.baseAmount * 105) / 100 : donation.baseAmount,
    redirectUrl: `${server.url}/afterdonate`,
    donation,
    frequency: 'monthly',
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const reply = await postCardToGateway(started.body.formUrl, { number: card }, { origin: server.url });
  const tokenId = reply.location!.searchParams.get('token-id')!;
  const completed = await call(completeDonation, `/api/safesave/complete_donation/${tokenId}`, {}, { tokenId });
  expect(completed.status).toBe(200);
  expect(completed.body.transactionSuccess, JSON.stringify(completed.body)).toBe(true);
  return { ...completed.body, email: donation.email };
}

const tokenOf = (manageUrl: string) => manageUrl.split('/').pop()!;
const runAt = (now: Date) => call(clock, '/api/dev/recurring/run', { now: now.toISOString() });
const planRow = (token: string) => db.recurringPlan.findUniqueOrThrow({ where: { token } });
const mailTo = (email: string) => db.emailOutbox.findMany({ where: { to: email }, orderBy: { createdAt: 'asc' } });
/** A moment on the plan's due day, after midnight. */
const dueMoment = (date: Date, days = 0) => new Date(date.getTime() + days * DAY + 3_600_000);

describe('a monthly gift through the hosted gateway', () => {
  it('charges the first gift at once, keeps the card in the vault, and answers the plan', async () => {
    const before = await db.donation.count({ where: { eventId: event.id } });
    const gift = await giveMonthly('4111111111111111');
    const today = new Date();
    const expected = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
    const lastDay = new Date(Date.UTC(expected.getUTCFullYear(), expected.getUTCMonth() + 1, 0)).getUTCDate();
    expected.setUTCDate(Math.min(today.getUTCDate(), lastDay));
    expect(gift.plan).toEqual({
      _id: expect.any(String),
      frequency: 'monthly',
      amount: 25,
      nextChargeDate: expected.toISOString().slice(0, 10),
      manageUrl: expect.stringMatching(new RegExp(`^${server.url}/recurring/[A-Za-z0-9_-]{43}$`)),
    });
    expect(await db.donation.count({ where: { eventId: event.id } })).toBe(before + 1);
    const plan = await planRow(tokenOf(gift.plan.manageUrl));
    expect(plan).toMatchObject({ status: 'active', amountCents: 2500, provider: 'safesave', cardLast4: '1111' });
    const vault = await db.gatewayVaultCustomer.findUniqueOrThrow({ where: { vaultId: plan.customerId } });
    expect(JSON.stringify(vault)).not.toContain('4111111111111111');
    const [receipt] = await mailTo(gift.email);
    expect(receipt.text).toContain(gift.plan.manageUrl);
    expect(receipt.html).toContain(gift.plan.manageUrl);

    const shown = await call(planGet, `/api/recurring/${plan.token}`, null, { token: plan.token }, 'GET');
    expect(shown.status).toBe(200);
    expect(shown.body.plan).toMatchObject({
      _id: plan.id,
      status: 'active',
      frequency: 'monthly',
      amount: 25,
      payFees: false,
      nextChargeDate: gift.plan.nextChargeDate,
      card: { last4: '1111' },
      target: { _id: team.id, title: 'Dolphins', eventId: event.id },
      history: [{ date: expect.any(String), amount: 25, status: 'succeeded' }],
    });
  });

  it('charges each period exactly once, whatever number of runs go at the same moment', async () => {
    const gifts = [
      await giveMonthly('4111111111111111'),
      await giveMonthly('4111111111111111', { payFees: true }),
      await giveMonthly('4111111111111111', { baseAmount: 10 }),
    ];
    const plans = await Promise.all(gifts.map((gift) => planRow(tokenOf(gift.plan.manageUrl))));
    const due = dueMoment(plans[0].nextChargeDate);
    const donationsBefore = await db.donation.count({ where: { planId: { in: plans.map((p) => p.id) } } });
    const results = await Promise.all([
      runRecurringCharges({ now: due }),
      runRecurringCharges({ now: due }),
      runRecurringCharges({ now: due }),
      runRecurringCharges({ now: due }),
      runAt(due).then((answer) => answer.body),
    ]);
    // Other tests' plans may be due too: these three are charged once each, by one run or another.
    const installments = await db.donation.findMany({
      where: { planId: { in: plans.map((p) => p.id) } },
      select: { planId: true, baseAmountCents: true, totalAmountCents: true, status: true },
    });
    expect(installments.length).toBe(donationsBefore + 3);
    expect(results.reduce((sum, result) => sum + result.charged, 0)).toBeGreaterThanOrEqual(3);
    const byPlan = (id: string) => installments.filter((donation) => donation.planId === id);
    expect(byPlan(plans[0].id).map((d) => d.totalAmountCents)).toEqual([2500, 2500]);
    expect(byPlan(plans[1].id).map((d) => d.totalAmountCents)).toEqual([2625, 2625]);
    expect(byPlan(plans[2].id).map((d) => d.baseAmountCents)).toEqual([1000, 1000]);
    for (const plan of plans) {
      expect(await db.recurringInstallment.count({ where: { planId: plan.id } })).toBe(1);
      const after = await planRow(plan.token);
      expect(after.nextChargeDate.getTime()).toBeGreaterThan(plan.nextChargeDate.getTime());
      expect(after.status).toBe('active');
    }
    // Run again at the same moment: nothing more.
    await runAt(due);
    expect(await db.donation.count({ where: { planId: { in: plans.map((p) => p.id) } } })).toBe(donationsBefore + 3);
    // The second receipt carries the manage link too.
    const mails = await mailTo(gifts[0].email);
    expect(mails.filter((mail) => mail.subject.startsWith('Thank you')).length).toBe(2);
    expect(mails.at(-1)!.text).toContain(gifts[0].plan.manageUrl);
  });

  it('charges a plan made on the 31st on the last day of shorter months', async () => {
    const gift = await giveMonthly('4111111111111111');
    const token = tokenOf(gift.plan.manageUrl);
    const jan31 = new Date(Date.UTC(2031, 0, 31));
    await db.recurringPlan.update({
      where: { token },
      data: { anchorDay: 31, periodDate: jan31, nextChargeDate: jan31 },
    });
    await runAt(dueMoment(jan31));
    expect((await planRow(token)).nextChargeDate.toISOString().slice(0, 10)).toBe('2031-02-28');
    await runAt(dueMoment(new Date(Date.UTC(2031, 1, 28))));
    expect((await planRow(token)).nextChargeDate.toISOString().slice(0, 10)).toBe('2031-03-31');
    await runAt(dueMoment(new Date(Date.UTC(2031, 2, 31))));
    expect((await planRow(token)).nextChargeDate.toISOString().slice(0, 10)).toBe('2031-04-30');
  });

  it('retries a soft decline at +1, +3, +7 and +13 days, then marks the plan past_due, telling each once', async () => {
    const gift = await giveMonthly('4000000000000341');
    const token = tokenOf(gift.plan.manageUrl);
    const plan = await planRow(token);
    const due = plan.periodDate;
    expect((await runAt(dueMoment(due))).body.failed).toBeGreaterThanOrEqual(1);
    let after = await planRow(token);
    expect(after).toMatchObject({ status: 'active', retryCount: 1, lastDeclineCode: '202' });
    expect(after.nextChargeDate.getTime()).toBe(due.getTime() + DAY);
    // Not before its day.
    await runAt(dueMoment(due, 0.5));
    expect((await db.recurringInstallment.findFirstOrThrow({ where: { planId: plan.id } })).attempts).toBe(1);
    for (const [days, retries] of [
      [1, 2],
      [3, 3],
      [7, 4],
    ] as const) {
      await runAt(dueMoment(due, days));
      after = await planRow(token);
      expect(after.retryCount).toBe(retries);
    }
    await runAt(dueMoment(due, 13));
    after = await planRow(token);
    expect(after.status).toBe('past_due');
    expect((await db.recurringInstallment.findFirstOrThrow({ where: { planId: plan.id } })).attempts).toBe(5);
    // Nothing more, whatever the clock.
    await runAt(dueMoment(due, 60));
    expect((await db.recurringInstallment.findMany({ where: { planId: plan.id } })).map((i) => i.attempts)).toEqual([
      5,
    ]);
    const donorMail = (await mailTo(gift.email)).filter((mail) => !mail.subject.startsWith('Thank you'));
    expect(donorMail.map((mail) => mail.subject)).toEqual(['Your recurring gift could not be charged']);
    expect(donorMail[0].text).toContain('insufficient funds');
    expect(donorMail[0].text).toContain(`/recurring/${token}`);
    const organizerMail = await db.emailOutbox.findMany({
      where: { to: organizer.email.toLowerCase(), text: { contains: gift.email ? 'Grace Hopper' : '' } },
    });
    expect(organizerMail.filter((mail) => mail.text.includes('past due')).length).toBe(1);
  });

  it('recovers a card declined once at the +1 day retry', async () => {
    const gift = await giveMonthly('4000000000003063');
    const token = tokenOf(gift.plan.manageUrl);
    const due = (await planRow(token)).periodDate;
    await runAt(dueMoment(due));
    expect(await planRow(token)).toMatchObject({ status: 'active', retryCount: 1 });
    await runAt(dueMoment(due, 1));
    const after = await planRow(token);
    expect(after).toMatchObject({ status: 'active', retryCount: 0, lastDeclineCode: null });
    expect(after.periodDate.getTime()).toBeGreaterThan(due.getTime());
    expect(await db.donation.count({ where: { planId: after.id } })).toBe(2);
  });

  it('never retries a hard decline; a card update charges the missed installment at once', async () => {
    const gift = await giveMonthly('4000000000003220');
    const token = tokenOf(gift.plan.manageUrl);
    const plan = await planRow(token);
    await runAt(dueMoment(plan.periodDate));
    expect(await planRow(token)).toMatchObject({ status: 'needs_card', lastDeclineCode: '261' });
    await runAt(dueMoment(plan.periodDate, 1));
    await runAt(dueMoment(plan.periodDate, 40));
    expect((await db.recurringInstallment.findFirstOrThrow({ where: { planId: plan.id } })).attempts).toBe(1);
    const notices = (await mailTo(gift.email)).filter(
      (mail) => mail.subject === 'Your recurring gift needs a new card',
    );
    expect(notices.length).toBe(1);
    expect(notices[0].text).toContain(`/recurring/${token}`);

    // A declined new card changes nothing.
    const declined = await call(cardStart, `/api/recurring/${token}/card`, {}, { token });
    expect(declined.status).toBe(200);
    const bad = await postCardToGateway(declined.body.formUrl, { number: '4000000000000069' });
    const badToken = bad.location!.searchParams.get('token-id')!;
    expect(
      (await call(cardComplete, `/api/recurring/${token}/card/complete`, { tokenId: badToken }, { token })).status,
    ).toBe(400);
    expect((await planRow(token)).status).toBe('needs_card');

    const started = await call(cardStart, `/api/recurring/${token}/card`, {}, { token });
    const reply = await postCardToGateway(started.body.formUrl, { number: '4111111111111111' });
    expect(reply.location!.pathname).toBe(`/recurring/${token}`);
    const tokenId = reply.location!.searchParams.get('token-id')!;
    const updated = await call(cardComplete, `/api/recurring/${token}/card/complete`, { tokenId }, { token });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.plan).toMatchObject({ status: 'active', card: { last4: '1111' } });
    expect(await db.donation.count({ where: { planId: plan.id } })).toBe(2);
    expect(updated.body.plan.history.map((entry: { status: string }) => entry.status).sort()).toEqual([
      'succeeded',
      'succeeded',
    ]);
    // A second completion of the same token charges nothing more.
    await call(cardComplete, `/api/recurring/${token}/card/complete`, { tokenId }, { token });
    expect(await db.donation.count({ where: { planId: plan.id } })).toBe(2);
  });
});

describe('frequency given with the completion', () => {
  it.each([
    ['a start that held the donation', true],
    ['a bare start (amount alone)', false],
  ])(
    '%s becomes a plan when complete_donation names the frequency: the vault keeps the card from the sale',
    async (_, held) => {
      const donation = record();
      const started = await call(getFormUrl, '/api/safesave/get_form_url', {
        amount: 25,
        redirectUrl: `${server.url}/afterdonate`,
        ...(held ? { donation } : {}),
      });
      expect(started.status).toBe(200);
      const reply = await postCardToGateway(started.body.formUrl, {}, { origin: server.url });
      const tokenId = reply.location!.searchParams.get('token-id')!;
      const completed = await call(
        completeDonation,
        `/api/safesave/complete_donation/${tokenId}`,
        { ...donation, frequency: 'monthly' },
        { tokenId },
      );
      expect(completed.body.transactionSuccess, JSON.stringify(completed.body)).toBe(true);
      expect(completed.body.plan).toMatchObject({ frequency: 'monthly', amount: 25 });
      const plan = await planRow(tokenOf(completed.body.plan.manageUrl));
      expect(await db.gatewayVaultCustomer.findUnique({ where: { vaultId: plan.customerId } })).not.toBeNull();
      await runAt(dueMoment(plan.nextChargeDate));
      expect(await db.donation.count({ where: { planId: plan.id } })).toBe(2);
    },
  );
});

describe('managing a plan through its link', () => {
  it('pauses, resumes, updates and cancels; each from the next charge', async () => {
    const gift = await giveMonthly('4111111111111111');
    const token = tokenOf(gift.plan.manageUrl);
    const post = (body: unknown) => call(planPost, `/api/recurring/${token}`, body, { token });

    const lowered = await post({ action: 'update', amount: 15, payFees: true });
    expect(lowered.status).toBe(200);
    expect(lowered.body.plan).toMatchObject({ amount: 15, payFees: true, status: 'active' });
    expect(await post({ action: 'update', amount: 4 })).toMatchObject({
      status: 400,
      body: { fieldErrors: { amount: ["Please enter an amount that's more than $5"] } },
    });
    expect((await post({ action: 'update', frequency: 'quarterly' })).body.plan.frequency).toBe('quarterly');
    expect((await post({ action: 'explode' })).status).toBe(400);

    const paused = await post({ action: 'pause' });
    expect(paused.body.plan.status).toBe('paused');
    const plan = await planRow(token);
    await runAt(dueMoment(plan.nextChargeDate));
    expect(await db.donation.count({ where: { planId: plan.id } })).toBe(1);
    expect((await post({ action: 'resume' })).body.plan.status).toBe('active');

    await runAt(dueMoment(plan.nextChargeDate));
    const charged = await db.donation.findMany({ where: { planId: plan.id }, orderBy: { transactionDate: 'asc' } });
    expect(charged.map((donation) => donation.totalAmountCents)).toEqual([2500, 1575]);

    const cancelled = await post({ action: 'cancel' });
    expect(cancelled.body.plan).toMatchObject({ status: 'cancelled', nextChargeDate: null });
    await runAt(dueMoment(plan.nextChargeDate, 400));
    expect(await db.donation.count({ where: { planId: plan.id } })).toBe(2);
    expect((await post({ action: 'resume' })).status).toBe(409);
    expect((await mailTo(gift.email)).some((mail) => mail.subject === 'Your recurring gift is cancelled')).toBe(true);
  });

  it('answers 404 for an unknown token', async () => {
    const token = 'x'.repeat(43);
    expect((await call(planGet, `/api/recurring/${token}`, null, { token }, 'GET')).status).toBe(404);
    expect((await call(planPost, `/api/recurring/${token}`, { action: 'cancel' }, { token })).status).toBe(404);
    expect((await call(planGet, `/api/recurring/short`, null, { token: 'short' }, 'GET')).status).toBe(404);
  });

  it('a one-time gift makes no plan', async () => {
    const donation = record();
    const started = await call(getFormUrl, '/api/safesave/get_form_url', {
      amount: 25,
      redirectUrl: `${server.url}/afterdonate`,
      donation,
    });
    const reply = await postCardToGateway(started.body.formUrl, {}, { origin: server.url });
    const tokenId = reply.location!.searchParams.get('token-id')!;
    const completed = await call(completeDonation, `/api/safesave/complete_donation/${tokenId}`, {}, { tokenId });
    expect(completed.body.transactionSuccess).toBe(true);
    expect(completed.body.plan).toBeUndefined();
    expect(await db.recurringPlan.count({ where: { email: donation.email } })).toBe(0);
  });
});

describe('a monthly gift through Stripe', () => {
  async function giveMonthlyByCard(overrides: Record<string, unknown> = {}) {
    const donation = { ...record(overrides), eventId: stripeEvent.id, teamCampaignId: null };
    const intent = await call(getIntent, '/api/stripe/get_intent', {
      amount: 2500,
      currency: 'usd',
      description: 'Gift',
      donation,
      frequency: 'monthly',
      attemptKey: `key-${Math.random().toString(36).slice(2, 12)}`,
    });
    expect(intent.status, JSON.stringify(intent.body)).toBe(200);
    const standIn = stripe.intents.get(intent.body.paymentIntentId)!;
    expect(standIn).toMatchObject({ setup_future_usage: 'off_session', customer: expect.stringMatching(/^cus_/) });
    stripe.confirm(standIn.id, 'pm_card_visa');
    const recorded = await call(addRecord, '/api/donation/add_record', { transactionId: standIn.id });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    expect(recorded.body.plan).toMatchObject({ frequency: 'monthly', amount: 25 });
    const plan = await db.recurringPlan.findFirstOrThrow({ where: { email: donation.email } });
    return { plan, email: donation.email, paymentMethod: stripe.intents.get(standIn.id)!.payment_method! };
  }

  it('charges installments off-session with one idempotency key per installment', async () => {
    const { plan } = await giveMonthlyByCard();
    expect(plan).toMatchObject({ provider: 'stripe', status: 'active', cardLast4: '4242', cardBrand: 'visa' });
    expect(plan.paymentMethodId).toMatch(/^pm_/);
    await Promise.all([
      runRecurringCharges({ now: dueMoment(plan.periodDate) }),
      runRecurringCharges({ now: dueMoment(plan.periodDate) }),
    ]);
    const installment = await db.recurringInstallment.findFirstOrThrow({ where: { planId: plan.id } });
    expect(installment.status).toBe('succeeded');
    const keyed = stripe.requests.filter((request) => request.idempotencyKey === `installment-${installment.id}`);
    expect(keyed.length).toBe(1);
    const donations = await db.donation.findMany({ where: { planId: plan.id } });
    expect(donations.map((d) => [d.method, d.totalAmountCents, d.status])).toEqual([
      ['stripe', 2500, 'succeeded'],
      ['stripe', 2500, 'succeeded'],
    ]);
  });

  it('asks the donor to confirm a payment the bank wants authenticated', async () => {
    const { plan, email, paymentMethod } = await giveMonthlyByCard();
    stripe.laterDeclines.set(paymentMethod, 'authentication_required');
    await runRecurringCharges({ now: dueMoment(plan.periodDate) });
    expect(await planRow(plan.token)).toMatchObject({
      status: 'needs_card',
      lastDeclineCode: 'authentication_required',
    });
    const mails = (await mailTo(email)).filter((mail) => mail.subject === 'Confirm your payment');
    expect(mails.length).toBe(1);
    expect(mails[0].text).toContain(`/recurring/${plan.token}`);
  });

  it('treats an expired card as hard; a new card saved through a SetupIntent charges the missed gift', async () => {
    const { plan, paymentMethod } = await giveMonthlyByCard();
    stripe.laterDeclines.set(paymentMethod, 'expired_card');
    await runRecurringCharges({ now: dueMoment(plan.periodDate) });
    await runRecurringCharges({ now: dueMoment(plan.periodDate, 3) });
    expect(await planRow(plan.token)).toMatchObject({ status: 'needs_card', lastDeclineCode: 'expired_card' });
    const started = await call(cardStart, `/api/recurring/${plan.token}/card`, {}, { token: plan.token });
    expect(started.body).toMatchObject({ provider: 'stripe', setupIntentId: expect.stringMatching(/^seti_/) });
    stripe.confirmSetup(started.body.setupIntentId, 'pm_card_mastercard');
    const done = await call(
      cardComplete,
      `/api/recurring/${plan.token}/card/complete`,
      { setupIntentId: started.body.setupIntentId },
      { token: plan.token },
    );
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.plan).toMatchObject({ status: 'active', card: { brand: 'mastercard', last4: '4444' } });
    expect(await db.donation.count({ where: { planId: plan.id } })).toBe(2);
  });

  it("opens a SetupIntent for the plan's own customer, off-session, and keeps the new card without charging an active plan", async () => {
    const { plan } = await giveMonthlyByCard();
    const started = await call(cardStart, `/api/recurring/${plan.token}/card`, {}, { token: plan.token });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toEqual({
      provider: 'stripe',
      clientSecret: expect.stringMatching(/^seti_.+_secret_/),
      setupIntentId: expect.stringMatching(/^seti_/),
    });
    expect(stripe.setupIntents.get(started.body.setupIntentId)).toMatchObject({
      customer: plan.customerId,
      usage: 'off_session',
      client_secret: started.body.clientSecret,
      metadata: { kind: 'plan-card', planId: plan.id },
    });
    // Not yet confirmed in the browser: nothing is kept.
    const early = await call(
      cardComplete,
      `/api/recurring/${plan.token}/card/complete`,
      { setupIntentId: started.body.setupIntentId },
      { token: plan.token },
    );
    expect(early.status).toBe(400);
    expect(early.body.fieldErrors).toEqual({ setupIntentId: [expect.stringContaining('could not be saved')] });

    // Confirmed as Stripe.js does in the browser: the publishable key and the client secret only.
    const confirmInBrowser = (paymentMethod: string, clientSecret = started.body.clientSecret) =>
      fetch(`${stripe.url}/v1/setup_intents/${started.body.setupIntentId}/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          key: stripe.publishableKey,
          client_secret: clientSecret,
          payment_method: paymentMethod,
        }),
      });
    expect((await confirmInBrowser('pm_card_visa', 'seti_other_secret_x')).status).toBe(404);
    const declined = await confirmInBrowser('pm_card_chargeDeclined');
    expect(declined.status).toBe(402);
    expect((await declined.json()).error).toMatchObject({ type: 'card_error', code: 'card_declined' });
    expect((await confirmInBrowser('pm_card_mastercard')).status).toBe(200);
    const done = await call(
      cardComplete,
      `/api/recurring/${plan.token}/card/complete`,
      { setupIntentId: started.body.setupIntentId },
      { token: plan.token },
    );
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.plan).toMatchObject({ status: 'active', card: { brand: 'mastercard', last4: '4444' } });
    const after = await planRow(plan.token);
    expect(after.paymentMethodId).toBe(stripe.setupIntents.get(started.body.setupIntentId)!.payment_method);
    expect(after.nextChargeDate).toEqual(plan.nextChargeDate);
    // An active plan missed nothing: only the first gift.
    expect(await db.donation.count({ where: { planId: plan.id } })).toBe(1);
  });

  it("refuses a SetupIntent of another plan's customer, and a cancelled plan", async () => {
    const mine = await giveMonthlyByCard();
    const theirs = await giveMonthlyByCard();
    expect(theirs.plan.customerId).not.toBe(mine.plan.customerId);
    const started = await call(cardStart, `/api/recurring/${theirs.plan.token}/card`, {}, { token: theirs.plan.token });
    stripe.confirmSetup(started.body.setupIntentId, 'pm_card_mastercard');
    const refused = await call(
      cardComplete,
      `/api/recurring/${mine.plan.token}/card/complete`,
      { setupIntentId: started.body.setupIntentId },
      { token: mine.plan.token },
    );
    expect(refused.status).toBe(400);
    expect(await planRow(mine.plan.token)).toMatchObject({
      paymentMethodId: mine.plan.paymentMethodId,
      cardLast4: '4242',
    });
    const unknown = await call(
      cardComplete,
      `/api/recurring/${mine.plan.token}/card/complete`,
      { setupIntentId: 'seti_nosuchintent' },
      { token: mine.plan.token },
    );
    expect(unknown.status).toBe(400);

    await call(planPost, `/api/recurring/${mine.plan.token}`, { action: 'cancel' }, { token: mine.plan.token });
    expect(
      (await call(cardStart, `/api/recurring/${mine.plan.token}/card`, {}, { token: mine.plan.token })).status,
    ).toBe(409);
  });

  it('a payment the bank wants confirmed: the donor confirms a card on the page and the missed gift is charged once, however often it is sent', async () => {
    const { plan, paymentMethod } = await giveMonthlyByCard();
    stripe.laterDeclines.set(paymentMethod, 'authentication_required');
    await runRecurringCharges({ now: dueMoment(plan.periodDate) });
    expect((await planRow(plan.token)).status).toBe('needs_card');
    const started = await call(cardStart, `/api/recurring/${plan.token}/card`, {}, { token: plan.token });
    stripe.confirmSetup(started.body.setupIntentId, 'pm_card_visa');
    // The browser's own call and the return from the bank's page, at once, then once more.
    const send = () =>
      call(
        cardComplete,
        `/api/recurring/${plan.token}/card/complete`,
        { setupIntentId: started.body.setupIntentId },
        { token: plan.token },
      );
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await send()).status).toBe(200);
    const donations = await db.donation.findMany({ where: { planId: plan.id }, orderBy: { createdAt: 'asc' } });
    expect(donations.map((donation) => [donation.totalAmountCents, donation.status])).toEqual([
      [2500, 'succeeded'],
      [2500, 'succeeded'],
    ]);
    const after = await planRow(plan.token);
    expect(after).toMatchObject({ status: 'active', retryCount: 0, hardDeclinedAt: null });
    // The plan moved on to its next period, and is next charged then, not again for this one.
    expect(after.periodDate.getTime()).toBeGreaterThan(plan.periodDate.getTime());
    expect(after.nextChargeDate).toEqual(after.periodDate);
    expect((await runRecurringCharges({ now: dueMoment(plan.periodDate, 1) })).charged).toBe(0);
    expect(await db.donation.count({ where: { planId: plan.id } })).toBe(2);
  });
});

describe('the organizer and the donor see the plans', () => {
  it('the dashboard sums the monthly recurring total, counts by status, lists plans needing attention; the CSV marks installments', async () => {
    const { getRecurringSummary, listDonorPlans } = await import('./recurring-summaries');
    const { exportDonationsReport } = await import('@/lib/services/reports/export-donations-report');
    type User = Parameters<typeof getRecurringSummary>[0]['user'];
    const summary = await getRecurringSummary({ user: { ...organizer, isAdmin: false } as unknown as User });
    const harbor = summary.find((entry) => entry.eventId === event.id)!;
    const active = await db.recurringPlan.findMany({ where: { eventId: event.id, status: 'active' } });
    expect(harbor.monthlyCents).toBe(active.reduce((sum, plan) => sum + plan.amountCents, 0));
    expect(harbor.counts.active).toBe(active.length);
    expect(harbor.counts.needs_card + harbor.counts.past_due).toBe(harbor.attention.length);
    expect(harbor.attention.length).toBeGreaterThan(0);

    const gift = await giveMonthly('4111111111111111');
    const plan = await planRow(tokenOf(gift.plan.manageUrl));
    // A user's plans are found by their account's email too.
    const donor = await db.user.create({
      data: { email: gift.email, name: 'Grace Hopper', firstName: 'Grace', lastName: 'Hopper' } as never,
    });
    const mine = await listDonorPlans({ user: { id: donor.id } as unknown as User });
    expect(mine.map((entry) => entry._id)).toEqual([plan.id]);
    expect(mine[0]).toMatchObject({ amountCents: 2500, frequency: 'monthly', manageUrl: gift.plan.manageUrl });

    const report = await exportDonationsReport({
      user: { ...organizer, isAdmin: false } as unknown as User,
      eventId: event.id,
    });
    const csv = await new Response(report.body).text();
    const header = csv
      .replace(/^\ufeff/, '')
      .split('\r\n')[0]
      .split(',');
    const column = header.indexOf('Recurring Plan');
    expect(column).toBeGreaterThan(0);
    expect(csv).toContain(plan.id);

    const { exportPlansReport } = await import('@/lib/services/reports/export-plans-report');
    const plans = await exportPlansReport({
      user: { ...organizer, isAdmin: false } as unknown as User,
      eventId: event.id,
    });
    const plansCsv = await new Response(plans.body).text();
    expect(plans.filename).toMatch(/^plans-harbor-swim-/);
    expect(plansCsv).toContain('Plan,Started,First Name');
    expect(plansCsv).toContain(plan.id);
    expect(plansCsv).toContain('past_due');
    expect(plansCsv).toContain('insufficient funds');
  });
});
