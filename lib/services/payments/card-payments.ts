import 'server-only';
import { randomUUID } from 'node:crypto';
import { badRequest, conflict, isAppError, unavailable } from '@/lib/app-error';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import {
  CardProviderUnavailableError,
  InvalidWebhookSignatureError,
  type CardIntent,
  type CardProvider,
} from '@/lib/integrations/payments/stripe-card-provider';
import { PAYMENT_CURRENCY } from '@/lib/rules/constants';
import {
  CARD_PAYMENTS_NOT_CONFIGURED,
  INVALID_WEBHOOK_SIGNATURE,
  PAYMENT_DOES_NOT_MATCH,
  PAYMENT_FOR_SOMETHING_ELSE,
  PAYMENT_NOT_COMPLETED,
  PAYMENT_NOT_FOUND,
  PAYMENT_PROVIDER_UNAVAILABLE,
  ATTEMPT_MISMATCH,
} from '@/lib/rules/messages';
import { cardPaymentFailure } from '@/lib/rules/payment-failure';
import { isUniqueViolation } from '@/lib/db-errors';
import {
  claimPlaces,
  createHoldingAttempt,
  fixAttemptTerms,
  heldPayload,
  PLACES_GONE,
  renewHold,
  type Attempt,
} from './payment-attempts';
import { cardProvider } from './payment-providers';
import { isPaymentKind, type PaymentKind, type PaymentPurpose, type RecordedPayment } from './payment-purpose';
import { countDecline, guardPaymentStart } from './payment-velocity';

// The card provider's side of a payment (Stripe's PaymentIntents), for any kind of purchase:
// - createCardIntent (POST /api/stripe/get_intent): the server checks what is paid for and
//   computes its amount, writes the attempt, and creates one intent per attempt with an
//   idempotency key of the attempt, its metadata naming what it pays for (kind, attemptId);
// - recordCardPayment (POST /api/donation/add_record, /api/participation/add_record): the
//   server retrieves the intent, finds its attempt, and records only a succeeded intent that
//   collected exactly the attempt's amount in usd, from what the attempt holds;
// - handleCardWebhook (POST /api/stripe/webhook): the provider's signed report, which records
//   the payment too, so a closed tab loses nothing. Duplicate and out-of-order deliveries are
//   harmless: recording is once per intent, and a late failure never undoes a success.
// A payment that holds places in a category with a capacity (terms.captureLater) is only
// authorized when the browser confirms it (capture_method manual, requires_capture): whichever
// reports it first (add_record, or the webhook's payment_intent.amount_capturable_updated)
// claims its places under the category's lock (claimPlaces: its hold still runs, or the places
// are free again) and only then captures it; when they went to another, the intent is canceled,
// which releases the card's authorization, and the payer is told the category is sold out.

/** After this many declined confirmations of one intent it is canceled: a card tester's loop ends there. */
export const MAX_DECLINES_PER_INTENT = 3;

function requireCardProvider(): CardProvider {
  const provider = cardProvider();
  if (!provider) throw unavailable(CARD_PAYMENTS_NOT_CONFIGURED);
  return provider;
}

async function reach<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof CardProviderUnavailableError) throw unavailable(PAYMENT_PROVIDER_UNAVAILABLE);
    throw error;
  }
}

/**
 * POST /api/stripe/get_intent. With what is paid for (`payload`), its purpose checks it and
 * computes the amount (which must be the caller's), and the attempt keeps both, so the webhook
 * can record the payment on its own. The same `attemptKey` (one per attempt in the browser)
 * gives back the same intent. `challenge` is a solved payment challenge, needed while declines
 * run high (payment-velocity.ts).
 */
