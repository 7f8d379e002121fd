import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db';
import { startRouteServer, type RouteServer } from '@/lib/testing/route-server';
import {
  createEvent,
  createFundraiser,
  createIndieCampaign,
  createOrganizer,
  createTeamCampaign,
  createUser,
} from '@/prisma/seed/factories';
import { SANDBOX_CARDS } from '@/lib/rules/sandbox-cards';
import { PAYMENT_RESULT_CODES } from '@/lib/rules/payment-result-codes';
import { totalWithFee } from '@/lib/rules/fees';
import { postCardToGateway, VALID_EXPIRY } from '@/lib/testing/gateway-card';

// The hosted-form gateway end to end, in sandbox mode: the app's own gateway client talks XML
// over HTTP to the sandbox gateway the app serves (its route handlers behind a real HTTP
// server), the card is posted to the form-url as a browser would, and complete_donation records
// the gift. The same client talks to the real gateway, so this proves the protocol. Nothing here
// mocks our code; the database is real PostgreSQL.

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
let gatewayApi: Handler;
let gatewayForm: Handler;
let getFormUrl: Handler;
let completeDonation: Handler;
let getIntent: Handler;
let addRecord: Handler;
let webhook: Handler;
let apiRequest: typeof import('@/lib/testing/api-test-helpers').apiRequest;
let issueSessionToken: typeof import('@/lib/auth').issueSessionToken;
let db: Db;
let server: RouteServer;
let campaignNoticesSent: typeof import('@/lib/services/campaigns/campaign-owner-notices').campaignNoticesSent;

beforeAll(async () => {
  server = await startRouteServer([
    { method: 'POST', path: /^\/api\/sandbox-gateway\/three-step$/, handler: (r, c) => gatewayApi(r, c) },
    { method: 'POST', path: /^\/api\/sandbox-gateway\/form\/(?<tokenId>[^/]+)$/, handler: (r, c) => gatewayForm(r, c) },
  ]);
  process.env.SANDBOX = '1';
  process.env.APP_URL = server.url;
  delete process.env.SAFESAVE_GATEWAY_URL;
  delete process.env.STRIPE_SECRET_KEY;
  db = (await import('@/lib/db')).db;
  gatewayApi = (await import('@/app/api/sandbox-gateway/three-step/route')).POST as Handler;
  gatewayForm = (await import('@/app/api/sandbox-gateway/form/[tokenId]/route')).POST as Handler;
  getFormUrl = (await import('@/app/api/safesave/get_form_url/route')).POST as Handler;
  completeDonation = (await import('@/app/api/safesave/complete_donation/[tokenId]/route')).POST as Handler;
  getIntent = (await import('@/app/api/stripe/get_intent/route')).POST as Handler;
  addRecord = (await import('@/app/api/donation/add_record/route')).POST as Handler;
  webhook = (await import('@/app/api/stripe/webhook/route')).POST as Handler;
  apiRequest = (await import('@/lib/testing/api-test-helpers')).apiRequest;
  issueSessionToken = (await import('@/lib/auth')).issueSessionToken;
  ({ campaignNoticesSent } = await import('@/lib/services/campaigns/campaign-owner-notices'));
});

afterAll(async () => {
  await server.close();
});

const DAY = 24 * 60 * 60 * 1000;

type Setup = Awaited<ReturnType<typeof setUp>>;
async function setUp() {
  const organizer = await createOrganizer(db, { name: 'River Friends' });
  const event = await createEvent(db, {
    creatorId: organizer.id,
    title: 'River Run',
    emailTemplateDonation:
      '# Thanks {{firstName}}!\n\nYou gave **{{amount}}** to {{campaign}} of {{event}} ({{transactionId}}). <script>alert(1)</script>',
  });
  const team = await createTeamCampaign(db, { eventId: event.id, creatorId: organizer.id, title: 'Team Otters' });
  const indie = await createIndieCampaign(db, {
    eventId: event.id,
    teamCampaignId: team.id,
    creatorId: organizer.id,
    title: "Maya's Miles",
  });
  const otherEvent = await createEvent(db, { creatorId: organizer.id });
  const otherTeam = await createTeamCampaign(db, { eventId: otherEvent.id, creatorId: organizer.id });
  const closed = await createEvent(db, { creatorId: organizer.id, dateTime: new Date(Date.now() - 40 * DAY) });
  const undated = await createEvent(db, { creatorId: organizer.id, dateTime: null });
  const fundraiser = await createFundraiser(db, { creatorId: organizer.id, dateTime: null });
  const stripeEvent = await createEvent(db, { creatorId: organizer.id, paymentProvider: 'stripe' });
  return { organizer, event, team, indie, otherEvent, otherTeam, closed, undated, fundraiser, stripeEvent };
}

