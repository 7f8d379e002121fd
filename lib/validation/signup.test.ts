import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import { toValidationErrorBody } from './field-errors';
import {
  makeParticipantSchema,
  makeSignupRecordSchema,
  makeSignupSchema,
  signupConfigFor,
  signupEnvelopeSchema,
} from './signup';

function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  return result.success ? {} : toValidationErrorBody(result.error).fieldErrors;
}

const now = new Date(2025, 5, 15);

const person = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'Ada@Example.org',
  phone: '555-123-4567',
  shirtSize: 'M',
  gender: 'female',
  birthMonth: '12',
  birthDate: '10',
  birthYear: '1990',
  address: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  emergencyName: 'Charles',
  emergencyPhone: '+1 555 987 6543',
  emergencyRelationship: 'friend',
};

function without(source: Record<string, unknown>, ...keys: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(source).filter(([key]) => !keys.includes(key)));
}

const personWithoutAddress = without(person, 'address', 'city', 'state', 'zip');

describe('makeParticipantSchema', () => {
  const main = makeParticipantSchema({ isMain: true, now });
  const other = makeParticipantSchema({ isMain: false, now });

  it('accepts a complete participant', () => {
    expect(main.parse(person)).toEqual({
      ...person,
      email: 'ada@example.org',
      birthMonth: 12,
      birthDate: 10,
      birthYear: 1990,
      smsEnabled: true,
      addressSame: false,
    });
  });

  it('requires every field of an event with default settings', () => {
    expect(fieldErrors(main, {})).toEqual({
      firstName: ['required'],
      lastName: ['required'],
      email: ['required'],
      phone: ['required'],
      gender: ['required'],
      birthMonth: ['required'],
      birthDate: ['required'],
      birthYear: ['required'],
      shirtSize: ['required'],
      address: ['required'],
      city: ['required'],
      state: ['required'],
      zip: ['required'],
      emergencyPhone: ['required'],
    });
  });

  it('checks email and phone formats', () => {
    expect(fieldErrors(main, { ...person, email: 'ada', phone: '555', emergencyPhone: 'call me' })).toEqual({
      email: ['ada is not a valid email.'],
      phone: ['Not a valid phone number'],
      emergencyPhone: ['Not a valid phone number'],
    });
  });

  it('checks gender against the list', () => {
    expect(fieldErrors(main, { ...person, gender: 'robot' })).toEqual({ gender: ['Please choose one of the options'] });
  });

  it('checks the birth date', () => {
    expect(fieldErrors(main, { ...person, birthMonth: 13 })).toEqual({ birthMonth: ['Not a valid birth date'] });
    expect(fieldErrors(main, { ...person, birthMonth: 2, birthDate: 30 })).toEqual({
      birthDate: ['Not a valid birth date'],
    });
    expect(fieldErrors(main, { ...person, birthMonth: 2, birthDate: 29, birthYear: 2000 })).toEqual({});
    expect(fieldErrors(main, { ...person, birthMonth: 2, birthDate: 29, birthYear: 2001 })).toEqual({
      birthDate: ['Not a valid birth date'],
    });
  });

  it('takes birth years from this year back 100 years', () => {
    expect(fieldErrors(main, { ...person, birthYear: 2025 })).toEqual({});
    expect(fieldErrors(main, { ...person, birthYear: 1925 })).toEqual({});
    expect(fieldErrors(main, { ...person, birthYear: 1924 })).toEqual({ birthYear: ['Not a valid birth date'] });
    expect(fieldErrors(main, { ...person, birthYear: 2026 })).toEqual({ birthYear: ['Not a valid birth date'] });
  });

  it('keeps the SMS choice, on by default', () => {
    expect(main.parse({ ...person, smsEnabled: false }).smsEnabled).toBe(false);
  });

  it('lets another participant share the main address', () => {
    expect(fieldErrors(other, { ...personWithoutAddress, addressSame: true })).toEqual({});
    expect(fieldErrors(other, personWithoutAddress)).toEqual({
      address: ['required'],
      city: ['required'],
      state: ['required'],
      zip: ['required'],
    });
  });

  it('does not let the main participant share an address', () => {
    expect(fieldErrors(main, { ...personWithoutAddress, addressSame: true })).toEqual({
      address: ['required'],
      city: ['required'],
      state: ['required'],
      zip: ['required'],
    });
    expect(main.parse({ ...person, addressSame: true }).addressSame).toBe(true);
  });

  it('skips disabled groups', () => {
    const schema = makeParticipantSchema({
      isMain: true,
      now,
      disabledFields: ['gender', 'birthdate', 'emergency', 'shirtSize', 'address'],
    });
    expect(fieldErrors(schema, { firstName: 'A', lastName: 'B', email: 'a@b.co', phone: '5551234567' })).toEqual({});
  });

  it('lets optional groups be left empty but still checks what is given', () => {
    const schema = makeParticipantSchema({ isMain: true, now, optionalFields: ['birthdate', 'emergency'] });
    const withoutThem = { ...person, birthMonth: '', birthDate: '', birthYear: '', emergencyPhone: '' };
    expect(fieldErrors(schema, withoutThem)).toEqual({});
    expect(fieldErrors(schema, { ...withoutThem, emergencyPhone: 'x' })).toEqual({
      emergencyPhone: ['Not a valid phone number'],
    });
    expect(fieldErrors(schema, { ...withoutThem, birthMonth: 2, birthDate: 31, birthYear: 2000 })).toEqual({
      birthDate: ['Not a valid birth date'],
    });
  });

  it('checks the shirt size against the event sizes', () => {
    const schema = makeParticipantSchema({ isMain: true, now, tshirtSizes: ['S', 'M'] });
    expect(fieldErrors(schema, person)).toEqual({});
    expect(fieldErrors(schema, { ...person, shirtSize: 'XXL' })).toEqual({
      shirtSize: ['Please choose one of the options'],
    });
    expect(fieldErrors(schema, { ...person, shirtSize: '' })).toEqual({ shirtSize: ['required'] });
  });

  it('reads the current year when no date is given', () => {
    const schema = makeParticipantSchema({ isMain: true });
    expect(fieldErrors(schema, { ...person, birthYear: new Date().getFullYear() + 1 })).toEqual({
      birthYear: ['Not a valid birth date'],
    });
  });
});