export async function createCardIntent<Payload>({
  amountCents,
  currency,
  description,
  purpose,
  payload,
  attemptKey,
  challenge,
  ip,
  userId,
  saveCard = false,
  now = new Date(),
}: {
  /** Keep the card for later off-session charges (a plan's first gift). */
  saveCard?: boolean;
  amountCents: number;
  currency: string;
  description?: string | null;
  purpose: PaymentPurpose<Payload>;
  payload?: Payload;
  attemptKey?: string | null;
  challenge?: string | null;
  ip: string;
  userId: string | null;
  now?: Date;
}): Promise<{ client_secret: string; paymentIntentId: string }> {
  const provider = requireCardProvider();
  const terms =
    payload === undefined ? null : await purpose.check(payload, { provider: 'stripe', amountCents, now, ip });
  await guardPaymentStart({ ip, email: terms?.email, eventId: terms?.eventId }, challenge);

  const kind = purpose.kind;
  const key = attemptKey ?? randomUUID();
  const captureLater = Boolean(terms?.captureLater);
  const data = {
    provider: 'stripe' as const,
    kind,
    attemptKey: key,
    eventId: terms?.eventId ?? null,
    email: terms?.email ?? null,
    userId,
    clientAddress: ip,
    amountCents: terms?.amountCents ?? amountCents,
    currency,
    payload: terms ? (payload as Prisma.InputJsonValue) : undefined,
    quote: terms?.quote == null ? undefined : (terms.quote as Prisma.InputJsonValue),
  };
  let attempt = await db.paymentAttempt.findUnique({
    where: { provider_attemptKey: { provider: 'stripe', attemptKey: key } },
  });
  const askedAgain = attempt !== null;
  if (!attempt) {
    try {
      // Its places (a sign-up's) are held in the same transaction, or it is refused: sold out.
      attempt = await createHoldingAttempt({ data, places: terms?.places, purpose, now });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      attempt = await db.paymentAttempt.findUniqueOrThrow({
        where: { provider_attemptKey: { provider: 'stripe', attemptKey: key } },
      });
    }
  }
  // An attempt is one payment: another amount, or one that is over, needs a new key (the page reloads).
  if (attempt.amountCents !== data.amountCents || attempt.kind !== kind || attempt.status !== 'pending') {
    throw conflict(ATTEMPT_MISMATCH, { fieldErrors: { attemptKey: [ATTEMPT_MISMATCH] } });
  }
  // Asked again (a page left open past its hold): its places are held again, or it is sold out.
  if (askedAgain) attempt = await renewHold(attempt, purpose, now);

  // A plan's first gift: the card is saved to a customer of its own (one per attempt).
  const customerId =
    saveCard || terms?.saveCard
      ? await reach(() =>
          provider.createCustomer({
            email: terms?.email ?? null,
            name: terms?.description ?? 'Donor',
            idempotencyKey: `${kind}-customer-${key}`,
          }),
        )
      : undefined;
  const intent = await reach(() =>
    provider.createIntent({
      amountCents: attempt.amountCents,
      currency,
      description: terms?.description ?? description ?? undefined,
      metadata: { kind, attemptId: attempt.id, ...(terms ? { eventId: terms.eventId } : {}) },
      idempotencyKey: `${kind}-intent-${key}${customerId ? '-saved' : ''}${captureLater ? '-authorized' : ''}`,
      saveToCustomer: customerId,
      captureLater,
    }),
  );
  if (attempt.reference !== intent.id) {
    await db.paymentAttempt.update({ where: { id: attempt.id }, data: { reference: intent.id } });
  }
  if (!intent.clientSecret) throw unavailable(PAYMENT_PROVIDER_UNAVAILABLE);
  return { client_secret: intent.clientSecret, paymentIntentId: intent.id };
}

const mismatch = (field: string, message: string) => badRequest(message, { fieldErrors: { [field]: [message] } });

/** The attempt an intent names in its metadata (its reference may not be written yet: the webhook can be that quick). */
function findAttempt(intent: CardIntent) {
  const attemptId = intent.metadata.attemptId;
  return attemptId
    ? db.paymentAttempt.findFirst({
        where: { id: attemptId, provider: 'stripe', OR: [{ reference: intent.id }, { reference: null }] },
      })
    : Promise.resolve(null);
}

/** 409: the intent has not gone through (its status, and the provider's reason when it gave one). */
function notCompleted(intent: CardIntent) {
  const failure = cardPaymentFailure(intent.lastErrorCode, intent.lastErrorMessage);
  return conflict(PAYMENT_NOT_COMPLETED, {
    status: intent.status,
    issueNumber: failure.issueNumber,
    failure: failure.text,
  });
}

/** What an intent has taken, or (authorized, requires_capture) may take: cents. */
const amountOf = (intent: CardIntent) =>
  intent.status === 'requires_capture' ? intent.amountCapturable : intent.amountReceived;

/**
 * POST /api/donation/add_record and /api/participation/add_record: the payment `transactionId`
 * (a PaymentIntent id) as the provider has it now, recorded from its attempt. It must be an
 * intent this site started for `purpose` (400 otherwise), succeeded or authorized (409 with the
 * provider's code otherwise), in usd, for exactly the attempt's amount (400 otherwise). An
 * authorized one is captured first, once its places are claimed (captureWithPlaces), or
 * released and refused (409 sold out). An attempt started without what it pays for takes the
 * caller's `body`, checked as the start would have been (at the moment the payment started)
 * and costing exactly the amount collected.
 */
