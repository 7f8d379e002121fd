import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  addDonationRecordSchema,
  cardDonationRecordSchema,
  cardIntentRequestSchema,
  hostedDonationRecordSchema,
  hostedFormRequestSchema,
} from './donation-payment';
import { CARD_DONATION_SPEC, HOSTED_CARD_SPEC, HOSTED_DONATION_SPEC, cardExpiration } from './donation-record';
import { toValidationErrorBody } from './field-errors';
import { tooLong } from '../rules/messages';
import { checkForm, type FormSpec } from './form-spec';

function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  return result.success ? {} : toValidationErrorBody(result.error).fieldErrors;
}

/** What the browser says: the spec run as it is. */
const browserErrors = (spec: FormSpec, value: unknown) => checkForm(spec, value).fieldErrors;

const AMOUNT = "Please enter an amount that's more than $5";
const TOO_HIGH = 'Please enter an amount of $100,000 or less';
const TEAM = 'Please select a valid Team Campaign';
const INDIE = 'Please select a valid Individual Campaign';

const record = {
  eventId: 'event-1',
  teamCampaignId: 'team-1',
  indieCampaignId: '---General---',
  baseAmount: 50,
  totalAmount: 52.5,
  payFees: true,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'Ada@Example.org',
  address: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
};

describe('the donation record', () => {
  it('accepts the spec record, lower-cases the email and reads General as the parent', () => {
    expect(
      hostedDonationRecordSchema.parse({ ...record, event: 'River Run', campaignType: 2, feePercentage: 5 }),
    ).toEqual({
      ...record,
      email: 'ada@example.org',
      indieCampaignId: null,
      anonymous: false,
      hideAmount: false,
      phone: null,
      donationMessage: null,
      birthMonth: null,
      birthDate: null,
      birthYear: null,
      // One-time unless the record names how often (CONTRACT §6).
      frequency: null,
    });
  });

  it('requires names, email and the gift; the hosted gateway also the billing address', () => {
    expect(fieldErrors(hostedDonationRecordSchema, { eventId: 'e' })).toEqual({
      baseAmount: ['required'],
      firstName: ['required'],
      lastName: ['required'],
      email: ['required'],
      address: ['required'],
      city: ['required'],
      state: ['required'],
      zip: ['required'],
    });
    expect(
      fieldErrors(cardDonationRecordSchema, {
        eventId: 'e',
        firstName: ' ',
        lastName: 'L',
        email: 'a@b.co',
        baseAmount: 5,
      }),
    ).toEqual({
      firstName: ['required'],
    });
  });

  it('checks the email', () => {
    expect(fieldErrors(hostedDonationRecordSchema, { ...record, email: 'ada@' })).toEqual({
      email: ['ada@ is not a valid email.'],
    });
  });

  it.each([4.99, 0, -5, '3', 'five', NaN, Infinity])('refuses a gift of %j', (baseAmount) => {
    expect(fieldErrors(hostedDonationRecordSchema, { ...record, baseAmount, totalAmount: undefined })).toEqual({
      baseAmount: [AMOUNT],
    });
  });

  it('takes 5 to 100,000 dollars in whole cents, from numbers or strings', () => {
    const parse = (baseAmount: unknown) =>
      cardDonationRecordSchema.parse({ ...record, baseAmount, totalAmount: undefined }).baseAmount;
    expect(parse(5)).toBe(5);
    expect(parse('250')).toBe(250);
    expect(parse('19.99')).toBe(19.99);
    expect(parse(100_000)).toBe(100_000);
    expect(
      fieldErrors(cardDonationRecordSchema, { ...record, baseAmount: 100_000.01, totalAmount: undefined }),
    ).toEqual({
      baseAmount: [TOO_HIGH],
    });
    expect(fieldErrors(cardDonationRecordSchema, { ...record, baseAmount: 19.999, totalAmount: undefined })).toEqual({
      baseAmount: ['Use at most two decimal places'],
    });
  });

  it('checks that a total sent along is the gift with the fee', () => {
    const mismatch = { totalAmount: ['The total does not match the amount and the fee.'] };
    expect(fieldErrors(hostedDonationRecordSchema, { ...record, totalAmount: 50 })).toEqual(mismatch);
    expect(fieldErrors(hostedDonationRecordSchema, { ...record, payFees: false, totalAmount: 50 })).toEqual({});
    expect(fieldErrors(hostedDonationRecordSchema, { ...record, baseAmount: 19.99, totalAmount: 20.99 })).toEqual({});
    expect(fieldErrors(hostedDonationRecordSchema, { ...record, baseAmount: 19.99, totalAmount: 20.98 })).toEqual(
      mismatch,
    );
  });

  it('covers the fee by default', () => {
    expect(cardDonationRecordSchema.parse({ ...record, payFees: undefined, totalAmount: undefined }).payFees).toBe(
      true,
    );
  });

  it("refuses 'Select one' for either campaign, and takes a missing one as the parent", () => {
    expect(fieldErrors(hostedDonationRecordSchema, { ...record, teamCampaignId: 'XXX', indieCampaignId: '' })).toEqual({
      teamCampaignId: [TEAM],
      indieCampaignId: [INDIE],
    });
    const parsed = hostedDonationRecordSchema.parse({
      ...record,
      teamCampaignId: '---General---',
      indieCampaignId: undefined,
    });
    expect([parsed.teamCampaignId, parsed.indieCampaignId]).toEqual([null, null]);
  });

  it('needs an event or a campaign to give to', () => {
    expect(fieldErrors(cardDonationRecordSchema, { ...record, eventId: '', teamCampaignId: null })).toEqual({
      eventId: ['required'],
    });
    expect(cardDonationRecordSchema.parse({ ...record, eventId: undefined }).teamCampaignId).toBe('team-1');
  });

  it('takes an optional but valid phone, message and birth date', () => {
    expect(cardDonationRecordSchema.parse({ ...record, phone: '' }).phone).toBeNull();
    expect(cardDonationRecordSchema.parse({ ...record, phone: '(555) 123-4567' }).phone).toBe('(555) 123-4567');
    expect(fieldErrors(cardDonationRecordSchema, { ...record, phone: '12345' })).toEqual({
      phone: ['Not a valid phone number'],
    });
    expect(
      cardDonationRecordSchema.parse({
        ...record,
        donationMessage: ' Go! ',
        birthMonth: '2',
        birthDate: '29',
        birthYear: '2000',
      }),
    ).toMatchObject({ donationMessage: 'Go!', birthMonth: 2, birthDate: 29, birthYear: 2000 });
    expect(fieldErrors(cardDonationRecordSchema, { ...record, birthMonth: 2, birthDate: 30, birthYear: 2001 })).toEqual(
      {
        birthDate: ['Not a valid birth date'],
      },
    );
    expect(fieldErrors(cardDonationRecordSchema, { ...record, birthMonth: 13 })).toEqual({
      birthMonth: ['Not a valid birth date'],
    });
    expect(fieldErrors(cardDonationRecordSchema, { ...record, donationMessage: 'x'.repeat(2001) })).toEqual({
      donationMessage: [tooLong(2000)],
    });
  });

  it('never keeps anything it does not know, a card number included', () => {
    const parsed = cardDonationRecordSchema.parse({
      ...record,
      ccNumber: '4111111111111111',
      'billing-cc-number': '4111',
    });
    expect(JSON.stringify(parsed)).not.toContain('4111');
  });
});

