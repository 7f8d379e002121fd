import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import { fundraiserCampaignSchema, indieCampaignSchema, teamCampaignSchema } from './campaign';
import { toValidationErrorBody } from './field-errors';

function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  return result.success ? {} : toValidationErrorBody(result.error).fieldErrors;
}

const GOAL = "Please enter a Fundraising Goal that's more than $5";
const valid = {
  title: ' Team Rocket ',
  description: ' We run ',
  targetFund: 1000,
  picture: '/uploads/campaign/0123456789abcdef0123456789abcdef.png',
};

describe.each([
  ['teamCampaignSchema', teamCampaignSchema],
  ['indieCampaignSchema', indieCampaignSchema],
])('%s', (_name, schema) => {
  it('accepts a campaign and trims its text', () => {
    expect(schema.parse(valid)).toMatchObject({
      title: 'Team Rocket',
      description: 'We run',
      targetFund: 1000,
      picture: '/uploads/campaign/0123456789abcdef0123456789abcdef.png',
    });
  });

  it('needs only a title and a goal', () => {
    expect(schema.parse({ title: 'T', targetFund: '5' })).toMatchObject({ title: 'T', description: '', targetFund: 5 });
  });

  it('requires a title and a goal', () => {
    expect(fieldErrors(schema, {})).toEqual({ title: ['required'], targetFund: ['required'] });
    expect(fieldErrors(schema, { title: '  ', targetFund: '' })).toEqual({
      title: ['required'],
      targetFund: ['required'],
    });
  });

  it.each([4.99, 0, -10, 'abc', NaN])('rejects a goal of %j', (targetFund) => {
    expect(fieldErrors(schema, { ...valid, targetFund })).toEqual({ targetFund: [GOAL] });
  });

  it('accepts a goal of exactly 5 and whole cents', () => {
    expect(fieldErrors(schema, { ...valid, targetFund: 5 })).toEqual({});
    expect(fieldErrors(schema, { ...valid, targetFund: '10.25' })).toEqual({});
  });

  it('rejects fractions of a cent', () => {
    expect(fieldErrors(schema, { ...valid, targetFund: 10.255 })).toEqual({
      targetFund: ['Use at most two decimal places'],
    });
  });

  it('checks the picture address', () => {
    expect(fieldErrors(schema, { ...valid, picture: 'team.png' })).toEqual({ picture: ['Not a valid URL'] });
    expect(fieldErrors(schema, { ...valid, picture: 'https://tracker.example/team.png' })).toEqual({
      picture: ['Not a valid URL'],
    });
    expect(schema.parse({ ...valid, picture: '' }).picture).toBeNull();
  });
});

describe('teamCampaignSchema expiration', () => {
  it('is optional', () => {
    expect(teamCampaignSchema.parse(valid).expiration).toBeUndefined();
    expect(teamCampaignSchema.parse({ ...valid, expiration: '' }).expiration).toBeNull();
  });

  it('reads a date when given', () => {
    expect(teamCampaignSchema.parse({ ...valid, expiration: '2030-01-01T00:00:00Z' }).expiration).toEqual(
      new Date('2030-01-01T00:00:00Z'),
    );
    expect(fieldErrors(teamCampaignSchema, { ...valid, expiration: 'soon' })).toEqual({
      expiration: ['Not a valid date'],
    });
  });
});

describe('indieCampaignSchema', () => {
  it('has no expiration', () => {
    expect(indieCampaignSchema.parse({ ...valid, expiration: '2030-01-01' })).not.toHaveProperty('expiration');
  });
});

describe('fundraiserCampaignSchema', () => {
  it('requires an expiration', () => {
    expect(fieldErrors(fundraiserCampaignSchema, valid)).toEqual({ expiration: ['required'] });
    expect(fieldErrors(fundraiserCampaignSchema, { ...valid, expiration: '' })).toEqual({ expiration: ['required'] });
  });

  it('accepts a past expiration: the form only hints', () => {
    expect(fundraiserCampaignSchema.parse({ ...valid, expiration: '2001-01-01T00:00:00Z' }).expiration).toEqual(
      new Date('2001-01-01T00:00:00Z'),
    );
  });

  it('applies the goal rule', () => {
    expect(fieldErrors(fundraiserCampaignSchema, { ...valid, targetFund: 1, expiration: '2030-01-01' })).toEqual({
      targetFund: [GOAL],
    });
  });
});
