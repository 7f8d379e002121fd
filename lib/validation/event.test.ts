import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import {
  deleteEventSchema,
  eventDateWarning,
  eventSchema,
  eventSchemaFor,
  fundraiserSchema,
  mergeOverStored,
  newEventSchema,
  promoCheckSchema,
  storedOtherDescriptions,
  testEmailSchema,
  upsertEventSchema,
} from './event';
import { toValidationErrorBody } from './field-errors';

function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  return result.success ? {} : toValidationErrorBody(result.error).fieldErrors;
}

const event = {
  title: ' Spring 5K ',
  location: 'Central Park',
  description: 'A run for a cause',
  targetFund: 25000,
  dateTime: '2025-06-15T14:00:00-04:00',
  eventCategories: [{ name: '5K', price: 25 }],
};

const expiration = '2025-07-01T00:00:00Z';

describe('eventSchema', () => {
  it('accepts the required fields and fills the defaults', () => {
    expect(eventSchema.parse(event)).toEqual({
      title: 'Spring 5K',
      location: 'Central Park',
      description: 'A run for a cause',
      targetFund: 25000,
      dateTime: new Date('2025-06-15T18:00:00Z'),
      timeZone: 'America/New_York',
      otherDescriptions: [],
      pictures: [],
      videos: [],
      countdown: true,
      autoScrollMedia: true,
      showTotalDonations: true,
      teamCampaignCreationEnabled: true,
      allowParticipantsWithoutTeam: true,
      allowDonationsWithoutTeam: true,
      allowUnconfirmedOfflineDonations: false,
      isHidden: false,
      eventType: 'eventDriven',
      crm: { payment: 'safesave' },
      emailTemplate: { donation: '', participation: '' },
      eventCategories: [{ name: '5K', price: 25 }],
      promoCodes: [],
      sponsors: [],
      hiddenViews: [],
      disabledFields: [],
      optionalFields: [],
      // tshirtSizes left out stays out (undefined): no sizes, the T-shirt question not asked.
    });
  });

  it('requires title, location, main description and goal', () => {
    expect(
      fieldErrors(eventSchema, { ...event, title: '', location: ' ', description: undefined, targetFund: '' }),
    ).toEqual({
      title: ['required'],
      location: ['required'],
      description: ['required'],
      targetFund: ['required'],
    });
  });

  it('takes a goal of 0 or more, as a number or a string', () => {
    expect(eventSchema.parse({ ...event, targetFund: 0 }).targetFund).toBe(0);
    expect(eventSchema.parse({ ...event, targetFund: '1500.50' }).targetFund).toBe(1500.5);
    expect(fieldErrors(eventSchema, { ...event, targetFund: -1 })).toEqual({ targetFund: ['Must be 0 or more'] });
    expect(fieldErrors(eventSchema, { ...event, targetFund: 'lots' })).toEqual({ targetFund: ['Must be 0 or more'] });
  });

  it('requires a date for an eventDriven event', () => {
    expect(fieldErrors(eventSchema, { ...event, dateTime: undefined })).toEqual({ dateTime: ['required'] });
    expect(fieldErrors(eventSchema, { ...event, dateTime: '' })).toEqual({ dateTime: ['required'] });
    expect(fieldErrors(eventSchema, { ...event, dateTime: 'someday' })).toEqual({ dateTime: ['Not a valid date'] });
  });

  it('reads a Date as well as a string', () => {
    const dateTime = new Date('2025-06-15T18:00:00Z');
    expect(eventSchema.parse({ ...event, dateTime }).dateTime).toEqual(dateTime);
  });

  it('asks for at least one category on an eventDriven event', () => {
    const message = 'Please add at least one event category and its price';
    expect(fieldErrors(eventSchema, { ...event, eventCategories: [] })).toEqual({ eventCategories: [message] });
    expect(fieldErrors(eventSchema, { ...event, eventCategories: undefined })).toEqual({ eventCategories: [message] });
  });

  it("takes a category's capacity: a whole number from 1, empty for no limit, missing to leave it", () => {
    const rule = 'Capacity must be a whole number from 1 to 1,000,000 (or empty: no limit)';
    const parsed = (capacity: unknown) =>
      eventSchema.parse({ ...event, eventCategories: [{ name: '5K', price: 25, capacity }] }).eventCategories[0]
        .capacity;
    expect(parsed(300)).toBe(300);
    expect(parsed('12')).toBe(12);
    expect(parsed('')).toBeNull();
    expect(parsed(null)).toBeNull();
    expect(parsed(undefined)).toBeUndefined();
    for (const bad of [0, -3, 2.5, 'lots', 1_000_001]) {
      expect(
        fieldErrors(eventSchema, { ...event, eventCategories: [{ name: '5K', price: 25, capacity: bad }] }),
      ).toEqual({ 'eventCategories.0.capacity': [rule] });
    }
  });

  it('reports the missing category together with other errors', () => {
    expect(fieldErrors(eventSchema, { ...event, title: '', eventCategories: [] })).toEqual({
      title: ['required'],
      eventCategories: ['Please add at least one event category and its price'],
    });
  });

  it('lets a fundraiserDriven event go without date and categories', () => {
    expect(
      fieldErrors(eventSchema, { ...event, eventType: 'fundraiserDriven', dateTime: undefined, eventCategories: [] }),
    ).toEqual({});
  });

  it('checks each category', () => {
    expect(
      fieldErrors(eventSchema, {
        ...event,
        eventCategories: [
          { name: '', price: 10 },
          { name: '10K', price: -1 },
          { name: 'Kids' },
          { id: 'c1', name: 'Walk', price: '0' },
        ],
      }),
    ).toEqual({
      'eventCategories.0.name': ['required'],
      'eventCategories.1.price': ['Must be 0 or more'],
      'eventCategories.2.price': ['required'],
    });
  });

  it('keeps category ids for updates', () => {
    expect(
      eventSchema.parse({ ...event, eventCategories: [{ id: 'c1', name: 'Walk', price: 0 }] }).eventCategories,
    ).toEqual([{ id: 'c1', name: 'Walk', price: 0 }]);
  });

  it('checks the time zone and defaults it to New York', () => {
    expect(eventSchema.parse({ ...event, timeZone: 'Europe/Paris' }).timeZone).toBe('Europe/Paris');
    expect(eventSchema.parse({ ...event, timeZone: 'UTC' }).timeZone).toBe('UTC');
    expect(fieldErrors(eventSchema, { ...event, timeZone: 'Mars/Olympus' })).toEqual({
      timeZone: ['Not a valid time zone'],
    });
  });

  it('allows up to three additional descriptions', () => {
    const three = [1, 2, 3].map((n) => ({ title: ` T${n} `, text: `Text ${n}` }));
    expect(eventSchema.parse({ ...event, otherDescriptions: three }).otherDescriptions[0]).toEqual({
      title: 'T1',
      text: 'Text 1',
    });
    expect(fieldErrors(eventSchema, { ...event, otherDescriptions: [...three, { title: 'T4', text: '' }] })).toEqual({
      otherDescriptions: ['No more than 3 additional descriptions'],
    });
  });

  it('allows up to 16 pictures, stored uploads or demo pictures only', () => {
    const pictures = Array.from({ length: 16 }, (_, i) => `/uploads/gallery/${String(i).padStart(32, 'a')}.jpg`);
    expect(eventSchema.parse({ ...event, pictures }).pictures).toHaveLength(16);
    expect(fieldErrors(eventSchema, { ...event, pictures: [...pictures, '/demo/river-run.svg'] })).toEqual({
      pictures: ['No more than 16 pictures'],
    });
    expect(
      fieldErrors(eventSchema, {
        ...event,
        pictures: ['/demo/river-run.svg', 'a.jpg', 'https://cdn.example.org/a.jpg'],
      }),
    ).toEqual({
      'pictures.1': ['Not a valid URL'],
      'pictures.2': ['Not a valid URL'],
    });
  });

  it('requires video addresses to be URLs', () => {
    expect(eventSchema.parse({ ...event, videos: ['https://youtu.be/abc'] }).videos).toEqual(['https://youtu.be/abc']);
    expect(fieldErrors(eventSchema, { ...event, videos: ['not a url'] })).toEqual({ 'videos.0': ['Not a valid URL'] });
  });

  it('takes header picture and overlay as stored uploads, blank as none', () => {
    const parsed = eventSchema.parse({
      ...event,
      headerPicture: '/uploads/header/0123456789abcdef0123456789abcdef.jpg',
      headerOverlay: '',
    });
    expect(parsed.headerPicture).toBe('/uploads/header/0123456789abcdef0123456789abcdef.jpg');
    expect(parsed.headerOverlay).toBeNull();
    expect(fieldErrors(eventSchema, { ...event, headerOverlay: 'h.jpg' })).toEqual({
      headerOverlay: ['Not a valid URL'],
    });
  });

  it('keeps the flags given', () => {
    const flags = {
      countdown: false,
      autoScrollMedia: false,
      showTotalDonations: false,
      teamCampaignCreationEnabled: false,
      allowParticipantsWithoutTeam: false,
      allowDonationsWithoutTeam: false,
      allowUnconfirmedOfflineDonations: true,
      isHidden: true,
    };
    expect(eventSchema.parse({ ...event, ...flags })).toMatchObject(flags);
    expect(fieldErrors(eventSchema, { ...event, isHidden: 'yes' })).toHaveProperty('isHidden');
  });

  it('stores a default team goal of 0 as null', () => {
    expect(eventSchema.parse({ ...event, defaultTeamCampaignAmount: 0 }).defaultTeamCampaignAmount).toBeNull();
    expect(eventSchema.parse({ ...event, defaultTeamCampaignAmount: '' }).defaultTeamCampaignAmount).toBeNull();
    expect(eventSchema.parse({ ...event, defaultTeamCampaignAmount: '500' }).defaultTeamCampaignAmount).toBe(500);
    expect(eventSchema.parse(event).defaultTeamCampaignAmount).toBeUndefined();
    expect(fieldErrors(eventSchema, { ...event, defaultTeamCampaignAmount: -5 })).toEqual({
      defaultTeamCampaignAmount: ['Must be 0 or more'],
    });
  });

  it('takes a signup redirect date and link, blank as none', () => {
    const parsed = eventSchema.parse({
      ...event,
      signupRedirectDate: '2025-06-01T00:00:00Z',
      signupRedirectLink: 'https://elsewhere.example.org/signup',
      waiver: ' Sign here ',
    });
    expect(parsed.signupRedirectDate).toEqual(new Date('2025-06-01T00:00:00Z'));
    expect(parsed.signupRedirectLink).toBe('https://elsewhere.example.org/signup');
    expect(parsed.waiver).toBe('Sign here');
    const blank = eventSchema.parse({ ...event, signupRedirectDate: null, signupRedirectLink: '', waiver: '' });
    expect([blank.signupRedirectDate, blank.signupRedirectLink, blank.waiver]).toEqual([null, null, null]);
    expect(fieldErrors(eventSchema, { ...event, signupRedirectLink: 'elsewhere' })).toEqual({
      signupRedirectLink: ['Not a valid URL'],
    });
  });

  it('takes the event type and payment provider from their lists', () => {
    expect(eventSchema.parse({ ...event, crm: { payment: 'stripe' } }).crm).toEqual({ payment: 'stripe' });
    expect(fieldErrors(eventSchema, { ...event, crm: { payment: 'paypal' }, eventType: 'party' })).toEqual({
      eventType: ['Please choose one of the options'],
      'crm.payment': ['Please choose one of the options'],
    });
  });

  it('takes the email templates', () => {
    expect(eventSchema.parse({ ...event, emailTemplate: { donation: '# Thanks' } }).emailTemplate).toEqual({
      donation: '# Thanks',
      participation: '',
    });
  });

  it('upper-cases promo codes and checks them', () => {
    const parsed = eventSchema.parse({
      ...event,
      promoCodes: [{ code: ' spring10 ', promoType: 'perItemPriceCut', value: '10', expiration }],
    });
    expect(parsed.promoCodes).toEqual([
      { code: 'SPRING10', promoType: 'perItemPriceCut', value: 10, expiration: new Date(expiration) },
    ]);
    expect(fieldErrors(eventSchema, { ...event, promoCodes: [{ code: '', promoType: '', value: '' }] })).toEqual({
      'promoCodes.0.code': ['required'],
      'promoCodes.0.promoType': ['required'],
      'promoCodes.0.value': ['required'],
      'promoCodes.0.expiration': ['required'],
    });
    expect(
      fieldErrors(eventSchema, { ...event, promoCodes: [{ code: 'X', promoType: 'free', value: -1, expiration }] }),
    ).toEqual({
      'promoCodes.0.promoType': ['Please choose one of the options'],
      'promoCodes.0.value': ['Must be 0 or more'],
    });
  });

  it('flags a promo code used twice, whatever its case', () => {
    const promo = { promoType: 'perItemPriceCut', value: 5, expiration };
    expect(
      fieldErrors(eventSchema, {
        ...event,
        promoCodes: [
          { ...promo, code: 'RUN' },
          { ...promo, code: 'walk' },
          { ...promo, code: ' run' },
        ],
      }),
    ).toEqual({ 'promoCodes.2.code': ['This code is already used above'] });
  });

  it('refuses amounts the database cannot hold', () => {
    expect(eventSchema.parse({ ...event, targetFund: 20_000_000 }).targetFund).toBe(20_000_000);
    expect(fieldErrors(eventSchema, { ...event, targetFund: 20_000_000.01 })).toEqual({
      targetFund: ['Must be 20,000,000 or less'],
    });
    expect(fieldErrors(eventSchema, { ...event, eventCategories: [{ name: 'VIP', price: 1e9 }] })).toEqual({
      'eventCategories.0.price': ['Must be 20,000,000 or less'],
    });
  });

  it('caps a percentage cut at 100', () => {
    const promo = { code: 'HALF', promoType: 'percentageCut', expiration };
    expect(fieldErrors(eventSchema, { ...event, promoCodes: [{ ...promo, value: 100 }] })).toEqual({});
    expect(fieldErrors(eventSchema, { ...event, promoCodes: [{ ...promo, value: 101 }] })).toEqual({
      'promoCodes.0.value': ['A percentage cut cannot be more than 100'],
    });
    expect(
      fieldErrors(eventSchema, { ...event, promoCodes: [{ ...promo, promoType: 'perItemPriceCut', value: 150 }] }),
    ).toEqual({});
  });

  it('checks sponsors', () => {
    const sponsor = {
      name: 'Acme',
      link: 'https://acme.example',
      picture: '/uploads/sponsor/0123456789abcdef0123456789abcdef.png',
      priority: '1',
    };
    expect(eventSchema.parse({ ...event, sponsors: [sponsor] }).sponsors).toEqual([{ ...sponsor, priority: 1 }]);
    expect(eventSchema.parse({ ...event, sponsors: [{ name: 'Bare', priority: 2 }] }).sponsors).toEqual([
      { name: 'Bare', priority: 2 },
    ]);
    expect(
      fieldErrors(eventSchema, {
        ...event,
        sponsors: [{ name: '', link: 'acme', priority: 0 }, { name: 'B', priority: 1.5 }, { name: 'C' }],
      }),
    ).toEqual({
      'sponsors.0.name': ['required'],
      'sponsors.0.link': ['Not a valid URL'],
      'sponsors.0.priority': ['Priority must be a whole number from 1 to 1,000,000'],
      'sponsors.1.priority': ['Priority must be a whole number from 1 to 1,000,000'],
      'sponsors.2.priority': ['required'],
    });
  });

  it('takes participant field settings and shirt sizes', () => {
    const parsed = eventSchema.parse({
      ...event,
      disabledFields: ['gender', 'emergency'],
      optionalFields: ['birthdate'],
      tshirtSizes: ['S', 'M', 'L'],
      hiddenViews: ['time', 'location'],
    });
    expect(parsed.hiddenViews).toEqual(['time', 'location']);
    expect(parsed.disabledFields).toEqual(['gender', 'emergency']);
    expect(parsed.optionalFields).toEqual(['birthdate']);
    expect(parsed.tshirtSizes).toEqual(['S', 'M', 'L']);
    expect(
      fieldErrors(eventSchema, {
        ...event,
        disabledFields: ['shoeSize'],
        tshirtSizes: [''],
        hiddenViews: ['time', 'weather'],
      }),
    ).toEqual({
      'hiddenViews.1': ['Please choose one of the options'],
      'disabledFields.0': ['Please choose one of the options'],
      'tshirtSizes.0': ['required'],
    });
  });

  it('takes activity overrides', () => {
    expect(
      eventSchema.parse({ ...event, activeUntilDate: { donation: '2025-08-01T00:00:00Z', registration: '' } })
        .activeUntilDate,
    ).toEqual({ donation: new Date('2025-08-01T00:00:00Z'), registration: null });
    expect(eventSchema.parse({ ...event, activeUntilDate: null }).activeUntilDate).toBeNull();
    expect(fieldErrors(eventSchema, { ...event, activeUntilDate: { donation: 'later' } })).toEqual({
      'activeUntilDate.donation': ['Not a valid date'],
    });
  });
});

