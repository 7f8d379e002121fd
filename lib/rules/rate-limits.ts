// Every rate limit of the product, in one table (the README's security section lists them).
// Fixed windows, counted per key in PostgreSQL so every app instance shares them
// (lib/services/rate-limit). A key is the limit's name plus a hash of who is counted.

export type Limit = { limit: number; windowSeconds: number };

const FIFTEEN_MINUTES = 15 * 60;
const HOUR = 60 * 60;

/** Any account action from one address: 30 in 15 minutes. */
const PER_ADDRESS: Limit = { limit: 30, windowSeconds: FIFTEEN_MINUTES };
/** One email (or user) from one address: 10 in 15 minutes. */
const PER_ACCOUNT_AND_ADDRESS: Limit = { limit: 10, windowSeconds: FIFTEEN_MINUTES };
/** One email or user across addresses, where a lockout harms nobody (signup, the owner's own password change). */
const PER_ACCOUNT: Limit = { limit: 10, windowSeconds: FIFTEEN_MINUTES };

// Login, forgot and resend are counted per email *and address*: someone guessing or asking from
// their own addresses uses up their own allowance, never the owner's, so nobody can lock an
// account out. The per-email caps alone are much higher, against guessing from many addresses
// (and, for the actions that send mail, against filling someone's inbox).
export const RATE_LIMITS = {
  'login:ip': PER_ADDRESS,
  'login:email+ip': PER_ACCOUNT_AND_ADDRESS,
  'login:email': { limit: 100, windowSeconds: FIFTEEN_MINUTES },
  'signup:ip': PER_ADDRESS,
  'signup:email': PER_ACCOUNT,
  'forgot:ip': PER_ADDRESS,
  'forgot:email+ip': PER_ACCOUNT_AND_ADDRESS,
  'forgot:email': { limit: 50, windowSeconds: FIFTEEN_MINUTES },
  'verify-resend:ip': PER_ADDRESS,
  'verify-resend:email+ip': PER_ACCOUNT_AND_ADDRESS,
  'verify-resend:email': { limit: 50, windowSeconds: FIFTEEN_MINUTES },
  /** A logged-in user proving their password: only they can count against it. */
  'password:ip': PER_ADDRESS,
  'password:user': PER_ACCOUNT,
  /**
   * Promo codes a caller sends, through any call that tells whether one is valid (checkpromocode,
   * a sign-up's payment start, complete_eventsignup, participation/add_record): plenty for a
   * sign-up form, too few to find codes by trying them. Counted before the code is looked up.
   */
  'promo-check:ip': PER_ADDRESS,
  'test-email:user': { limit: 20, windowSeconds: HOUR },
  /**
   * Free sign-ups (lib/services/signups/limit-free-signup.ts). Each one emails the addresses it
   * names, with names the caller chooses, so a script could otherwise mail anyone through us:
   * counted per client address, per address mailed (a family signing up its members now and then
   * fits; signing one person up over and over does not), and per event (a race's rush fits, a
   * script's thousands do not). Paid sign-ups are held back by the payment itself.
   */
  'free-signup:ip': PER_ADDRESS,
  'free-signup:email': { limit: 5, windowSeconds: HOUR },
  'free-signup:event': { limit: 300, windowSeconds: HOUR },
  /** Upload requests (POST /uploadHandler, signed PUT addresses) of one user. */
  'upload:user': { limit: 60, windowSeconds: FIFTEEN_MINUTES },
  /** Megapixels of images one user may have decoded (read from their headers first): bounds CPU. */
  'upload-megapixels:user': { limit: 500, windowSeconds: FIFTEEN_MINUTES },
  // Card-testing defence (lib/services/payments/payment-velocity.ts), checked before any
  // gateway or card-provider call. Starting a payment (get_form_url, get_intent): generous per
  // address, since a gala's guests share the venue's Wi-Fi, and tighter per email: past either,
  // 429. The rest anyone can run up against someone else (an event, a victim's email, a venue's
  // address), so past it a payment is never refused: each start there needs a solved
  // proof-of-work challenge (428 `challenge_required` without one) until the count falls back
  // in its window. Completions are not limited: every card reaches the gateway through a start.
  /** Wall. */
  'payment-start:ip': { limit: 60, windowSeconds: FIFTEEN_MINUTES },
  /** Wall. */
  'payment-start:email': { limit: 10, windowSeconds: FIFTEEN_MINUTES },
  /** Challenge past it. */
  'payment-start:event': { limit: 1200, windowSeconds: FIFTEEN_MINUTES },
  /** Challenge past it (a venue's shared Wi-Fi). */
  'payment-decline:ip': { limit: 10, windowSeconds: HOUR },
  /** Challenge past it (a victim's email). */
  'payment-decline:email': { limit: 5, windowSeconds: HOUR },
  /** Challenge past it: one caller's declines must not shut an event's payments. */
  'payment-decline:event': { limit: 150, windowSeconds: HOUR },
  // Offline gifts (cash, checks) one user enters (lib/rules/offline-gifts.ts): a campaign's
  // creator types a handful after a bake sale; an event's creator (or an admin) may enter a
  // stack of checks, one by one or in batches of up to 500 (each gift of a batch counts one).
  'offline-gift:campaign-creator': { limit: 30, windowSeconds: HOUR },
  'offline-gift:organizer': { limit: 2000, windowSeconds: HOUR },
} as const satisfies Record<string, Limit>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** The actions anyone may start for an email, counted per address, per email and address, and per email. */
export type AccountAction = 'login' | 'forgot' | 'verify-resend';

/** The three counts of an account action (see RATE_LIMITS): what enforceRateLimits takes. */
export function accountActionHits(action: AccountAction, email: string, ip: string) {
  return [
    [`${action}:ip`, ip],
    [`${action}:email+ip`, `${email} ${ip}`],
    [`${action}:email`, email],
  ] as const satisfies ReadonlyArray<readonly [RateLimitName, string]>;
}

/** Buckets older than this are dead weight (no window is longer than a day). */
export const RATE_LIMIT_BUCKET_MAX_AGE_SECONDS = 24 * HOUR;
