import { describe, expect, it } from 'vitest';
import { isAppError } from '@/lib/app-error';
import { db } from '@/lib/db';
import { createEvent, createOrganizer, createTeamCampaign } from '@/prisma/seed/factories';
import { getSignupConfirmation } from './get-signup-confirmation';
import { recordSignup, type ConfirmedPayment } from './record-signup';
import { DAY, createSignupEvent, family, formPerson, formSignup, parsedSignup } from '@/lib/testing/signup-test-data';

// recordSignup against a real database. Paid signups get the provider-confirmed payment the
// payment seam will hand over (verify-payment.ts): a plain value, as the gateway would report it.

let sequence = 0;
const paid = (amountCents: number, overrides: Partial<ConfirmedPayment> = {}): ConfirmedPayment => ({
  method: 'safesave',
  transactionId: `T${Date.now()}${sequence++}`,
  amountCents,
  ...overrides,
});

async function counts(eventId: string) {
  const [signups, participants] = await Promise.all([
    db.signup.count({ where: { eventId } }),
    db.participant.count({ where: { eventId } }),
  ]);
  return { signups, participants };
}

/** The AppError a call throws, as { code, message, body }. */
async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isAppError(error)) return { code: error.code, message: error.message, body: error.body };
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('recordSignup: a free total', () => {
  it('records four participants, the first as main, and emails them without any payment', async () => {
    const { event, kids, team } = await createSignupEvent();
    const input = parsedSignup(event, formSignup(kids.id, { teamCampaignId: team.id, payFees: true }, family(4)));
    const result = await recordSignup({ eventId: event.id, input, payment: null });

    expect(result).toMatchObject({
      success: true,
      transactionId: expect.stringMatching(/^FREE-[0-9A-F]{24}$/),
      redirectLink: `/signup_confirmation?event=${event.id}&transaction_id=${result.transactionId}`,
      signup: {
        eventId: event.id,
        event: 'River Run',
        teamCampaignId: team.id,
        teamCampaign: 'Fast Feet',
        eventCategory: kids.id,
        eventCategoryName: 'Kids Dash',
        purpose: 'for fun',
        baseAmount: 0,
        discount: 0,
        totalAmount: 0,
        paymentMethod: 'free',
        participantCount: 4,
      },
    });

    const signup = await db.signup.findUniqueOrThrow({ where: { id: result.signup._id } });
    expect(signup).toMatchObject({ method: 'free', status: 'succeeded', totalAmountCents: 0, waiverAccepted: true });
    const people = await db.participant.findMany({ where: { signupId: signup.id }, orderBy: { firstName: 'asc' } });
    expect(people.map((p) => p.firstName)).toEqual(['Ada', 'Ben', 'Cleo', 'Dev']);
    const [main, ...others] = people;
    expect(main.parentParticipantId).toBeNull();
    for (const other of others) {
      expect(other.parentParticipantId).toBe(main.id);
      // "Same as main participant" stores the main address with them.
      expect(other).toMatchObject({ addressSame: true, address: '1 Secret Lane', city: 'Springfield', zip: '62701' });
    }
    expect(main).toMatchObject({ teamCampaignId: team.id, birthDay: 10, birthMonth: 12, birthYear: 1990 });

    const mail = await db.emailOutbox.findMany({ where: { to: { in: people.map((p) => p.email) } } });
    expect(mail.map((m) => m.to).sort()).toEqual([
      'person0@example.test',
      'person1@example.test',
      'person2@example.test',
      'person3@example.test',
    ]);
  });

  it('is free with a 100 % promo code or a cut larger than the price, even with the fee chosen', async () => {
    const { event, run } = await createSignupEvent();
    for (const promoCode of ['freebie', 'HUGE']) {
      const input = parsedSignup(event, formSignup(run.id, { promoCode, payFees: true }, family(2)));
      const { signup } = await recordSignup({ eventId: event.id, input, payment: null });
      expect(signup).toMatchObject({
        baseAmount: 70,
        discount: 70,
        totalAmount: 0,
        promoCode: promoCode.toUpperCase(),
      });
    }
  });

  it('refuses a total above 0 without a payment and writes nothing', async () => {
    const { event, run } = await createSignupEvent();
    const input = parsedSignup(event, formSignup(run.id, {}, [formPerson(0, { email: 'no-payment@example.test' })]));
    expect(await failure(recordSignup({ eventId: event.id, input, payment: null }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'This sign-up has a price: it can only be completed with a payment.',
    });
    expect(await counts(event.id)).toEqual({ signups: 0, participants: 0 });
    expect(await db.emailOutbox.count({ where: { to: 'no-payment@example.test' } })).toBe(0);
  });

  it('records the same request key once, however often it is sent', async () => {
    const { event, kids } = await createSignupEvent();
    const input = parsedSignup(event, formSignup(kids.id, {}, family(3)));
    const key = 'e2b5d0c4-5b0e-4b4e-8f61-6d1f3c6f7a10';
    const first = await recordSignup({ eventId: event.id, input, payment: null, idempotencyKey: key });
    const again = await Promise.all(
      Array.from({ length: 4 }, () => recordSignup({ eventId: event.id, input, payment: null, idempotencyKey: key })),
    );
    for (const result of again) expect(result).toEqual(first);
    expect(await counts(event.id)).toEqual({ signups: 1, participants: 3 });
    // A new key is a new signup.
    await recordSignup({ eventId: event.id, input, payment: null, idempotencyKey: `${key}-2` });
    expect(await counts(event.id)).toEqual({ signups: 2, participants: 6 });
  });
});

describe('recordSignup: prices computed on the server', () => {
  it('charges the category price × participants with a percentage code and the 5 % fee', async () => {
    const { event, run } = await createSignupEvent();
    const input = parsedSignup(event, formSignup(run.id, { promoCode: 'tenpct', payFees: true }, family(4)));
    // 4 × 35.00 = 140.00; 10 % off = 126.00; + 5 % = 132.30.
    const { signup } = await recordSignup({ eventId: event.id, input, payment: paid(13230) });
    expect(signup).toMatchObject({
      baseAmount: 140,
      discount: 14,
      feePercentage: 5,
      payFees: true,
      totalAmount: 132.3,
      promoCode: 'TENPCT',
      paymentMethod: 'safesave',
    });
    const people = await db.participant.findMany({ where: { signupId: signup._id }, orderBy: { firstName: 'asc' } });
    // 14.00 off is 3.50 each; the 6.30 fee is 1.58, 1.58, 1.57, 1.57.
    expect(people.map((p) => [p.firstName, p.baseAmountCents, p.discountCents, p.totalAmountCents])).toEqual([
      ['Ada', 3500, 350, 3308],
      ['Ben', 3500, 350, 3308],
      ['Cleo', 3500, 350, 3307],
      ['Dev', 3500, 350, 3307],
    ]);
    expect(people.reduce((sum, p) => sum + p.totalAmountCents, 0)).toBe(13230);
    expect(people.every((p) => p.promoCode === 'TENPCT')).toBe(true);
  });

  it('takes a perItemPriceCut off each participant, without the fee', async () => {
    const { event, run } = await createSignupEvent();
    const input = parsedSignup(event, formSignup(run.id, { promoCode: 'FIVEOFF' }, family(3)));
    const { signup } = await recordSignup({ eventId: event.id, input, payment: paid(9000) });
    expect(signup).toMatchObject({ baseAmount: 105, discount: 15, feePercentage: 0, totalAmount: 90 });
  });

  it('refuses a payment that is not the computed total, and writes nothing', async () => {
    const { event, run } = await createSignupEvent();
    const input = parsedSignup(event, formSignup(run.id, { payFees: true }, family(2)));
    for (const amountCents of [7000, 7349, 7351, 0]) {
      expect(await failure(recordSignup({ eventId: event.id, input, payment: paid(amountCents) }))).toMatchObject({
        code: 'CONFLICT',
        message: expect.stringContaining('does not match the price of this sign-up'),
      });
    }
    expect(await counts(event.id)).toEqual({ signups: 0, participants: 0 });
    // The right amount goes through.
    await recordSignup({ eventId: event.id, input, payment: paid(7350) });
    expect(await counts(event.id)).toEqual({ signups: 1, participants: 2 });
  });

  it('reads the stored price, whatever category price the browser thinks', async () => {
    const { event, odd } = await createSignupEvent();
    const input = parsedSignup(event, { ...formSignup(odd.id, { payFees: true }), baseAmount: 1, totalAmount: 1 });
    // 9.99 + 5 % = 10.49 (10.4895 rounded).
    const { signup } = await recordSignup({ eventId: event.id, input, payment: paid(1049) });
    expect(signup.totalAmount).toBe(10.49);
  });
});

describe('recordSignup: one record per transaction', () => {
  it('answers a repeated transaction with the first signup, and records it once', async () => {
    const { event, run } = await createSignupEvent();
    const input = parsedSignup(event, formSignup(run.id, {}, family(2)));
    const payment = paid(7000);
    const first = await recordSignup({ eventId: event.id, input, payment });
    const again = await recordSignup({ eventId: event.id, input, payment });
    expect(again).toEqual(first);
    expect(await counts(event.id)).toEqual({ signups: 1, participants: 2 });
    expect(
      await db.emailOutbox.count({ where: { to: 'person0@example.test', text: { contains: first.transactionId } } }),
    ).toBe(1);
  });

  it('records a transaction completed several times at once exactly once', async () => {
    const { event, run } = await createSignupEvent();
    const input = parsedSignup(event, formSignup(run.id, {}, family(4)));
    const payment = paid(14000);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => recordSignup({ eventId: event.id, input, payment })),
    );
    for (const result of results) expect(result).toEqual(results[0]);
    expect(await counts(event.id)).toEqual({ signups: 1, participants: 4 });
  });

  it('keeps the same transaction id of two providers apart', async () => {
    const { event, run } = await createSignupEvent();
    const input = parsedSignup(event, formSignup(run.id));
    await recordSignup({ eventId: event.id, input, payment: paid(3500, { transactionId: 'SAME-1' }) });
    await recordSignup({
      eventId: event.id,
      input,
      payment: paid(3500, { transactionId: 'SAME-1', method: 'stripe' }),
    });
    expect(await counts(event.id)).toEqual({ signups: 2, participants: 2 });
  });

  it('refuses a transaction already recorded for another event', async () => {
    const a = await createSignupEvent();
    const b = await createSignupEvent();
    const payment = paid(3500);
    await recordSignup({ eventId: a.event.id, input: parsedSignup(a.event, formSignup(a.run.id)), payment });
    const other = recordSignup({ eventId: b.event.id, input: parsedSignup(b.event, formSignup(b.run.id)), payment });
    expect((await failure(other)).code).toBe('CONFLICT');
    expect(await counts(b.event.id)).toEqual({ signups: 0, participants: 0 });
  });
});