describe('the hosted card fields (checked in the browser only)', () => {
  const nextYear = new Date().getFullYear() + 1;
  const card = { ccNumber: '4111 1111 1111 1111', expMonth: '06', expYear: String(nextYear) };
  const check = (value: unknown) =>
    checkForm<{ expMonth: number; expYear: number; ccNumber: string }>(HOSTED_CARD_SPEC, value);

  it('strips the number and gives the MMYY', () => {
    const result = check(card);
    expect(result.values).toEqual({ ccNumber: '4111111111111111', expMonth: 6, expYear: nextYear, cvv: null });
    expect(cardExpiration(result.values!)).toBe(`06${String(nextYear % 100).padStart(2, '0')}`);
    expect(cardExpiration({ ccNumber: '', expMonth: 6, expYear: nextYear % 100 })).toBe(
      `06${String(nextYear % 100).padStart(2, '0')}`,
    );
  });

  it('checks the number, the expiry and a security code when given', () => {
    expect(check({ ...card, ccNumber: '4111111111111112' }).fieldErrors).toEqual({
      ccNumber: ['Not a valid credit card number'],
    });
    expect(check({ ...card, expMonth: 13 }).fieldErrors).toEqual({ expMonth: ['Not a valid MMYY expiration date'] });
    expect(check({ ...card, expYear: nextYear - 2 }).fieldErrors).toEqual({
      expYear: ['Not a valid MMYY expiration date'],
    });
    expect(check({ ...card, expMonth: '', expYear: '' }).fieldErrors).toEqual({
      expMonth: ['required'],
      expYear: ['required'],
    });
    expect(check({ ...card, cvv: '12' }).fieldErrors).toEqual({ cvv: ['Not a valid security code'] });
    expect(check({ ...card, cvv: '123' }).values).toMatchObject({ cvv: '123' });
  });

  it("refuses a month already over before paying (issue 21), the spec's message kept for the rest", () => {
    const now = new Date();
    const lastMonth = new Date(now.getFullYear(), now.getMonth() - 1, 1);
    expect(
      check({ ...card, expMonth: lastMonth.getMonth() + 1, expYear: lastMonth.getFullYear() }).fieldErrors,
    ).toEqual(
      lastMonth.getFullYear() === now.getFullYear()
        ? { expYear: ['This card has expired: check the expiry date (MM/YY)'] }
        : { expYear: ['Not a valid MMYY expiration date'] },
    );
    expect(check({ ...card, expMonth: now.getMonth() + 1, expYear: now.getFullYear() % 100 }).ok).toBe(true);
  });
});

