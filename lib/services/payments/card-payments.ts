import 'server-only';
import { randomUUID } from 'node:crypto';
import { badRequest, conflict, unavailable } from '@/lib/app-error';
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
} from '@/lib/rules/messages';
import { cardPaymentFailure } from '@/lib/rules/payment-failure';
import { isUniqueViolation } from '@/lib/services/accounts/sign-up';
import { cardProvider } from './payment-providers';
import type { RecordedPayment } from './payment-purpose';
import { isPaymentKind, paymentPurpose, type PaymentKind } from './payment-purposes';
import { countDecline, guardPaymentStart } from './payment-velocity';

// The card provider's side of a payment (Stripe's PaymentIntents), for any kind of purchase:
// - createCardIntent (POST /api/stripe/get_intent): one intent per payment attempt, created with
//   an idempotency key of the attempt, its metadata naming what it pays for (kind, attemptId);
// - confirmCardPayment (POST /api/donation/add_record and, next, /api/participation/add_record):
//   the server retrieves the intent and records only a succeeded one of the right amount and
//   currency;
// - handleCardWebhook (POST /api/stripe/webhook): the provider's signed report, which records
//   the payment too, so a closed tab loses nothing. Duplicate and out-of-order deliveries are
//   harmless: recording is once per intent, and a late failure never undoes a success.

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

const ATTEMPT_MISMATCH = 'This payment attempt was started with other details. Please reload the page.';

/**
 * POST /api/stripe/get_intent. With what is paid for (`payload`), its checks run first and the
 * attempt keeps it, so the webhook can record the payment on its own. The same `attemptKey`
 * (one per attempt in the browser) gives back the same intent. `challenge` is a solved payment
 * challenge, needed while declines run high (payment-velocity.ts).
 */
export async function createCardIntent({
  amountCents,
  currency,
  description,
  kind = 'donation',
  payload,
  attemptKey,
  challenge,
  ip,
  userId,
  now = new Date(),
}: {
  amountCents: number;
  currency: string;
  description?: string | null;
  kind?: PaymentKind;
  payload?: unknown;
  attemptKey?: string | null;
  challenge?: string | null;
  ip: string;
  userId: string | null;
  now?: Date;
}): Promise<{ client_secret: string; paymentIntentId: string }> {
  const provider = requireCardProvider();
  const checks =
    payload === undefined
      ? null
      : await paymentPurpose(kind).check(payload, { provider: 'stripe', amountCents, now, ip });
  await guardPaymentStart({ ip, email: checks?.email, eventId: checks?.eventId }, challenge);

  const key = attemptKey ?? randomUUID();
  const data = {
    provider: 'stripe' as const,
    kind,
    attemptKey: key,
    eventId: checks?.eventId ?? null,
    email: checks?.email ?? null,
    userId,
    clientAddress: ip,
    amountCents,
    currency,
    payload: payload === undefined ? undefined : (payload as Prisma.InputJsonValue),
  };
  let attempt = await db.paymentAttempt.findUnique({
    where: { provider_attemptKey: { provider: 'stripe', attemptKey: key } },
  });
  if (!attempt) {
    try {
      attempt = await db.paymentAttempt.create({ data });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      attempt = await db.paymentAttempt.findUniqueOrThrow({
        where: { provider_attemptKey: { provider: 'stripe', attemptKey: key } },
      });
    }
  }
  // An attempt is one payment: another amount, or one that is over, needs a new key (the page reloads).
  if (attempt.amountCents !== amountCents || attempt.kind !== kind || attempt.status !== 'pending') {
    throw conflict(ATTEMPT_MISMATCH, { fieldErrors: { attemptKey: [ATTEMPT_MISMATCH] } });
  }

  const intent = await reach(() =>
    provider.createIntent({
      amountCents,
      currency,
      description: checks?.description ?? description ?? undefined,
      metadata: { kind, attemptId: attempt.id, ...(checks ? { eventId: checks.eventId } : {}) },
      idempotencyKey: `${kind}-intent-${key}`,
    }),
  );
  if (attempt.reference !== intent.id) {
    await db.paymentAttempt.update({ where: { id: attempt.id }, data: { reference: intent.id } });
  }
  if (!intent.clientSecret) throw unavailable(PAYMENT_PROVIDER_UNAVAILABLE);
  return { client_secret: intent.clientSecret, paymentIntentId: intent.id };
}

const mismatch = (field: string, message: string) => badRequest(message, { fieldErrors: { [field]: [message] } });

/**
 * The payment `transactionId` (a PaymentIntent id) as the provider has it now, when it is a
 * succeeded payment for `kind` of `expectedAmountCents` in usd; otherwise 400 (unknown, another
 * amount or currency) or 409 (for something else, or not succeeded: with the provider's code).
 * Also the attempt it belongs to, whose payload is what the payment was started for.
 */
