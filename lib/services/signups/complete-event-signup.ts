import 'server-only';
import { db } from '@/lib/db';
import { RESULT_STATUS } from '@/lib/rules/constants';
import { enforceRateLimits } from '@/lib/services/rate-limit/consume';
import { makeSignupRecordSchema, signupConfigFor, splitSignupRecord } from '@/lib/validation/signup';
import { assertSignupOpen, findSignupEvent } from './find-signup-event';
import { priceSignup } from './price-signup';
import { recordSignup } from './record-signup';
import type { SignupSummary } from './signup-result';
import { verifyPayment, type TransactionResponse } from './verify-payment';

/** The spec's answer of POST /api/safesave/complete_eventsignup/{tokenId}. */
export type CompleteEventSignupResult = {
  transactionSuccess: boolean;
  transactionResponse: TransactionResponse;
  /** Where the browser goes next (the confirmation page); null when nothing was recorded. */
  redirectLink: string | null;
  transactionId?: string;
  signup?: SignupSummary;
};

/** The approved-result code of the hosted gateway (accounts spec §8). */
const APPROVED = 100;

/**
 * Completes a hosted-form payment (the browser is back from the gateway's card form with its
 * token-id) and records the signup. Everything is checked before the payment is completed, so
 * a closed, moved or invalid signup never takes money: the event's schema, the window, the
 * category, team and promo code, and the total the gateway must have been set up for. A decline
 * answers transactionSuccess false with the gateway's result and records nothing.
 */
export async function completeEventSignup({
  tokenId,
  body,
  ip,
  now = new Date(),
}: {
  tokenId: string;
  body: { eventId: string };
  /** The caller's address, for the free-signup limit. */
  ip: string;
  now?: Date;
}): Promise<CompleteEventSignupResult> {
  const event = await findSignupEvent(db, body.eventId);
  // The token stands for the payment: a transaction id or method in the body is not read.
  const { eventId, input, billing } = splitSignupRecord(
    makeSignupRecordSchema({ ...signupConfigFor(event), now }).parse(body),
  );
  assertSignupOpen(event, now);
  const { price } = await priceSignup(db, { event, input, at: now });

  if (price.totalCents === 0) {
    // Nothing to pay: recorded as a free signup, once per token (the gateway is not asked).
    await enforceRateLimits([['free-signup:ip', ip]]);
    const result = await recordSignup({ eventId, input, billing, payment: null, idempotencyKey: tokenId, now });
    return {
      transactionSuccess: true,
      transactionResponse: {
        result: RESULT_STATUS.success,
        'transaction-id': result.transactionId,
        'result-code': APPROVED,
      },
      redirectLink: result.redirectLink,
      transactionId: result.transactionId,
      signup: result.signup,
    };
  }

  // ── Payment seam (lib/services/signups/verify-payment.ts) ──
  const verification = await verifyPayment({
    method: 'safesave',
    tokenOrIntentId: tokenId,
    expectedAmountCents: price.totalCents,
    startedAt: now,
  });
  if (!verification.approved) {
    return { transactionSuccess: false, transactionResponse: verification.response, redirectLink: null };
  }
  const result = await recordSignup({ eventId, input, billing, payment: verification.payment, now });
  return {
    transactionSuccess: true,
    transactionResponse: verification.response,
    redirectLink: result.redirectLink,
    transactionId: result.transactionId,
    signup: result.signup,
  };
}