describe('amounts as people type them (issue 21)', () => {
  it.each([
    ['$25', 25],
    ['1,000', 1000],
    ['$1,000.50', 1000.5],
    [' $ 25 ', 25],
  ])('reads %s as %d dollars, in the browser and on the server', (typed, amount) => {
    const input = { ...record, baseAmount: typed, totalAmount: undefined, payFees: false };
    expect(checkForm<{ baseAmount: number }>(HOSTED_DONATION_SPEC, input).values?.baseAmount).toBe(amount);
    expect((hostedDonationRecordSchema.parse(input) as { baseAmount: number }).baseAmount).toBe(amount);
  });

  it.each(['1,00', '25$', '$', '1,0000', '--5'])("refuses %s with the spec's message", (typed) => {
    const input = { ...record, baseAmount: typed };
    expect(checkForm(HOSTED_DONATION_SPEC, input).fieldErrors).toMatchObject({
      baseAmount: ["Please enter an amount that's more than $5"],
    });
  });
});

describe('the browser and the server give the same answers (one spec)', () => {
  const inputs: unknown[] = [
    {},
    null,
    'nonsense',
    record,
    { ...record, email: ' ADA@Example.ORG ', phone: ' ', teamCampaignId: 'XXX', baseAmount: '19.999' },
    { ...record, baseAmount: 'five', totalAmount: 'x', payFees: 'yes', anonymous: 1 },
    { ...record, baseAmount: 100_000.01, firstName: 'x'.repeat(101), zip: 12345 },
    { ...record, totalAmount: 50, birthMonth: '2', birthDate: '30', birthYear: '2001' },
    { ...record, eventId: '', teamCampaignId: null, indieCampaignId: '---General---' },
    { ...record, birthYear: 1800, phone: '12345', donationMessage: 'x'.repeat(1001) },
  ];
  it.each(inputs.map((input, index) => [index, input]))('input %i', (_index, input) => {
    for (const [schema, spec] of [
      [hostedDonationRecordSchema, HOSTED_DONATION_SPEC],
      [cardDonationRecordSchema, CARD_DONATION_SPEC],
    ] as const) {
      const server = schema.safeParse(input);
      const browser = checkForm(spec, input);
      expect(browser.fieldErrors).toEqual(fieldErrors(schema, input));
      expect(browser.ok).toBe(server.success);
      if (server.success)
        expect(JSON.parse(JSON.stringify(browser.values))).toEqual(JSON.parse(JSON.stringify(server.data)));
    }
    expect(browserErrors(HOSTED_DONATION_SPEC, input)).toEqual(fieldErrors(hostedDonationRecordSchema, input));
  });
});

