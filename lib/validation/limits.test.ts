import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginSchema, profileUpdateSchema, signupSchema } from './account';
import { teamCampaignSchema } from './campaign';
import { offlineDonationSchema } from './donation';
import { HOSTED_DONATION_SPEC } from './donation-record';
import { specSchema } from './spec-schema';
import { eventSchema, fundraiserSchema, promoCheckSchema, testEmailSchema, upsertEventSchema } from './event';
import { toValidationErrorBody } from './field-errors';
import { BODY_LIMITS, eventFieldMaxLength, LIST_LIMITS, TEXT_LIMITS } from './limits';
import { AMOUNT_TOO_HIGH, tooLong, tooManyItems } from '../rules/messages';
import { makeSignupSchema } from './signup';

// Every text and list of every input has a maximum; one past it is refused with the shared
// message, right at it is accepted.

function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  return result.success ? {} : toValidationErrorBody(result.error).fieldErrors;
}

const text = (length: number) => 'x'.repeat(length);
const event = {
  title: 'Spring 5K',
  location: 'Central Park',
  description: 'A run',
  targetFund: 100,
  dateTime: '2025-06-15T14:00:00-04:00',
  eventCategories: [{ name: '5K', price: 25 }],
};

describe('text limits', () => {
  it('stops event texts at their limits, and no further', () => {
    const cases: Array<[string, number, (value: string) => Record<string, unknown>]> = [
      ['title', TEXT_LIMITS.short, (value) => ({ title: value })],
      ['location', TEXT_LIMITS.short, (value) => ({ location: value })],
      ['description', TEXT_LIMITS.longText, (value) => ({ description: value })],
      [
        'otherDescriptions.0.text',
        TEXT_LIMITS.longText,
        (value) => ({ otherDescriptions: [{ title: 'A', text: value }] }),
      ],
      ['waiver', TEXT_LIMITS.longText, (value) => ({ waiver: value })],
      ['emailTemplate.donation', TEXT_LIMITS.longText, (value) => ({ emailTemplate: { donation: value } })],
      ['eventCategories.0.name', TEXT_LIMITS.name, (value) => ({ eventCategories: [{ name: value, price: 1 }] })],
      ['sponsors.0.name', TEXT_LIMITS.name, (value) => ({ sponsors: [{ name: value, priority: 1 }] })],
      ['tshirtSizes.0', TEXT_LIMITS.code, (value) => ({ tshirtSizes: [value] })],
    ];
    for (const [path, max, shape] of cases) {
      expect(fieldErrors(eventSchema, { ...event, ...shape(text(max)) }), path).toEqual({});
      expect(fieldErrors(eventSchema, { ...event, ...shape(text(max + 1)) }), path).toEqual({ [path]: [tooLong(max)] });
    }
    const promo = { promoType: 'perItemPriceCut', value: 1, expiration: '2030-01-01' };
    expect(fieldErrors(eventSchema, { ...event, promoCodes: [{ ...promo, code: text(33) }] })).toEqual({
      'promoCodes.0.code': [tooLong(32)],
    });
    expect(fieldErrors(eventSchema, { ...event, videos: [`https://v.example/${text(2048)}`] })).toEqual({
      'videos.0': [tooLong(2048)],
    });
  });

  it('counts the trimmed text', () => {
    expect(fieldErrors(eventSchema, { ...event, title: `  ${text(200)}  ` })).toEqual({});
  });

  it('stops the texts of the other inputs', () => {
    expect(fieldErrors(loginSchema, { email: 'a@b.co', password: text(257) })).toEqual({ password: [tooLong(256)] });
    expect(fieldErrors(loginSchema, { email: `${text(250)}@b.co`, password: 'x' })).toEqual({ email: [tooLong(254)] });
    const signup = {
      firstName: text(101),
      lastName: 'L',
      email: 'a@b.co',
      password: 'Secret12',
      passwordConfirm: 'Secret12',
    };
    expect(fieldErrors(signupSchema, signup)).toEqual({ firstName: [tooLong(100)] });
    const profile = { name: 'N', firstName: 'F', lastName: 'L', email: 'a@b.co', organizer: { about: text(2001) } };
    expect(fieldErrors(profileUpdateSchema, profile)).toEqual({ 'organizer.about': [tooLong(2000)] });
    expect(fieldErrors(teamCampaignSchema, { title: 'T', targetFund: 10, description: text(5001) })).toEqual({
      description: [tooLong(5000)],
    });
    const offline = { eventId: 'e1', firstName: 'F', lastName: 'L', amount: 10, message: text(2001) };
    expect(fieldErrors(offlineDonationSchema, offline)).toEqual({ message: [tooLong(2000)] });
    expect(fieldErrors(testEmailSchema, { markdown: text(20_001) })).toEqual({ markdown: [tooLong(20_000)] });
    expect(fieldErrors(promoCheckSchema, { promoCode: text(33), eventId: text(65) })).toEqual({
      promoCode: [tooLong(32)],
      eventId: [tooLong(64)],
    });
    expect(fieldErrors(upsertEventSchema, { id: text(65), event: {} })).toEqual({ id: [tooLong(64)] });
  });

  it('stops the donation and signup forms', () => {
    const donation = { eventId: 'e1', firstName: 'F', lastName: 'L', email: 'a@b.co', baseAmount: 10 };
    const address = { address: 'A', city: 'C', state: 'NY', zip: text(65) };
    expect(fieldErrors(specSchema(HOSTED_DONATION_SPEC), { ...donation, ...address })).toEqual({ zip: [tooLong(64)] });
    const person = { firstName: 'F', lastName: text(101), email: 'a@b.co', phone: '212-555-0100' };
    const signup = makeSignupSchema({ disabledFields: ['gender', 'birthdate', 'shirtSize', 'address', 'emergency'] });
    expect(
      fieldErrors(signup, { eventCategory: 'c1', teamCampaignId: null, purpose: 'for fun', participants: [person] }),
    ).toEqual({ 'participants.0.lastName': [tooLong(100)] });
  });
});