describe('fundraiserSchema', () => {
  const fundraiser = { title: 'Help the shelter', description: 'Food and beds', targetFund: 0 };

  it('needs name (title), description and goal only', () => {
    const parsed = fundraiserSchema.parse(fundraiser);
    expect(parsed).toMatchObject({ ...fundraiser, location: '', eventType: 'fundraiserDriven', eventCategories: [] });
    expect(parsed.dateTime).toBeUndefined();
  });

  it('reports the required fields', () => {
    expect(fieldErrors(fundraiserSchema, {})).toEqual({
      title: ['required'],
      description: ['required'],
      targetFund: ['required'],
    });
  });

  it('takes a goal of 0 or more', () => {
    expect(fieldErrors(fundraiserSchema, { ...fundraiser, targetFund: -1 })).toEqual({
      targetFund: ['Must be 0 or more'],
    });
  });

  it('requires video addresses to be URLs', () => {
    expect(fieldErrors(fundraiserSchema, { ...fundraiser, videos: ['youtube'] })).toEqual({
      'videos.0': ['Not a valid URL'],
    });
  });

  it('allows up to two additional descriptions', () => {
    const two = [
      { title: 'a', text: 'b' },
      { title: 'c', text: 'd' },
    ];
    expect(fieldErrors(fundraiserSchema, { ...fundraiser, otherDescriptions: two })).toEqual({});
    expect(
      fieldErrors(fundraiserSchema, { ...fundraiser, otherDescriptions: [...two, { title: 'e', text: 'f' }] }),
    ).toEqual({
      otherDescriptions: ['No more than 2 additional descriptions'],
    });
  });

  it('is always fundraiserDriven', () => {
    expect(fundraiserSchema.parse({ ...fundraiser, eventType: 'fundraiserDriven' }).eventType).toBe('fundraiserDriven');
    expect(fieldErrors(fundraiserSchema, { ...fundraiser, eventType: 'eventDriven' })).toEqual({
      eventType: ['Please choose one of the options'],
    });
  });
});

