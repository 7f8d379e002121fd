import { z } from 'zod';
import {
  DEFAULT_PAYMENT_PROVIDER,
  DEFAULT_TIME_ZONE,
  EVENT_TYPES,
  type EventType,
  HIDDEN_VIEWS,
  MAX_EVENT_OTHER_DESCRIPTIONS,
  MAX_FUNDRAISER_OTHER_DESCRIPTIONS,
  MAX_GALLERY_IMAGES,
  MIN_CAMPAIGN_GOAL_CENTS,
  PARTICIPANT_FIELD_GROUPS,
  PAYMENT_PROVIDERS,
} from '../rules/constants';
import {
  ADD_EVENT_CATEGORY,
  CAPACITY_RULE,
  CAMPAIGN_GOAL_TOO_LOW,
  CHOOSE_TSHIRT_SIZES,
  DUPLICATE_PROMO_CODE,
  EVENT_DATE_IN_PAST,
  INVALID_CHOICE,
  INVALID_TIME_ZONE,
  NOT_NEGATIVE,
  OFFER_A_WAY_TO_GIVE,
  PERCENTAGE_TOO_HIGH,
  PROMO_CODE_CHARACTERS,
  REQUIRED,
  SPONSOR_PRIORITY,
  TOO_MANY_PICTURES,
  tooManyDescriptions,
  tooManyItems,
} from '../rules/messages';
import { centsToDollars } from '../rules/money';
import { PROMO_TYPES, normalizePromoCode } from '../rules/promo-codes';
import { FREQUENCIES } from '../rules/recurring';
import {
  amountField,
  boundedString,
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
import { LIST_LIMITS, TEXT_LIMITS } from './limits';

/** The lowest goal a campaign may have, so the lowest default an event may suggest. */
const MIN_CAMPAIGN_GOAL_DOLLARS = centsToDollars(MIN_CAMPAIGN_GOAL_CENTS);

/** A category's capacity, at most (a stadium's worth; stored as a 32-bit integer). */
export const MAX_CATEGORY_CAPACITY = 1_000_000;

/** Sponsors are sorted by priority, stored as a 32-bit integer. */
export const MAX_SPONSOR_PRIORITY = 1_000_000;

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Dollars from 0 to the amountField cap (32-bit cents), with whole cents. */
const dollarsAtLeastZero = () => amountField({ min: 0, message: NOT_NEGATIVE });

/** A list of at most `max` rows, with the shared message. */
const listOf = <T extends z.ZodType>(item: T, max: number, noun: string) =>
  z.array(item).max(max, { error: tooManyItems(max, noun) });

/** A titled text under the description, each with its Read More. */
const descriptionPair = z.object({ title: textField(TEXT_LIMITS.short), text: textField(TEXT_LIMITS.longText) });
type DescriptionPair = z.output<typeof descriptionPair>;
/** An emptied pair would show as a blank "Read More" box: only pairs with content are kept. */
const hasContent = (pair: DescriptionPair) => pair.title !== '' || pair.text !== '';

const otherDescriptions = (max: number) =>
  z
    .array(descriptionPair)
    .max(max, { error: tooManyDescriptions(max) })
    .default([])
    .transform((pairs) => pairs.filter(hasContent));

/**
 * The otherDescriptions JSON column, read back through the schema that wrote it: anything that
 * is not a {title, text} pair is dropped, and so are blank pairs.
 */
export const storedOtherDescriptions = z
  .array(z.unknown())
  .catch([])
  .transform((items) =>
    items.flatMap((item) => {
      const pair = descriptionPair.safeParse(item);
      return pair.success && hasContent(pair.data) ? [pair.data] : [];
    }),
  );

const eventCategory = z.object({
  /** Kept on update so existing signups still point at their category. */
  id: optional(boundedString(TEXT_LIMITS.id)),
  name: requiredString(TEXT_LIMITS.name),
  price: dollarsAtLeastZero(),
  /** How many participants it takes: empty or null is no limit; missing leaves it as it is. */
  capacity: optional(integerField({ min: 1, max: MAX_CATEGORY_CAPACITY, message: CAPACITY_RULE })),
});

/** Letters, digits, - and _: a code people can read out and type without doubt. */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]*$/; // empty: 'required' says it

