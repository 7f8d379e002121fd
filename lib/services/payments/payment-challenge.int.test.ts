import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db';
import type { RouteServer } from '@/lib/testing/route-server';
import type { StripeStandIn } from '@/lib/testing/stripe-stand-in';
import { startPaymentProviders, type PaymentProviders } from '@/lib/testing/payment-providers';
import { postCardToGateway } from '@/lib/testing/gateway-card';
import { createEvent, createOrganizer } from '@/prisma/seed/factories';

// Issue 18, finding 2: one caller's declined cards must not shut an event's payments. Past a
// decline threshold (event 150, email 5, address 10 an hour) a payment start asks for a solved
// proof-of-work challenge (428 challenge_required) instead of answering 429 for an hour; a
// solution of a challenge this server signed lets the start through once. Everything real: the
// route handlers, the sandbox gateway over HTTP, the `stripe` SDK against its local stand-in,
// PostgreSQL; the challenges are solved with altcha-lib, as a script (or the widget) would.

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Velocity = typeof import('./payment-velocity');
let getFormUrl: Handler;
let getIntent: Handler;
let completeDonation: Handler;
let getChallenge: Handler;
let countDecline: Velocity['countDecline'];
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
  getIntent = (await import('@/app/api/stripe/get_intent/route')).POST as Handler;
  completeDonation = (await import('@/app/api/safesave/complete_donation/[tokenId]/route')).POST as Handler;
  ({ countDecline } = await import('./payment-velocity'));
  apiRequest = (await import('@/lib/testing/api-test-helpers')).apiRequest;
});

afterAll(async () => {
  await providers.close();
});

let n = 0;
const freshIp = () => `10.55.${Math.floor(++n / 250)}.${(n % 250) + 1}`;
const freshEmail = (name = 'donor') => `${name}-${++n}@example.test`;

async function call(handler: Handler, path: string, body: unknown, { ip = freshIp(), params = {} } = {}) {
  const response = await handler(apiRequest(path, { body, ip }), { params: Promise.resolve(params) });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

async function setUpEvent(provider: 'safesave' | 'stripe' = 'safesave') {
  const organizer = await createOrganizer(db);
  return createEvent(db, { creatorId: organizer.id, paymentProvider: provider });
}

/** A $10 gift, no fee, as the donation form sends it. */
function gift(eventId: string, email = freshEmail()) {
  return {
    eventId,
    teamCampaignId: '---General---',
    indieCampaignId: '---General---',
    baseAmount: 10,
    payFees: false,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    address: '1 Main St',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
  };
}

const start = (body: Record<string, unknown>, ip?: string) =>
  call(getFormUrl, '/api/safesave/get_form_url', { amount: 10, redirectUrl: '/afterdonate', ...body }, { ip });

const startGift = (eventId: string, options: { email?: string; ip?: string; challenge?: string } = {}) =>
  start({ donation: gift(eventId, options.email), challenge: options.challenge }, options.ip);

/** The probe's attack: declines from 15 addresses and 30 emails until the event's ceiling of 150 an hour. */
async function tripEvent(eventId: string) {
  for (let i = 0; i < 150; i++) {
    await countDecline({ ip: `10.44.${n}.${i % 15}`, email: `card-tester-${n}-${i % 30}@example.test`, eventId });
  }
}

const CHALLENGE_REQUIRED = {
  error:
    'Many payments were tried here lately, so we need a quick check that you are a person. It runs by itself in a moment.',
  code: 'challenge_required',
};
const CHALLENGE_FAILED = {
  error: 'The check expired or was already used. Please let it run once more.',
  code: 'challenge_required',
};

describe('an event whose decline ceiling a caller ran up', () => {
  it('asks a new donor for the challenge (428) instead of refusing payments for an hour (429), before the gateway is called', async () => {
    const event = await setUpEvent();
    await tripEvent(event.id);
    const before = server.requests.length;
    const refused = await startGift(event.id);
    expect(refused).toMatchObject({ status: 428, body: CHALLENGE_REQUIRED });
    expect(refused.headers.get('retry-after')).toBeNull();
    expect(server.requests.length).toBe(before);
  });
});

/** A challenge from GET /api/payment_challenge, solved as the widget does, as the widget's payload (base64 JSON). */
async function solvedChallenge(challenge?: unknown) {
  const { solveChallenge } = await import('altcha-lib');
  const { deriveKey } = await import('altcha-lib/algorithms/pbkdf2');
  if (!challenge) {
    getChallenge ??= (await import('@/app/api/payment_challenge/route')).GET as Handler;
    const answer = await getChallenge(apiRequest('/api/payment_challenge'), { params: Promise.resolve({}) });
    expect(answer.status).toBe(200);
    challenge = await answer.json();
  }
  const typed = challenge as Parameters<typeof solveChallenge>[0]['challenge'];
  const solution = await solveChallenge({ challenge: typed, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge: typed, solution })).toString('base64');
}