export async function confirmCardPayment({
  transactionId,
  kind,
  expectedAmountCents,
}: {
  transactionId: string;
  kind: PaymentKind;
  expectedAmountCents: number;
}) {
  const provider = requireCardProvider();
  const intent = /^[A-Za-z0-9_]{1,200}$/.test(transactionId)
    ? await reach(() => provider.retrieveIntent(transactionId))
    : null;
  if (!intent) throw mismatch('transactionId', PAYMENT_NOT_FOUND);
  if (intent.metadata.kind && intent.metadata.kind !== kind) throw conflict(PAYMENT_FOR_SOMETHING_ELSE);
  if (intent.status !== 'succeeded') {
    const failure = cardPaymentFailure(intent.lastErrorCode, intent.lastErrorMessage);
    throw conflict(PAYMENT_NOT_COMPLETED, {
      status: intent.status,
      issueNumber: failure.issueNumber,
      failure: failure.text,
    });
  }
  if (intent.currency !== PAYMENT_CURRENCY) throw mismatch('transactionId', PAYMENT_DOES_NOT_MATCH);
  if (intent.amountReceived !== expectedAmountCents) throw mismatch('totalAmount', PAYMENT_DOES_NOT_MATCH);
  const attempt = await findAttempt(intent);
  return { intent, attempt };
}

/** The attempt an intent names in its metadata (its reference may not be written yet: the webhook can be that quick). */
function findAttempt(intent: CardIntent) {
  const attemptId = intent.metadata.attemptId;
  return attemptId
    ? db.paymentAttempt.findFirst({
        where: { id: attemptId, provider: 'stripe', OR: [{ reference: intent.id }, { reference: null }] },
      })
    : Promise.resolve(null);
}

/** Records a succeeded intent for its purpose, from what the attempt kept (or from `payload` when it kept nothing). */
export async function recordCardPayment({
  intent,
  kind,
  payload,
  userId,
}: {
  intent: CardIntent;
  kind: PaymentKind;
  payload?: unknown;
  userId: string | null;
}): Promise<RecordedPayment | null> {
  const attempt = await findAttempt(intent);
  const purpose = paymentPurpose(kind);
  const what = attempt?.payload != null ? purpose.parse(attempt.payload) : payload;
  if (what === undefined) return null;
  return purpose.record({
    provider: 'stripe',
    transactionId: intent.id,
    amountCents: intent.amountReceived,
    payload: what,
    userId: attempt?.userId ?? userId,
    attemptId: attempt?.id ?? null,
  });
}

/**
 * POST /api/stripe/webhook: the raw body and its Stripe-Signature header (300 s tolerance).
 * payment_intent.succeeded records the payment its attempt was started for; a failure marks a
 * pending attempt, counts the decline, and cancels an intent declined too often.
 */
export async function handleCardWebhook({
  rawBody,
  signature,
  now = new Date(),
}: {
  rawBody: string;
  signature: string | null;
  now?: Date;
}): Promise<{ received: true; recorded: boolean }> {
  const provider = requireCardProvider();
  let event;
  try {
    event = provider.parseWebhook(rawBody, signature, now);
  } catch (error) {
    if (error instanceof InvalidWebhookSignatureError) {
      throw badRequest(INVALID_WEBHOOK_SIGNATURE, { fieldErrors: { 'stripe-signature': [INVALID_WEBHOOK_SIGNATURE] } });
    }
    throw error;
  }
  const intent = event.intent;
  const kind = intent?.metadata.kind;
  if (!intent || !isPaymentKind(kind)) return { received: true, recorded: false };

  if (event.type === 'payment_intent.succeeded' && intent.status === 'succeeded') {
    if (intent.currency !== PAYMENT_CURRENCY) {
      console.error(`[payments] ${intent.id} succeeded in ${intent.currency}: not recorded`);
      return { received: true, recorded: false };
    }
    const recorded = await recordCardPayment({ intent, kind, userId: null });
    return { received: true, recorded: recorded?.created ?? false };
  }

  if (event.type === 'payment_intent.payment_failed' || event.type === 'payment_intent.canceled') {
    const attempt = await findAttempt(intent);
    if (!attempt || attempt.status !== 'pending') return { received: true, recorded: false };
    if (event.type === 'payment_intent.canceled') {
      await db.paymentAttempt.updateMany({ where: { id: attempt.id, status: 'pending' }, data: { status: 'failed' } });
      return { received: true, recorded: false };
    }
    // Still pending: the donor may try another card on the same intent.
    const updated = await db.paymentAttempt.update({
      where: { id: attempt.id },
      data: { declines: { increment: 1 }, resultCode: intent.lastErrorCode },
    });
    await countDecline({ ip: attempt.clientAddress ?? 'unknown', email: attempt.email, eventId: attempt.eventId });
    if (updated.declines >= MAX_DECLINES_PER_INTENT) await reach(() => provider.cancelIntent(intent.id));
  }
  return { received: true, recorded: false };
}
