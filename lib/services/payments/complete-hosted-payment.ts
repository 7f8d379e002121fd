import 'server-only';
import { badRequest, conflict, isAppError, unavailable } from '@/lib/app-error';
import { db } from '@/lib/db';
import {
  centsToDecimal,
  GatewayUnavailableError,
  type CompleteSaleAnswer,
  type HostedGateway,
} from '@/lib/integrations/payments/hosted-gateway';
import {
  CARD_PAYMENTS_NOT_CONFIGURED,
  DUPLICATE_COMPLETION,
  INVALID_TOKEN_ID,
  PAYMENT_NOT_STARTED_HERE,
} from '@/lib/rules/messages';
import { hostedPaymentFailure, type PaymentFailure } from '@/lib/rules/payment-failure';
import { GATEWAY_DUPLICATE } from '@/lib/rules/payment-result-codes';
import {
  claimAttemptById,
  claimHostedToken,
  failAttempt,
  fixAttemptTerms,
  heldPayload,
  releaseAttempt,
  renewHold,
  type Attempt,
} from './payment-attempts';
import { hostedGateway } from './payment-providers';
import type { PaymentPurpose, RecordedPayment } from './payment-purpose';
import { countDecline } from './payment-velocity';

/** The gateway's step-3 answer as the spec's calls pass it on: its XML fields, as strings. */
export type HostedTransactionResponse = {
  result: string;
  'result-text': string;
  'transaction-id': string;
  'result-code': string;
  amount?: string;
};

export type HostedCompletion = {
  transactionSuccess: boolean;
  /** Null when the gateway gave no answer (Issue Number 999). */
  transactionResponse: HostedTransactionResponse | null;
  /** What was recorded, on success. */
  recorded: RecordedPayment | null;
  /** What the payer reads, on failure. */
  failure: PaymentFailure | null;
  /** The attempt of the token: on a duplicate, the completion that has it (its record may exist already). */
  attemptId: string | null;
};

const TOKEN = /^[A-Za-z0-9_-]{1,100}$/;

function responseOf(answer: CompleteSaleAnswer): HostedTransactionResponse {
  return {
    result: String(answer.result),
    'result-text': answer.resultText,
    'transaction-id': answer.transactionId ?? '',
    'result-code': answer.resultCode === null ? '' : String(answer.resultCode),
    ...(answer.amountCents === null ? {} : { amount: centsToDecimal(answer.amountCents) }),
  };
}

const failed = (
  transactionResponse: HostedTransactionResponse | null,
  code: number | string | null,
  attemptId: string | null = null,
): HostedCompletion => ({
  transactionSuccess: false,
  transactionResponse,
  recorded: null,
  failure: hostedPaymentFailure(code),
  attemptId,
});

/**
 * Step 3 of the hosted-form gateway, for any kind of purchase, reading the payment the server
 * started (startHostedPayment). The token's attempt is claimed by this completion alone (the
 * others answer the gateway's duplicate: result 3, code 300); an attempt started without what
 * it pays for takes the caller's `body`, checked as the start would have (and it must cost the
 * attempt's amount); all before the gateway completes the sale. No decline count refuses a
 * completion: the card went through a guarded start (payment-velocity.ts), and its token completes once.
 * An approved sale is recorded from the attempt, for the amount the gateway confirmed, which
 * must be the attempt's: a sale that could not be recorded is voided at once, so no card is
 * ever charged for nothing. A token the gateway knows but this site did not start (another
 * order-id) is voided the same way.
 */
