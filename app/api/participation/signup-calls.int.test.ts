import { beforeEach, describe, expect, it } from 'vitest';
import { POST as postParticipants } from '@/app/api/participant/route';
import { POST as addRecord } from '@/app/api/participation/add_record/route';
import { POST as completeEventSignup } from '@/app/api/safesave/complete_eventsignup/[tokenId]/route';
import { issueSessionToken } from '@/lib/auth';
import { db } from '@/lib/db';
import { apiRequest, params } from '@/lib/testing/api-test-helpers';
import { recordSignup } from '@/lib/services/signups/record-signup';
import { createSignupEvent, family, formPerson, formSignup, parsedSignup } from '@/lib/testing/signup-test-data';
import { createUser } from '@/prisma/seed/factories';

// The signup calls as Next.js calls them: the documented shapes, the shared error answer, and
// nothing written by a refused call. Each test file has its own database.

async function call(
  handler: (request: Request, context: never) => Promise<Response> | Response,
  request: Request,
  context: unknown = {},
) {
  const response = await handler(request, context as never);
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) };
}

const add = (body: unknown, ip?: string) => call(addRecord, apiRequest('/api/participation/add_record', { body, ip }));

const complete = (tokenId: string, body: unknown) =>
  call(completeEventSignup, apiRequest(`/api/safesave/complete_eventsignup/${tokenId}`, { body }), params({ tokenId }));

// Most tests sign up the same person (person0@example.test): each starts with none of their free
// sign-ups counted against the per-recipient limit (free-signup-limits.int.test.ts tests it).
beforeEach(async () => {
  await db.rateLimitBucket.deleteMany({ where: { key: { startsWith: 'free-signup:email:' } } });
});

async function signupCount(eventId: string) {
  return db.signup.count({ where: { eventId } });
}

/** Every private value of the participants sent: none may come back in a public answer. */
function privateValues(participants: Record<string, unknown>[]): string[] {
  return participants
    .flatMap((p) =>
      ['email', 'phone', 'address', 'emergencyPhone', 'emergencyName', 'birthYear'].map((key) => String(p[key])),
    )
    .filter((value) => value !== '' && value !== 'undefined');
}