let s: Setup;
beforeAll(async () => {
  s = await setUp();
});

let ipCounter = 0;
/** A fresh address per donor, so one test's limits never touch another's. */
const freshIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

function record(overrides: Record<string, unknown> = {}) {
  return {
    eventId: s.event.id,
    teamCampaignId: s.team.id,
    indieCampaignId: '---General---',
    baseAmount: 50,
    totalAmount: 52.5,
    payFees: true,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada-${ipCounter}-${Math.random().toString(36).slice(2, 8)}@example.test`,
    donationMessage: 'Go otters!',
    address: '1 Main St',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
    ...overrides,
  };
}

async function call(
  handler: Handler,
  path: string,
  body: unknown,
  params: Record<string, string> = {},
  ip = freshIp(),
  cookie?: string,
) {
  const response = await handler(apiRequest(path, { body, ip, cookie }), { params: Promise.resolve(params) });
  return { status: response.status, body: await response.json() };
}

/** Step 2 as the browser does it: a form post straight to the gateway's form-url, then where it is sent. */
async function postCard(formUrl: string, number: string, expiry = VALID_EXPIRY, cvv = '123') {
  const reply = await postCardToGateway(formUrl, { number, expiry, cvv }, { origin: server.url });
  expect(reply.status).toBe(303);
  return reply.location!;
}

/** get_form_url, then the card: the token the gateway hands back. */
async function tokenFor(amount: number, card: string, options: { donation?: unknown; ip?: string } = {}) {
  const started = await call(
    getFormUrl,
    '/api/safesave/get_form_url',
    { amount, redirectUrl: `${server.url}/afterdonate?provider=safesave`, donation: options.donation },
    {},
    options.ip,
  );
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const back = await postCard(started.body.formUrl, card);
  expect(`${back.origin}${back.pathname}`).toBe(`${server.url}/afterdonate`);
  expect(back.searchParams.get('provider')).toBe('safesave');
  return back.searchParams.get('token-id')!;
}

const complete = (tokenId: string, body: unknown, ip = freshIp(), cookie?: string) =>
  call(completeDonation, `/api/safesave/complete_donation/${tokenId}`, body, { tokenId }, ip, cookie);

// Campaign owners hear of a gift in the background a moment after it (queueCampaignNotices):
// wait for it, so an earlier gift's notice is not counted as this call's mail.
const countRows = async () => {
  await campaignNoticesSent();
  return {
    donations: await db.donation.count(),
    attempts: await db.paymentAttempt.count(),
    outbox: await db.emailOutbox.count(),
    gateway: await db.gatewayTransaction.count(),
  };
};

describe('POST /api/safesave/get_form_url', () => {
  it("answers the gateway's step-1 XML with its form-url on this site", async () => {
    const { status, body } = await call(getFormUrl, '/api/safesave/get_form_url', {
      amount: 52.5,
      redirectUrl: '/afterdonate',
    });
    expect(status).toBe(200);
    expect(body.message).toMatch(/^<\?xml[\s\S]*<result>1<\/result>[\s\S]*<form-url>/);
    expect(body.message).toContain(`<form-url>${body.formUrl}</form-url>`);
    expect(body.formUrl).toMatch(new RegExp(`^${server.url}/api/sandbox-gateway/form/[a-z]{24}$`));
    const token = body.formUrl.split('/').pop();
    expect(await db.gatewayTransaction.findUniqueOrThrow({ where: { tokenId: token } })).toMatchObject({
      amountCents: 5250,
      redirectUrl: `${server.url}/afterdonate`,
      status: 'created',
    });
  });

  it.each([
    [{}, { amount: ['required'], redirectUrl: ['required'] }],
    [{ amount: 4.99, redirectUrl: '/afterdonate' }, { amount: ["Please enter an amount that's more than $5"] }],
    [{ amount: 'lots', redirectUrl: '/afterdonate' }, { amount: ["Please enter an amount that's more than $5"] }],
    [{ amount: 105_000.01, redirectUrl: '/afterdonate' }, { amount: ['Please enter an amount of $100,000 or less'] }],
    [{ amount: 10.001, redirectUrl: '/afterdonate' }, { amount: ['Use at most two decimal places'] }],
    [
      { amount: 20, redirectUrl: 'https://evil.example/steal' },
      { redirectUrl: ['The redirect address must be on this site.'] },
    ],
    [
      { amount: 20, redirectUrl: 'javascript:alert(1)' },
      { redirectUrl: ['The redirect address must be on this site.'] },
    ],
  ])('refuses %j with 400 and the shared error answer, calling no gateway', async (body, fieldErrors) => {
    const before = await countRows();
    const { status, body: answer } = await call(getFormUrl, '/api/safesave/get_form_url', body);
    expect(status).toBe(400);
    expect(answer).toEqual({ error: Object.values(fieldErrors)[0][0], fieldErrors });
    expect(await countRows()).toEqual(before);
  });

  it("takes any address of this site: APP_URL, the request's own origin, or this machine under another loopback name", async () => {
    const port = new URL(server.url).port;
    const start = (redirectUrl: string) =>
      call(getFormUrl, '/api/safesave/get_form_url', { amount: 10, redirectUrl }).then((answer) => answer.status);
    expect(await start(`http://localhost:${port}/afterdonate`)).toBe(200);
    expect(await start(`http://[::1]:${port}/afterdonate?x=1`)).toBe(200);
    expect(await start('/afterdonate')).toBe(200);
    // The request's own origin (apiRequest sends it to http://localhost).
    expect(await start('http://localhost/afterdonate')).toBe(200);
    expect(await start(`http://localhost:${Number(port) + 1}/afterdonate`)).toBe(400);
    expect(await start(`https://127.0.0.1:${port}/afterdonate`)).toBe(400);
    expect(await start('//evil.example/afterdonate')).toBe(400);
  });

  it('checks the donation that comes along: its campaigns, its total, the window and the provider', async () => {
    const before = await countRows();
    const go = (donation: unknown, amount = 52.5) =>
      call(getFormUrl, '/api/safesave/get_form_url', { amount, redirectUrl: '/afterdonate', donation });
    expect(await go(record({ teamCampaignId: s.otherTeam.id }))).toEqual({
      status: 400,
      body: {
        error: 'Please select a valid Team Campaign',
        fieldErrors: { teamCampaignId: ['Please select a valid Team Campaign'] },
      },
    });
    expect((await go(record(), 50)).body.fieldErrors).toEqual({
      amount: ['The total does not match the amount and the fee.'],
    });
    expect(await go(record({ eventId: s.closed.id, teamCampaignId: null }))).toEqual({
      status: 403,
      body: { error: 'Donations are closed for this event.' },
    });
    expect((await go(record({ eventId: s.undated.id, teamCampaignId: null }))).status).toBe(403);
    expect(await go(record({ eventId: s.stripeEvent.id, teamCampaignId: null }))).toEqual({
      status: 409,
      body: { error: 'This event takes card payments another way. Please reload the page.' },
    });
    expect(await countRows()).toEqual(before);
    // A fundraiser without any date stays open for donations (lib/rules/activity).
    expect((await go(record({ eventId: s.fundraiser.id, teamCampaignId: null }))).status).toBe(200);
  });
});

