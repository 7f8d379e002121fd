import 'server-only';
import type { PaymentProvider } from '@/lib/rules/constants';

// What a payment pays for. The payment flows (get_form_url, completing a hosted-form token,
// get_intent, the card provider's webhook) are the same for every purchase; what differs is
// how its input is checked before money moves and how a confirmed payment is recorded. Each
// kind of purchase plugs in one PaymentPurpose (payment-purposes.ts): donations now, event
// sign-ups next (issue 10).

export type RecordPaymentInput<Payload> = {
  provider: PaymentProvider;
  /** The provider's transaction id (the gateway's transaction-id, the card provider's intent id). */
  transactionId: string;
  /** What the provider confirmed it charged, in cents: the only amount a record is made from. */
  amountCents: number;
  payload: Payload;
  /** The signed-in payer when the payment started, if any. */
  userId: string | null;
  /** The PaymentAttempt to mark succeeded in the same transaction. */
  attemptId: string | null;
};

export type RecordedPayment = {
  /** The id of the row recorded (a donation, a sign-up). */
  id: string;
  transactionId: string;
  eventId: string;
  /** False when the payment had been recorded already (a second report of it): nothing new was written. */
  created: boolean;
};

export type PaymentChecks = {
  /** What the velocity limits count the attempt against. */
  eventId: string;
  email: string | null;
  /** For the provider's dashboard and the donor's statement. */
  description: string;
};

export interface PaymentPurpose<Payload> {
  /** Re-reads a payload stored with an attempt (it crossed the database as JSON). */
  parse(payload: unknown): Payload;
  /**
   * Before any money moves: what the payment is for exists, is open, takes this provider, and
   * costs `amountCents` when the caller names an amount. Throws the AppError the caller answers with.
   * `ip` is the caller's address when the payload is the caller's now (a payment start): what
   * the purchase looks up that a caller could guess (a sign-up's promo code) is counted against
   * it first. A completion leaves it out: its caller counted already (complete_eventsignup).
   */
  check(
    payload: Payload,
    context: { provider: PaymentProvider; amountCents?: number; now: Date; ip?: string },
  ): Promise<PaymentChecks>;
  /**
   * Records a payment the provider confirmed, once per transaction id whoever reports it (the
   * browser, a retry, the webhook), with its email in the outbox, in one transaction; side
   * effects (cache, mail delivery) after the commit. Never refuses for a closed window: the
   * money was taken.
   */
  record(input: RecordPaymentInput<Payload>): Promise<RecordedPayment>;
}
