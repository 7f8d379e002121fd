import 'server-only';
import { badRequest, isAppError, unavailable } from '@/lib/app-error';
import type { Prisma } from '@/lib/generated/prisma/client';
import { db } from '@/lib/db';
import {
  centsToDecimal,
  GatewayUnavailableError,
  type CompleteSaleAnswer,
} from '@/lib/integrations/payments/hosted-gateway';
import { CARD_PAYMENTS_NOT_CONFIGURED } from '@/lib/rules/messages';
import { hostedPaymentFailure, type PaymentFailure } from '@/lib/rules/payment-failure';
import { SANDBOX_DUPLICATE } from '@/lib/rules/sandbox-cards';
import { isUniqueViolation } from '@/lib/services/accounts/sign-up';
import { hostedGateway } from './payment-providers';
import type { RecordedPayment } from './payment-purpose';
import { paymentPurpose, type PaymentKind } from './payment-purposes';
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
): HostedCompletion => ({
  transactionSuccess: false,
  transactionResponse,
  recorded: null,
  failure: hostedPaymentFailure(code),
});

/**
 * Claims a token for one completion: a new attempt, or one left pending by a completion that got
 * no answer from the gateway. Null when another request has it (at the same moment, or earlier).
 */
async function claimToken(
  tokenId: string,
  data: Omit<Prisma.PaymentAttemptUncheckedCreateInput, 'provider' | 'reference'>,
) {
  try {
    return await db.paymentAttempt.create({
      data: { ...data, provider: 'safesave', reference: tokenId, status: 'processing' },
      select: { id: true },
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const { count } = await db.paymentAttempt.updateMany({
    where: { provider: 'safesave', reference: tokenId, status: 'pending' },
    data: { status: 'processing', payload: data.payload, userId: data.userId },
  });
  if (count !== 1) return null;
  return db.paymentAttempt.findUniqueOrThrow({
    where: { provider_reference: { provider: 'safesave', reference: tokenId } },
    select: { id: true },
  });
}

/**
 * Step 3 of the hosted-form gateway, for any kind of purchase: checks what is paid for, claims the
 * token so it is completed once however many requests arrive (the gateway's answer to a second
 * one: result 3, code 300), asks the gateway to complete the sale, and on approval records the
 * payment from the amount the gateway confirmed. A declined card counts against the payer's
 * address, email and event. No velocity limit refuses a completion: the card reached the gateway
 * through a start (get_form_url), which the limits and the challenge guard, and each token
 * completes once; a donor who passed the challenge there is not turned away here.
 */
export async function completeHostedPayment({
  tokenId,
  kind,
  payload,
  ip,
  userId,
  now = new Date(),
}: {
  tokenId: string;
  kind: PaymentKind;
  payload: unknown;
  ip: string;
  userId: string | null;
  now?: Date;
}): Promise<HostedCompletion> {
  if (!TOKEN.test(tokenId))
    throw badRequest('Not a valid token-id.', { fieldErrors: { tokenId: ['Not a valid token-id.'] } });
  const gateway = hostedGateway();
  if (!gateway) throw unavailable(CARD_PAYMENTS_NOT_CONFIGURED);
  const purpose = paymentPurpose(kind);
  const checks = await purpose.check(payload, { provider: 'safesave', now });
  const subjects = { ip, email: checks.email, eventId: checks.eventId };

  const attempt = await claimToken(tokenId, {
    kind,
    eventId: checks.eventId,
    email: checks.email,
    userId,
    clientAddress: ip,
    amountCents: 0,
    payload: payload as Prisma.InputJsonValue,
  });
  if (!attempt) {
    const earlier = await db.paymentAttempt.findUnique({
      where: { provider_reference: { provider: 'safesave', reference: tokenId } },
      select: { transactionId: true },
    });
    return failed(
      {
        result: String(SANDBOX_DUPLICATE.result),
        'result-text': 'Duplicate transaction: this payment is being completed or was completed already',
        'transaction-id': earlier?.transactionId ?? '',
        'result-code': String(SANDBOX_DUPLICATE.resultCode),
      },
      SANDBOX_DUPLICATE.resultCode,
    );
  }

  let answer: CompleteSaleAnswer;
  try {
    answer = await gateway.completeSale(tokenId);
  } catch (error) {
    if (!(error instanceof GatewayUnavailableError)) throw error;
    // No answer: the sale may not have happened. The token may be completed again later.
    console.error(`[payments] the hosted-form gateway did not complete token ${tokenId}: ${error.message}`);
    await db.paymentAttempt.update({ where: { id: attempt.id }, data: { status: 'pending' } });
    return failed(null, null);
  }

  const response = responseOf(answer);
  const resultCode = answer.resultCode === null ? null : String(answer.resultCode);
  if (answer.result !== 1 || !answer.transactionId) {
    await db.paymentAttempt.update({ where: { id: attempt.id }, data: { status: 'failed', resultCode } });
    if (answer.result === 2) await countDecline(subjects);
    return failed(response, answer.resultCode);
  }

  // Approved: the money is taken. Keep the gateway's transaction id on the attempt first, so a
  // recording that fails (the database gone at the worst moment) still leaves its trace.
  const amountCents = answer.amountCents;
  await db.paymentAttempt.update({
    where: { id: attempt.id },
    data: { transactionId: answer.transactionId, resultCode, amountCents: amountCents ?? 0 },
  });
  if (amountCents === null || (answer.currency && answer.currency !== 'USD')) {
    // Never recorded from the browser's amount: left for a person to look at.
    console.error(`[payments] token ${tokenId}: the gateway approved ${answer.transactionId} without a USD amount`);
    return failed(response, null);
  }
  const transactionId = answer.transactionId;
  const recorded = await withRetries(() =>
    purpose.record({ provider: 'safesave', transactionId, amountCents, payload, userId, attemptId: attempt.id }),
  );
  return { transactionSuccess: true, transactionResponse: response, recorded, failure: null };
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
      console.error(`[payments] recording a paid donation failed (try ${attempt}), trying again`, error);
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}