const promoCode = z
  .object({
    code: requiredString(TEXT_LIMITS.promoCode)
      .regex(PROMO_CODE_PATTERN, { error: PROMO_CODE_CHARACTERS })
      .transform(normalizePromoCode),
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

/** Codes are unique per event (case-insensitively): the second use of a code is flagged. */
const promoCodes = listOf(promoCode, LIST_LIMITS.promoCodes, 'promo codes')
  .default([])
  .superRefine((promos, ctx) => {
    const seen = new Set<string>();
    promos.forEach((promo, index) => {
      if (seen.has(promo.code)) ctx.addIssue({ code: 'custom', message: DUPLICATE_PROMO_CODE, path: [index, 'code'] });
      seen.add(promo.code);
    });
  });

const sponsor = z.object({
  id: optional(boundedString(TEXT_LIMITS.id)),
  name: requiredString(TEXT_LIMITS.name),
  link: optional(urlField()),
  picture: optional(imageField()),
  priority: integerField({ min: 1, max: MAX_SPONSOR_PRIORITY, message: SPONSOR_PRIORITY }),
});

/** Fields shared by events and fundraisers; amounts in dollars. */
const eventFields = {
  title: requiredString(TEXT_LIMITS.short),
  location: requiredString(TEXT_LIMITS.short),
  description: requiredString(TEXT_LIMITS.longText),
  targetFund: dollarsAtLeastZero(),
  dateTime: optional(dateField()),
  timeZone: z
    .string()
    .trim()
    .max(TEXT_LIMITS.code, { error: INVALID_TIME_ZONE })
    .refine(isTimeZone, { error: INVALID_TIME_ZONE })
    .default(DEFAULT_TIME_ZONE),
  otherDescriptions: otherDescriptions(MAX_EVENT_OTHER_DESCRIPTIONS),
  pictures: z.array(imageField()).max(MAX_GALLERY_IMAGES, { error: TOO_MANY_PICTURES }).default([]),
  videos: listOf(urlField(), LIST_LIMITS.videos, 'videos').default([]),
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
  // How often donors may give (CONTRACT §6) and what the donate page starts on; left out: unchanged
  // (a new event offers one-time and monthly, starting on one-time).
  givingFrequencies: listOf(choiceField(FREQUENCIES), FREQUENCIES.length, 'ways to give')
    .min(1, { error: OFFER_A_WAY_TO_GIVE })
    .optional(),
  defaultGivingFrequency: choiceField(FREQUENCIES).optional(),
  isHidden: z.boolean().default(false),
  // 0 or blank: no suggestion (stored as null, spec §9); anything else is a campaign goal, so at
  // least the campaigns' own minimum.
  defaultTeamCampaignAmount: optional(dollarsAtLeastZero())
    .transform((amount) => (amount === 0 ? null : amount))
    .refine((amount) => amount === null || amount === undefined || amount >= MIN_CAMPAIGN_GOAL_DOLLARS, {
      error: CAMPAIGN_GOAL_TOO_LOW,
    }),
  signupRedirectDate: optional(dateField()),
  signupRedirectLink: optional(urlField()),
  waiver: optional(boundedString(TEXT_LIMITS.longText)),
  eventType: choiceField(EVENT_TYPES).default('eventDriven'),
  /** The spec's crm.payment: which provider takes the cards of this event. */
  crm: z.object({ payment: choiceField(PAYMENT_PROVIDERS).default(DEFAULT_PAYMENT_PROVIDER) }).prefault({}),
  emailTemplate: z
    .object({ donation: textField(TEXT_LIMITS.longText), participation: textField(TEXT_LIMITS.longText) })
    .prefault({}),
  eventCategories: listOf(eventCategory, LIST_LIMITS.eventCategories, 'categories').default([]),
  promoCodes,
  sponsors: listOf(sponsor, LIST_LIMITS.sponsors, 'sponsors').default([]),
  hiddenViews: listOf(choiceField(HIDDEN_VIEWS), HIDDEN_VIEWS.length, 'hidden views').default([]),
  disabledFields: listOf(choiceField(PARTICIPANT_FIELD_GROUPS), PARTICIPANT_FIELD_GROUPS.length, 'fields').default([]),
  optionalFields: listOf(choiceField(PARTICIPANT_FIELD_GROUPS), PARTICIPANT_FIELD_GROUPS.length, 'fields').default([]),
  // Left out: no sizes (the T-shirt question is then not asked); sent, checked with the questions
  // (eventSchema). Kept apart from [] so an API client that never heard of sizes is not refused.
  tshirtSizes: listOf(requiredString(TEXT_LIMITS.code), LIST_LIMITS.tshirtSizes, 'sizes').optional(),
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
  })
  .refine(
    (event) =>
      event.eventType !== 'eventDriven' ||
      event.tshirtSizes === undefined ||
      event.tshirtSizes.length > 0 ||
      event.disabledFields.includes('shirtSize'),
    {
      error: CHOOSE_TSHIRT_SIZES,
      path: ['tshirtSizes'],
      when: whenValid('eventType', 'tshirtSizes', 'disabledFields'),
    },
  );

/**
 * What is worth a word but must not stop a save: a date already past (an event that took place
 * is still edited, for its photos or its thank-you). The form shows it under the field; the
 * server saves such an event as it is.
 */
export function eventDateWarning(dateTime: Date | null | undefined, now = new Date()): string | undefined {
  return dateTime && dateTime.getTime() < now.getTime() ? EVENT_DATE_IN_PAST : undefined;
}

/** The fundraiser form: name (title), description, video URLs, pictures, goal. */
export const fundraiserSchema = z.object({
  ...eventFields,
  location: textField(),
  otherDescriptions: otherDescriptions(MAX_FUNDRAISER_OTHER_DESCRIPTIONS),
  eventType: z.literal('fundraiserDriven', { error: INVALID_CHOICE }).default('fundraiserDriven'),
});

/** The schema of an event of `kind`: fundraisers have their own, lighter form. */
export function eventSchemaFor(kind: EventType) {
  return kind === 'fundraiserDriven' ? fundraiserSchema : eventSchema;
}

function isFundraiserInput(value: unknown): boolean {
  return (
    typeof value === 'object' && value !== null && (value as { eventType?: unknown }).eventType === 'fundraiserDriven'
  );
}

/** POST /api/create_event: the body's eventType picks the schema (an event when it is missing). */
export const newEventSchema = z.unknown().transform((value, ctx) => {
  const result = isFundraiserInput(value) ? fundraiserSchema.safeParse(value) : eventSchema.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) ctx.issues.push({ ...issue, input: value } as z.core.$ZodRawIssue);
  return z.NEVER;
});