export async function completeHostedPayment<Payload>({
  tokenId,
  purpose,
  body,
  ip,
  userId,
  now = new Date(),
}: {
  tokenId: string;
  purpose: PaymentPurpose<Payload>;
  /** What the caller sent along (the spec's calls send the record again); read only when the attempt has none. */
  body: unknown;
  ip: string;
  userId: string | null;
  now?: Date;
}): Promise<HostedCompletion> {
  if (!TOKEN.test(tokenId)) {
    throw badRequest(INVALID_TOKEN_ID, { fieldErrors: { tokenId: [INVALID_TOKEN_ID] } });
  }
  const gateway = hostedGateway();
  if (!gateway) throw unavailable(CARD_PAYMENTS_NOT_CONFIGURED);

  const claimed = await claimHostedToken(tokenId);
  if (claimed === 'taken') return duplicate(tokenId);
  if (claimed === null) return completeUnknownToken({ gateway, tokenId, purpose, body, ip, userId, now });

  let attempt: Attempt = claimed;
  let payload: Payload;
  try {
    ({ attempt, payload } = await settleTerms({ attempt, purpose, body, now }));
    // The places it pays for are held again before the gateway charges (the step that charges):
    // a hold that ran out while the payer dawdled is refused here when its places went to another.
    attempt = await renewHold(attempt, purpose, now);
  } catch (error) {
    // Nothing was charged: the token stays the payer's to complete once the refusal is mended.
    await releaseAttempt(attempt.id);
    throw error;
  }

  let answer: CompleteSaleAnswer;
  try {
    answer = await gateway.completeSale(tokenId);
  } catch (error) {
    if (!(error instanceof GatewayUnavailableError)) throw error;
    // No answer: the sale may not have happened. The token may be completed again later.
    console.error(`[payments] the hosted-form gateway did not complete token ${tokenId}: ${error.message}`);
    await releaseAttempt(attempt.id);
    return failed(null, null, attempt.id);
  }
  return settleSale({ gateway, attempt, payload, answer, purpose, ip, userId });
}

/**
 * The payload the attempt holds, or, for one started without it, the caller's body checked
 * now as the start would have (and costing exactly the attempt's amount), then fixed on it.
 */
async function settleTerms<Payload>({
  attempt,
  purpose,
  body,
  now,
}: {
  attempt: Attempt;
  purpose: PaymentPurpose<Payload>;
  body: unknown;
  now: Date;
}): Promise<{ attempt: Attempt; payload: Payload }> {
  const held = heldPayload(attempt, purpose, body);
  if (held) return { attempt, payload: held.payload };
  // Started with an amount alone (the spec's bare call): the first completion says what it pays for.
  const payload = purpose.parse(body);
  const terms = await purpose.check(payload, { provider: 'safesave', amountCents: attempt.amountCents, now });
  return { attempt: await fixAttemptTerms(attempt.id, purpose.kind, terms, payload), payload };
}

/** A token another completion has (or had): the gateway's duplicate answer, naming its transaction once there is one. */
async function duplicate(tokenId: string): Promise<HostedCompletion> {
  const earlier = await db.paymentAttempt.findUnique({
    where: { provider_reference: { provider: 'safesave', reference: tokenId } },
    select: { id: true, transactionId: true },
  });
  return failed(
    {
      result: String(GATEWAY_DUPLICATE.result),
      'result-text': DUPLICATE_COMPLETION,
      'transaction-id': earlier?.transactionId ?? '',
      'result-code': String(GATEWAY_DUPLICATE.resultCode),
    },
    GATEWAY_DUPLICATE.resultCode,
    earlier?.id ?? null,
  );
}

