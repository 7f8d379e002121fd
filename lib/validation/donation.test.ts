import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import { offlineDonationSchema } from './donation';
import { toValidationErrorBody } from './field-errors';

function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  return result.success ? {} : toValidationErrorBody(result.error).fieldErrors;
}

const AMOUNT = "Please enter an amount that's more than $5";

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
    expect(fieldErrors(offlineDonationSchema, { ...offline, teamCampaignId: 'XXX' })).toEqual({ _form: [message] });
    expect(offlineDonationSchema.safeParse({ ...offline, teamCampaignId: '' }).error?.issues[0]?.message).toBe(message);
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
  });

  it('takes a message and anonymity', () => {
    expect(offlineDonationSchema.parse({ ...offline, message: ' Check #12 ', anonymous: true })).toMatchObject({
      message: 'Check #12',
      anonymous: true,
    });
  });
});
