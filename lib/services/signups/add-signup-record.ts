import 'server-only';
import { badRequest, conflict } from '@/lib/app-error';
import { db } from '@/lib/db';
import { PAYMENT_FOR_SOMETHING_ELSE, PAYMENT_NOT_FOUND } from '@/lib/rules/messages';
import { confirmCardPayment, recordCardPayment } from '@/lib/services/payments/card-payments';
import { countPromoCodeGuess } from '@/lib/services/events/check-promo-code';
import { enforceRateLimits } from '@/lib/services/rate-limit/consume';
import { makeSignupRecordSchema, signupConfigFor, splitSignupRecord } from '@/lib/validation/signup';
import { assertSignupOpen, findSignupEvent } from './find-signup-event';
import { priceSignup } from './price-signup';
import { findRecordedSignup, recordSignup } from './record-signup';
import { signupResult, type SignupResult } from './signup-result';

/**
 * POST /api/participation/add_record: the signup form's values plus, for a paid signup, the
 * provider's transaction id. The body is read with the event's own schema (its questions, its
 * waiver). A free total is recorded at once (method 'free'; the request key makes a repeat
 * harmless; 30 per address in 15 minutes). A paid one (the card provider's payment intent id)
 * is confirmed with the provider (CONTRACT §1): succeeded, in usd, for exactly the total
 * computed here, made for a signup of this event; then recorded with what the provider says,
 * once per intent (the webhook records it too); a transaction recorded before (a retry, or the
 * webhook first) answers as it was recorded.
 */
export async function addSignupRecord({
  body,
  ip,
  now = new Date(),
}: {
  body: { eventId: string };
  /** The caller's address, for the promo-code and free-signup limits. */
  ip: string;
  now?: Date;
}): Promise<SignupResult> {
  const event = await findSignupEvent(db, body.eventId);
  const { eventId, input, transactionId, paymentMethod, idempotencyKey, billing } = splitSignupRecord(
    makeSignupRecordSchema({ ...signupConfigFor(event), now }).parse(body),
  );
  // Whichever way it goes on (paid, free, a repeat), a promo code sent is a guess, counted before
  // anything looks it up.
  await countPromoCodeGuess(ip, input.promoCode);

  if (transactionId) {
    const method = paymentMethod ?? event.paymentProvider;
    const earlier = await findRecordedSignup(db, { method, transactionId, eventId });
    if (earlier) return signupResult(earlier);
    // Judged when the checkout began (the payment's attempt), else now: a card charged just
    // before the window closed still records.
    const attempt = await db.paymentAttempt.findUnique({
      where: { provider_reference: { provider: method, reference: transactionId } },
      select: { createdAt: true },
    });
    const at = attempt?.createdAt ?? now;
    assertSignupOpen(event, at);
    const { price } = await priceSignup(db, { event, input, at });
    if (price.totalCents > 0) {
      // Only the card provider can be asked about a payment here; the hosted gateway's are
      // completed (and recorded) by complete_eventsignup, and found above.
      if (method !== 'stripe')
        throw badRequest(PAYMENT_NOT_FOUND, { fieldErrors: { transactionId: [PAYMENT_NOT_FOUND] } });
      const { intent } = await confirmCardPayment({
        transactionId,
        kind: 'signup',
        expectedAmountCents: price.totalCents,
      });
      if (intent.metadata.kind !== 'signup' || (intent.metadata.eventId && intent.metadata.eventId !== eventId)) {
        throw conflict(PAYMENT_FOR_SOMETHING_ELSE);
      }
      // What the intent was created for (kept with its attempt) is recorded, as the webhook does.
      const recorded = await recordCardPayment({ intent, kind: 'signup', payload: body, userId: null });
      const signup =
        recorded && (await findRecordedSignup(db, { method: 'stripe', transactionId: intent.id, eventId }));
      if (!signup) throw conflict(PAYMENT_FOR_SOMETHING_ELSE);
      return signupResult(signup);
    }
    // A free total skips payment, whatever transaction id came with it.
  }

  await enforceRateLimits([['free-signup:ip', ip]]);
  return recordSignup({ eventId, input, billing, payment: null, idempotencyKey, now });
}