describe('GET /api/payment_challenge', () => {
  it('answers a signed ALTCHA challenge that expires in 10 minutes, never cached', async () => {
    getChallenge ??= (await import('@/app/api/payment_challenge/route')).GET as Handler;
    const answer = await getChallenge(apiRequest('/api/payment_challenge'), { params: Promise.resolve({}) });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const challenge = await answer.json();
    expect(challenge).toEqual({
      parameters: {
        algorithm: 'PBKDF2/SHA-256',
        cost: 1000,
        keyLength: 32,
        keyPrefix: expect.stringMatching(/^[0-9a-f]{32}$/),
        keySignature: expect.stringMatching(/^[0-9a-f]{64}$/),
        nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
        salt: expect.stringMatching(/^[0-9a-f]{32}$/),
        expiresAt: expect.any(Number),
      },
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(Math.abs(challenge.parameters.expiresAt - (Date.now() / 1000 + 600))).toBeLessThan(5);
    // Each call is a new challenge.
    const second = await (
      await getChallenge(apiRequest('/api/payment_challenge'), { params: Promise.resolve({}) })
    ).json();
    expect(second.parameters.nonce).not.toBe(challenge.parameters.nonce);
  });
});

describe('the challenge at a tripped event', () => {
  let event: { id: string };
  beforeAll(async () => {
    event = await setUpEvent();
    await tripEvent(event.id);
  });

  it('lets a start with a solved challenge through, and the donor completes the gift (the completion is not refused)', async () => {
    const email = freshEmail('real-donor');
    const ip = freshIp();
    const started = await startGift(event.id, { email, ip, challenge: await solvedChallenge() });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const back = await postCardToGateway(started.body.formUrl, { number: '4111111111111111' }, { origin: server.url });
    const tokenId = back.location!.searchParams.get('token-id')!;
    const completed = await call(
      completeDonation,
      `/api/safesave/complete_donation/${tokenId}`,
      gift(event.id, email),
      {
        ip,
        params: { tokenId },
      },
    );
    expect(completed.status).toBe(200);
    expect(completed.body.transactionSuccess).toBe(true);
    expect(await db.donation.count({ where: { email, status: 'succeeded' } })).toBe(1);
  });

  it('refuses the same solution the second time, one after the other and at the same moment', async () => {
    const challenge = await solvedChallenge();
    expect((await startGift(event.id, { challenge })).status).toBe(200);
    expect(await startGift(event.id, { challenge })).toMatchObject({ status: 428, body: CHALLENGE_FAILED });

    const twice = await solvedChallenge();
    const answers = await Promise.all([
      startGift(event.id, { challenge: twice }),
      startGift(event.id, { challenge: twice }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 428]);
  });

  it('refuses an expired, forged, tampered or wrong solution, before the gateway is called', async () => {
    const { createChallenge } = await import('altcha-lib');
    const { deriveKey } = await import('altcha-lib/algorithms/pbkdf2');
    const { createPaymentChallenge } = await import('./payment-challenge');
    const expired = await solvedChallenge(await createPaymentChallenge({ now: new Date(Date.now() - 11 * 60 * 1000) }));
    const forged = await solvedChallenge(
      await createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost: 1,
        counter: 1,
        deriveKey,
        expiresAt: new Date(Date.now() + 60_000),
        hmacSignatureSecret: 'not-our-secret',
        hmacKeySignatureSecret: 'not-ours-either',
      }),
    );
    const genuine = JSON.parse(Buffer.from(await solvedChallenge(), 'base64').toString());
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const tampered = encode({
      ...genuine,
      challenge: { ...genuine.challenge, parameters: { ...genuine.challenge.parameters, cost: 1 } },
    });
    const wrong = encode({
      ...genuine,
      solution: { ...genuine.solution, counter: genuine.solution.counter + 1, derivedKey: '00'.repeat(32) },
    });
    const unsigned = encode({ ...genuine, challenge: { parameters: genuine.challenge.parameters } });
    const before = server.requests.length;
    for (const challenge of [expired, forged, tampered, wrong, unsigned, encode({ not: 'a payload' }), 'AAAA']) {
      expect(await startGift(event.id, { challenge }), challenge.slice(0, 40)).toMatchObject({
        status: 428,
        body: CHALLENGE_FAILED,
      });
    }
    expect(server.requests.length).toBe(before);
    expect((await startGift(event.id, { challenge: 'not base64!' })).status).toBe(400);
  });

  it('asks for it on every kind of start: a sign-up, and the card provider', async () => {
    const stripeEvent = await setUpEvent('stripe');
    await tripEvent(stripeEvent.id);
    const intent = (challenge?: string) =>
      call(getIntent, '/api/stripe/get_intent', {
        amount: 1000,
        currency: 'usd',
        donation: gift(stripeEvent.id),
        attemptKey: `attempt-${++n}-${Date.now()}`,
        challenge,
      });
    const intents = stripe.intents.size;
    expect(await intent()).toMatchObject({ status: 428, body: CHALLENGE_REQUIRED });
    expect(stripe.intents.size).toBe(intents);
    const allowed = await intent(await solvedChallenge());
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
    expect(stripe.intents.size).toBe(intents + 1);

    const { createSignupEvent, formSignup } = await import('@/lib/testing/signup-test-data');
    const { event: signupEvent, run } = await createSignupEvent();
    await tripEvent(signupEvent.id);
    const signup = { eventId: signupEvent.id, ...formSignup(run.id) };
    expect(await start({ amount: 35, signup })).toMatchObject({ status: 428, body: CHALLENGE_REQUIRED });
    expect((await start({ amount: 35, signup, challenge: await solvedChallenge() })).status).toBe(200);
  });

  it('keeps asking until the hour of the declines is over, then asks nothing', async () => {
    const tripped = await setUpEvent();
    await tripEvent(tripped.id);
    expect((await startGift(tripped.id)).status).toBe(428);
    const { rateLimitKey } = await import('@/lib/services/rate-limit/consume');
    // The event's window of declines started 61 minutes ago: it is over, and the next decline starts a new one.
    await db.rateLimitBucket.update({
      where: { key: rateLimitKey('payment-decline:event', tripped.id) },
      data: { windowStart: new Date(Date.now() - 61 * 60 * 1000) },
    });
    expect((await startGift(tripped.id)).status).toBe(200);
    await countDecline({ ip: freshIp(), email: freshEmail(), eventId: tripped.id });
    expect((await startGift(tripped.id)).status).toBe(200);
  });

  it("asks for it past the event's ceiling of starts too (1,200 in 15 minutes), rather than refusing", async () => {
    const busy = await setUpEvent();
    expect((await startGift(busy.id)).status).toBe(200);
    const { rateLimitKey } = await import('@/lib/services/rate-limit/consume');
    await db.rateLimitBucket.update({
      where: { key: rateLimitKey('payment-start:event', busy.id) },
      data: { count: 1200 },
    });
    expect(await startGift(busy.id)).toMatchObject({ status: 428, body: CHALLENGE_REQUIRED });
    expect((await startGift(busy.id, { challenge: await solvedChallenge() })).status).toBe(200);
  });
});

describe('an email or an address with too many declines', () => {
  it("asks for the challenge after 5 declines of an email (someone else's cards on a victim's email), from any address", async () => {
    const event = await setUpEvent();
    const email = freshEmail('victim');
    for (let i = 0; i < 5; i++) await countDecline({ ip: freshIp(), email, eventId: event.id });
    expect(await startGift(event.id, { email })).toMatchObject({ status: 428, body: CHALLENGE_REQUIRED });
    // Another email from the same addresses, or at the same event, is not asked.
    expect((await startGift(event.id)).status).toBe(200);

    const ip = freshIp();
    const started = await startGift(event.id, { email, ip, challenge: await solvedChallenge() });
    expect(started.status).toBe(200);
    const back = await postCardToGateway(started.body.formUrl, { number: '4111111111111111' }, { origin: server.url });
    const tokenId = back.location!.searchParams.get('token-id')!;
    const completed = await call(
      completeDonation,
      `/api/safesave/complete_donation/${tokenId}`,
      gift(event.id, email),
      {
        ip,
        params: { tokenId },
      },
    );
    // The completion used to answer 429 for the email's declines: it is not limited now.
    expect(completed.body.transactionSuccess).toBe(true);
  });

  it("asks for the challenge after 10 declines from an address (a venue's shared Wi-Fi), with or without a donation", async () => {
    const event = await setUpEvent();
    const venue = freshIp();
    for (let i = 0; i < 10; i++) await countDecline({ ip: venue, email: freshEmail(), eventId: event.id });
    expect(await startGift(event.id, { ip: venue })).toMatchObject({ status: 428, body: CHALLENGE_REQUIRED });
    expect(await start({}, venue)).toMatchObject({ status: 428, body: CHALLENGE_REQUIRED });
    expect((await startGift(event.id, { ip: venue, challenge: await solvedChallenge() })).status).toBe(200);
    expect((await start({ challenge: await solvedChallenge() }, venue)).status).toBe(200);
    // Nine declines ask nothing.
    const other = freshIp();
    for (let i = 0; i < 9; i++) await countDecline({ ip: other, email: freshEmail(), eventId: event.id });
    expect((await startGift(event.id, { ip: other })).status).toBe(200);
  });

  it('a challenge sent when none is asked for is not used up', async () => {
    const event = await setUpEvent();
    const challenge = await solvedChallenge();
    expect((await startGift(event.id, { challenge })).status).toBe(200);
    const nonce = JSON.parse(Buffer.from(challenge, 'base64').toString()).challenge.parameters.nonce;
    expect(await db.paymentChallengeUse.findUnique({ where: { nonce } })).toBeNull();
  });
});

describe('the start limits stay walls', () => {
  it('answers 429 past 60 starts from one address and 10 of one email, a solved challenge or not', async () => {
    const event = await setUpEvent();
    const ip = freshIp();
    for (let i = 0; i < 60; i++) expect((await startGift(event.id, { ip })).status).toBe(200);
    const walled = await startGift(event.id, { ip, challenge: await solvedChallenge() });
    expect(walled).toMatchObject({
      status: 429,
      body: { error: 'Too many payment attempts. Please wait a while and try again.', retryAfter: expect.any(Number) },
    });

    const email = freshEmail('busy');
    for (let i = 0; i < 10; i++) expect((await startGift(event.id, { email })).status).toBe(200);
    expect((await startGift(event.id, { email, challenge: await solvedChallenge() })).status).toBe(429);
  });

  it('answers 429 for the address wall even while the event asks for the challenge', async () => {
    const event = await setUpEvent();
    await tripEvent(event.id);
    const ip = freshIp();
    expect((await startGift(event.id, { ip, challenge: await solvedChallenge() })).status).toBe(200);
    // 59 more starts from this address (each with its own solution) fill its window.
    const { rateLimitKey } = await import('@/lib/services/rate-limit/consume');
    await db.rateLimitBucket.update({ where: { key: rateLimitKey('payment-start:ip', ip) }, data: { count: 60 } });
    const challenge = await solvedChallenge();
    expect((await startGift(event.id, { ip, challenge })).status).toBe(429);
    // Refused before the challenge was looked at: the solution is still unused.
    const nonce = JSON.parse(Buffer.from(challenge, 'base64').toString()).challenge.parameters.nonce;
    expect(await db.paymentChallengeUse.findUnique({ where: { nonce } })).toBeNull();
  });
});

describe('the maintenance loop', () => {
  it('prunes used challenges once they have expired (they are refused by their expiry then)', async () => {
    const { prunePaymentChallengeUses } = await import('./payment-challenge');
    await db.paymentChallengeUse.createMany({
      data: [
        { nonce: `old-${n}`, expiresAt: new Date(Date.now() - 1000) },
        { nonce: `new-${n}`, expiresAt: new Date(Date.now() + 60_000) },
      ],
    });
    expect(await prunePaymentChallengeUses()).toBeGreaterThanOrEqual(1);
    expect(await db.paymentChallengeUse.findUnique({ where: { nonce: `old-${n}` } })).toBeNull();
    expect(await db.paymentChallengeUse.findUnique({ where: { nonce: `new-${n}` } })).not.toBeNull();
  });
});
