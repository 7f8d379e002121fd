import { MAX_ID_LENGTH } from '../rules/ids';

// The longest text and the most rows every input takes, shared by the schemas and the forms
// (maxLength on the inputs), so the browser and the server stop at the same place. Generous
// for real use, small enough that no single value can weigh down the pages every visitor loads.

export const TEXT_LIMITS = {
  /** Ids in bodies and addresses (cuids are 25 characters). */
  id: MAX_ID_LENGTH,
  /** Names of people, categories, sponsors; billing and participant details. */
  name: 100,
  /** Titles of events, campaigns and extra sections; locations; anything short without its own limit. */
  short: 200,
  email: 254,
  /** Passwords as typed: argon2 hashes whatever it is given. */
  password: 256,
  /** A path on this site to come back to (sign-up and login links). */
  redirectPath: 2000,
  url: 2048,
  promoCode: 32,
  /** T-shirt sizes, time zones, phone numbers and other codes. */
  code: 64,
  /** A donor's message, an organizer's about text. */
  message: 2000,
  /** Campaign descriptions. */
  campaignDescription: 5000,
  /** Event and fundraiser descriptions, their extra sections, waivers, email templates. */
  longText: 20_000,
} as const;

export const LIST_LIMITS = {
  eventCategories: 50,
  promoCodes: 200,
  sponsors: 50,
  videos: 16,
  tshirtSizes: 20,
} as const;

/** The limits of the event form's text inputs, by field (rows of a list share their field's limit). */
export const EVENT_FORM_MAX_LENGTH: Record<string, number> = {
  title: TEXT_LIMITS.short,
  location: TEXT_LIMITS.short,
  description: TEXT_LIMITS.longText,
  'otherDescriptions.title': TEXT_LIMITS.short,
  'otherDescriptions.text': TEXT_LIMITS.longText,
  waiver: TEXT_LIMITS.longText,
  signupRedirectLink: TEXT_LIMITS.url,
  'emailTemplate.donation': TEXT_LIMITS.longText,
  'emailTemplate.participation': TEXT_LIMITS.longText,
  'eventCategories.name': TEXT_LIMITS.name,
  'promoCodes.code': TEXT_LIMITS.promoCode,
  'sponsors.name': TEXT_LIMITS.name,
  'sponsors.link': TEXT_LIMITS.url,
  videos: TEXT_LIMITS.url,
};

/** The limit of an event form field such as `otherDescriptions.2.text`, or undefined for non-text fields. */
export function eventFieldMaxLength(name: string): number | undefined {
  return EVENT_FORM_MAX_LENGTH[name.replace(/\.\d+(?=\.|$)/g, '')];
}

/** Request bodies (JSON) are refused above these sizes, before they are read (413). */
export const BODY_LIMITS = {
  /** Every JSON call but the two below. */
  json: 100 * 1024,
  /** An event with all its texts, rows and templates (create_event, upsert_event). */
  event: 1024 * 1024,
} as const;