export async function recordCardPayment<Payload>({
  transactionId,
  purpose,
  body,
  userId,
  now = new Date(),
}: {
  transactionId: string;
  purpose: PaymentPurpose<Payload>;
  body: unknown;
  userId: string | null;
  now?: Date;
}): Promise<RecordedPayment> {
  const provider = requireCardProvider();
  const retrieved = /^[A-Za-z0-9_]{1,200}$/.test(transactionId)
    ? await reach(() => provider.retrieveIntent(transactionId))
    : null;
  if (!retrieved) throw mismatch('transactionId', PAYMENT_NOT_FOUND);
  let intent: CardIntent = retrieved;
  if (intent.metadata.kind && intent.metadata.kind !== purpose.kind) throw conflict(PAYMENT_FOR_SOMETHING_ELSE);
  if (intent.status !== 'succeeded' && intent.status !== 'requires_capture') {
    // Released because its places were gone (the webhook may have been first): said again as such.
    if (intent.status === 'canceled') await refuseIfPlacesGone(intent, purpose);
    throw notCompleted(intent);
  }
  const found = await findAttempt(intent);
  if (!found) throw mismatch('transactionId', PAYMENT_NOT_FOUND);
  if (intent.currency !== PAYMENT_CURRENCY) throw mismatch('transactionId', PAYMENT_DOES_NOT_MATCH);
  if (amountOf(intent) !== found.amountCents) throw mismatch('transactionId', PAYMENT_DOES_NOT_MATCH);

  let attempt: Attempt = found;
  let payload: Payload;
  const held = heldPayload(attempt, purpose, body);
  if (held) {
    payload = held.payload;
  } else {
    payload = purpose.parse(body);
    const terms = await purpose.check(payload, {
      provider: 'stripe',
      amountCents: attempt.amountCents,
      now: attempt.createdAt,
    });
    attempt = await fixAttemptTerms(attempt.id, purpose.kind, terms, payload);
  }
  if (intent.status === 'requires_capture') intent = await captureWithPlaces({ intent, attempt, purpose, now });
  return recordFromAttempt({ intent, attempt, payload, purpose, userId });
}

/** An intent released because its places were gone: the purpose's refusal (sold out), thrown. */
async function refuseIfPlacesGone(intent: CardIntent, purpose: Pick<PaymentPurpose<unknown>, 'placesGone'>) {
  const attempt = await findAttempt(intent);
  if (attempt?.resultCode === PLACES_GONE && attempt.placesCategoryId && purpose.placesGone) {
    throw await purpose.placesGone(attempt.placesCategoryId);
  }
}

/**
 * An authorized intent (requires_capture) is captured once its attempt's places are claimed
 * (claimPlaces: its hold still runs, or the places are free again, under the category's lock,
 * exactly as safe as a payment starting). When they went to another, the attempt fails
 * (PLACES_GONE), the intent is canceled (the card's authorization released, nothing charged)
 * and the purpose's refusal is thrown (409 sold out). The intent as captured (succeeded) comes
 * back; one that could not be (canceled, lapsed) answers 409 not completed. Two reports at once
 * (the browser and the webhook) capture once: the second finds it captured.
 */
async function captureWithPlaces({
  intent,
  attempt,
  purpose,
  now,
}: {
  intent: CardIntent;
  attempt: Attempt;
  purpose: Pick<PaymentPurpose<unknown>, 'holdPlaces' | 'placesGone'>;
  now: Date;
}): Promise<CardIntent> {
  if ((await claimPlaces(attempt, purpose, now)) === 'gone') {
    await releaseAuthorization(intent.id);
    await refuseIfPlacesGone(intent, purpose);
    throw notCompleted({ ...intent, status: 'canceled' });
  }
  const captured = await reach(() => requireCardProvider().captureIntent(intent.id));
  if (captured.status !== 'succeeded') throw notCompleted(captured);
  return captured;
}

/** Cancels an authorized intent (the card's hold released); unreachable now, it lapses at the provider by itself. */
async function releaseAuthorization(intentId: string) {
  try {
    await reach(() => requireCardProvider().cancelIntent(intentId));
  } catch (error) {
    if (!isAppError(error, 'UNAVAILABLE')) throw error;
    console.error(`[payments] could not cancel ${intentId} now; its authorization lapses unless captured`);
  }
}

async function recordFromAttempt<Payload>({
  intent,
  attempt,
  payload,
  purpose,
  userId,
}: {
  intent: CardIntent;
  attempt: Attempt;
  payload: Payload;
  purpose: PaymentPurpose<Payload>;
  userId: string | null;
}): Promise<RecordedPayment> {
  // A card saved for a plan's next gifts: what the manage page shows of it.
  const card =
    intent.customerId && intent.paymentMethodId
      ? await reach(() => requireCardProvider().retrieveCard(intent.paymentMethodId!)).catch(() => null)
      : null;
  return purpose.record({
    provider: 'stripe',
    transactionId: intent.id,
    amountCents: attempt.amountCents,
    payload,
    quote: attempt.quote,
    userId: attempt.userId ?? userId,
    attemptId: attempt.id,
    cardLast4: card?.last4 ?? null,
    savedCard:
      intent.customerId && intent.paymentMethodId
        ? {
            customerId: intent.customerId,
            paymentMethodId: intent.paymentMethodId,
            brand: card?.brand ?? null,
            last4: card?.last4 ?? null,
            exp: card?.exp ?? null,
          }
        : null,
  });
}