describe('get_form_url', () => {
  it('takes an amount in dollars and a redirect address', () => {
    expect(hostedFormRequestSchema.parse({ amount: '52.50', redirectUrl: 'http://x/afterdonate' })).toEqual({
      amount: 52.5,
      redirectUrl: 'http://x/afterdonate',
      frequency: 'once',
    });
    expect(fieldErrors(hostedFormRequestSchema, {})).toEqual({ amount: ['required'], redirectUrl: ['required'] });
    expect(fieldErrors(hostedFormRequestSchema, { amount: 4, redirectUrl: '/a' })).toEqual({ amount: [AMOUNT] });
    expect(fieldErrors(hostedFormRequestSchema, { amount: 105_000.01, redirectUrl: '/a' })).toEqual({
      amount: [TOO_HIGH],
    });
  });

  it('checks the donation that comes along, and that the amount is its total', () => {
    expect(fieldErrors(hostedFormRequestSchema, { amount: 52.5, redirectUrl: '/a', donation: record })).toEqual({});
    expect(fieldErrors(hostedFormRequestSchema, { amount: 50, redirectUrl: '/a', donation: record })).toEqual({
      amount: ['The total does not match the amount and the fee.'],
    });
    expect(
      fieldErrors(hostedFormRequestSchema, { amount: 52.5, redirectUrl: '/a', donation: { ...record, zip: '' } }),
    ).toEqual({
      'donation.zip': ['required'],
    });
  });
});

describe('get_intent', () => {
  it('takes cents, usd and a description', () => {
    expect(cardIntentRequestSchema.parse({ amount: 5250, currency: 'USD', description: 'Gift' })).toEqual({
      amount: 5250,
      currency: 'usd',
      description: 'Gift',
      frequency: 'once',
    });
    expect(cardIntentRequestSchema.parse({ amount: '500' }).currency).toBe('usd');
  });

  it('refuses another currency, fractions of a cent and amounts out of bounds', () => {
    expect(fieldErrors(cardIntentRequestSchema, { amount: 5250, currency: 'eur' })).toEqual({
      currency: ['Only usd is accepted.'],
    });
    expect(fieldErrors(cardIntentRequestSchema, { amount: 52.5 })).toEqual({ amount: [AMOUNT] });
    expect(fieldErrors(cardIntentRequestSchema, { amount: 499 })).toEqual({ amount: [AMOUNT] });
    expect(fieldErrors(cardIntentRequestSchema, { amount: 10_500_001 })).toEqual({ amount: [TOO_HIGH] });
    expect(fieldErrors(cardIntentRequestSchema, {})).toEqual({ amount: ['required'] });
  });

  it('checks the donation and its total, and the attempt key', () => {
    const donation = { ...record, address: undefined, city: undefined, state: undefined, zip: undefined };
    expect(fieldErrors(cardIntentRequestSchema, { amount: 5250, donation, attemptKey: 'a-key-123456' })).toEqual({});
    expect(fieldErrors(cardIntentRequestSchema, { amount: 5000, donation })).toEqual({
      amount: ['The total does not match the amount and the fee.'],
    });
    expect(fieldErrors(cardIntentRequestSchema, { amount: 5250, attemptKey: 'no spaces allowed' })).toEqual({
      attemptKey: ['Not a valid attempt key'],
    });
  });
});

describe('add_record', () => {
  it('is the record with the payment id', () => {
    expect(addDonationRecordSchema.parse({ ...record, transactionId: ' pi_123 ' }).transactionId).toBe('pi_123');
    expect(fieldErrors(addDonationRecordSchema, { ...record })).toEqual({ transactionId: ['required'] });
    expect(fieldErrors(addDonationRecordSchema, { ...record, totalAmount: 1, transactionId: 'pi_1' })).toEqual({
      totalAmount: ['The total does not match the amount and the fee.'],
    });
  });
});