describe('list limits', () => {
  it('stops each list of an event at its limit', () => {
    const rows = (count: number, row: (index: number) => unknown) => Array.from({ length: count }, (_, i) => row(i));
    const cases: Array<[string, number, string, (index: number) => unknown]> = [
      ['eventCategories', LIST_LIMITS.eventCategories, 'categories', (i) => ({ name: `C${i}`, price: 1 })],
      ['sponsors', LIST_LIMITS.sponsors, 'sponsors', (i) => ({ name: `S${i}`, priority: 1 })],
      ['videos', LIST_LIMITS.videos, 'videos', (i) => `https://v.example/${i}`],
      ['tshirtSizes', LIST_LIMITS.tshirtSizes, 'sizes', (i) => `S${i}`],
      [
        'promoCodes',
        LIST_LIMITS.promoCodes,
        'promo codes',
        (i) => ({ code: `C${i}`, promoType: 'perItemPriceCut', value: 1, expiration: '2030-01-01' }),
      ],
    ];
    for (const [field, max, noun, row] of cases) {
      expect(fieldErrors(eventSchema, { ...event, [field]: rows(max, row) }), field).toEqual({});
      expect(fieldErrors(eventSchema, { ...event, [field]: rows(max + 1, row) }), field).toEqual({
        [field]: [tooManyItems(max, noun)],
      });
    }
    expect(fieldErrors(eventSchema, { ...event, hiddenViews: Array(5).fill('date') })).toEqual({
      hiddenViews: [tooManyItems(4, 'hidden views')],
    });
    expect(fieldErrors(fundraiserSchema, { ...event, disabledFields: Array(6).fill('gender') })).toEqual({
      disabledFields: [tooManyItems(5, 'fields')],
    });
  });
});

describe('numbers that do not fit the database', () => {
  it('refuses a sponsor priority of 2^31 and amounts beyond 32-bit cents, with a message', () => {
    expect(fieldErrors(eventSchema, { ...event, sponsors: [{ name: 'S', priority: 2 ** 31 }] })).toEqual({
      'sponsors.0.priority': ['Priority must be a whole number from 1 to 1,000,000'],
    });
    expect(fieldErrors(teamCampaignSchema, { title: 'T', targetFund: 2 ** 31 })).toEqual({
      targetFund: [AMOUNT_TOO_HIGH],
    });
    expect(fieldErrors(offlineDonationSchema, { eventId: 'e', firstName: 'F', lastName: 'L', amount: 1e12 })).toEqual({
      amount: [AMOUNT_TOO_HIGH],
    });
  });
});

describe('eventFieldMaxLength (the event form)', () => {
  it("gives each text input its schema's limit, rows included", () => {
    expect(eventFieldMaxLength('title')).toBe(200);
    expect(eventFieldMaxLength('description')).toBe(20_000);
    expect(eventFieldMaxLength('otherDescriptions.2.text')).toBe(20_000);
    expect(eventFieldMaxLength('otherDescriptions.0.title')).toBe(200);
    expect(eventFieldMaxLength('sponsors.12.name')).toBe(100);
    expect(eventFieldMaxLength('videos.3')).toBe(2048);
    expect(eventFieldMaxLength('targetFund')).toBeUndefined();
  });

  it('leaves an event with every text at its limit within the body limit of create_event', () => {
    const full = {
      ...event,
      title: text(200),
      description: 'é'.repeat(20_000),
      otherDescriptions: Array(3).fill({ title: text(200), text: 'é'.repeat(20_000) }),
      waiver: 'é'.repeat(20_000),
      emailTemplate: { donation: 'é'.repeat(20_000), participation: 'é'.repeat(20_000) },
      eventCategories: Array.from({ length: 50 }, (_, i) => ({ name: `${i}${text(97)}`, price: 1 })),
      sponsors: Array.from({ length: 50 }, () => ({ name: text(100), link: `https://${text(2000)}`, priority: 1 })),
    };
    expect(fieldErrors(eventSchema, full)).toEqual({});
    expect(Buffer.byteLength(JSON.stringify(full))).toBeLessThan(BODY_LIMITS.event);
  });
});