describe('newEventSchema', () => {
  it('checks an event by default and a fundraiser when the body says so', () => {
    expect(fieldErrors(newEventSchema, { ...event, eventCategories: [] })).toEqual({
      eventCategories: ['Please add at least one event category and its price'],
    });
    const fundraiser = { title: 'Shelter', description: 'Beds', targetFund: 100, eventType: 'fundraiserDriven' };
    expect(newEventSchema.parse(fundraiser)).toMatchObject({ ...fundraiser, location: '' });
    expect(fieldErrors(newEventSchema, { ...fundraiser, title: '' })).toEqual({ title: ['required'] });
  });

  it('answers a body that is not an object with the required fields', () => {
    expect(fieldErrors(newEventSchema, null)).toHaveProperty('_form');
  });

  it('picks the schema of a stored kind', () => {
    expect(eventSchemaFor('eventDriven')).toBe(eventSchema);
    expect(eventSchemaFor('fundraiserDriven')).toBe(fundraiserSchema);
  });
});

describe('upsertEventSchema and deleteEventSchema', () => {
  it('need an id (and an event object to upsert)', () => {
    expect(fieldErrors(upsertEventSchema, { id: ' ', event: 'x' })).toEqual({ id: ['required'], event: ['required'] });
    expect(upsertEventSchema.parse({ id: 'e1', event: { title: 'x' } })).toEqual({ id: 'e1', event: { title: 'x' } });
    expect(fieldErrors(deleteEventSchema, {})).toEqual({ id: ['required'] });
  });
});

