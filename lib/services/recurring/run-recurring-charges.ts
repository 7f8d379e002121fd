import 'server-only';
import { db } from '@/lib/db';
import { isUniqueViolation } from '@/lib/db-errors';
import type { RecurringPlan } from '@/lib/generated/prisma/client';
import { GatewayUnavailableError } from '@/lib/integrations/payments/hosted-gateway';
import { CardProviderUnavailableError } from '@/lib/integrations/payments/stripe-card-provider';
import { totalWithFee } from '@/lib/rules/fees';
import { GATEWAY_DUPLICATE } from '@/lib/rules/payment-result-codes';
import { declineKind, nextPeriodDate, periodKey, RETRY_DAYS, type PlanFrequency } from '@/lib/rules/recurring';
import { recordInstallmentDonation } from '@/lib/services/donations/record-donation';
import { kickMailDelivery } from '@/lib/services/mail/deliver-outbox';
import { cardProvider, hostedGateway } from '@/lib/services/payments/payment-providers';
import { tellOnce, type Trouble } from './plan-notices';

// The scheduler of gifts that repeat (CONTRACT §6): our own schedule over the card each plan
// keeps at its provider. Exactly once, whatever runs it, however often, on any number of
// instances:
//   1. due plans are claimed with FOR UPDATE SKIP LOCKED, each for a lease (claimedUntil), so
//      two runs never hold the same plan;
//   2. the installment row of the plan's period (unique planId, period) is written before any
//      charge, and moved pending/failed → charging by one conditional statement;
//   3. the provider is asked with a key of that installment try (the gateway's order-id, Stripe's
//      idempotency key), so a repeated request never charges twice.
// A decline is read by its code: hard → needs_card (never retried until the card changes);
// Stripe's authentication_required → needs_card with a "confirm your payment" email; soft →
// tried again 1, 3, 7 and 13 days after the due date, then past_due.

export type RunResult = { charged: number; failed: number; skipped: number };

/** How long a run holds a plan it claimed (real time): a run that dies lets it go after this. */
const LEASE_MS = 10 * 60_000;
const BATCH = 50;
/** Plans of a batch charged at the same time by one run. */
const CONCURRENCY = 4;

/** Claims up to `limit` due plans for this run, none another run holds, none this run has done. */
async function claimDuePlans(now: Date, limit: number, done: string[]): Promise<RecurringPlan[]> {
  const realNow = new Date();
  const until = new Date(realNow.getTime() + LEASE_MS);
  const rows = await db.$queryRaw<Array<{ id: string }>>`
    UPDATE "RecurringPlan" SET "claimedUntil" = ${until}
    WHERE "id" IN (
      SELECT "id" FROM "RecurringPlan"
      WHERE "status" = 'active' AND "nextChargeDate" <= ${now}
        AND ("claimedUntil" IS NULL OR "claimedUntil" < ${realNow})
        AND NOT ("id" = ANY(${done}::text[]))
      ORDER BY "nextChargeDate"
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING "id"`;
  if (rows.length === 0) return [];
  return db.recurringPlan.findMany({ where: { id: { in: rows.map((row) => row.id) } } });
}

/**
 * Charges every plan due at `now` (a moment the sandbox clock may move), one installment each.
 * Answers how many were charged, declined, and skipped (another run had the period already).
 */
export async function runRecurringCharges({
  now = new Date(),
  concurrency = CONCURRENCY,
}: { now?: Date; concurrency?: number } = {}): Promise<RunResult> {
  const result: RunResult = { charged: 0, failed: 0, skipped: 0 };
  const done: string[] = [];
  for (;;) {
    const plans = await claimDuePlans(now, BATCH, done);
    if (plans.length === 0) break;
    done.push(...plans.map((plan) => plan.id));
    // A few plans at a time: each waits mostly on the provider's answer.
    let next = 0;
    const worker = async () => {
      while (next < plans.length) {
        const plan = plans[next++];
        try {
          result[await chargePlan(plan, now)]++;
        } catch (error) {
          console.error(`[recurring] plan ${plan.id} could not be charged`, error);
          result.skipped++;
        } finally {
          await db.recurringPlan.updateMany({ where: { id: plan.id }, data: { claimedUntil: null } });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, plans.length) }, worker));
  }
  if (result.charged + result.failed > 0) kickMailDelivery();
  return result;
}

/** The installment row of the plan's period, written before any charge (or the one already there). */
async function installmentOf(plan: RecurringPlan) {
  const period = periodKey(plan.periodDate);
  const amountCents = totalWithFee(plan.amountCents, plan.payFees);
  try {
    return await db.recurringInstallment.create({ data: { planId: plan.id, period, amountCents } });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return db.recurringInstallment.findUniqueOrThrow({ where: { planId_period: { planId: plan.id, period } } });
  }
}

type ChargeAnswer =
  | { status: 'approved'; transactionId: string }
  | { status: 'declined'; code: string | null }
  /** The provider did not answer, or answered a duplicate: the try may or may not have charged. */
  | { status: 'unknown' };

