import { describe, expect, it } from 'vitest';
import { eventSchema, fundraiserSchema, type EventInput } from '@/lib/validation/event';
import { blankPromoCode, newEventFormValues, toEventFormValues, toEventPayload } from './event-form-values';

const stored: EventInput = eventSchema.parse({
  title: 'Harbor Swim',
  location: 'Pier 4',
  // As getEventForEditing always gives them.
  givingFrequencies: ['once', 'weekly', 'monthly'],
  defaultGivingFrequency: 'weekly',
  description: 'One mile.',
  targetFund: 2500.5,
  dateTime: '2026-07-04T13:30:00Z',
  timeZone: 'America/Chicago',
  otherDescriptions: [{ title: 'Route', text: 'Pier to lighthouse' }],
  pictures: ['/uploads/gallery/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.jpg'],
  videos: ['https://youtu.be/x'],
  headerPicture: '/uploads/header/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.jpg',
  // As the database gives them: every optional field present, null when unset.
  headerOverlay: null,
  signupRedirectLink: null,
  waiver: null,
  defaultTeamCampaignAmount: 500,
  signupRedirectDate: '2026-06-01T05:00:00Z',
  crm: { payment: 'stripe' },
  emailTemplate: { donation: '# Thanks', participation: '' },
  eventCategories: [{ id: 'c1', name: 'Swimmer', price: 45, capacity: 120 }],
  promoCodes: [{ code: 'EARLY', promoType: 'percentageCut', value: 12.5, expiration: '2026-06-15T04:59:00Z' }],
  sponsors: [{ id: 's1', name: 'Acme', link: 'https://acme.example', picture: null, priority: 2 }],
  tshirtSizes: ['S', 'M'],
  disabledFields: ['gender'],
  hiddenViews: ['time'],
  activeUntilDate: { donation: '2026-08-01T05:00:00Z', registration: null },
});

describe('toEventFormValues', () => {
  it('shows amounts as text and instants on the clock of the event', () => {
    const values = toEventFormValues(stored);
    expect(values).toMatchObject({
      targetFund: '2500.5',
      dateTime: '2026-07-04T08:30',
      defaultTeamCampaignAmount: '500',
      signupRedirectDate: '2026-06-01T00:00',
      headerOverlay: '',
      eventCategories: [{ id: 'c1', name: 'Swimmer', price: '45', capacity: '120' }],
      promoCodes: [{ code: 'EARLY', promoType: 'percentageCut', value: '12.5', expiration: '2026-06-14T23:59' }],
      sponsors: [{ id: 's1', name: 'Acme', link: 'https://acme.example', picture: '', priority: '2' }],
      activeUntilDate: { donation: '2026-08-01T00:00', registration: '' },
    });
    expect(values.otherDescriptions).toEqual([
      { title: 'Route', text: 'Pier to lighthouse' },
      { title: '', text: '' },
      { title: '', text: '' },
    ]);
  });

  it('shows a countdown hidden through hiddenViews as the countdown box, unticked', () => {
    const values = toEventFormValues({ ...stored, countdown: true, hiddenViews: ['countdown', 'location'] });
    expect(values).toMatchObject({ countdown: false, hiddenViews: ['location'] });
    expect(eventSchema.parse(toEventPayload(values))).toMatchObject({ countdown: false, hiddenViews: ['location'] });
  });
});

describe('toEventPayload', () => {
  it('gives back, through the schema, the event that was stored', () => {
    expect(eventSchema.parse(toEventPayload(toEventFormValues(stored)))).toEqual(stored);
  });

  it('keeps blank amounts blank, so the schema can say they are required', () => {
    const payload = toEventPayload({ ...newEventFormValues('eventDriven'), title: 'T' });
    expect(payload).toMatchObject({ targetFund: '', dateTime: null, eventCategories: [{ name: '', price: '' }] });
    // An empty capacity is no limit.
    expect(payload.eventCategories).toEqual([{ name: '', price: '', capacity: null }]);
  });
});

describe('newEventFormValues', () => {
  it("starts from the schema's defaults: saved untouched, a new event gets what an API client leaving them out gets", () => {
    const required = { title: 'Run', location: 'Park', description: 'Run for fun', targetFund: 1000 };
    const fromForm = eventSchema.parse({
      ...toEventPayload(newEventFormValues('eventDriven')),
      ...required,
      dateTime: '2026-09-01T13:00:00Z',
      eventCategories: [{ name: '5K', price: 25 }],
    });
    const fromApi = eventSchema.parse({
      ...required,
      dateTime: '2026-09-01T13:00:00Z',
      eventCategories: [{ name: '5K', price: 25 }],
    });
    // The form also sends its blank optional fields, as null (none), and says outright what an
    // API client's missing sizes mean: no sizes, T-shirt question off. Everything else is the same.
    expect(fromForm).toMatchObject({ ...fromApi, tshirtSizes: [], disabledFields: ['shirtSize'] });
  });

  it('passes the schema once the required fields are filled', () => {
    const values = {
      ...newEventFormValues('eventDriven'),
      title: 'Run',
      location: 'Park',
      description: 'Run for fun',
      targetFund: '1000',
      dateTime: '2026-09-01T09:00',
      eventCategories: [{ id: '', name: '5K', price: '25', capacity: '' }],
    };
    expect(eventSchema.safeParse(values).success).toBe(true);
    expect(eventSchema.safeParse(toEventPayload(values)).success).toBe(true);
  });

  it('gives a fundraiser an end date three months ahead and no categories', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    const values = newEventFormValues('fundraiserDriven', now);
    expect(values.dateTime).toBe('2026-04-01T08:00');
    expect(values.eventCategories).toEqual([]);
    expect(values.otherDescriptions).toHaveLength(2);
    expect(
      fundraiserSchema.safeParse({ ...values, title: 'Coats', description: 'Warm', targetFund: '0' }).success,
    ).toBe(true);
  });
});

describe('blankPromoCode', () => {
  it('expires ten days ahead, on the clock of the event', () => {
    expect(blankPromoCode('UTC', '', new Date('2026-01-01T12:00:00Z'))).toEqual({
      code: '',
      promoType: 'perItemPriceCut',
      value: '',
      expiration: '2026-01-11T12:00',
    });
  });

  it('expires with the event when its date is ahead (issue 21 §14)', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(blankPromoCode('America/New_York', '2027-03-07T09:00', now).expiration).toBe('2027-03-07T09:00');
    expect(blankPromoCode('America/New_York', '2026-01-01T09:00', now).expiration).toBe('2026-12-05T07:00');
  });
});