describe('promoCheckSchema', () => {
  it('normalizes the code', () => {
    expect(promoCheckSchema.parse({ promoCode: ' spring10 ', eventId: 'e1' })).toEqual({
      promoCode: 'SPRING10',
      eventId: 'e1',
    });
  });

  it('requires both', () => {
    expect(fieldErrors(promoCheckSchema, { promoCode: ' ' })).toEqual({
      promoCode: ['required'],
      eventId: ['required'],
    });
  });
});

describe('testEmailSchema', () => {
  it('takes markdown and an optional address', () => {
    expect(testEmailSchema.parse({ markdown: '# Hi' })).toEqual({ markdown: '# Hi' });
    expect(testEmailSchema.parse({ markdown: '# Hi', email: 'Me@Example.org' })).toEqual({
      markdown: '# Hi',
      email: 'me@example.org',
    });
    expect(testEmailSchema.parse({ markdown: '# Hi', email: '' }).email).toBeNull();
    expect(testEmailSchema.parse({ markdown: '# Hi', eventId: ' abc ' }).eventId).toBe('abc');
  });

  it('checks both', () => {
    expect(fieldErrors(testEmailSchema, { markdown: '', email: 'me@' })).toEqual({
      markdown: ['required'],
      email: ['me@ is not a valid email.'],
    });
  });
});