describe('POST /api/participation/add_record', () => {
  it('records a free signup and answers its public summary, in dollars', async () => {
    const { event, kids, team } = await createSignupEvent();
    const participants = family(4);
    const { status, body, text } = await add({
      eventId: event.id,
      ...formSignup(kids.id, { teamCampaignId: team.id, purpose: 'best time' }, participants),
      idempotencyKey: 'b2c4e6a8-0000-4000-8000-000000000001',
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      signupId: expect.any(String),
      transactionId: expect.stringMatching(/^FREE-/),
      redirectLink: `/signup_confirmation?event=${event.id}&transaction_id=${body.transactionId}`,
      signup: {
        _id: expect.any(String),
        eventId: event.id,
        event: 'River Run',
        teamCampaignId: team.id,
        teamCampaign: 'Fast Feet',
        eventCategory: kids.id,
        eventCategoryName: 'Kids Dash',
        purpose: 'best time',
        promoCode: null,
        baseAmount: 0,
        discount: 0,
        payFees: false,
        feePercentage: 0,
        totalAmount: 0,
        paymentMethod: 'free',
        transactionId: body.transactionId,
        participantCount: 4,
        createdAt: expect.any(String),
      },
    });
    for (const value of privateValues(participants)) expect(text).not.toContain(value);
    expect(text).not.toContain('Lovelace');
  });

  it('answers a repeat of the same request key with the same signup', async () => {
    const { event, kids } = await createSignupEvent();
    const body = { eventId: event.id, ...formSignup(kids.id), idempotencyKey: 'b2c4e6a8-0000-4000-8000-000000000002' };
    const [first, second] = await Promise.all([add(body), add(body)]);
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await signupCount(event.id)).toBe(1);
  });

  it("gives the spec's alerts word for word, with every field error, and writes nothing", async () => {
    const { event } = await createSignupEvent();
    const { status, body } = await add({
      eventId: event.id,
      eventCategory: 'XXX',
      teamCampaignId: 'XXX',
      purpose: 'to win',
      waiverAccepted: false,
      participants: [
        formPerson(0, { phone: '12', email: 'nope', gender: '', birthYear: '', shirtSize: 'XXL' }),
        formPerson(1, { firstName: ' ', emergencyPhone: '', address: '' }),
      ],
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      error: 'Please select a valid Event Category',
      fieldErrors: {
        eventCategory: ['Please select a valid Event Category'],
        teamCampaignId: ['Please select a valid Team Campaign'],
        purpose: ['Please select a valid answer to best time or for fun'],
        waiverAccepted: ['Please read the waiver carefully and agree to the terms before continuing'],
        'participants.0.email': ['nope is not a valid email.'],
        'participants.0.phone': ['Not a valid phone number'],
        'participants.0.gender': ['required'],
        'participants.0.birthYear': ['required'],
        'participants.0.shirtSize': ['Please choose one of the options'],
        'participants.1.firstName': ['required'],
        'participants.1.address': ['required'],
        'participants.1.emergencyPhone': ['required'],
      },
    });
    expect(await signupCount(event.id)).toBe(0);
  });

  it('asks only what the event asks: no waiver, no sizes, disabled and optional questions', async () => {
    const { event, kids } = await createSignupEvent({
      waiver: null,
      tshirtSizes: [],
      disabledFields: ['gender', 'emergency'],
      optionalFields: ['birthdate'],
    });
    const bare = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'bare@example.test',
      phone: '5551234567',
      address: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
    };
    const { status } = await add({
      eventId: event.id,
      eventCategory: kids.id,
      purpose: 'for fun',
      participants: [bare],
    });
    expect(status).toBe(200);
    const stored = await db.participant.findFirstOrThrow({ where: { email: 'bare@example.test' } });
    expect(stored).toMatchObject({ smsEnabled: true, gender: null, birthYear: null, shirtSize: null });
  });

  it('takes 1 to 4 participants', async () => {
    const { event, kids } = await createSignupEvent();
    for (const participants of [[], family(4).concat([formPerson(4)])]) {
      const { status, body } = await add({ eventId: event.id, ...formSignup(kids.id, {}, participants) });
      expect(status).toBe(400);
      expect(body.fieldErrors).toEqual({ participants: ['Between 1 and 4 people can sign up at once'] });
    }
    expect(await signupCount(event.id)).toBe(0);
  });

  it("answers 'Team Campaign is not right' and 'Event category is not right' for another event's ids", async () => {
    const { event } = await createSignupEvent();
    const other = await createSignupEvent();
    const { status, body } = await add({
      eventId: event.id,
      ...formSignup(other.kids.id, { teamCampaignId: other.team.id }),
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      error: 'Event category is not right',
      fieldErrors: {
        eventCategory: ['Event category is not right'],
        teamCampaignId: ['Team Campaign is not right'],
      },
    });
    expect(await signupCount(event.id)).toBe(0);
  });

  it("answers 'Invalid Promo Code' for an expired code", async () => {
    const { event, run } = await createSignupEvent();
    const { status, body } = await add({ eventId: event.id, ...formSignup(run.id, { promoCode: 'expired' }) });
    expect({ status, body }).toEqual({
      status: 400,
      body: { error: 'Invalid Promo Code', fieldErrors: { promoCode: ['Invalid Promo Code'] } },
    });
  });

  it('refuses a priced signup without a payment, whatever amounts the browser sends', async () => {
    const { event, run } = await createSignupEvent();
    const { status, body } = await add({
      eventId: event.id,
      ...formSignup(run.id),
      baseAmount: 0,
      totalAmount: 0,
      discount: 35,
    });
    expect({ status, body }).toEqual({
      status: 400,
      body: { error: 'This sign-up has a price: it can only be completed with a payment.' },
    });
    expect(await signupCount(event.id)).toBe(0);
  });

  it('records a free total even when a transaction id comes with it (100 % promo code)', async () => {
    const { event, run } = await createSignupEvent();
    const { status, body } = await add({
      eventId: event.id,
      ...formSignup(run.id, { promoCode: 'FREEBIE', payFees: true }, family(2)),
      transactionId: 'whatever',
    });
    expect(status).toBe(200);
    expect(body.signup).toMatchObject({ baseAmount: 70, discount: 70, totalAmount: 0, paymentMethod: 'free' });
  });

  it('answers 503 for a card payment on a server without a card provider, recording nothing', async () => {
    const { event, run } = await createSignupEvent();
    const { status, body } = await add({
      eventId: event.id,
      ...formSignup(run.id),
      transactionId: 'pi_123',
      paymentMethod: 'stripe',
    });
    expect({ status, body }).toEqual({
      status: 503,
      body: { error: 'Card payments are not configured on this server' },
    });
    expect(await signupCount(event.id)).toBe(0);
  });

  it('answers a paid transaction recorded before (the webhook first) without asking the provider again', async () => {
    const { event, run } = await createSignupEvent();
    const values = formSignup(run.id);
    const recorded = await recordSignup({
      eventId: event.id,
      input: parsedSignup(event, values),
      payment: { method: 'stripe', transactionId: 'pi_recorded', amountCents: 3500 },
    });
    const { status, body } = await add({
      eventId: event.id,
      ...values,
      transactionId: 'pi_recorded',
      paymentMethod: 'stripe',
    });
    expect(status).toBe(200);
    expect(body).toEqual(recorded);
    expect(await signupCount(event.id)).toBe(1);
  });

  it('refuses a closed registration (409) and moved sign-ups (409, code 1 and the link)', async () => {
    const closed = await createSignupEvent({ activeUntilRegistration: new Date(Date.now() - 1000) });
    expect(await add({ eventId: closed.event.id, ...formSignup(closed.kids.id) })).toMatchObject({
      status: 409,
      body: { error: 'Registration for this event is closed.' },
    });
    const moved = await createSignupEvent({
      signupRedirectDate: new Date(Date.now() - 1000),
      signupRedirectLink: 'https://elsewhere.example/run',
    });
    expect((await add({ eventId: moved.event.id, ...formSignup(moved.kids.id) })).body).toEqual({
      error: 'Sign-ups for this event have been moved to another website by the organizer.',
      code: 1,
      redirectLink: 'https://elsewhere.example/run',
      linkText: 'sign up here instead',
    });
    expect(await signupCount(closed.event.id)).toBe(0);
    expect(await signupCount(moved.event.id)).toBe(0);
  });

  it('answers 404 for an unknown event, 400 without one, 415 for a non-JSON body', async () => {
    const { kids } = await createSignupEvent();
    expect(await add({ eventId: 'nope', ...formSignup(kids.id) })).toMatchObject({
      status: 404,
      body: { error: 'Event not found.' },
    });
    expect(await add(formSignup(kids.id))).toEqual({
      status: 400,
      text: expect.any(String),
      body: { error: 'required', fieldErrors: { eventId: ['required'] } },
    });
    const plain = await call(
      addRecord,
      apiRequest('/api/participation/add_record', { body: 'x', headers: { 'content-type': 'text/plain' } }),
    );
    expect(plain.status).toBe(415);
  });

  it('limits free signups to 30 per address in 15 minutes', async () => {
    const { event, kids } = await createSignupEvent();
    const ip = '198.51.100.77';
    const runner = (n: number) => [formPerson(0, { email: `runner${n}@example.test` })];
    for (let n = 0; n < 30; n++) {
      expect((await add({ eventId: event.id, ...formSignup(kids.id, {}, runner(n)) }, ip)).status).toBe(200);
    }
    const refused = await add({ eventId: event.id, ...formSignup(kids.id, {}, runner(30)) }, ip);
    expect(refused).toMatchObject({
      status: 429,
      body: { error: 'Too many attempts. Please wait a few minutes and try again.' },
    });
    expect(await signupCount(event.id)).toBe(30);
  });
});

