import { PAYMENT_RESULT_CODES } from './payment-result-codes';

/** Why a plan's card was declined, in words: the gateway's result code, or Stripe's code. */
export function declineReasonText(code: string | null): string {
  if (!code) return 'the card provider did not answer';
  const number = Number(code);
  if (Number.isInteger(number) && PAYMENT_RESULT_CODES[number]) return PAYMENT_RESULT_CODES[number].toLowerCase();
  return code.replace(/_/g, ' ');
}