/** Asks the plan's provider to charge its kept card, keyed by the installment try. */
async function chargeCard(
  plan: RecurringPlan,
  installmentId: string,
  attempt: number,
  amountCents: number,
): Promise<ChargeAnswer> {
  const description = `Recurring gift ${periodKey(plan.periodDate)}`;
  if (plan.provider === 'safesave') {
    const gateway = hostedGateway();
    if (!gateway) return { status: 'unknown' } as const;
    try {
      const answer = await gateway.vaultSale({
        customerVaultId: plan.customerId,
        amountCents,
        orderId: attempt === 1 ? `installment-${installmentId}` : `installment-${installmentId}-${attempt}`,
        orderDescription: description,
      });
      if (answer.result === 1 && answer.transactionId) {
        return { status: 'approved', transactionId: answer.transactionId } as const;
      }
      if (answer.result === 3 && answer.resultCode === GATEWAY_DUPLICATE.resultCode)
        return { status: 'unknown' } as const;
      return { status: 'declined', code: answer.resultCode === null ? null : String(answer.resultCode) } as const;
    } catch (error) {
      if (error instanceof GatewayUnavailableError) return { status: 'unknown' } as const;
      throw error;
    }
  }
  const provider = cardProvider();
  if (!provider || !plan.paymentMethodId) return { status: 'unknown' } as const;
  try {
    const charge = await provider.chargeSavedCard({
      customerId: plan.customerId,
      paymentMethodId: plan.paymentMethodId,
      amountCents,
      currency: 'usd',
      description,
      metadata: { kind: 'installment', planId: plan.id, installmentId },
      idempotencyKey:
        attempt === 1 ? `installment-${installmentId}` : `installment-${installmentId}-retry-${attempt - 1}`,
    });
    if (charge.status === 'succeeded' && charge.amountReceived === amountCents) {
      return { status: 'approved', transactionId: charge.intentId } as const;
    }
    return { status: 'declined', code: charge.status === 'failed' ? charge.code : 'amount_mismatch' } as const;
  } catch (error) {
    if (error instanceof CardProviderUnavailableError) return { status: 'unknown' } as const;
    throw error;
  }
}

/** One plan's installment due now: charged, declined, or skipped when another run has it. */
export async function chargePlan(plan: RecurringPlan, now: Date): Promise<keyof RunResult> {
  const installment = await installmentOf(plan);
  if (installment.status === 'succeeded') {
    // Charged by an earlier run that stopped before moving the plan on: move it on now.
    await advancePlan(plan);
    return 'skipped';
  }
  const [claimed] = await db.recurringInstallment.updateManyAndReturn({
    where: { id: installment.id, status: { in: ['pending', 'failed'] } },
    data: { status: 'charging', attempts: { increment: 1 } },
  });
  if (!claimed) return 'skipped';

  const answer = await chargeCard(plan, claimed.id, claimed.attempts, claimed.amountCents);
  if (answer.status === 'unknown') {
    // Left as it is for the next run, with the same key: the provider answers a repeat, never charges twice.
    await db.recurringInstallment.update({
      where: { id: claimed.id },
      data: { status: 'pending', attempts: { decrement: 1 } },
    });
    return 'skipped';
  }
  if (answer.status === 'approved') {
    await recordInstallmentDonation({
      plan: { ...plan, provider: plan.provider === 'stripe' ? 'stripe' : 'safesave' },
      installmentId: claimed.id,
      transactionId: answer.transactionId,
      amountCents: claimed.amountCents,
      date: now,
    });
    await advancePlan(plan);
    return 'charged';
  }
  await declined(plan, claimed.id, answer.code, now);
  return 'failed';
}

/** The plan's next period, once this one is paid: a fresh start for retries and notices. */
async function advancePlan(plan: RecurringPlan) {
  const next = nextPeriodDate(plan.periodDate, plan.frequency as PlanFrequency, plan.anchorDay);
  await db.recurringPlan.updateMany({
    where: { id: plan.id, periodDate: plan.periodDate },
    data: {
      periodDate: next,
      nextChargeDate: next,
      retryCount: 0,
      lastDeclineCode: null,
      hardDeclinedAt: null,
      donorToldAt: null,
      organizerToldAt: null,
    },
  });
  await db.recurringPlan.updateMany({
    where: { id: plan.id, status: { in: ['past_due', 'needs_card'] } },
    data: { status: 'active' },
  });
}

const DAY_MS = 86_400_000;

/** A declined installment: the plan's next step by the decline's code, and who is told. */
async function declined(plan: RecurringPlan, installmentId: string, code: string | null, now: Date) {
  const kind = declineKind(code);
  const event = await db.event.findUnique({
    where: { id: plan.eventId },
    select: { title: true, creator: { select: { email: true } } },
  });
  const notice = { ...plan, frequency: plan.frequency as PlanFrequency, eventTitle: event?.title ?? '' };
  const organizerEmail = event?.creator.email ?? null;
  await db.$transaction(async (tx) => {
    await tx.recurringInstallment.update({
      where: { id: installmentId },
      data: { status: 'failed', resultCode: code },
    });
    let trouble: Trouble;
    if (kind === 'hard' || kind === 'authentication') {
      trouble = kind === 'hard' ? 'needs_card' : 'authentication';
      await tx.recurringPlan.update({
        where: { id: plan.id },
        data: { status: 'needs_card', hardDeclinedAt: now, lastDeclineCode: code },
      });
    } else if (plan.retryCount < RETRY_DAYS.length) {
      trouble = 'retrying';
      await tx.recurringPlan.update({
        where: { id: plan.id },
        data: {
          retryCount: plan.retryCount + 1,
          nextChargeDate: new Date(plan.periodDate.getTime() + RETRY_DAYS[plan.retryCount] * DAY_MS),
          lastDeclineCode: code,
        },
      });
    } else {
      trouble = 'past_due';
      await tx.recurringPlan.update({ where: { id: plan.id }, data: { status: 'past_due', lastDeclineCode: code } });
    }
    await tellOnce(tx, notice, trouble, code, organizerEmail, {
      donor: true,
      organizer: trouble !== 'retrying',
    });
  });
}