describe('mergeOverStored', () => {
  const stored = {
    title: 'Old',
    isHidden: true,
    promoCodes: [{ code: 'OLD' }],
    waiver: 'Risky',
    emailTemplate: { donation: 'Thanks', participation: 'See you' },
    activeUntilDate: { donation: new Date('2030-01-01'), registration: null },
  };

  it('keeps what the payload leaves out', () => {
    expect(mergeOverStored(stored, { title: 'New' })).toEqual({ ...stored, title: 'New' });
    expect(mergeOverStored(stored, {})).toEqual(stored);
  });

  it('lets explicit values win: false, [], null and blank', () => {
    expect(mergeOverStored(stored, { isHidden: false, promoCodes: [], waiver: null, title: '' })).toEqual({
      ...stored,
      isHidden: false,
      promoCodes: [],
      waiver: null,
      title: '',
    });
  });

  it('merges nested objects key by key, and null replaces one', () => {
    expect(mergeOverStored(stored, { emailTemplate: { donation: '' } }).emailTemplate).toEqual({
      donation: '',
      participation: 'See you',
    });
    expect(mergeOverStored(stored, { activeUntilDate: null }).activeUntilDate).toBeNull();
    expect(mergeOverStored(stored, { activeUntilDate: { registration: '2030-02-01' } }).activeUntilDate).toEqual({
      donation: new Date('2030-01-01'),
      registration: '2030-02-01',
    });
  });
});