describe('recordSignup: what belongs to the event', () => {
  it("refuses another event's category or team, with the query messages", async () => {
    const { event, run, organizer } = await createSignupEvent();
    const other = await createSignupEvent();
    const input = parsedSignup(event, formSignup(other.run.id, { teamCampaignId: other.team.id }));
    expect(await failure(recordSignup({ eventId: event.id, input, payment: paid(3500) }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Event category is not right',
      body: {
        fieldErrors: {
          eventCategory: ['Event category is not right'],
          teamCampaignId: ['Team Campaign is not right'],
        },
      },
    });
    const ownTeam = await createTeamCampaign(db, { eventId: event.id, creatorId: organizer.id });
    const fine = parsedSignup(event, formSignup(run.id, { teamCampaignId: ownTeam.id }));
    expect((await recordSignup({ eventId: event.id, input: fine, payment: paid(3500) })).signup.teamCampaignId).toBe(
      ownTeam.id,
    );
  });

  it('needs a team when the event does not take participants without one', async () => {
    const { event, run, team } = await createSignupEvent({ allowParticipantsWithoutTeam: false });
    const input = parsedSignup(event, formSignup(run.id, { teamCampaignId: '---General---' }));
    expect(await failure(recordSignup({ eventId: event.id, input, payment: paid(3500) }))).toMatchObject({
      message: 'Please select a valid Team Campaign',
      body: { fieldErrors: { teamCampaignId: ['Please select a valid Team Campaign'] } },
    });
    const withTeam = parsedSignup(event, formSignup(run.id, { teamCampaignId: team.id }));
    await recordSignup({ eventId: event.id, input: withTeam, payment: paid(3500) });
    expect(await counts(event.id)).toEqual({ signups: 1, participants: 1 });
  });

  it("refuses an expired code and another event's code as 'Invalid Promo Code'", async () => {
    const { event, run } = await createSignupEvent();
    const stranger = await createEvent(db, {
      creatorId: (await createOrganizer(db)).id,
      promoCodes: {
        create: [
          { code: 'ELSEWHERE', promoType: 'percentageCut', value: 5000, expiration: new Date(Date.now() + DAY) },
        ],
      },
    });
    expect(stranger.id).not.toBe(event.id);
    for (const promoCode of ['EXPIRED', 'ELSEWHERE', 'NOPE']) {
      const input = parsedSignup(event, formSignup(run.id, { promoCode }));
      expect(await failure(recordSignup({ eventId: event.id, input, payment: paid(3500) }))).toEqual({
        code: 'BAD_REQUEST',
        message: 'Invalid Promo Code',
        body: { fieldErrors: { promoCode: ['Invalid Promo Code'] } },
      });
    }
    expect(await counts(event.id)).toEqual({ signups: 0, participants: 0 });
  });

  it('judges a promo code at the time of the signup', async () => {
    const { event, run } = await createSignupEvent();
    const input = parsedSignup(event, formSignup(run.id, { promoCode: 'FIVEOFF' }));
    const later = new Date(Date.now() + 11 * DAY);
    expect((await failure(recordSignup({ eventId: event.id, input, payment: paid(3000), now: later }))).message).toBe(
      'Invalid Promo Code',
    );
  });

  it('answers 404 for an unknown event and for a fundraiser', async () => {
    const { event, run } = await createSignupEvent();
    const input = parsedSignup(event, formSignup(run.id));
    const fundraiser = await createEvent(db, { creatorId: event.creatorId, eventType: 'fundraiserDriven' });
    for (const eventId of ['missing', fundraiser.id, 'bad id\u0000']) {
      expect(await failure(recordSignup({ eventId, input, payment: paid(3500) }))).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Event not found.',
      });
    }
  });
});