describe('makeSignupSchema', () => {
  const signup = {
    eventCategory: 'cat-1',
    teamCampaignId: 'team-1',
    purpose: 'for fun',
    participants: [person],
  };

  it('accepts a signup and fills the defaults', () => {
    const parsed = makeSignupSchema({ now }).parse(signup);
    expect(parsed).toMatchObject({
      eventCategory: 'cat-1',
      teamCampaignId: 'team-1',
      purpose: 'for fun',
      waiverAccepted: false,
      payFees: true,
    });
    expect(parsed.participants).toHaveLength(1);
    expect(parsed.participants[0].email).toBe('ada@example.org');
  });

  it('gives the alerts for category, team and purpose', () => {
    expect(
      fieldErrors(makeSignupSchema({ now }), {
        ...signup,
        eventCategory: 'XXX',
        teamCampaignId: 'XXX',
        purpose: 'money',
      }),
    ).toEqual({
      eventCategory: ['Please select a valid Event Category'],
      teamCampaignId: ['Please select a valid Team Campaign'],
      purpose: ['Please select a valid answer to best time or for fun'],
    });
    expect(fieldErrors(makeSignupSchema({ now }), { ...signup, eventCategory: '', purpose: undefined })).toEqual({
      eventCategory: ['Please select a valid Event Category'],
      purpose: ['Please select a valid answer to best time or for fun'],
    });
  });

  it('takes either purpose', () => {
    expect(makeSignupSchema({ now }).parse({ ...signup, purpose: 'best time' }).purpose).toBe('best time');
  });

  it('reads General or no team as the event itself', () => {
    expect(makeSignupSchema({ now }).parse({ ...signup, teamCampaignId: '---General---' }).teamCampaignId).toBeNull();
    expect(makeSignupSchema({ now }).parse({ ...signup, teamCampaignId: undefined }).teamCampaignId).toBeNull();
  });

  it('asks for the waiver only when the event has one', () => {
    const message = 'Please read the waiver carefully and agree to the terms before continuing';
    const withWaiver = makeSignupSchema({ now, waiver: 'I accept the risks.' });
    expect(fieldErrors(withWaiver, signup)).toEqual({ waiverAccepted: [message] });
    expect(fieldErrors(withWaiver, { ...signup, waiverAccepted: false })).toEqual({ waiverAccepted: [message] });
    expect(withWaiver.parse({ ...signup, waiverAccepted: true }).waiverAccepted).toBe(true);
    expect(fieldErrors(makeSignupSchema({ now, waiver: '  ' }), signup)).toEqual({});
    expect(fieldErrors(makeSignupSchema({ now, waiver: null }), signup)).toEqual({});
  });

  it('normalizes the promo code', () => {
    expect(makeSignupSchema({ now }).parse({ ...signup, promoCode: ' spring10 ' }).promoCode).toBe('SPRING10');
    expect(makeSignupSchema({ now }).parse({ ...signup, promoCode: '' }).promoCode).toBeNull();
  });

  it('keeps the fee choice', () => {
    expect(makeSignupSchema({ now }).parse({ ...signup, payFees: false }).payFees).toBe(false);
  });

  it('takes 1 to 4 participants', () => {
    const message = 'Between 1 and 4 people can sign up at once';
    const schema = makeSignupSchema({ now });
    expect(fieldErrors(schema, { ...signup, participants: [person, person, person, person] })).toEqual({});
    expect(fieldErrors(schema, { ...signup, participants: [] })).toEqual({ participants: [message] });
    expect(fieldErrors(schema, { ...signup, participants: [person, person, person, person, person] })).toEqual({
      participants: [message],
    });
    expect(fieldErrors(schema, { ...signup, participants: undefined })).toEqual({ participants: [message] });
  });

  it('names the participant and field of each error', () => {
    const schema = makeSignupSchema({ now });
    expect(
      fieldErrors(schema, {
        ...signup,
        participants: [
          { ...person, email: '' },
          { ...personWithoutAddress, addressSame: true, phone: '1' },
        ],
      }),
    ).toEqual({ 'participants.0.email': ['required'], 'participants.1.phone': ['Not a valid phone number'] });
  });

  it('only lets participants after the first share an address', () => {
    const schema = makeSignupSchema({ now });
    expect(
      fieldErrors(schema, { ...signup, participants: [{ ...personWithoutAddress, addressSame: true }, person] }),
    ).toEqual({
      'participants.0.address': ['required'],
      'participants.0.city': ['required'],
      'participants.0.state': ['required'],
      'participants.0.zip': ['required'],
    });
  });

  it('passes the event field settings to every participant', () => {
    const schema = makeSignupSchema({
      now,
      disabledFields: ['gender'],
      optionalFields: ['birthdate'],
      tshirtSizes: ['S'],
    });
    const rest = without(person, 'gender', 'birthMonth', 'birthDate', 'birthYear');
    expect(
      fieldErrors(schema, {
        ...signup,
        participants: [
          { ...rest, shirtSize: 'S' },
          { ...rest, shirtSize: 'M' },
        ],
      }),
    ).toEqual({
      'participants.1.shirtSize': ['Please choose one of the options'],
    });
  });
});

