import 'server-only';
import { db } from '@/lib/db';
import { HOSTED_PROVIDER_FAILURE_CODE, RESULT_STATUS } from '@/lib/rules/constants';
import { SIGNUP_SUCCESS } from '@/lib/rules/messages';
import { SANDBOX_DUPLICATE } from '@/lib/rules/sandbox-cards';
import { completeHostedPayment, type HostedTransactionResponse } from '@/lib/services/payments/complete-hosted-payment';
import { enforceRateLimits } from '@/lib/services/rate-limit/consume';
import type { SignupPaymentPayload } from '@/lib/validation/signup';
import { findRecordedSignup, recordSignup } from './record-signup';
import { quoteSignupPayment } from './signup-payment-purpose';
import { signupResult, type SignupResult, type SignupSummary } from './signup-result';

/** The gateway's answer in the spec's shape (transactionResponse: result, transaction-id, result-code). */
export type TransactionResponse = {
  result: number;
  'transaction-id': string | null;
  'result-code': number;
  'result-text'?: string;
};

/** The spec's answer of POST /api/safesave/complete_eventsignup/{tokenId}. */
export type CompleteEventSignupResult = {
  transactionSuccess: boolean;
  /** Null when the gateway gave no answer (Issue Number 999). */
  transactionResponse: TransactionResponse | null;
  /** Where the browser goes next (the confirmation page); null when nothing was recorded. */
  redirectLink: string | null;
  transactionId?: string;
  signup?: SignupSummary;
  /** What the participant reads: the spec's success sentence, or the failure with its Issue Number and reason. */
  message: string;
  issueNumber?: string;
  reason?: string | null;
};

/** The approved-result code of the hosted gateway (accounts spec §8). */
const APPROVED = 100;

/** The gateway's XML fields (strings) as numbers, the shape the signup calls answer. */
function numericResponse(response: HostedTransactionResponse): TransactionResponse {
  const code = Number(response['result-code']);
  return {
    result: Number(response.result),
    'transaction-id': response['transaction-id'] || null,
    'result-code': Number.isInteger(code) && code > 0 ? code : HOSTED_PROVIDER_FAILURE_CODE,
    'result-text': response['result-text'],
  };
}

function succeeded(result: SignupResult, transactionResponse: TransactionResponse): CompleteEventSignupResult {
  return {
    transactionSuccess: true,
    transactionResponse,
    redirectLink: result.redirectLink,
    transactionId: result.transactionId,
    signup: result.signup,
    message: SIGNUP_SUCCESS,
  };
}

/**
 * Completes a hosted-form payment (the browser is back from the gateway's card form with its
 * token-id) and records the signup, through the payment flow every purchase shares
 * (completeHostedPayment, kind 'signup'). Everything is checked before the gateway completes the
 * sale, so a closed, moved or invalid signup, or an expired promo code, never takes money: the
 * event's schema, the window, the category, team and promo code. The amount recorded is the one
 * the gateway confirms, and it must be the server's total. A token is completed once: a second
 * completion of a recorded signup answers that signup; a decline answers transactionSuccess
 * false with the gateway's result and the reason, and records nothing.
 */
export async function completeEventSignup({
  tokenId,
  body,
  ip,
  userId = null,
  now = new Date(),
}: {
  tokenId: string;
  body: SignupPaymentPayload;
  /** The caller's address, for the promo-code, free-signup and payment limits. */
  ip: string;
  userId?: string | null;
  now?: Date;
}): Promise<CompleteEventSignupResult> {
  // The token stands for the payment: a transaction id or method in the body is not read. A promo
  // code sent is a guess counted against this address (once per call: the completion below leaves it).
  const { eventId, input, billing, quote } = await quoteSignupPayment(body, now, ip);

  if (quote.price.totalCents === 0) {
    // Nothing to pay: recorded as a free signup, once per token (the gateway is not asked).
    await enforceRateLimits([['free-signup:ip', ip]]);
    const result = await recordSignup({ eventId, input, billing, payment: null, idempotencyKey: tokenId, now });
    return succeeded(result, {
      result: RESULT_STATUS.success,
      'transaction-id': result.transactionId,
      'result-code': APPROVED,
    });
  }

  const completion = await completeHostedPayment({ tokenId, kind: 'signup', payload: body, ip, userId, now });
  const response = completion.transactionResponse ? numericResponse(completion.transactionResponse) : null;
  const transactionId = completion.recorded?.transactionId ?? response?.['transaction-id'] ?? null;
  const duplicate = response?.['result-code'] === SANDBOX_DUPLICATE.resultCode;
  if (transactionId && (completion.transactionSuccess || duplicate)) {
    // Approved now, or by the first completion of this token: the signup recorded for it.
    const recorded = await findRecordedSignup(db, { method: 'safesave', transactionId, eventId });
    if (recorded) {
      const approved = completion.transactionSuccess
        ? response!
        : { result: RESULT_STATUS.success, 'transaction-id': transactionId, 'result-code': APPROVED };
      return succeeded(signupResult(recorded), approved);
    }
  }
  const failure = completion.failure;
  return {
    transactionSuccess: false,
    transactionResponse: response,
    redirectLink: null,
    message: failure?.text ?? '',
    issueNumber: failure?.issueNumber,
    reason: failure?.reason ?? null,
  };
}
