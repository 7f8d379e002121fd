import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { PaymentProvider } from '@/lib/rules/constants';

// What a payment pays for. The payment flows (starting a payment with either provider,
// completing a hosted-form token, the card provider's confirmation and webhook) are the same
// for every purchase, and the server owns each one: the start checks what is paid for, computes
// the amount itself and writes a PaymentAttempt holding both; from then on the browser carries
// only the attempt's token (the gateway's token-id, the card provider's intent id), and every
// completion reads the attempt back. What differs per purchase plugs in here: a PaymentPurpose
// (donations, sign-ups) checks its input before money moves and records a confirmed payment.

/** The purchases the payment flows know, named on each attempt and on each payment intent's metadata. */
export const PAYMENT_KINDS = ['donation', 'signup'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const isPaymentKind = (kind: unknown): kind is PaymentKind =>
  typeof kind === 'string' && (PAYMENT_KINDS as readonly string[]).includes(kind);

/** What the server fixed when a payment started, kept on its attempt. */
export type PaymentTerms = {
  /** The event paid to: what the velocity limits count against, and whose pages a record expires. */
  eventId: string;
  email: string | null;
  /** For the provider's dashboard and the payer's statement. */
  description: string;
  /** What the provider is asked to charge, computed here (never the browser's figure). */
  amountCents: number;
  /** Whatever else the record must be made from exactly as it was at the start (a sign-up's price). */
  quote: unknown;
  /** The places the purchase holds while it is paid (a sign-up's category and participants), if any. */
  places?: PlacesToHold | null;
  /** Keep the card at the provider for later charges (a plan's first gift, CONTRACT §6). */
  saveCard?: boolean;
  /**
   * The card provider only authorizes the card, and the server captures the payment once its
   * places are claimed (still held, or free again), else releases it uncharged: a browser that
   * confirms after its hold ran out never pays for a place gone to another (a capacity, CONTRACT §7).
   */
  captureLater?: boolean;
};

/** A card the provider kept for later charges: the gateway's vault id, or Stripe's customer and payment method. */
export type SavedCardRef = {
  customerId: string;
  paymentMethodId: string | null;
  brand: string | null;
  last4: string | null;
  exp: string | null;
};

/** Places held by a payment under way (CONTRACT §7 capacity): `count` of the category `categoryId`. */
export type PlacesToHold = { categoryId: string; count: number };

export type RecordPaymentInput<Payload> = {
  provider: PaymentProvider;
  /** The provider's transaction id (the gateway's transaction-id, the card provider's intent id). */
  transactionId: string;
  /** What the provider confirmed it charged, in cents: the attempt's amount. */
  amountCents: number;
  payload: Payload;
  /** The attempt's quote (PaymentTerms.quote), as it came back from the database. */
  quote: unknown;
  /** The signed-in payer when the payment started, if any. */
  userId: string | null;
  /** The PaymentAttempt to mark succeeded in the same transaction. */
  attemptId: string | null;
  /** The card's last four digits, when the provider told them (for receipts and refunds). */
  cardLast4: string | null;
  /** The card the provider kept for a plan's next gifts, when the payment asked to keep it. */
  savedCard?: SavedCardRef | null;
};

export type RecordedPayment = {
  /** The id of the row recorded (a donation, a sign-up). */
  id: string;
  transactionId: string;
  eventId: string;
  /** False when the payment had been recorded already (a second report of it): nothing new was written. */
  created: boolean;
};

export interface PaymentPurpose<Payload> {
  kind: PaymentKind;
  /** Reads a payload: the body a caller sent, or what an attempt kept (it crossed the database as JSON). */
  parse(payload: unknown): Payload;
  /**
   * What a payload costs, when that needs no database: a completion's body that names another
   * amount than the attempt's is refused (the body is otherwise not read once the attempt holds one).
   */
  chargeOf?(payload: Payload): number;
  /**
   * Before any money moves: what the payment is for exists, is open, takes this provider, and
   * what it costs; a caller's `amountCents`, when named, must be exactly that. Throws the
   * AppError the caller answers with. `ip` is the caller's address when the payload is the
   * caller's now (a payment start, or a completion naming what a bare start left open): what the
   * purchase looks up that a caller could guess (a sign-up's promo code) is counted against it first.
   */
  check(
    payload: Payload,
    context: { provider: PaymentProvider; amountCents?: number; now: Date; ip?: string },
  ): Promise<PaymentTerms>;
  /**
   * Records a payment the provider confirmed, once per transaction id whoever reports it (the
   * browser, a retry, the webhook), with its email in the outbox, in one transaction; side
   * effects (cache, mail delivery) after the commit. It refuses nothing: every check ran at the
   * start, and the money is taken.
   */
  record(input: RecordPaymentInput<Payload>): Promise<RecordedPayment>;
  /**
   * Inside the transaction that writes (or renews) an attempt's hold: locks what the places are
   * counted against and throws the AppError the caller answers with when they are gone. With
   * `attemptId`, an attempt renewing its own hold (one that still runs is kept as it is).
   */
  holdPlaces?(
    tx: Prisma.TransactionClient,
    hold: PlacesToHold & { now: Date; attemptId?: string | null },
  ): Promise<void>;
  /**
   * The refusal of a payment whose places were gone when it was to be taken (its hold ran out and
   * another took them), answered again to whoever asks about that payment later.
   */
  placesGone?(categoryId: string): Promise<Error>;
  /** Whether the card must be kept for later charges (a plan's first gift), read from what is paid for. */
  savesCard?(payload: Payload): boolean;
}
