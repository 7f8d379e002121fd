import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import {
  billingSchema,
  donationFormSchema,
  hostedCardSchema,
  makeDonationFormSchema,
  offlineDonationSchema,
} from './donation';
import { toValidationErrorBody } from './field-errors';

function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  return result.success ? {} : toValidationErrorBody(result.error).fieldErrors;
}

const AMOUNT = "Please enter an amount that's more than $5";
const TEAM = 'Please select a valid Team Campaign';
const INDIE = 'Please select a valid Individual Campaign';

const billing = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
};
const donation = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'Ada@Example.org',
  amount: 50,
  teamCampaignId: 'team-1',
  indieCampaignId: '---General---',
  billing,
};

describe('billingSchema', () => {
  it('requires every field', () => {
    expect(billingSchema.parse(billing)).toEqual(billing);
    expect(fieldErrors(billingSchema, {})).toEqual({
      firstName: ['required'],
      lastName: ['required'],
      address: ['required'],
      city: ['required'],
      state: ['required'],
      zip: ['required'],
    });
  });
});

describe('donationFormSchema', () => {
  it('accepts a donation and fills the defaults', () => {
    expect(donationFormSchema.parse(donation)).toEqual({
      ...donation,
      email: 'ada@example.org',
      payFees: true,
      indieCampaignId: null,
      anonymous: false,
    });
  });

  it('requires names, email, amount and billing', () => {
    expect(fieldErrors(donationFormSchema, { teamCampaignId: 't', indieCampaignId: 'i' })).toEqual({
      firstName: ['required'],
      lastName: ['required'],
      email: ['required'],
      amount: ['required'],
      billing: ['required'],
    });
  });

  it('checks the email', () => {
    expect(fieldErrors(donationFormSchema, { ...donation, email: 'ada@' })).toEqual({
      email: ['ada@ is not a valid email.'],
    });
  });

  it.each([4.99, 0, -5, '3', 'five', NaN])('rejects an amount of %j', (amount) => {
    expect(fieldErrors(donationFormSchema, { ...donation, amount })).toEqual({ amount: [AMOUNT] });
  });

  it('accepts 5 and more, from numbers or strings', () => {
    expect(donationFormSchema.parse({ ...donation, amount: 5 }).amount).toBe(5);
    expect(donationFormSchema.parse({ ...donation, amount: '250' }).amount).toBe(250);
    expect(donationFormSchema.parse({ ...donation, amount: '19.99' }).amount).toBe(19.99);
    expect(fieldErrors(donationFormSchema, { ...donation, amount: 19.999 })).toEqual({
      amount: ['Use at most two decimal places'],
    });
  });

  it('asks for a team and an individual campaign choice', () => {
    expect(fieldErrors(donationFormSchema, { ...donation, teamCampaignId: 'XXX', indieCampaignId: '' })).toEqual({
      teamCampaignId: [TEAM],
      indieCampaignId: [INDIE],
    });
  });

  it('reads General or an omitted campaign as the parent', () => {
    const parsed = donationFormSchema.parse({
      ...donation,
      teamCampaignId: '---General---',
      indieCampaignId: undefined,
    });
    expect([parsed.teamCampaignId, parsed.indieCampaignId]).toEqual([null, null]);
  });

  it('takes an optional but valid phone', () => {
    expect(donationFormSchema.parse(donation).phone).toBeUndefined();
    expect(donationFormSchema.parse({ ...donation, phone: '' }).phone).toBeNull();
    expect(donationFormSchema.parse({ ...donation, phone: '(555) 123-4567' }).phone).toBe('(555) 123-4567');
    expect(fieldErrors(donationFormSchema, { ...donation, phone: '12345' })).toEqual({
      phone: ['Not a valid phone number'],
    });
  });

  it('takes fees, anonymity and a message', () => {
    const parsed = donationFormSchema.parse({
      ...donation,
      payFees: false,
      anonymous: true,
      donationMessage: ' Go team! ',
    });
    expect(parsed).toMatchObject({ payFees: false, anonymous: true, donationMessage: 'Go team!' });
  });

  it('nests billing errors', () => {
    expect(fieldErrors(donationFormSchema, { ...donation, billing: { ...billing, zip: ' ' } })).toEqual({
      'billing.zip': ['required'],
    });
  });
});

