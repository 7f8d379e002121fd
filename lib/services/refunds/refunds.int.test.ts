import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db';
import { postCardToGateway } from '@/lib/testing/gateway-card';
import { startRouteServer, type RouteServer } from '@/lib/testing/route-server';
import { createDonation, createEvent, createOrganizer, createTeamCampaign, createUser } from '@/prisma/seed/factories';

// Money back through the hosted-form gateway and for offline gifts (CONTRACT §5), end to end:
// the app's route handlers, its gateway client talking XML to the sandbox gateway it serves
// (over real HTTP), real PostgreSQL. A gift is paid as a donor pays it, then refunded as its
// organizer refunds it.

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
let db: Db;
let server: RouteServer;
let gatewayApi: Handler;
let gatewayForm: Handler;
let getFormUrl: Handler;
let completeDonation: Handler;
let completeSignup: Handler;
let refund: Handler;
let cancel: Handler;
let participants: Handler;
let apiRequest: typeof import('@/lib/testing/api-test-helpers').apiRequest;
let issueSessionToken: typeof import('@/lib/auth').issueSessionToken;
let signupData: typeof import('@/lib/testing/signup-test-data');

beforeAll(async () => {
  server = await startRouteServer([
    { method: 'POST', path: /^\/api\/sandbox-gateway\/three-step$/, handler: (r, c) => gatewayApi(r, c) },
    { method: 'POST', path: /^\/api\/sandbox-gateway\/form\/(?<tokenId>[^/]+)$/, handler: (r, c) => gatewayForm(r, c) },
  ]);
  process.env.SANDBOX = '1';
  process.env.APP_URL = server.url;
  process.env.ADMIN_EMAILS = 'admin@refunds.test';
  delete process.env.SAFESAVE_GATEWAY_URL;
  delete process.env.STRIPE_SECRET_KEY;
  db = (await import('@/lib/db')).db;
  gatewayApi = (await import('@/app/api/sandbox-gateway/three-step/route')).POST as Handler;
  gatewayForm = (await import('@/app/api/sandbox-gateway/form/[tokenId]/route')).POST as Handler;
  getFormUrl = (await import('@/app/api/safesave/get_form_url/route')).POST as Handler;
  completeDonation = (await import('@/app/api/safesave/complete_donation/[tokenId]/route')).POST as Handler;
  completeSignup = (await import('@/app/api/safesave/complete_eventsignup/[tokenId]/route')).POST as Handler;
  refund = (await import('@/app/api/donation/refund/[donationId]/route')).POST as Handler;
  cancel = (await import('@/app/api/participation/cancel/[signupId]/route')).POST as Handler;
  participants = (await import('@/app/api/team_campaign/get_participants/[id]/route')).GET as Handler;
  apiRequest = (await import('@/lib/testing/api-test-helpers')).apiRequest;
  issueSessionToken = (await import('@/lib/auth')).issueSessionToken;
  signupData = await import('@/lib/testing/signup-test-data');
});

afterAll(async () => {
  await server.close();
});

async function call(handler: Handler, path: string, body: unknown, params: Record<string, string>, cookie?: string) {
  const response = await handler(apiRequest(path, { body, cookie }), { params: Promise.resolve(params) });
  return { status: response.status, body: await response.json() };
}

let organizer: { id: string };
let organizerCookie: string;
let event: { id: string; title: string };
let team: { id: string };
beforeAll(async () => {
  organizer = await createOrganizer(db, { name: 'River Friends' });
  organizerCookie = await issueSessionToken(organizer as never);
  event = await createEvent(db, { creatorId: organizer.id, title: 'River Run' });
  team = await createTeamCampaign(db, { eventId: event.id, creatorId: organizer.id, title: 'Team Otters' });
});

/** A gift paid through the sandbox gateway with the approving card, as a donor gives it. */
async function paidGift(
  baseAmount = 50,
  payFees = true,
  email = `donor-${Math.random().toString(36).slice(2)}@example.test`,
) {
  const donation = {
    eventId: event.id,
    teamCampaignId: team.id,
    indieCampaignId: null,
    baseAmount,
    payFees,
    firstName: 'Jane',
    lastName: 'Doe',
    email,
    address: '1 Main St',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
  };
  const amount = payFees ? Math.round(baseAmount * 105) / 100 : baseAmount;
  const started = await call(
    getFormUrl,
    '/api/safesave/get_form_url',
    { amount, redirectUrl: `${server.url}/afterdonate`, donation },
    {},
  );
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const back = await postCardToGateway(started.body.formUrl, {}, { origin: server.url });
  const tokenId = back.location!.searchParams.get('token-id')!;
  const done = await call(completeDonation, `/api/safesave/complete_donation/${tokenId}`, {}, { tokenId });
  expect(done.body.transactionSuccess, JSON.stringify(done.body)).toBe(true);
  return db.donation.findUniqueOrThrow({ where: { id: done.body.donationId } });
}

