import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import { offlineDonationSchema } from './donation';
import { toValidationErrorBody } from './field-errors';

function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  return result.success ? {} : toValidationErrorBody(result.error).fieldErrors;
}

const AMOUNT = "Please enter an amount that's more than $5";
const TEAM = 'Please select a valid Team Campaign';
const INDIE = 'Please select a valid Individual Campaign';

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