describe('makeDonationFormSchema', () => {
  it('lets the individual campaign go unchosen when not required (fundraisers)', () => {
    const schema = makeDonationFormSchema({ requireTeamCampaign: true, requireIndieCampaign: false });
    expect(schema.parse({ ...donation, indieCampaignId: 'XXX' }).indieCampaignId).toBeNull();
    expect(fieldErrors(schema, { ...donation, teamCampaignId: 'XXX' })).toEqual({ teamCampaignId: [TEAM] });
  });

  it('lets both go unchosen when neither is required', () => {
    const schema = makeDonationFormSchema({ requireTeamCampaign: false, requireIndieCampaign: false });
    const parsed = schema.parse({ ...donation, teamCampaignId: '', indieCampaignId: 'XXX' });
    expect([parsed.teamCampaignId, parsed.indieCampaignId]).toEqual([null, null]);
  });

  it('keeps a chosen id', () => {
    const schema = makeDonationFormSchema({ requireTeamCampaign: false, requireIndieCampaign: true });
    expect(schema.parse({ ...donation, indieCampaignId: 'indie-9' }).indieCampaignId).toBe('indie-9');
  });

  it('can be extended with the hosted card fields', () => {
    const schema = donationFormSchema.extend({ card: hostedCardSchema });
    expect(fieldErrors(schema, { ...donation, card: { ccNumber: '1', expMonth: '1', expYear: '2099' } })).toEqual({
      'card.ccNumber': ['Not a valid credit card number'],
    });
  });
});

describe('hostedCardSchema', () => {
  const nextYear = new Date().getFullYear() + 1;
  const card = { ccNumber: '4111 1111 1111 1111', expMonth: '06', expYear: String(nextYear) };

  it('strips the number and gives the MMYY', () => {
    expect(hostedCardSchema.parse(card)).toEqual({
      ccNumber: '4111111111111111',
      expMonth: 6,
      expYear: nextYear,
      expiration: `06${String(nextYear % 100).padStart(2, '0')}`,
    });
  });

  it('takes a two-digit year and a security code', () => {
    const parsed = hostedCardSchema.parse({ ...card, expYear: nextYear % 100, cvv: '123' });
    expect(parsed.expiration).toBe(`06${String(nextYear % 100).padStart(2, '0')}`);
    expect(parsed.cvv).toBe('123');
  });

  it('checks the card number', () => {
    expect(fieldErrors(hostedCardSchema, { ...card, ccNumber: '4111111111111112' })).toEqual({
      ccNumber: ['Not a valid credit card number'],
    });
  });

  it('checks month and year', () => {
    const expired = { expYear: ['Not a valid MMYY expiration date'] };
    expect(fieldErrors(hostedCardSchema, { ...card, expMonth: 13 })).toEqual({
      expMonth: ['Not a valid MMYY expiration date'],
    });
    expect(fieldErrors(hostedCardSchema, { ...card, expYear: nextYear - 2 })).toEqual(expired);
    expect(fieldErrors(hostedCardSchema, { ...card, expMonth: '', expYear: '' })).toEqual({
      expMonth: ['required'],
      expYear: ['required'],
    });
  });

  it('checks the security code when given', () => {
    expect(fieldErrors(hostedCardSchema, { ...card, cvv: '12' })).toEqual({ cvv: ['Not a valid security code'] });
    expect(fieldErrors(hostedCardSchema, { ...card, cvv: '' })).toEqual({});
  });
});