describe('signupConfigFor', () => {
  const event = { disabledFields: ['gender'], optionalFields: ['birthdate'], tshirtSizes: ['S', 'M'], waiver: 'Rules' };

  it('passes the event settings on', () => {
    expect(signupConfigFor(event)).toEqual({
      disabledFields: ['gender'],
      optionalFields: ['birthdate'],
      tshirtSizes: ['S', 'M'],
      waiver: 'Rules',
    });
  });

  it('does not ask for a T-shirt size when the event offers none', () => {
    const config = signupConfigFor({ ...event, tshirtSizes: [] });
    expect(config.disabledFields).toEqual(['gender', 'shirtSize']);
    const schema = makeParticipantSchema({ ...config, isMain: true, now });
    expect(fieldErrors(schema, without(person, 'shirtSize'))).toEqual({});
    expect(signupConfigFor({ ...event, disabledFields: ['shirtSize'], tshirtSizes: [] }).disabledFields).toEqual([
      'shirtSize',
    ]);
  });

  it('requires a size from the list when the event offers sizes', () => {
    const schema = makeParticipantSchema({ ...signupConfigFor(event), isMain: true, now });
    expect(fieldErrors(schema, without(person, 'shirtSize'))).toEqual({ shirtSize: ['required'] });
  });
});

describe('makeSignupRecordSchema', () => {
  const record = {
    eventId: 'event-1',
    eventCategory: 'cat-1',
    teamCampaignId: '---General---',
    purpose: 'best time',
    participants: [person],
  };

  it('reads the form values plus the payment fields, and drops amounts sent by the browser', () => {
    const parsed = makeSignupRecordSchema({ now }).parse({
      ...record,
      transactionId: ' 12345 ',
      paymentMethod: 'stripe',
      idempotencyKey: '0b7c6f0e-5d4a-4b53-9a53-1f1f2a3b4c5d',
      totalAmount: 0.01,
      baseAmount: 0.01,
    });
    expect(parsed).toMatchObject({ eventId: 'event-1', transactionId: '12345', paymentMethod: 'stripe' });
    expect(parsed).not.toHaveProperty('totalAmount');
    expect(parsed).not.toHaveProperty('baseAmount');
  });

  it('leaves the payment fields and billing out of a free sign-up', () => {
    const parsed = makeSignupRecordSchema({ now }).parse(record);
    expect(parsed.transactionId).toBeUndefined();
    expect(parsed.paymentMethod).toBeUndefined();
    expect(parsed.billing).toBeUndefined();
  });

  it('checks the payment method, the request key and billing', () => {
    expect(
      fieldErrors(makeSignupRecordSchema({ now }), {
        ...record,
        paymentMethod: 'cash',
        idempotencyKey: 'short',
        billing: { firstName: 'Ada' },
      }),
    ).toEqual({
      paymentMethod: ['Please choose one of the options'],
      idempotencyKey: ['Not a valid request key'],
      'billing.lastName': ['required'],
      'billing.address': ['required'],
      'billing.city': ['required'],
      'billing.state': ['required'],
      'billing.postal': ['required'],
    });
  });

  it('needs the event id', () => {
    expect(fieldErrors(makeSignupRecordSchema({ now }), { ...record, eventId: ' ' })).toEqual({
      eventId: ['required'],
    });
    expect(fieldErrors(signupEnvelopeSchema, {})).toEqual({ eventId: ['required'] });
    expect(signupEnvelopeSchema.parse({ eventId: 'e', other: 1 })).toEqual({ eventId: 'e', other: 1 });
  });
});
