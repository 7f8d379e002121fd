import 'server-only';
import { db } from '@/lib/db';
import { HOSTED_PROVIDER_FAILURE_CODE, RESULT_STATUS } from '@/lib/rules/constants';
import { SIGNUP_SUCCESS } from '@/lib/rules/messages';
import { GATEWAY_DUPLICATE } from '@/lib/rules/payment-result-codes';
import { completeHostedPayment, type HostedTransactionResponse } from '@/lib/services/payments/complete-hosted-payment';
import type { SignupPaymentPayload } from '@/lib/validation/signup';
import { limitFreeSignup } from './limit-free-signup';
import { recordSignup } from './record-signup';
import { quoteSignupPayment, signupPaymentPurpose } from './signup-payment-purpose';
import { recordedSignupSelect, signupResult, type SignupResult, type SignupSummary } from './signup-result';

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
  /** The registration recorded (CONTRACT §5). */
  signupId?: string;
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
    signupId: result.signupId,
    transactionId: result.transactionId,
    signup: result.signup,
    message: SIGNUP_SUCCESS,
  };
}

/**
 * Completes a hosted-form payment (the browser is back from the gateway's card form with its
 * token-id) and records the signup its attempt holds, through the payment flow every purchase
 * shares (completeHostedPayment with the signup purpose): everything was checked and priced when
 * the payment started, and the signup is recorded at that price (a price changed meanwhile never
 * leaves a participant charged and unregistered). A payment started without the signup takes the
 * body's, checked and priced now, and it must cost exactly what was started. A body that costs
 * nothing is a free signup, recorded once per token without the gateway. A token is completed
 * once: again, the gateway's duplicate answer (result 3, code 300), with the link to the signup
 * the first completion recorded; a decline answers transactionSuccess false with the gateway's
 * result and the reason, and records nothing.
 */
export async function completeEventSignup({
  tokenId,
  body,
  ip,
  userId = null,
  now = new Date(),
}: {
  tokenId: string;
  /** The signup as the spec's call sends it again; read only when the payment started without it, or for a free one. */
  body: SignupPaymentPayload | null;
  /** The caller's address, for the promo-code, free-signup and payment limits. */
  ip: string;
  userId?: string | null;
  now?: Date;
}): Promise<CompleteEventSignupResult> {
  if (body) {
    // A promo code sent is a guess counted against this address (once per call: the completion below leaves it).
    const { eventId, input, billing, quote } = await quoteSignupPayment(body, now, ip);
    if (quote.price.totalCents === 0) {
      // Nothing to pay: recorded as a free signup, once per token (the gateway is not asked).
      await limitFreeSignup({ ip, eventId, emails: input.participants.map((person) => person.email) });
      const result = await recordSignup({ eventId, input, billing, payment: null, idempotencyKey: tokenId, now });
      return succeeded(result, {
        result: RESULT_STATUS.success,
        'transaction-id': result.transactionId,
        'result-code': APPROVED,
      });
    }
  }

  const completion = await completeHostedPayment({ tokenId, purpose: signupPaymentPurpose, body, ip, userId, now });
  const response = completion.transactionResponse ? numericResponse(completion.transactionResponse) : null;
  if (completion.transactionSuccess && completion.recorded) {
    const recorded = await db.signup.findUniqueOrThrow({
      where: { id: completion.recorded.id },
      select: recordedSignupSelect,
    });
    return succeeded(signupResult(recorded), response!);
  }
  const failure = completion.failure;
  // A duplicate of a completed payment still tells where its signup is.
  const earlier =
    response?.['result-code'] === GATEWAY_DUPLICATE.resultCode && response['transaction-id']
      ? await db.signup.findFirst({
          where: { method: 'safesave', transactionId: response['transaction-id'] },
          select: recordedSignupSelect,
        })
      : null;
  return {
    transactionSuccess: false,
    transactionResponse: response,
    redirectLink: earlier ? signupResult(earlier).redirectLink : null,
    ...(earlier
      ? { signupId: earlier.id, transactionId: earlier.transactionId, signup: signupResult(earlier).signup }
      : {}),
    message: failure?.text ?? '',
    issueNumber: failure?.issueNumber,
    reason: failure?.reason ?? null,
  };
}
