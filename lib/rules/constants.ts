// Business constants from both specifications. The processing fee lives in ./fees,
// the lookup lists (genders, states, months, years) in ./lookups.

// Accounts
export const AUTH_COOKIE_NAME = 'auth_token';
export const AUTH_COOKIE_MAX_AGE_SECONDS = 86400;
export const PASSWORD_MIN_LENGTH = 7;
export const USER_TYPES = ['General', 'Organizer'] as const;
export type UserType = (typeof USER_TYPES)[number];

// Events
export const HOME_EVENT_COUNT = 3;
export const EVENT_TYPES = ['eventDriven', 'fundraiserDriven'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const DEFAULT_TIME_ZONE = 'America/New_York';
export const MAX_EVENT_OTHER_DESCRIPTIONS = 3;
export const MAX_FUNDRAISER_OTHER_DESCRIPTIONS = 2;
export const DONATION_OPEN_MONTHS_AFTER_EVENT = 1;

// Payments
export const PAYMENT_PROVIDERS = ['safesave', 'stripe'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
/** The hosted-form gateway. */
export const DEFAULT_PAYMENT_PROVIDER: PaymentProvider = 'safesave';
export const PAYMENT_CURRENCY = 'usd';
export const PAY_FEES_BY_DEFAULT = true;
export const RESULT_STATUS = { success: 1, failure: 0 } as const;
export const CARD_PROVIDER_FAILURE_CODE = 998;
export const HOSTED_PROVIDER_FAILURE_CODE = 999;
/** A signup redirect answer with a link to follow (fundraising spec §8). */
export const SIGNUP_REDIRECT_CODE = 1;
export const SIGNUP_REDIRECT_EMPTY_CODE = 1000;
/** Card-provider placeholder category ids are `Category{n}`. */
export const PLACEHOLDER_CATEGORY_ID_PREFIX = 'Category';

// Donations and campaigns (amounts in cents unless named DOLLARS)
export const MIN_DONATION_CENTS = 500;
/** The largest online gift one card payment may carry (the server refuses more: card-testing and typo guard). */
export const MAX_DONATION_CENTS = 10_000_000;
export const PRESET_DONATION_AMOUNTS = [50, 100, 250] as const;
export const MIN_OFFLINE_DONATION_CENTS = 500;
/**
 * The largest offline gift a campaign's creator (not the event's) may enter ($10,000): far below
 * the organizer's MAX_AMOUNT_CENTS, so no campaign can be pushed up the leaderboard by a typo or
 * on purpose (lib/rules/offline-gifts.ts).
 */
export const MAX_CAMPAIGN_CREATOR_OFFLINE_DONATION_CENTS = 1_000_000;
/** The largest amount a form takes ($20,000,000): far below what a cents column holds. */
export const MAX_AMOUNT_CENTS = 2_000_000_000;
/** What a cents column holds (PostgreSQL integer, 32 bits): $21,474,836.47. */
export const MAX_STORABLE_CENTS = 2_147_483_647;
export const MIN_CAMPAIGN_GOAL_CENTS = 500;
export const DEFAULT_CAMPAIGN_GOAL_DOLLARS = 1000;
/** Forms accept whole cents only. */
export const AMOUNT_STEP_DOLLARS = 0.01;

// Signups and promo codes
export const MAX_PARTICIPANTS_PER_SIGNUP = 4;
export const DEFAULT_PROMO_EXPIRY_DAYS = 10;
export const PURPOSES = ['best time', 'for fun'] as const;
export type Purpose = (typeof PURPOSES)[number];
/** Participant field groups an event can switch off (disabledFields) or make optional (optionalFields). */
export const PARTICIPANT_FIELD_GROUPS = ['gender', 'birthdate', 'shirtSize', 'address', 'emergency'] as const;
export type ParticipantFieldGroup = (typeof PARTICIPANT_FIELD_GROUPS)[number];
/** What an organizer can keep off an event's page (hiddenViews; the spec: "may include time"). */
export const HIDDEN_VIEWS = ['date', 'time', 'location', 'countdown'] as const;
export type HiddenView = (typeof HIDDEN_VIEWS)[number];
export const isHiddenView = (view: string): view is HiddenView => (HIDDEN_VIEWS as readonly string[]).includes(view);

// Special ids
export const GENERAL_CAMPAIGN_ID = '---General---';
export const SELECT_ONE_ID = 'XXX';
export const DONATION_TARGET_TYPE = { event: 1, teamCampaign: 2, indieCampaign: 3 } as const;

// Display
export const DESCRIPTION_COLLAPSED_HEIGHT_PX = 300;
export const COUNTDOWN_INTERVAL_MS = 1000;
export const GALLERY_AUTOPLAY_MS = 5000;
export const GALLERY_SPEED_MS = 500;
export const CAROUSEL_INTERVAL_MS = 5000;
export const EMBED_IFRAME = { width: 277, height: 440 } as const;
/** The spec gives the two share-popup sizes without saying which network uses which. */
export const SHARE_WINDOWS = {
  large: { width: 750, height: 600 },
  small: { width: 660, height: 460 },
} as const;

// Uploads
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const MAX_GALLERY_IMAGES = 16;
/** Longest side in pixels after resizing; the profile picture is cropped to a square, the rest keep their shape. */
export const IMAGE_SIZES = {
  profile: 500,
  logo: 900,
  gallery: 2000,
  header: 4000,
  overlay: 2000,
  campaignPicture: 2000,
  sponsor: 2000,
} as const;
export type ImageKind = keyof typeof IMAGE_SIZES;