/**
 * POST /api/upsert_event {id, event}. The event is checked by the service with the schema of the
 * stored kind (eventSchemaFor), once it knows the event exists and the caller may change it, and
 * laid over the stored event first (mergeOverStored), so fields it leaves out keep their values.
 */
export const upsertEventSchema = z.object({
  id: requiredString(TEXT_LIMITS.id),
  event: z.record(z.string(), z.unknown(), { error: REQUIRED }),
});

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/**
 * An upsert payload laid over the stored event (in the edit form's shape): a field the payload
 * leaves out keeps its stored value, so a partial update never publishes a hidden event or
 * drops its promo codes; a field it sends wins, an explicit null or [] included. The objects
 * crm, emailTemplate and activeUntilDate merge key by key the same way.
 */
export function mergeOverStored(
  stored: Record<string, unknown>,
  input: Record<string, unknown>,
): Record<string, unknown> {
  const merged = { ...stored };
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    const before = stored[key];
    merged[key] = isPlainObject(value) && isPlainObject(before) ? mergeOverStored(before, value) : value;
  }
  return merged;
}

export const deleteEventSchema = z.object({ id: requiredString(TEXT_LIMITS.id) });

export const promoCheckSchema = z.object({
  promoCode: requiredString(TEXT_LIMITS.promoCode).transform(normalizePromoCode),
  eventId: requiredString(TEXT_LIMITS.id),
});

/**
 * PUT /api/send_test_email_*. The test goes to the sender's own address: `email` may repeat it,
 * never name another. eventId names the saved event the template belongs to (its creator alone
 * may then send its tests); a new event has no id yet.
 */
export const testEmailSchema = z.object({
  markdown: requiredString(TEXT_LIMITS.longText),
  email: optional(emailField()),
  eventId: optional(requiredString(TEXT_LIMITS.id)),
});

/** Just the event of a test email, read before the rest so permission is checked first. */
export const testEmailEventSchema = testEmailSchema.pick({ eventId: true });

export type EventInput = z.output<typeof eventSchema>;
/** What create and update write: an event or a fundraiser. */
export type AnyEventInput = z.output<typeof newEventSchema>;
export type FundraiserInput = z.output<typeof fundraiserSchema>;
export type PromoCheckInput = z.output<typeof promoCheckSchema>;
export type TestEmailInput = z.output<typeof testEmailSchema>;
