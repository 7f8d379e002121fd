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

// Why a card was declined, in plain words for the donor (issue 21): shown beside the spec's
// sentence and the table's reason, never instead of them.
const PLAIN_RESULT_CODES: Readonly<Record<number, string>> = {
  200: 'The card was declined by the bank.',
  201: 'The card was declined by the bank.',
  202: 'The card was declined for insufficient funds.',
  203: 'The card was declined: the charge is over its limit.',
  204: 'The bank does not allow this card to be charged here.',
  220: 'The card number, expiry date or security code is not right.',
  221: 'The card number is not one a bank has issued.',
  222: 'The card number is missing.',
  223: 'The card has expired.',
  224: 'The expiry date is not right.',
  225: 'The security code (CVC) is not right.',
  240: 'The bank asks you to call them before this card can be charged.',
  250: 'The card was declined by the bank.',
  251: 'The card was declined by the bank.',
  252: 'The card was declined by the bank.',
  253: 'The card was declined by the bank.',
  264: 'The bank asks you to try again in a few days.',
  300: 'The same charge was just made on this card; wait two minutes before trying again.',
  461: 'This type of card is not accepted.',
};

const PLAIN_DECLINE_CODES: Readonly<Record<string, string>> = {
  insufficient_funds: PLAIN_RESULT_CODES[202],
  card_declined: PLAIN_RESULT_CODES[201],
  generic_decline: PLAIN_RESULT_CODES[201],
  do_not_honor: PLAIN_RESULT_CODES[201],
  lost_card: PLAIN_RESULT_CODES[201],
  stolen_card: PLAIN_RESULT_CODES[201],
  fraudulent: PLAIN_RESULT_CODES[201],
  expired_card: PLAIN_RESULT_CODES[223],
  incorrect_cvc: PLAIN_RESULT_CODES[225],
  invalid_cvc: PLAIN_RESULT_CODES[225],
  incorrect_number: 'The card number is not right.',
  invalid_number: 'The card number is not right.',
  invalid_expiry_month: PLAIN_RESULT_CODES[224],
  invalid_expiry_year: PLAIN_RESULT_CODES[224],
  card_velocity_exceeded: PLAIN_RESULT_CODES[203],
  processing_error: 'The card could not be charged just now; try again in a moment.',
};

/**
 * The decline in plain words: a gateway result code ("202") or a card provider's decline or
 * error code ("insufficient_funds"), or null when there is nothing plainer to say.
 */
export function plainDeclineReason(code?: string | number | null): string | null {
  if (code === null || code === undefined || code === '') return null;
  const number = Number(code);
  if (Number.isInteger(number)) return PLAIN_RESULT_CODES[number] ?? null;
  return PLAIN_DECLINE_CODES[String(code).trim()] ?? null;
}