describe('otherDescriptions', () => {
  it('keeps only pairs with content when written', () => {
    const parsed = eventSchema.parse({
      ...event,
      otherDescriptions: [
        { title: 'Route', text: '' },
        { title: ' ', text: '  ' },
        { title: '', text: 'Bring water' },
      ],
    });
    expect(parsed.otherDescriptions).toEqual([
      { title: 'Route', text: '' },
      { title: '', text: 'Bring water' },
    ]);
  });

  it('still counts every pair sent against the limit', () => {
    const pair = { title: 'x', text: 'y' };
    expect(fieldErrors(eventSchema, { ...event, otherDescriptions: [pair, pair, pair, pair] })).toEqual({
      otherDescriptions: ['No more than 3 additional descriptions'],
    });
  });

  it('reads the stored JSON through the same rule: anything but a pair with content is dropped', () => {
    expect(
      storedOtherDescriptions.parse([
        { title: 'Route', text: 'Pier to lighthouse' },
        { title: '', text: '' },
        'text',
        null,
        { title: 'Only a title' },
        { title: 5, text: 'a number for a title' },
      ]),
    ).toEqual([
      { title: 'Route', text: 'Pier to lighthouse' },
      { title: 'Only a title', text: '' },
    ]);
    expect(storedOtherDescriptions.parse({ not: 'a list' })).toEqual([]);
    expect(storedOtherDescriptions.parse(null)).toEqual([]);
  });
});

