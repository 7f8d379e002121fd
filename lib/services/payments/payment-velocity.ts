import 'server-only';
import { tooManyRequests } from '@/lib/app-error';
import { TOO_MANY_PAYMENT_ATTEMPTS } from '@/lib/rules/messages';
import type { RateLimitName } from '@/lib/rules/rate-limits';
import { consume, enforceRateLimits, rateLimitKey, rateLimitWait } from '@/lib/services/rate-limit/consume';
import { RATE_LIMITS } from '@/lib/rules/rate-limits';

// The card-testing defence (issue 9): velocity limits per address, per email and per event on
// starting payments and on declines (lib/rules/rate-limits.ts), always checked before the
// gateway or the card provider is called, so a refused attempt costs them nothing.

/** Who a payment attempt counts against. The email and event are known once the donation is. */
export type PaymentSubjects = { ip: string; email?: string | null; eventId?: string | null };

function hits(prefix: 'payment-start' | 'payment-decline', { ip, email, eventId }: PaymentSubjects) {
  const list: Array<readonly [RateLimitName, string]> = [[`${prefix}:ip`, ip]];
  if (email) list.push([`${prefix}:email`, email]);
  if (eventId) list.push([`${prefix}:event`, eventId]);
  return list;
}

async function refuseAfterDeclines(subjects: PaymentSubjects) {
  const wait = await rateLimitWait(hits('payment-decline', subjects));
  if (wait > 0) throw tooManyRequests(TOO_MANY_PAYMENT_ATTEMPTS, wait);
}

/** Before a payment starts (get_form_url, get_intent): too many declines, or too many starts, answer 429. */
export async function guardPaymentStart(subjects: PaymentSubjects): Promise<void> {
  await refuseAfterDeclines(subjects);
  await enforceRateLimits(hits('payment-start', subjects), TOO_MANY_PAYMENT_ATTEMPTS);
}

/** Before a started payment is completed (complete_donation): too many declines answer 429. */
export async function guardPaymentCompletion(subjects: PaymentSubjects): Promise<void> {
  await refuseAfterDeclines(subjects);
}

/** A declined card counts against its address, email and event. */
export async function countDecline(subjects: PaymentSubjects): Promise<void> {
  for (const [name, subject] of hits('payment-decline', subjects)) {
    await consume({ key: rateLimitKey(name, subject), ...RATE_LIMITS[name] });
  }
}