/** A webhook delivery (its raw body and Stripe-Signature header, 300 s tolerance), checked: 400 otherwise. */
export function parseCardWebhook({
  rawBody,
  signature,
  now,
}: {
  rawBody: string;
  signature: string | null;
  now: Date;
}) {
  const provider = requireCardProvider();
  try {
    return provider.parseWebhook(rawBody, signature, now);
  } catch (error) {
    if (error instanceof InvalidWebhookSignatureError) {
      throw badRequest(INVALID_WEBHOOK_SIGNATURE, { fieldErrors: { 'stripe-signature': [INVALID_WEBHOOK_SIGNATURE] } });
    }
    throw error;
  }
}

/** Every refund of a payment intent, as the provider has it now. */
export const listCardRefunds = (paymentIntentId: string) =>
  reach(() => requireCardProvider().listRefunds(paymentIntentId));

/**
 * A payment intent's event: payment_intent.succeeded records the payment its attempt holds (an
 * attempt started without one waits for the browser's add_record); payment_intent.amount_capturable_updated
 * captures an authorized one once its places are claimed and records it, or releases it (sold
 * out); a failure marks a pending attempt, counts the decline, and cancels an intent declined too
 * often. True when recorded.
 */
export async function settleCardIntentEvent({
  type,
  intent,
  purposeOf,
  now = new Date(),
}: {
  type: string;
  intent: CardIntent;
  /** The purpose of each kind of purchase (lib/services/checkout). */
  purposeOf: (kind: PaymentKind) => PaymentPurpose<unknown>;
  now?: Date;
}): Promise<boolean> {
  const kind = intent.metadata.kind;
  if (!isPaymentKind(kind)) return false;

  // Authorized (capture later): captured and recorded once its places are claimed, else released.
  if (type === 'payment_intent.amount_capturable_updated' && intent.status === 'requires_capture') {
    const attempt = await findAttempt(intent);
    // Recorded already (a late delivery, captured meanwhile), or refused: nothing to do.
    if (!attempt || attempt.payload === null || attempt.status !== 'pending') return false;
    if (intent.currency !== PAYMENT_CURRENCY || intent.amountCapturable !== attempt.amountCents) {
      console.error(`[payments] ${intent.id} authorized ${intent.amountCapturable} ${intent.currency}: released`);
      await releaseAuthorization(intent.id);
      return false;
    }
    const purpose = purposeOf(attempt.kind as PaymentKind);
    let captured: CardIntent;
    try {
      captured = await captureWithPlaces({ intent, attempt, purpose, now });
    } catch (error) {
      // Sold out (released), or no longer capturable: acknowledged, nothing to record. The
      // provider unreachable is not: the delivery fails, and Stripe sends it again.
      if (isAppError(error, 'CONFLICT')) return false;
      throw error;
    }
    const recorded = await recordFromAttempt({
      intent: captured,
      attempt,
      payload: purpose.parse(attempt.payload),
      purpose,
      userId: null,
    });
    return recorded.created;
  }

  if (type === 'payment_intent.succeeded' && intent.status === 'succeeded') {
    const attempt = await findAttempt(intent);
    if (!attempt || attempt.payload === null) return false;
    if (intent.currency !== PAYMENT_CURRENCY || intent.amountReceived !== attempt.amountCents) {
      console.error(`[payments] ${intent.id} collected ${intent.amountReceived} ${intent.currency}: not recorded`);
      return false;
    }
    const purpose = purposeOf(attempt.kind as PaymentKind);
    const recorded = await recordFromAttempt({
      intent,
      attempt,
      payload: purpose.parse(attempt.payload),
      purpose,
      userId: null,
    });
    return recorded.created;
  }

  if (type === 'payment_intent.payment_failed' || type === 'payment_intent.canceled') {
    const attempt = await findAttempt(intent);
    if (!attempt || attempt.status !== 'pending') return false;
    if (type === 'payment_intent.canceled') {
      await db.paymentAttempt.updateMany({ where: { id: attempt.id, status: 'pending' }, data: { status: 'failed' } });
      return false;
    }
    // Still pending: the donor may try another card on the same intent.
    const updated = await db.paymentAttempt.update({
      where: { id: attempt.id },
      data: { declines: { increment: 1 }, resultCode: intent.lastErrorCode },
    });
    await countDecline({ ip: attempt.clientAddress ?? 'unknown', email: attempt.email, eventId: attempt.eventId });
    if (updated.declines >= MAX_DECLINES_PER_INTENT) {
      await reach(() => requireCardProvider().cancelIntent(intent.id));
    }
  }
  return false;
}