describe('POST /api/safesave/complete_donation/{tokenId}', () => {
  it('completes the sale and records the gift the gateway confirmed, with its email, once', async () => {
    const donor = await createUser(db, { firstName: 'Ada' });
    const cookie = await issueSessionToken(donor);
    const donation = record({ indieCampaignId: s.indie.id, teamCampaignId: s.team.id, anonymous: true });
    const tokenId = await tokenFor(52.5, '4111 1111 1111 1111', { donation });
    const { status, body } = await complete(tokenId, donation, freshIp(), cookie);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      transactionSuccess: true,
      transactionResponse: { result: '1', 'result-text': 'SUCCESS', 'result-code': '100', amount: '52.50' },
      message: 'Thank you for your donation! An email confirmation has been sent to you.',
    });
    const transactionId = body.transactionResponse['transaction-id'];
    expect(transactionId).toMatch(/^\d{10}$/);

    const row = await db.donation.findUniqueOrThrow({
      where: { method_transactionId: { method: 'safesave', transactionId } },
    });
    expect(row).toMatchObject({
      id: body.donationId,
      targetType: 3,
      eventId: s.event.id,
      teamCampaignId: s.team.id,
      indieCampaignId: s.indie.id,
      userId: donor.id,
      baseAmountCents: 5000,
      totalAmountCents: 5250,
      payFees: true,
      feePercentagePaid: 5,
      status: 'succeeded',
      anonymous: true,
      message: 'Go otters!',
      zip: '62701',
    });
    const attempt = await db.paymentAttempt.findFirstOrThrow({ where: { reference: tokenId } });
    expect(attempt).toMatchObject({ provider: 'safesave', status: 'succeeded', transactionId, kind: 'donation' });
    expect(await db.gatewayTransaction.findUniqueOrThrow({ where: { tokenId } })).toMatchObject({
      status: 'completed',
      cardLast4: '1111',
      transactionId,
    });

    const [mail] = await db.emailOutbox.findMany({ where: { to: donation.email as string } });
    expect(mail.subject).toBe('Thank you for your donation to River Run');
    expect(mail.html).toContain('<h1>Thanks Ada!</h1>');
    expect(mail.html).toContain(`You gave <strong>$50.00</strong> to Maya's Miles of River Run (${transactionId})`);
    expect(mail.html).not.toContain('<script');
    for (const receipt of ['River Friends', '$2.50', '$52.50', transactionId, 'Receipt']) {
      expect(mail.html).toContain(receipt);
      expect(mail.text).toContain(receipt);
    }
  });

  it('records what the payment started for: a completion naming another amount is refused before the gateway charges', async () => {
    // Started for $21.00 without the donation (the spec's bare call): the first completion names it.
    const tokenId = await tokenFor(21, '4111111111111111');
    // A $500 gift, or a $5.00 gift with the fee ($5.25), is not what the card was asked for: 400, nothing charged.
    for (const claim of [
      { baseAmount: 500, totalAmount: undefined, payFees: true },
      { baseAmount: 5, totalAmount: undefined, payFees: true },
    ]) {
      const refused = await complete(tokenId, record(claim));
      expect(refused.status).toBe(400);
      expect(refused.body.fieldErrors).toEqual({ amount: ['The total does not match the amount and the fee.'] });
      expect((await db.gatewayTransaction.findUniqueOrThrow({ where: { tokenId } })).status).toBe('submitted');
    }
    // The gift that costs what was started ($20.00 with the fee) completes it.
    const { body } = await complete(tokenId, record({ baseAmount: 20, totalAmount: undefined, payFees: true }));
    expect(body.transactionSuccess).toBe(true);
    const row = await db.donation.findFirstOrThrow({
      where: { transactionId: body.transactionResponse['transaction-id'] },
    });
    expect([row.baseAmountCents, row.totalAmountCents]).toEqual([2000, 2100]);
  });

  it('records the donation the payment started with, whatever a completion sends along', async () => {
    const donation = record({ baseAmount: 5, totalAmount: 5, payFees: false, firstName: 'Start' });
    const tokenId = await tokenFor(5, '4111111111111111', { donation });
    // A body naming the same amount but other details is not read: the attempt holds the donation.
    const { body } = await complete(
      tokenId,
      record({ baseAmount: 5, totalAmount: undefined, payFees: false, firstName: 'Other' }),
    );
    expect(body.transactionSuccess).toBe(true);
    expect(await db.donation.findUniqueOrThrow({ where: { id: body.donationId } })).toMatchObject({
      firstName: 'Start',
      baseAmountCents: 500,
      totalAmountCents: 500,
    });
    // And one naming another amount than the payment's is refused (400).
    const second = await tokenFor(5, '4111111111111111', { donation });
    const refused = await complete(second, record({ baseAmount: 5, totalAmount: undefined, payFees: true }));
    expect(refused.status).toBe(400);
  });

  it('completes with no body at all when the payment started with its donation', async () => {
    const donation = record({ firstName: 'Quiet' });
    const tokenId = await tokenFor(52.5, '4111111111111111', { donation });
    const { status, body } = await complete(tokenId, {});
    expect(status).toBe(200);
    expect(body.transactionSuccess).toBe(true);
    expect(await db.donation.findUniqueOrThrow({ where: { id: body.donationId } })).toMatchObject({
      firstName: 'Quiet',
      totalAmountCents: 5250,
    });
  });

  it.each(SANDBOX_CARDS.filter((card) => card.result === 2).map((card) => [card.number, card.resultCode] as const))(
    'declines card %s with code %s, its reason, and records nothing',
    async (number, code) => {
      const tokenId = await tokenFor(52.5, number);
      const before = await db.donation.count();
      const { status, body } = await complete(tokenId, record());
      expect(status).toBe(200);
      expect(body).toMatchObject({
        transactionSuccess: false,
        transactionResponse: { result: '2', 'result-code': String(code) },
        issueNumber: String(code),
        reason: PAYMENT_RESULT_CODES[code],
        message: `Could not process your transaction. Please email the info address with the Issue Number for details. Issue Number: ${code}. Possible reason: ${PAYMENT_RESULT_CODES[code]}.`,
      });
      expect(await db.donation.count()).toBe(before);
      expect(await db.paymentAttempt.findFirstOrThrow({ where: { reference: tokenId } })).toMatchObject({
        status: 'failed',
        resultCode: String(code),
      });
    },
  );

  it('declines a number failing the Luhn check with 220', async () => {
    const { body } = await complete(
      await tokenFor(10, '4111111111111112'),
      record({ baseAmount: 10, totalAmount: undefined, payFees: false }),
    );
    expect(body).toMatchObject({
      transactionSuccess: false,
      issueNumber: '220',
      reason: 'Incorrect payment information',
    });
  });

  it('completes a token once: a second completion answers result 3, code 300, and records nothing', async () => {
    const tokenId = await tokenFor(52.5, '4111111111111111');
    const first = await complete(tokenId, record());
    expect(first.body.transactionSuccess).toBe(true);
    const before = await countRows();
    const second = await complete(tokenId, record());
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      transactionSuccess: false,
      transactionResponse: {
        result: '3',
        'result-code': '300',
        'transaction-id': first.body.transactionResponse['transaction-id'],
      },
      issueNumber: '300',
    });
    expect(second.body.reason).toMatch(/^Rejected by gateway; possible reason: duplicate/);
    expect(await countRows()).toEqual(before);
  });

  it('completes a token once when ten requests arrive at the same moment', async () => {
    const tokenId = await tokenFor(52.5, '4111111111111111');
    const before = await db.donation.count();
    const answers = await Promise.all(Array.from({ length: 10 }, () => complete(tokenId, record())));
    expect(answers.filter((answer) => answer.body.transactionSuccess)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.transactionResponse?.['result-code'] === '300')).toHaveLength(9);
    expect(await db.donation.count()).toBe(before + 1);
  });

  it('still completes at the gateway when asked directly a second time: result 3, code 300 (CONTRACT §2)', async () => {
    const tokenId = await tokenFor(52.5, '4111111111111111');
    await complete(tokenId, record());
    const xml = `<complete-action><api-key>sandbox-gateway-key</api-key><token-id>${tokenId}</token-id></complete-action>`;
    const answer = await (
      await fetch(`${server.url}/api/sandbox-gateway/three-step`, { method: 'POST', body: xml })
    ).text();
    expect(answer).toContain('<result>3</result>');
    expect(answer).toContain('<result-code>300</result-code>');
  });

  it.each([
    ['no body', {}, 'firstName'],
    ['no address for the gateway', { address: '', city: '', state: '', zip: '' }, 'address'],
    ["'Select one' for the team", { teamCampaignId: 'XXX' }, 'teamCampaignId'],
    ['a team of another event', { teamCampaignId: 'OTHER' }, 'teamCampaignId'],
    ['an individual campaign of another team', { indieCampaignId: 'OTHER-INDIE' }, 'indieCampaignId'],
    ['an unknown event', { eventId: 'nope', teamCampaignId: null }, 'eventId'],
    ['a gift below $5', { baseAmount: 4, totalAmount: undefined }, 'baseAmount'],
    ['a total that is not the gift with the fee', { totalAmount: 50 }, 'totalAmount'],
    ['a bad email', { email: 'ada@' }, 'email'],
  ])('answers 400 for %s, before the gateway completes anything', async (_label, overrides, field) => {
    const otherIndie = await createIndieCampaign(db, { eventId: s.otherEvent.id, creatorId: s.organizer.id });
    const resolved = Object.fromEntries(
      Object.entries(overrides).map(([key, value]) => [
        key,
        value === 'OTHER' ? s.otherTeam.id : value === 'OTHER-INDIE' ? otherIndie.id : value,
      ]),
    );
    const tokenId = await tokenFor(52.5, '4111111111111111');
    const before = await countRows();
    const body = Object.keys(overrides).length ? record(resolved) : {};
    const { status, body: answer } = await complete(tokenId, body);
    expect(status).toBe(400);
    expect(typeof answer.error).toBe('string');
    expect(Object.keys(answer.fieldErrors)).toContain(field);
    expect(await countRows()).toEqual(before);
    expect((await db.gatewayTransaction.findUniqueOrThrow({ where: { tokenId } })).status).toBe('submitted');
  });

  it('refuses a closed window (403) before the gateway completes the sale', async () => {
    const tokenId = await tokenFor(52.5, '4111111111111111');
    const { status, body } = await complete(tokenId, record({ eventId: s.closed.id, teamCampaignId: null }));
    expect([status, body]).toEqual([403, { error: 'Donations are closed for this event.' }]);
    expect((await db.gatewayTransaction.findUniqueOrThrow({ where: { tokenId } })).status).toBe('submitted');
  });

  it("voids a token this site did not start (the gateway's step 1 called directly) and records nothing", async () => {
    // Anyone can reach the sandbox gateway's step 1 with its default key: a $0.01 sale, no order of ours.
    const xml = `<sale><api-key>sandbox-gateway-key</api-key><redirect-url>${server.url}/afterdonate</redirect-url><amount>0.01</amount></sale>`;
    const started = await (
      await fetch(`${server.url}/api/sandbox-gateway/three-step`, { method: 'POST', body: xml })
    ).text();
    const formUrl = /<form-url>([^<]+)<\/form-url>/.exec(started)![1];
    const tokenId = (await postCard(formUrl, '4111111111111111')).searchParams.get('token-id')!;
    const before = await db.donation.count();
    const { status, body } = await complete(tokenId, record({ baseAmount: 5, totalAmount: undefined, payFees: false }));
    expect(status).toBe(409);
    expect(body.error).toBe(
      'This payment was not started on this site, so it was cancelled: nothing was charged. Please start again.',
    );
    expect(await db.donation.count()).toBe(before);
    const sale = await db.gatewayTransaction.findUniqueOrThrow({ where: { tokenId } });
    expect(sale.status).toBe('completed');
    expect(sale.voidedAt).not.toBeNull();
  });

  it('answers 400 for a malformed token and an unknown one fails at the gateway', async () => {
    expect((await complete('bad token!', record())).status).toBe(400);
    const { body } = await complete('abcdefghijklmnopqrstuvwx', record());
    expect(body).toMatchObject({
      transactionSuccess: false,
      transactionResponse: { result: '3', 'result-code': '300' },
    });
  });
});

