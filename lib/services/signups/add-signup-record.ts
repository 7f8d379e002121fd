import 'server-only';
import { badRequest } from '@/lib/app-error';
import { db } from '@/lib/db';
import { CARD_PROVIDER_FAILURE } from '@/lib/rules/messages';
import { enforceRateLimits } from '@/lib/services/rate-limit/consume';
import { makeSignupRecordSchema, signupConfigFor, splitSignupRecord } from '@/lib/validation/signup';
import { assertSignupOpen, findSignupEvent } from './find-signup-event';
import { priceSignup } from './price-signup';
import { findRecordedSignup, recordSignup } from './record-signup';
import { signupResult, type SignupResult } from './signup-result';
import { verifyPayment } from './verify-payment';

/**
 * POST /api/participation/add_record: the signup form's values plus, for a paid signup, the
 * provider's transaction id. The body is read with the event's own schema (its questions, its
 * waiver). A free total is recorded at once (method 'free'; the request key makes a repeat
 * harmless; 30 per address in 15 minutes). A paid one is confirmed with its provider for the
 * total computed here (verifyPayment, CONTRACT §1) and recorded with what the provider says;
 * a transaction recorded before (a retry, or the webhook first) answers as it was recorded.
 */
export async function addSignupRecord({
  body,
  ip,
  now = new Date(),
}: {
  body: { eventId: string };
  /** The caller's address, for the free-signup limit. */
  ip: string;
  now?: Date;
}): Promise<SignupResult> {
  const event = await findSignupEvent(db, body.eventId);
  const { eventId, input, transactionId, paymentMethod, idempotencyKey, billing } = splitSignupRecord(
    makeSignupRecordSchema({ ...signupConfigFor(event), now }).parse(body),
  );

  if (transactionId) {
    const method = paymentMethod ?? event.paymentProvider;
    const earlier = await findRecordedSignup(db, { method, transactionId, eventId });
    if (earlier) return signupResult(earlier);
    assertSignupOpen(event, now);
    const { price } = await priceSignup(db, { event, input, at: now });
    if (price.totalCents > 0) {
      // ── Payment seam (lib/services/signups/verify-payment.ts) ──
      const verification = await verifyPayment({
        method,
        tokenOrIntentId: transactionId,
        expectedAmountCents: price.totalCents,
        startedAt: now,
      });
      if (!verification.approved) {
        throw badRequest(CARD_PROVIDER_FAILURE, {
          code: verification.response['result-code'],
          transactionResponse: verification.response,
        });
      }
      return recordSignup({ eventId, input, billing, payment: verification.payment, now });
    }
    // A free total skips payment, whatever transaction id came with it.
  }

  await enforceRateLimits([['free-signup:ip', ip]]);
  return recordSignup({ eventId, input, billing, payment: null, idempotencyKey, now });
}
