import { z } from 'zod';
import {
  DEFAULT_PAYMENT_PROVIDER,
  DEFAULT_TIME_ZONE,
  EVENT_TYPES,
  MAX_EVENT_OTHER_DESCRIPTIONS,
  MAX_FUNDRAISER_OTHER_DESCRIPTIONS,
  MAX_GALLERY_IMAGES,
  PARTICIPANT_FIELD_GROUPS,
  PAYMENT_PROVIDERS,
} from '../rules/constants';
import { ADD_EVENT_CATEGORY, REQUIRED } from '../rules/messages';
import { PROMO_TYPES, normalizePromoCode } from '../rules/promo-codes';
import {
  amountField,
  choiceField,
  dateField,
  emailField,
  imageField,
  integerField,
  optional,
  requiredString,
  textField,
  urlField,
  whenValid,
} from './fields';
import {
  INVALID_CHOICE,
  INVALID_TIME_ZONE,
  NOT_NEGATIVE,
  PERCENTAGE_TOO_HIGH,
  SPONSOR_PRIORITY,
  TOO_MANY_PICTURES,
  tooManyDescriptions,
} from './messages';

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const dollarsAtLeastZero = () => amountField({ min: 0, message: NOT_NEGATIVE });

const otherDescriptions = (max: number) =>
  z
    .array(z.object({ title: textField(), text: textField() }))
    .max(max, { error: tooManyDescriptions(max) })
    .default([]);

const eventCategory = z.object({
  /** Kept on update so existing signups still point at their category. */
  id: optional(z.string().trim()),
  name: requiredString(),
  price: dollarsAtLeastZero(),
});

const promoCode = z
  .object({
    code: requiredString().transform(normalizePromoCode),
    promoType: choiceField(PROMO_TYPES),
    /** Dollars off each participant, or a percentage. */
    value: dollarsAtLeastZero(),
    expiration: dateField(),
  })
  .refine((promo) => promo.promoType !== 'percentageCut' || promo.value <= 100, {
    error: PERCENTAGE_TOO_HIGH,
    path: ['value'],
    when: whenValid('promoType', 'value'),
  });

const sponsor = z.object({
  id: optional(z.string().trim()),
  name: requiredString(),
  link: optional(urlField()),
  picture: optional(imageField()),
  priority: integerField({ min: 1, message: SPONSOR_PRIORITY }),
});

/** Fields shared by events and fundraisers; amounts in dollars. */
const eventFields = {
  title: requiredString(),
  location: requiredString(),
  description: requiredString(),
  targetFund: dollarsAtLeastZero(),
  dateTime: optional(dateField()),
  timeZone: z
    .string()
    .trim()
    .refine(isTimeZone, { error: INVALID_TIME_ZONE })
    .default(DEFAULT_TIME_ZONE),
  otherDescriptions: otherDescriptions(MAX_EVENT_OTHER_DESCRIPTIONS),
  pictures: z.array(imageField()).max(MAX_GALLERY_IMAGES, { error: TOO_MANY_PICTURES }).default([]),
  videos: z.array(urlField()).default([]),
  headerPicture: optional(imageField()),
  headerOverlay: optional(imageField()),
  countdown: z.boolean().default(true),
  autoScrollMedia: z.boolean().default(true),
  showTotalDonations: z.boolean().default(true),
  teamCampaignCreationEnabled: z.boolean().default(true),
  // Open by default: a new event has no team campaigns yet, so nobody could give or sign up otherwise.
  allowParticipantsWithoutTeam: z.boolean().default(true),
  allowDonationsWithoutTeam: z.boolean().default(true),
  allowUnconfirmedOfflineDonations: z.boolean().default(false),
  isHidden: z.boolean().default(false),
  defaultTeamCampaignAmount: optional(dollarsAtLeastZero()).transform((amount) => (amount === 0 ? null : amount)),
  signupRedirectDate: optional(dateField()),
  signupRedirectLink: optional(urlField()),
  waiver: optional(z.string().trim()),
  eventType: choiceField(EVENT_TYPES).default('eventDriven'),
  crmPayment: choiceField(PAYMENT_PROVIDERS).default(DEFAULT_PAYMENT_PROVIDER),
  emailTemplate: z.object({ donation: textField(), participation: textField() }).prefault({}),
  eventCategories: z.array(eventCategory).default([]),
  promoCodes: z.array(promoCode).default([]),
  sponsors: z.array(sponsor).default([]),
  disabledFields: z.array(choiceField(PARTICIPANT_FIELD_GROUPS)).default([]),
  optionalFields: z.array(choiceField(PARTICIPANT_FIELD_GROUPS)).default([]),
  tshirtSizes: z.array(requiredString()).default([]),
  activeUntilDate: optional(
    z.object({
      donation: optional(dateField()),
      registration: optional(dateField()),
    }),
  ),
};

/**
 * Create or upsert an event or fundraiser. An eventDriven event needs a date (without one it
 * can never take donations or signups) and at least one priced category.
 */
export const eventSchema = z
  .object(eventFields)
  .refine((event) => event.eventType !== 'eventDriven' || event.dateTime instanceof Date, {
    error: REQUIRED,
    path: ['dateTime'],
    when: whenValid('eventType', 'dateTime'),
  })
  .refine((event) => event.eventType !== 'eventDriven' || event.eventCategories.length > 0, {
    error: ADD_EVENT_CATEGORY,
    path: ['eventCategories'],
    when: whenValid('eventType', 'eventCategories'),
  });

/** The fundraiser form: name (title), description, video URLs, pictures, goal. */
export const fundraiserSchema = z.object({
  ...eventFields,
  location: textField(),
  otherDescriptions: otherDescriptions(MAX_FUNDRAISER_OTHER_DESCRIPTIONS),
  eventType: z.literal('fundraiserDriven', { error: INVALID_CHOICE }).default('fundraiserDriven'),
});

export const promoCheckSchema = z.object({
  promoCode: requiredString().transform(normalizePromoCode),
  eventId: requiredString(),
});

/** Without an email the test goes to the organizer's own address. */
export const testEmailSchema = z.object({
  markdown: requiredString(),
  email: optional(emailField()),
});

export type EventInput = z.output<typeof eventSchema>;
export type FundraiserInput = z.output<typeof fundraiserSchema>;
export type PromoCheckInput = z.output<typeof promoCheckSchema>;
export type TestEmailInput = z.output<typeof testEmailSchema>;