describe('recordSignup: the registration window and the redirect', () => {
  it('refuses once registration has closed, and writes nothing', async () => {
    const closedByDate = await createSignupEvent({ activeUntilRegistration: new Date(Date.now() - 1000) });
    const eventPassed = await createSignupEvent({ dateTime: new Date(Date.now() - DAY) });
    const noDate = await createSignupEvent({ dateTime: null });
    for (const { event, kids } of [closedByDate, eventPassed, noDate]) {
      const input = parsedSignup(event, formSignup(kids.id));
      expect(await failure(recordSignup({ eventId: event.id, input, payment: null }))).toMatchObject({
        code: 'CONFLICT',
        message: 'Registration for this event is closed.',
      });
      expect(await counts(event.id)).toEqual({ signups: 0, participants: 0 });
    }
  });

  it('stays open until activeUntilDate.registration, even after the event date', async () => {
    const { event, kids } = await createSignupEvent({
      dateTime: new Date(Date.now() - DAY),
      activeUntilRegistration: new Date(Date.now() + DAY),
    });
    await recordSignup({ eventId: event.id, input: parsedSignup(event, formSignup(kids.id)), payment: null });
    expect(await counts(event.id)).toEqual({ signups: 1, participants: 1 });
  });

  it('keeps a payment begun while registration was open', async () => {
    const closesAt = new Date(Date.now() + 60_000);
    const { event, run } = await createSignupEvent({ activeUntilRegistration: closesAt });
    const input = parsedSignup(event, formSignup(run.id));
    const afterClosing = new Date(closesAt.getTime() + 5_000);
    const startedAt = new Date(closesAt.getTime() - 5_000);
    await recordSignup({ eventId: event.id, input, payment: paid(3500, { startedAt }), now: afterClosing });
    expect(await counts(event.id)).toEqual({ signups: 1, participants: 1 });
    expect(
      (await failure(recordSignup({ eventId: event.id, input, payment: paid(3500), now: afterClosing }))).message,
    ).toBe('Registration for this event is closed.');
  });

  it('refuses with the organizer link (code 1) once sign-ups have moved', async () => {
    const link = 'https://elsewhere.example/register';
    const { event, kids } = await createSignupEvent({
      signupRedirectDate: new Date(Date.now() - 1000),
      signupRedirectLink: link,
    });
    const input = parsedSignup(event, formSignup(kids.id));
    expect(await failure(recordSignup({ eventId: event.id, input, payment: null }))).toEqual({
      code: 'CONFLICT',
      message: 'Sign-ups for this event have been moved to another website by the organizer.',
      body: { code: 1, redirectLink: link, linkText: 'sign up here instead' },
    });
    expect(await counts(event.id)).toEqual({ signups: 0, participants: 0 });
  });

  it('keeps sign-ups here before the redirect date and with an empty redirect link', async () => {
    const before = await createSignupEvent({
      signupRedirectDate: new Date(Date.now() + DAY),
      signupRedirectLink: 'https://elsewhere.example/register',
    });
    const empty = await createSignupEvent({ signupRedirectDate: new Date(Date.now() - DAY), signupRedirectLink: '' });
    for (const { event, kids } of [before, empty]) {
      await recordSignup({ eventId: event.id, input: parsedSignup(event, formSignup(kids.id)), payment: null });
      expect(await counts(event.id)).toEqual({ signups: 1, participants: 1 });
    }
  });
});