describe('velocity limits (card-testing defence)', () => {
  it('asks an address for the payment challenge after ten declines (428), before the gateway is called', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const tokenId = await tokenFor(10, '4000000000000002', { ip });
      const { body } = await complete(tokenId, record({ baseAmount: 10, totalAmount: undefined, payFees: false }), ip);
      expect(body.issueNumber).toBe('201');
    }
    const before = server.requests.length;
    const refused = await call(
      getFormUrl,
      '/api/safesave/get_form_url',
      { amount: 10, redirectUrl: '/afterdonate' },
      {},
      ip,
    );
    expect(refused.status).toBe(428);
    expect(refused.body).toEqual({
      error:
        'Many payments were tried here lately, so we need a quick check that you are a person. It runs by itself in a moment.',
      code: 'challenge_required',
    });
    expect(server.requests.length).toBe(before);
  });

  it('asks an email for the challenge after five declines, from any address; a completion is not refused', async () => {
    const email = 'tester@example.test';
    for (let i = 0; i < 5; i++) {
      const donation = record({ email, baseAmount: 10, totalAmount: undefined, payFees: false });
      const tokenId = await tokenFor(10, '4000000000009995', { donation });
      expect((await complete(tokenId, donation)).body.issueNumber).toBe('202');
    }
    const donation = record({ email, baseAmount: 10, totalAmount: undefined, payFees: false });
    expect(
      (await call(getFormUrl, '/api/safesave/get_form_url', { amount: 10, redirectUrl: '/afterdonate', donation }))
        .status,
    ).toBe(428);
    // A card that reached the gateway through a start is completed: the start is where the limits
    // and the challenge stand (payment-challenge.int.test.ts), and each token completes once.
    const tokenId = await tokenFor(10, '4111111111111111');
    expect((await complete(tokenId, donation)).body.transactionSuccess).toBe(true);
  });

  it('limits how many payments one address starts', async () => {
    const ip = freshIp();
    const start = () =>
      call(getFormUrl, '/api/safesave/get_form_url', { amount: 10, redirectUrl: '/afterdonate' }, {}, ip);
    for (let i = 0; i < 60; i++) expect((await start()).status).toBe(200);
    expect((await start()).status).toBe(429);
  });
});