/** The gateway's answer to a completion of `attempt`: a decline marked and counted, an approval recorded. */
async function settleSale<Payload>({
  gateway,
  attempt,
  payload,
  answer,
  purpose,
  ip,
  userId,
}: {
  gateway: HostedGateway;
  attempt: Attempt;
  payload: Payload;
  answer: CompleteSaleAnswer;
  purpose: PaymentPurpose<Payload>;
  ip: string;
  userId: string | null;
}): Promise<HostedCompletion> {
  const response = responseOf(answer);
  const resultCode = answer.resultCode === null ? null : String(answer.resultCode);
  if (answer.result !== 1 || !answer.transactionId) {
    await failAttempt(attempt.id, resultCode);
    if (answer.result === 2) await countDecline({ ip, email: attempt.email, eventId: attempt.eventId });
    return failed(response, answer.resultCode, attempt.id);
  }
  const transactionId = answer.transactionId;
  if (answer.amountCents !== attempt.amountCents || (answer.currency && answer.currency !== 'USD')) {
    // Charged something else than this payment's amount: never recorded, given back at once.
    await voidUnrecordable(
      gateway,
      transactionId,
      `charged ${answer.amountCents} ${answer.currency} for ${attempt.id}`,
    );
    await failAttempt(attempt.id, resultCode, transactionId);
    return failed(response, null, attempt.id);
  }
  // The money is taken: the attempt keeps the gateway's id first, so a recording that fails still leaves its trace.
  await db.paymentAttempt.update({ where: { id: attempt.id }, data: { transactionId, resultCode } });
  // A plan's first gift whose start did not ask the vault to keep the card (its frequency came
  // with the completion): the gateway keeps it now from the sale itself.
  let vault = answer.customerVaultId ? { id: answer.customerVaultId, exp: answer.cardExp } : null;
  if (!vault && purpose.savesCard?.(payload)) {
    const kept = await gateway.addCustomerFromSale(transactionId).catch(() => null);
    if (kept?.result === 1 && kept.customerVaultId) vault = { id: kept.customerVaultId, exp: kept.cardExp };
  }
  const recorded = await withRetries(() =>
    purpose.record({
      provider: 'safesave',
      transactionId,
      amountCents: attempt.amountCents,
      payload,
      quote: attempt.quote,
      userId: attempt.userId ?? userId,
      attemptId: attempt.id,
      cardLast4: answer.cardLast4,
      savedCard: vault
        ? {
            customerId: vault.id,
            paymentMethodId: null,
            brand: cardBrandOf(answer.cardType),
            last4: answer.cardLast4,
            exp: vault.exp,
          }
        : null,
    }),
  );
  return { transactionSuccess: true, transactionResponse: response, recorded, failure: null, attemptId: attempt.id };
}

/**
 * A token with no attempt: the real gateway may hand back a token-id other than its form-url's
 * key, so the gateway completes it and its order-id names our attempt; anything else (a token
 * started at the gateway directly, for any amount) is voided, recording nothing.
 */
async function completeUnknownToken<Payload>({
  gateway,
  tokenId,
  purpose,
  body,
  ip,
  userId,
  now,
}: {
  gateway: HostedGateway;
  tokenId: string;
  purpose: PaymentPurpose<Payload>;
  body: unknown;
  ip: string;
  userId: string | null;
  now: Date;
}): Promise<HostedCompletion> {
  let answer: CompleteSaleAnswer;
  try {
    answer = await gateway.completeSale(tokenId);
  } catch (error) {
    if (!(error instanceof GatewayUnavailableError)) throw error;
    return failed(null, null);
  }
  if (answer.result !== 1 || !answer.transactionId) {
    if (answer.result === 2) await countDecline({ ip });
    return failed(responseOf(answer), answer.resultCode);
  }
  const attempt = answer.orderId ? await claimAttemptById(answer.orderId, tokenId) : null;
  let payload: Payload;
  let settled: Attempt;
  try {
    if (!attempt) throw conflict(PAYMENT_NOT_STARTED_HERE);
    ({ attempt: settled, payload } = await settleTerms({ attempt, purpose, body, now }));
  } catch (error) {
    await voidUnrecordable(gateway, answer.transactionId, `token ${tokenId} of order ${answer.orderId}`);
    if (attempt) await failAttempt(attempt.id, null, answer.transactionId);
    throw error;
  }
  return settleSale({ gateway, attempt: settled, payload, answer, purpose, ip, userId });
}

/** The gateway's card type (billing cc-type), when it tells it; the masked number shows only the last four digits. */
const cardBrandOf = (type: string | null) => type;

/** Gives back a sale that will not be recorded; logged either way, for a person to check. */
async function voidUnrecordable(gateway: HostedGateway, transactionId: string, why: string) {
  const voided = await gateway.voidSale(transactionId).catch((error: unknown) => error);
  const ok = !(voided instanceof Error) && (voided as { result: number }).result === 1;
  console.error(`[payments] voided ${transactionId} (${why}): ${ok ? 'done' : 'FAILED, refund it by hand'}`);
}

/**
 * The gateway has taken the money: a recording that fails for a passing reason (the database
 * busy or restarting) is tried again, twice, before the error goes up (the attempt row keeps
 * the gateway's transaction id either way).
 */
async function withRetries<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= 3 || isAppError(error)) throw error;
      console.error(`[payments] recording a paid purchase failed (try ${attempt}), trying again`, error);
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}
