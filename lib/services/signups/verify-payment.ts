import 'server-only';
import { unavailable } from '@/lib/app-error';
import { CARD_PAYMENTS_NOT_CONFIGURED } from '@/lib/rules/messages';
import type { ConfirmedPayment } from './record-signup';

// ─── THE PAYMENT SEAM ────────────────────────────────────────────────────────────────────────
// Everything of a paid signup is built except taking the card: the two signup calls compute the
// total on the server, call verifyPayment with it, and record the signup with what comes back
// (recordSignup: the amount must equal the total, one record per transaction id). To connect the
// gateways (issue 9), replace the body of verifyPayment:
//
// - 'safesave' (hosted-form gateway), from POST /api/safesave/complete_eventsignup/{tokenId}:
//   `tokenOrIntentId` is the token-id. Check the amount of the gateway's transaction equals
//   `expectedAmountCents` BEFORE the complete-action (step 3), so nothing is captured for a
//   wrong amount; then complete it and answer its result. A second complete-action answers
//   result 3 / code 300 (duplicate) with the first transaction-id: answer `approved` with that
//   id, and recordSignup answers the signup recorded the first time.
// - 'stripe' (card provider), from POST /api/participation/add_record: `tokenOrIntentId` is the
//   payment intent id. Retrieve it from the provider: status succeeded, currency usd, amount
//   equal to `expectedAmountCents`; `startedAt` = the intent's creation.
//
// Decline: answer { approved: false, response } with the gateway's result, result-code and
// text; the caller records nothing and shows the reason (lib/rules/payment-result-codes.ts).
// ──────────────────────────────────────────────────────────────────────────────────────────────

/** The gateway's answer in the spec's shape (transactionResponse: result, transaction-id, result-code). */
export type TransactionResponse = {
  result: number;
  'transaction-id': string | null;
  'result-code': number;
  'result-text'?: string;
};

export type PaymentVerification =
  | { approved: true; payment: ConfirmedPayment; response: TransactionResponse }
  | { approved: false; response: TransactionResponse };

export type VerifyPaymentRequest = {
  method: ConfirmedPayment['method'];
  /** The hosted gateway's token-id, or the card provider's payment intent id. */
  tokenOrIntentId: string;
  /** The signup's total as the server computed it: the provider must have charged exactly this. */
  expectedAmountCents: number;
  /** When the checkout began, passed on as ConfirmedPayment.startedAt unless the provider knows better. */
  startedAt: Date;
};

/**
 * Confirms a payment with its provider. Not connected yet: every paid signup answers 503
 * 'Card payments are not configured on this server', and nothing is recorded.
 */
export async function verifyPayment(request: VerifyPaymentRequest): Promise<PaymentVerification> {
  void request;
  throw unavailable(CARD_PAYMENTS_NOT_CONFIGURED);
}