describe('exact totals', () => {
  it('records 200 concurrent donations to one campaign, the total exact to the cent', async () => {
    const team = await createTeamCampaign(db, { eventId: s.event.id, creatorId: s.organizer.id, title: 'Crowd' });
    const amounts = Array.from({ length: 200 }, (_, i) => 5 + ((i * 37) % 500) + (i % 100) / 100);
    const tokens = await Promise.all(
      amounts.map((amount) => tokenFor(totalWithFee(Math.round(amount * 100), true) / 100, '4111111111111111')),
    );
    const answers = await Promise.all(
      tokens.map((tokenId, i) =>
        complete(
          tokenId,
          record({ teamCampaignId: team.id, baseAmount: amounts[i], totalAmount: undefined, payFees: true }),
        ),
      ),
    );
    expect(answers.filter((answer) => !answer.body.transactionSuccess)).toEqual([]);
    const expected = amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0);
    const { _sum, _count } = await db.donation.aggregate({
      where: { teamCampaignId: team.id, status: 'succeeded' },
      _sum: { baseAmountCents: true },
      _count: true,
    });
    expect(_count).toBe(200);
    expect(_sum.baseAmountCents).toBe(expected);
  }, 120_000);
});

describe('the card provider when Stripe is not configured', () => {
  it('answers 503 with the contract sentence, after checking the input', async () => {
    const donation = record();
    expect(
      await call(getIntent, '/api/stripe/get_intent', { amount: 5250, currency: 'usd', description: 'Gift' }),
    ).toEqual({
      status: 503,
      body: { error: 'Card payments are not configured on this server' },
    });
    expect((await call(getIntent, '/api/stripe/get_intent', { amount: 1 })).status).toBe(400);
    expect((await call(addRecord, '/api/donation/add_record', { ...donation, transactionId: 'pi_123' })).status).toBe(
      503,
    );
    expect((await call(addRecord, '/api/donation/add_record', { ...donation })).status).toBe(400);
    const response = await webhook(new Request('http://localhost/api/stripe/webhook', { method: 'POST', body: '{}' }), {
      params: Promise.resolve({}),
    });
    expect(response.status).toBe(503);
  });
});