describe('POST /api/safesave/complete_eventsignup/{tokenId}', () => {
  it('checks the signup before the payment: alerts, window, redirect', async () => {
    const { event } = await createSignupEvent();
    const invalid = await complete('tok_1', { eventId: event.id, purpose: 'for fun', participants: family(1) });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fieldErrors.eventCategory).toEqual(['Please select a valid Event Category']);
    const moved = await createSignupEvent({ signupRedirectLink: 'https://elsewhere.example/run' });
    expect(await complete('tok_2', { eventId: moved.event.id, ...formSignup(moved.run.id) })).toMatchObject({
      status: 409,
      body: { code: 1, redirectLink: 'https://elsewhere.example/run' },
    });
  });

  it('refuses a malformed token id', async () => {
    const { event, run } = await createSignupEvent();
    const { status, body } = await complete('bad%20token', { eventId: event.id, ...formSignup(run.id) });
    expect({ status, body }).toEqual({
      status: 400,
      body: { error: 'Not a valid request key', fieldErrors: { tokenId: ['Not a valid request key'] } },
    });
  });

  it('answers 503 for a priced signup on a server without a hosted gateway, recording nothing', async () => {
    const { event, run } = await createSignupEvent();
    const { status, body } = await complete('tok_paid', { eventId: event.id, ...formSignup(run.id) });
    expect({ status, body }).toEqual({
      status: 503,
      body: { error: 'Card payments are not configured on this server' },
    });
    expect(await signupCount(event.id)).toBe(0);
  });

  it('records a free total at once, once per token, in the documented shape', async () => {
    const { event, run } = await createSignupEvent();
    const body = { eventId: event.id, ...formSignup(run.id, { promoCode: 'FREEBIE' }, family(2)) };
    const first = await complete('tok_free', body);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      transactionSuccess: true,
      transactionResponse: { result: 1, 'transaction-id': first.body.transactionId, 'result-code': 100 },
      redirectLink: `/signup_confirmation?event=${event.id}&transaction_id=${first.body.transactionId}`,
      signup: { totalAmount: 0, participantCount: 2 },
    });
    expect((await complete('tok_free', body)).body).toEqual(first.body);
    expect(await signupCount(event.id)).toBe(1);
  });
});