describe('offlineDonationSchema', () => {
  const offline = { teamCampaignId: 'team-1', firstName: 'Grace', lastName: 'Hopper', amount: '20' };

  it('accepts a donation to a campaign', () => {
    expect(offlineDonationSchema.parse(offline)).toEqual({
      eventId: null,
      teamCampaignId: 'team-1',
      indieCampaignId: null,
      firstName: 'Grace',
      lastName: 'Hopper',
      amount: 20,
      anonymous: false,
    });
  });

  it('accepts a donation to an event alone', () => {
    expect(offlineDonationSchema.parse({ ...offline, teamCampaignId: undefined, eventId: 'event-1' }).eventId).toBe(
      'event-1',
    );
  });

  it('needs at least one target', () => {
    const message = 'Choose an event, team campaign or individual campaign';
    expect(fieldErrors(offlineDonationSchema, { ...offline, teamCampaignId: undefined })).toEqual({ _form: [message] });
    expect(fieldErrors(offlineDonationSchema, { ...offline, teamCampaignId: '---General---' })).toEqual({
      _form: [message],
    });
    expect(offlineDonationSchema.safeParse({ ...offline, teamCampaignId: '' }).error?.issues[0]?.message).toBe(message);
  });

  it('refuses a "Select one" left in a campaign select (spec §5: Team Campaign required)', () => {
    expect(fieldErrors(offlineDonationSchema, { ...offline, eventId: 'event-1', teamCampaignId: 'XXX' })).toEqual({
      teamCampaignId: [TEAM],
    });
    expect(fieldErrors(offlineDonationSchema, { ...offline, teamCampaignId: ' XXX ' })).toEqual({
      teamCampaignId: [TEAM],
    });
    expect(fieldErrors(offlineDonationSchema, { ...offline, indieCampaignId: 'XXX' })).toEqual({
      indieCampaignId: [INDIE],
    });
    // General (or leaving the id out) means the parent gets the gift.
    expect(
      offlineDonationSchema.parse({ ...offline, eventId: 'event-1', indieCampaignId: '---General---' }),
    ).toMatchObject({ eventId: 'event-1', teamCampaignId: 'team-1', indieCampaignId: null });
  });

  it('requires names and amount', () => {
    expect(fieldErrors(offlineDonationSchema, { teamCampaignId: 't' })).toEqual({
      firstName: ['required'],
      lastName: ['required'],
      amount: ['required'],
    });
  });

  it('applies the 5.00 minimum and whole cents', () => {
    expect(fieldErrors(offlineDonationSchema, { ...offline, amount: 4 })).toEqual({ amount: [AMOUNT] });
    expect(fieldErrors(offlineDonationSchema, { ...offline, amount: 'ten' })).toEqual({ amount: [AMOUNT] });
    expect(fieldErrors(offlineDonationSchema, { ...offline, amount: 5.005 })).toEqual({
      amount: ['Use at most two decimal places'],
    });
    expect(offlineDonationSchema.parse({ ...offline, amount: 5.05 }).amount).toBe(5.05);
    expect(offlineDonationSchema.parse({ ...offline, amount: '5' }).amount).toBe(5);
  });

  it('caps the amount well inside what a cents column holds', () => {
    expect(offlineDonationSchema.parse({ ...offline, amount: 20_000_000 }).amount).toBe(20_000_000);
    expect(fieldErrors(offlineDonationSchema, { ...offline, amount: 20_000_000.01 })).toEqual({
      amount: ['Must be 20,000,000 or less'],
    });
    expect(fieldErrors(offlineDonationSchema, { ...offline, amount: 1e12 })).toEqual({
      amount: ['Must be 20,000,000 or less'],
    });
  });

  it('takes an optional idempotency key of safe characters', () => {
    expect(offlineDonationSchema.parse({ ...offline, idempotencyKey: 'k-0123456789abcdef' }).idempotencyKey).toBe(
      'k-0123456789abcdef',
    );
    expect(offlineDonationSchema.parse(offline).idempotencyKey).toBeUndefined();
    expect(fieldErrors(offlineDonationSchema, { ...offline, idempotencyKey: 'short' })).toEqual({
      idempotencyKey: ['Not a valid request key'],
    });
    expect(fieldErrors(offlineDonationSchema, { ...offline, idempotencyKey: 'a b c d e f g h' })).toEqual({
      idempotencyKey: ['Not a valid request key'],
    });
  });

  it('takes a message and anonymity', () => {
    expect(offlineDonationSchema.parse({ ...offline, message: ' Check #12 ', anonymous: true })).toMatchObject({
      message: 'Check #12',
      anonymous: true,
    });
  });
});
