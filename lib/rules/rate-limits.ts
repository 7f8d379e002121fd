// Every rate limit of the product, in one table (the README's security section lists them).
// Fixed windows, counted per key in PostgreSQL so every app instance shares them
// (lib/services/rate-limit). A key is the limit's name plus a hash of who is counted.

export type Limit = { limit: number; windowSeconds: number };

const FIFTEEN_MINUTES = 15 * 60;
const HOUR = 60 * 60;

/** The account actions: 30 per address and 10 per email (or user) in 15 minutes. */
const PER_ADDRESS: Limit = { limit: 30, windowSeconds: FIFTEEN_MINUTES };
const PER_ACCOUNT: Limit = { limit: 10, windowSeconds: FIFTEEN_MINUTES };

export const RATE_LIMITS = {
  'login:ip': PER_ADDRESS,
  'login:email': PER_ACCOUNT,
  'signup:ip': PER_ADDRESS,
  'signup:email': PER_ACCOUNT,
  'forgot:ip': PER_ADDRESS,
  'forgot:email': PER_ACCOUNT,
  'verify-resend:ip': PER_ADDRESS,
  'verify-resend:email': PER_ACCOUNT,
  'password:ip': PER_ADDRESS,
  'password:user': PER_ACCOUNT,
  /** Plenty for a sign-up form, too few to find codes by trying them. */
  'promo-check:ip': PER_ADDRESS,
  'test-email:user': { limit: 20, windowSeconds: HOUR },
  /** Upload requests (POST /uploadHandler, signed PUT addresses) of one user. */
  'upload:user': { limit: 60, windowSeconds: FIFTEEN_MINUTES },
  // Card-testing defence (lib/services/payments/payment-velocity.ts), checked before any
  // gateway or card-provider call. Starting a payment (get_form_url, get_intent): generous per
  // address, since a gala's guests share the venue's Wi-Fi, tighter per email, and a ceiling
  // per event. Declines: a handful per address or email in an hour, and a ceiling per event,
  // after which starting or completing a payment there answers 429 until the hour is over.
  'payment-start:ip': { limit: 60, windowSeconds: FIFTEEN_MINUTES },
  'payment-start:email': { limit: 10, windowSeconds: FIFTEEN_MINUTES },
  'payment-start:event': { limit: 1200, windowSeconds: FIFTEEN_MINUTES },
  'payment-decline:ip': { limit: 10, windowSeconds: HOUR },
  'payment-decline:email': { limit: 5, windowSeconds: HOUR },
  'payment-decline:event': { limit: 150, windowSeconds: HOUR },
} as const satisfies Record<string, Limit>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** Buckets older than this are dead weight (no window is longer than a day). */
export const RATE_LIMIT_BUCKET_MAX_AGE_SECONDS = 24 * HOUR;