const refundOf = (donationId: string, body: unknown, cookie = organizerCookie) =>
  call(refund, `/api/donation/refund/${donationId}`, body, { donationId }, cookie);

const raisedOf = async (donationId: string) => {
  const row = await db.donation.findUniqueOrThrow({ where: { id: donationId } });
  return row.baseAmountCents - Math.min(row.amountRefundedCents, row.baseAmountCents);
};

describe('POST /api/donation/refund/{donationId}', () => {
  it('is for the event creator and admins: 401, 403, 404 otherwise, changing nothing', async () => {
    const gift = await paidGift();
    const stranger = await createUser(db);
    const captain = await createUser(db);
    await createTeamCampaign(db, { eventId: event.id, creatorId: captain.id });
    expect((await refundOf(gift.id, {}, '')).status).toBe(401);
    for (const user of [stranger, captain]) {
      expect(await refundOf(gift.id, {}, await issueSessionToken(user))).toEqual({
        status: 403,
        body: { error: 'Only the creator of this event can refund or cancel its payments.' },
      });
    }
    expect((await refundOf('no-such-gift', {})).status).toBe(404);
    expect((await refundOf('not an id!', {})).status).toBe(404);
    expect(await db.refund.count({ where: { donationId: gift.id } })).toBe(0);
    const admin = await createUser(db, { email: 'admin@refunds.test' });
    expect((await refundOf(gift.id, { amount: 1 }, await issueSessionToken(admin))).status).toBe(200);
  });

  it('voids a whole unsettled sale at the gateway: the gift leaves the total and the donor is told', async () => {
    const gift = await paidGift(50, true, 'jane@refunds.test');
    const { status, body } = await refundOf(gift.id, { reason: 'Given twice by mistake' });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, donation: { _id: gift.id, status: 'refunded', amountRefunded: 52.5 } });
    const sale = await db.gatewayTransaction.findUniqueOrThrow({ where: { transactionId: gift.transactionId } });
    expect(sale.voidedAt).not.toBeNull();
    const [row] = await db.refund.findMany({ where: { donationId: gift.id } });
    expect(row).toMatchObject({
      method: 'safesave',
      amountCents: 5250,
      feeCents: 250,
      status: 'succeeded',
      source: 'organizer',
      reason: 'Given twice by mistake',
      createdById: organizer.id,
      providerRefundId: `void-${gift.transactionId}`,
    });
    expect(await raisedOf(gift.id)).toBe(0);
    const mail = await db.emailOutbox.findFirstOrThrow({
      where: { to: 'jane@refunds.test', subject: 'Your refund from River Run' },
    });
    expect(mail.text).toContain(
      'Your donation of $52.50 to Team Otters (River Run) has been refunded to the card ending 1111',
    );
    expect(mail.text).toContain('Given twice by mistake');
    // Nothing is left: 409.
    expect(await refundOf(gift.id, {})).toEqual({
      status: 409,
      body: { error: 'Nothing is left to refund on this payment.' },
    });
  });

  it('refunds part, then the rest: the base first, the fee with the last part', async () => {
    const gift = await paidGift(50, true);
    const first = await refundOf(gift.id, { amount: 10 });
    expect(first.body.donation).toEqual({ _id: gift.id, status: 'partially_refunded', amountRefunded: 10 });
    expect(await raisedOf(gift.id)).toBe(4000);
    const rest = await refundOf(gift.id, {});
    expect(rest.body.donation).toEqual({ _id: gift.id, status: 'refunded', amountRefunded: 52.5 });
    expect(await raisedOf(gift.id)).toBe(0);
    const rows = await db.refund.findMany({ where: { donationId: gift.id }, orderBy: { createdAt: 'asc' } });
    expect(rows.map((row) => [row.amountCents, row.feeCents, row.status])).toEqual([
      [1000, 0, 'succeeded'],
      [4250, 250, 'succeeded'],
    ]);
    // A partial refund is a refund at the gateway, never a void.
    const sale = await db.gatewayTransaction.findUniqueOrThrow({ where: { transactionId: gift.transactionId } });
    expect([sale.refundedCents, sale.voidedAt]).toEqual([5250, null]);
    expect(new Set(rows.map((row) => row.providerRefundId)).size).toBe(2);
  });

  it('takes a call with no body at all as a refund of everything left', async () => {
    const gift = await paidGift(20, false);
    const response = await refund(
      apiRequest(`/api/donation/refund/${gift.id}`, { method: 'POST', cookie: organizerCookie }),
      {
        params: Promise.resolve({ donationId: gift.id }),
      },
    );
    expect(response.status).toBe(200);
    expect((await response.json()).donation).toEqual({ _id: gift.id, status: 'refunded', amountRefunded: 20 });
  });

  it('refunds a whole sale that has settled (a void is refused by the gateway)', async () => {
    const gift = await paidGift(20, false);
    await db.gatewayTransaction.update({
      where: { transactionId: gift.transactionId },
      data: { completedAt: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000) },
    });
    expect((await refundOf(gift.id, {})).body.donation.status).toBe('refunded');
    const sale = await db.gatewayTransaction.findUniqueOrThrow({ where: { transactionId: gift.transactionId } });
    expect([sale.refundedCents, sale.voidedAt]).toEqual([2000, null]);
  });

  it.each([
    [{ amount: 0 }, 'Enter an amount of more than $0.00.'],
    [{ amount: -5 }, 'Enter an amount of more than $0.00.'],
    [{ amount: 52.51 }, 'Enter at most $52.50: that is what is left to refund.'],
    [{ amount: 1.001 }, 'Use at most two decimal places'],
    [{ amount: 'all' }, 'Enter an amount of more than $0.00.'],
  ])('refuses %j with 400, changing nothing', async (body, message) => {
    const gift = await paidGift(50, true);
    const answer = await refundOf(gift.id, body);
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors.amount).toEqual([message]);
    expect(await db.refund.count({ where: { donationId: gift.id } })).toBe(0);
    expect((await db.donation.findUniqueOrThrow({ where: { id: gift.id } })).amountRefundedCents).toBe(0);
  });

  it('never gives back more than was paid when refunds arrive at the same moment', async () => {
    const gift = await paidGift(50, true);
    // Ten refunds of $10 at once against $52.50: five fit.
    const answers = await Promise.all(Array.from({ length: 10 }, () => refundOf(gift.id, { amount: 10 })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status !== 200).every((answer) => answer.status === 400)).toBe(true);
    const row = await db.donation.findUniqueOrThrow({ where: { id: gift.id } });
    expect(row.amountRefundedCents).toBe(5000);
    const sale = await db.gatewayTransaction.findUniqueOrThrow({ where: { transactionId: gift.transactionId } });
    expect(sale.refundedCents).toBe(5000);
    expect(await db.refund.count({ where: { donationId: gift.id, status: 'succeeded' } })).toBe(5);
    // And two "everything left" at once: one gets the $2.50, the other 409.
    const last = await Promise.all([refundOf(gift.id, {}), refundOf(gift.id, {})]);
    expect(last.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await db.donation.findUniqueOrThrow({ where: { id: gift.id } })).amountRefundedCents).toBe(5250);
  });

  it('marks an offline gift refunded without any provider', async () => {
    const gift = await createDonation(db, {
      eventId: event.id,
      method: 'offline',
      status: 'succeeded',
      baseAmountCents: 12_000,
      totalAmountCents: 12_000,
    });
    const calls = server.requests.length;
    expect((await refundOf(gift.id, { reason: 'Check bounced' })).body.donation).toEqual({
      _id: gift.id,
      status: 'refunded',
      amountRefunded: 120,
    });
    expect(server.requests.length).toBe(calls);
    expect(await db.refund.findFirstOrThrow({ where: { donationId: gift.id } })).toMatchObject({
      method: 'offline',
      status: 'succeeded',
      providerRefundId: null,
    });
  });

  it('refuses a gift that took no money (409)', async () => {
    const pending = await createDonation(db, { eventId: event.id, method: 'offline', status: 'pending' });
    expect(await refundOf(pending.id, {})).toEqual({
      status: 409,
      body: { error: 'Only a completed payment can be refunded.' },
    });
  });
});

