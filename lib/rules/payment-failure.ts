import { CARD_PROVIDER_FAILURE_CODE, HOSTED_PROVIDER_FAILURE_CODE } from './constants';
import { CARD_PROVIDER_FAILURE, HOSTED_PROVIDER_FAILURE, ISSUE_NUMBER, POSSIBLE_REASON } from './messages';
import { PAYMENT_RESULT_CODES } from './payment-result-codes';

// What a donor (or a participant) reads when a payment fails (fundraising spec §8): the
// provider's sentence, the Issue Number to quote to the info address, and a possible reason.
// The hosted-form gateway gives a result code of the table (accounts spec §8), or 999 when it
// gave no answer at all; the card provider gives its own error code, or 998.

export type PaymentFailure = {
  /** The spec's sentence for the provider. */
  message: string;
  /** What the donor quotes: the result code, the card provider's error code, or 998/999. */
  issueNumber: string;
  /** A possible reason, when one is known. */
  reason: string | null;
  /** The three as one paragraph, for an answer's `error` or a plain-text view. */
  text: string;
};

function failure(message: string, issueNumber: string, reason: string | null): PaymentFailure {
  // A provider's message may end with its own period ("Your card was declined.").
  const said = reason?.replace(/[.\s]+$/, '');
  const text = `${message}. ${ISSUE_NUMBER}: ${issueNumber}.${said ? ` ${POSSIBLE_REASON}: ${said}.` : ''}`;
  return { message, issueNumber, reason, text };
}

/** A failed payment through the hosted-form gateway; a missing or unreadable code means no answer (999). */
export function hostedPaymentFailure(resultCode?: number | string | null): PaymentFailure {
  const code = resultCode === null || resultCode === undefined ? NaN : Number(resultCode);
  if (!Number.isInteger(code) || code <= 0)
    return failure(HOSTED_PROVIDER_FAILURE, String(HOSTED_PROVIDER_FAILURE_CODE), null);
  return failure(HOSTED_PROVIDER_FAILURE, String(code), PAYMENT_RESULT_CODES[code] ?? null);
}

/** A failed payment through the card provider: its error code (e.g. card_declined) and message, else 998. */
export function cardPaymentFailure(errorCode?: string | null, providerMessage?: string | null): PaymentFailure {
  const code = errorCode?.trim();
  return failure(CARD_PROVIDER_FAILURE, code || String(CARD_PROVIDER_FAILURE_CODE), providerMessage?.trim() || null);
}
