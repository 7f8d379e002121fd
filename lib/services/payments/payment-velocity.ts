import 'server-only';
import { challengeRequired } from '@/lib/app-error';
import { PAYMENT_CHALLENGE_FAILED, PAYMENT_CHALLENGE_REQUIRED, TOO_MANY_PAYMENT_ATTEMPTS } from '@/lib/rules/messages';
import { RATE_LIMITS, type RateLimitName } from '@/lib/rules/rate-limits';
import { consume, enforceRateLimits, rateLimitKey, rateLimitWait } from '@/lib/services/rate-limit/consume';
import { redeemPaymentChallenge } from './payment-challenge';

// The card-testing defence (issues 9 and 18): velocity limits per address, per email and per event
// on starting payments and on declines (lib/rules/rate-limits.ts), always checked before the
// gateway or the card provider is called, so a refused attempt costs them nothing. What only the
// payer controls is a wall (429): starts per address and per email. What anyone can run up for
// someone else (declines against an event, an email or a venue's shared address; an event's
// starts) never refuses a payment: past it, a start needs a solved proof-of-work challenge
// (payment-challenge.ts) until the count falls back in its window.

/** Who a payment attempt counts against. The email and event are known once the donation is. */
export type PaymentSubjects = { ip: string; email?: string | null; eventId?: string | null };

function hits(prefix: 'payment-start' | 'payment-decline', { ip, email, eventId }: PaymentSubjects) {
  const list: Array<readonly [RateLimitName, string]> = [[`${prefix}:ip`, ip]];
  if (email) list.push([`${prefix}:email`, email]);
  if (eventId) list.push([`${prefix}:event`, eventId]);
  return list;
}

/** The starts only the payer makes: per address and per email, refused with 429 past their limit. */
const startWalls = (subjects: PaymentSubjects) => hits('payment-start', { ...subjects, eventId: null });

/** Past any of these, a start needs the challenge: declines per address, email and event, and the event's starts. */
function challengeTriggers(subjects: PaymentSubjects) {
  const list = hits('payment-decline', subjects);
  if (subjects.eventId) list.push(['payment-start:event', subjects.eventId]);
  return list;
}

/**
 * Before a payment starts (get_form_url, get_intent). Too many starts from this address or email
 * answer 429. While the event, the email or the address has had too many declines (or the event
 * too many starts) in the current window, the start needs `challenge`, a solved payment
 * challenge, used up here: without one, or with one that is forged, expired or used, it answers
 * 428 `challenge_required` and nothing is counted for the missing one. A challenge sent when none
 * is needed is left unused.
 */
export async function guardPaymentStart(subjects: PaymentSubjects, challenge?: string | null): Promise<void> {
  // Read first, counting nothing: the browser's first try at a tripped event is not held against it.
  let needed = (await rateLimitWait(challengeTriggers(subjects))) > 0;
  if (needed && !challenge) throw challengeRequired(PAYMENT_CHALLENGE_REQUIRED);
  await enforceRateLimits(startWalls(subjects), TOO_MANY_PAYMENT_ATTEMPTS);
  if (subjects.eventId) {
    const name = 'payment-start:event';
    const counted = await consume({ key: rateLimitKey(name, subjects.eventId), ...RATE_LIMITS[name] });
    needed ||= !counted.allowed;
  }
  if (!needed) return;
  if (!challenge) throw challengeRequired(PAYMENT_CHALLENGE_REQUIRED);
  if (!(await redeemPaymentChallenge(challenge))) throw challengeRequired(PAYMENT_CHALLENGE_FAILED);
}

/** A declined card counts against its address, email and event. */
export async function countDecline(subjects: PaymentSubjects): Promise<void> {
  for (const [name, subject] of hits('payment-decline', subjects)) {
    await consume({ key: rateLimitKey(name, subject), ...RATE_LIMITS[name] });
  }
}