describe('POST /api/participation/cancel/{signupId}', () => {
  async function paidSignup(people = 2) {
    const { createSignupEvent, formSignup, family } = signupData;
    const created = await createSignupEvent();
    await db.event.update({ where: { id: created.event.id }, data: { creatorId: organizer.id } });
    const signup = {
      eventId: created.event.id,
      ...formSignup(created.run.id, { payFees: false, teamCampaignId: created.team.id }, family(people)),
    };
    const amount = 35 * people;
    const started = await call(
      getFormUrl,
      '/api/safesave/get_form_url',
      { amount, redirectUrl: `${server.url}/signup_confirmation?event=${created.event.id}`, signup },
      {},
    );
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const back = await postCardToGateway(started.body.formUrl, {}, { origin: server.url });
    const tokenId = back.location!.searchParams.get('token-id')!;
    const done = await call(completeSignup, `/api/safesave/complete_eventsignup/${tokenId}`, {}, { tokenId });
    expect(done.body.transactionSuccess, JSON.stringify(done.body)).toBe(true);
    expect(done.body.signupId).toEqual(expect.any(String));
    return { ...created, signupId: done.body.signupId as string };
  }
  const cancelOf = (signupId: string, body: unknown, cookie = organizerCookie) =>
    call(cancel, `/api/participation/cancel/${signupId}`, body, { signupId }, cookie);
  const teamParticipants = async (teamId: string) =>
    (await call(participants, `/api/team_campaign/get_participants/${teamId}`, undefined, { id: teamId })).body
      .participants as unknown[];

  it('cancels with the refund: the participants leave the lists, the money goes back, once', async () => {
    const { signupId, team: signupTeam } = await paidSignup(2);
    expect(await teamParticipants(signupTeam.id)).toHaveLength(2);
    const { status, body } = await cancelOf(signupId, { refund: true, reason: 'Family cannot come' });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, signup: { _id: signupId, status: 'cancelled', amountRefunded: 70 } });
    expect(await teamParticipants(signupTeam.id)).toHaveLength(0);
    const row = await db.signup.findUniqueOrThrow({ where: { id: signupId } });
    expect(row).toMatchObject({ status: 'cancelled', cancelledById: organizer.id, cancelReason: 'Family cannot come' });
    expect(await db.refund.findFirstOrThrow({ where: { signupId } })).toMatchObject({
      amountCents: 7000,
      status: 'succeeded',
      method: 'safesave',
    });
    const sale = await db.gatewayTransaction.findUniqueOrThrow({ where: { transactionId: row.transactionId } });
    expect(sale.voidedAt).not.toBeNull();
    const mails = await db.emailOutbox.findMany({ where: { subject: { contains: 'was cancelled' } } });
    expect(mails.some((mail) => mail.text.includes('$70.00 has been refunded'))).toBe(true);
    expect(await cancelOf(signupId, { refund: true })).toEqual({
      status: 409,
      body: { error: 'This registration was already cancelled.' },
    });
  });

  it('cancels without a refund, and only for the event creator', async () => {
    const { signupId } = await paidSignup(1);
    const stranger = await createUser(db);
    expect((await cancelOf(signupId, {}, await issueSessionToken(stranger))).status).toBe(403);
    expect((await cancelOf(signupId, {}, '')).status).toBe(401);
    expect((await cancelOf('nope', {})).status).toBe(404);
    expect((await cancelOf(signupId, { refund: 'yes' })).status).toBe(400);
    expect((await cancelOf(signupId, {})).body.signup).toEqual({
      _id: signupId,
      status: 'cancelled',
      amountRefunded: 0,
    });
    expect(await db.refund.count({ where: { signupId } })).toBe(0);
  });

  it('leaves the registration standing when the gateway refuses the refund', async () => {
    const { signupId } = await paidSignup(1);
    const row = await db.signup.findUniqueOrThrow({ where: { id: signupId } });
    // The sale was voided at the gateway behind the site's back: nothing is left to give back there.
    await db.gatewayTransaction.update({ where: { transactionId: row.transactionId }, data: { voidedAt: new Date() } });
    const { status, body } = await cancelOf(signupId, { refund: true });
    expect(status).toBe(409);
    expect(body.error).toMatch(/^The payment provider refused the refund \(Transaction already voided/);
    expect(await db.signup.findUniqueOrThrow({ where: { id: signupId } })).toMatchObject({
      status: 'succeeded',
      amountRefundedCents: 0,
      cancelledAt: null,
    });
    expect(await db.refund.findFirstOrThrow({ where: { signupId } })).toMatchObject({ status: 'failed' });
  });
});
