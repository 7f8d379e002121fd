import 'server-only';
import { badRequest, conflict } from '@/lib/app-error';
import { db } from '@/lib/db';
import { PAYMENT_FOR_SOMETHING_ELSE, PAYMENT_NOT_FOUND } from '@/lib/rules/messages';
import { recordCardPayment } from '@/lib/services/payments/card-payments';
import { countPromoCodeGuess } from '@/lib/services/events/check-promo-code';
import { makeSignupRecordSchema, signupConfigFor, splitSignupRecord } from '@/lib/validation/signup';
import { assertSignupOpen, findSignupEvent } from './find-signup-event';
import { priceSignup } from './price-signup';
import { limitFreeSignup } from './limit-free-signup';
import { findRecordedSignup, recordSignup } from './record-signup';
import { signupPaymentPurpose } from './signup-payment-purpose';
import { recordedSignupSelect, signupResult, type SignupResult } from './signup-result';

/**
 * POST /api/participation/add_record: the signup form's values plus, for a paid signup, the
 * provider's transaction id. The body is read with the event's own schema (its questions, its
 * waiver). A free total is recorded at once (method 'free'; the request key makes a repeat
 * harmless; limitFreeSignup counts it). A paid one (the card provider's payment intent id)
 * is confirmed with the provider (CONTRACT §1): an intent this site started, succeeded, in usd,
 * for exactly its attempt's amount; then the signup the attempt holds is recorded at the price
 * fixed when it started, once per intent (the webhook records it too); a transaction recorded
 * before (a retry, or the webhook first) answers as it was recorded.
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
    const attempt = await db.paymentAttempt.findUnique({
      where: { provider_reference: { provider: method, reference: transactionId } },
      select: { createdAt: true, payload: true },
    });
    // A payment started with its signup was checked and priced then; one started without it is
    // judged as of its start (a card charged just before the window closed still records).
    let paid = attempt?.payload != null;
    if (!paid) {
      const at = attempt?.createdAt ?? now;
      assertSignupOpen(event, at);
      paid = (await priceSignup(db, { event, input, at })).price.totalCents > 0;
    }
    if (paid) {
      // Only the card provider can be asked about a payment here; the hosted gateway's are
      // completed (and recorded) by complete_eventsignup, and found above.
      if (method !== 'stripe')
        throw badRequest(PAYMENT_NOT_FOUND, { fieldErrors: { transactionId: [PAYMENT_NOT_FOUND] } });
      const recorded = await recordCardPayment({
        transactionId,
        purpose: signupPaymentPurpose,
        body,
        userId: null,
        now,
      });
      if (recorded.eventId !== eventId) throw conflict(PAYMENT_FOR_SOMETHING_ELSE);
      return signupResult(
        await db.signup.findUniqueOrThrow({ where: { id: recorded.id }, select: recordedSignupSelect }),
      );
    }
    // A free total skips payment, whatever transaction id came with it.
  }

  await limitFreeSignup({ ip, eventId, emails: input.participants.map((person) => person.email) });
  return recordSignup({ eventId, input, billing, payment: null, idempotencyKey, now });
}