describe('POST /api/participant', () => {
  async function list(body: unknown, user?: { id: string; sessionVersion: number }) {
    return call(
      postParticipants,
      apiRequest('/api/participant', { body, bearer: user ? await issueSessionToken(user) : undefined }),
    );
  }

  it("gives the event's creator every field of every participant, main participant first", async () => {
    const { event, organizer, run, team } = await createSignupEvent();
    const participants = family(2);
    const recorded = await recordSignup({
      eventId: event.id,
      input: parsedSignup(event, formSignup(run.id, { teamCampaignId: team.id, promoCode: 'FIVEOFF' }, participants)),
      payment: { method: 'safesave', transactionId: 'TX-LIST-1', amountCents: 6000 },
    });
    const { status, body } = await list({ eventId: event.id }, organizer);
    expect(status).toBe(200);
    expect(body.participants).toHaveLength(2);
    const [main, second] = body.participants;
    expect(main).toEqual({
      _id: expect.any(String),
      signupId: recorded.signup._id,
      eventId: event.id,
      teamCampaignId: team.id,
      teamCampaign: 'Fast Feet',
      parentParticipant: null,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'person0@example.test',
      phone: '555-123-4560',
      smsEnabled: true,
      address: '1 Secret Lane',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      addressSame: false,
      gender: 'female',
      birthMonth: 12,
      birthDate: 10,
      birthYear: 1990,
      emergencyName: 'Charles',
      emergencyPhone: '555-987-6543',
      emergencyRelationship: 'friend',
      shirtSize: 'M',
      baseAmount: 35,
      discount: 5,
      totalAmount: 30,
      promoCode: 'FIVEOFF',
      eventCategory: run.id,
      eventCategoryName: '5K Run',
      purpose: 'for fun',
      transactionId: 'TX-LIST-1',
      paymentMethod: 'safesave',
      signupStatus: 'succeeded',
      createdAt: expect.any(String),
    });
    expect(second).toMatchObject({ firstName: 'Ben', parentParticipant: main._id, addressSame: true });
  });

  it('answers 401 logged out, 400 without an event, 404 for an unknown one and 403 for anyone else', async () => {
    const { event } = await createSignupEvent();
    const stranger = await createUser(db);
    expect((await list({ eventId: event.id })).status).toBe(401);
    expect(await list({}, stranger)).toMatchObject({ status: 400, body: { fieldErrors: { eventId: ['required'] } } });
    expect((await list({ eventId: 'missing' }, stranger)).status).toBe(404);
    expect((await list({ eventId: 'bad id' }, stranger)).status).toBe(404);
    const forbidden = await list({ eventId: event.id }, stranger);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ error: expect.any(String) });
  });
});