describe("the event form's sanity checks (issue 11)", () => {
  const now = new Date('2026-03-01T12:00:00Z');

  it('warns about a past date but lets the event be saved (past events stay editable)', () => {
    const past = { ...event, dateTime: '2024-05-01T09:00:00-04:00' };
    const parsed = eventSchema.safeParse(past);
    expect(parsed.success).toBe(true);
    expect(eventDateWarning(parsed.data?.dateTime, now)).toBe(
      'This date is in the past: the page will show the event as over. You can still save.',
    );
    expect(eventDateWarning(new Date('2026-09-01T09:00:00Z'), now)).toBeUndefined();
    expect(eventDateWarning(null, now)).toBeUndefined();
  });

  it("refuses a default team goal under 5 with the spec's goal message; 0 and blank mean none", () => {
    for (const amount of [1, 4.99, '3']) {
      expect(fieldErrors(eventSchema, { ...event, defaultTeamCampaignAmount: amount })).toEqual({
        defaultTeamCampaignAmount: ["Please enter a Fundraising Goal that's more than $5"],
      });
    }
    expect(fieldErrors(fundraiserSchema, { ...event, defaultTeamCampaignAmount: 2 })).toEqual({
      defaultTeamCampaignAmount: ["Please enter a Fundraising Goal that's more than $5"],
    });
    expect(eventSchema.parse({ ...event, defaultTeamCampaignAmount: 5 }).defaultTeamCampaignAmount).toBe(5);
    expect(eventSchema.parse({ ...event, defaultTeamCampaignAmount: 0 }).defaultTeamCampaignAmount).toBeNull();
    expect(eventSchema.parse({ ...event, defaultTeamCampaignAmount: '' }).defaultTeamCampaignAmount).toBeNull();
    expect(eventSchema.parse(event).defaultTeamCampaignAmount).toBeUndefined();
  });

  it('takes promo codes of letters, digits, - and _ only', () => {
    const promo = { promoType: 'perItemPriceCut', value: 5, expiration: '2030-01-01T00:00:00Z' };
    expect(
      eventSchema.parse({ ...event, promoCodes: [{ ...promo, code: ' early_bird-26 ' }] }).promoCodes[0].code,
    ).toBe('EARLY_BIRD-26');
    for (const code of ['EARLY BIRD', 'SAVE10%', 'CAFÉ', 'A.B', 'x/y']) {
      expect(fieldErrors(eventSchema, { ...event, promoCodes: [{ ...promo, code }] })).toEqual({
        'promoCodes.0.code': ['Use only letters, digits, - and _ (no spaces)'],
      });
    }
    // A blank code is 'required', once.
    expect(fieldErrors(eventSchema, { ...event, promoCodes: [{ ...promo, code: ' ' }] })).toEqual({
      'promoCodes.0.code': ['required'],
    });
  });

  it('needs T-shirt sizes when the T-shirt question is asked', () => {
    const message = 'Choose the T-shirt sizes on offer, or tick “Don’t ask” for the T-shirt size';
    expect(fieldErrors(eventSchema, { ...event, tshirtSizes: [] })).toEqual({ tshirtSizes: [message] });
    expect(fieldErrors(eventSchema, { ...event, tshirtSizes: [], disabledFields: ['gender'] })).toEqual({
      tshirtSizes: [message],
    });
    // Not asked, or sizes given: fine.
    expect(eventSchema.safeParse({ ...event, tshirtSizes: [], disabledFields: ['shirtSize'] }).success).toBe(true);
    expect(eventSchema.parse({ ...event, tshirtSizes: ['S', 'M'] }).tshirtSizes).toEqual(['S', 'M']);
    // Left out (an API client that never heard of sizes): no sizes, the question is not asked.
    expect(eventSchema.safeParse(event).success).toBe(true);
    // Fundraisers have no sign-up questions.
    expect(fundraiserSchema.safeParse({ ...event, eventType: 'fundraiserDriven', tshirtSizes: [] }).success).toBe(true);
  });
});