describe('recordSignup: the participation email', () => {
  it("fills the event's markdown template and lists the signup, once per address", async () => {
    const { event, run } = await createSignupEvent();
    const people = [
      formPerson(0, { firstName: 'Ada', email: 'parent@example.test' }),
      formPerson(1, { firstName: '<b>Ben</b>', email: 'PARENT@example.test' }),
      formPerson(2, { firstName: 'Cleo', email: 'cleo@example.test' }),
    ];
    const input = parsedSignup(event, formSignup(run.id, { promoCode: 'FIVEOFF' }, people));
    const { transactionId } = await recordSignup({ eventId: event.id, input, payment: paid(9000) });

    const toParent = await db.emailOutbox.findMany({ where: { to: 'parent@example.test' } });
    expect(toParent).toHaveLength(1);
    const [mail] = toParent;
    expect(mail.subject).toBe("You're signed up for River Run");
    expect(mail.html).toContain('<h1>Hi Ada</h1>');
    expect(mail.html).toContain('See you at <strong>River Run</strong>. You paid $90.00.');
    expect(mail.html).toContain(transactionId);
    expect(mail.html).toContain('&lt;b&gt;Ben&lt;/b&gt; Lovelace');
    expect(mail.html).not.toContain('<b>Ben</b>');
    expect(mail.text).toContain(`Transaction ID: ${transactionId}`);
    expect(mail.text).toContain('Category: 5K Run');
    const toCleo = await db.emailOutbox.findFirstOrThrow({ where: { to: 'cleo@example.test' } });
    expect(toCleo.html).toContain('<h1>Hi Cleo</h1>');
  });

  it('uses a default message when the event has no template', async () => {
    const { event, kids } = await createSignupEvent({ emailTemplateParticipation: null });
    await recordSignup({ eventId: event.id, input: parsedSignup(event, formSignup(kids.id)), payment: null });
    const mail = await db.emailOutbox.findFirstOrThrow({ where: { to: 'person0@example.test' } });
    expect(mail.text).toContain('Thank you for signing up for River Run, Ada.');
  });
});

describe('getSignupConfirmation', () => {
  it('finds a recorded signup by event and transaction id, and shows nothing private', async () => {
    const { event, run } = await createSignupEvent();
    const other = await createSignupEvent();
    const { transactionId, signup } = await recordSignup({
      eventId: event.id,
      input: parsedSignup(event, formSignup(run.id)),
      payment: paid(3500),
    });
    const found = await getSignupConfirmation({ eventId: event.id, transactionId });
    expect(found).toEqual(signup);
    expect(JSON.stringify(found)).not.toMatch(/person0@example.test|Secret Lane|555-123/);
    expect(await getSignupConfirmation({ eventId: other.event.id, transactionId })).toBeNull();
    expect(await getSignupConfirmation({ eventId: event.id, transactionId: 'nope' })).toBeNull();
    expect(await getSignupConfirmation({ eventId: 'bad id', transactionId })).toBeNull();
    await db.signup.update({ where: { id: signup._id }, data: { status: 'refunded' } });
    expect(await getSignupConfirmation({ eventId: event.id, transactionId })).toBeNull();
  });
});
