import 'server-only';
import { db } from '@/lib/db';
import type { DisputeStatus, Prisma, RefundStatus } from '@/lib/generated/prisma/client';
import type { CardDispute, CardRefund } from '@/lib/integrations/payments/stripe-card-provider';
import { isUniqueViolation } from '@/lib/db-errors';
import { refundSplit, statusAfterRefunds } from '@/lib/rules/refunds';
import { invalidateEvent } from '@/lib/services/events/cache-tags';

// What changes at the card provider behind this site's back (CONTRACT §5), as its webhooks
// report it: refunds made in Stripe's dashboard, the fate of refunds asked for here, and
// disputes. Each is applied once per provider id whatever the order and however often it
// arrives: the payment's row is locked first, so two deliveries about one payment never
// interleave, and a dispute once closed is never reopened by a late "created".

type Tx = Prisma.TransactionClient;

const refundStatusOf = (status: string): RefundStatus =>
  status === 'succeeded' ? 'succeeded' : status === 'failed' || status === 'canceled' ? 'failed' : 'pending';

/** The payment an intent paid for, locked for this transaction: a donation or a registration. */
async function lockPayment(tx: Tx, paymentIntentId: string) {
  const [donation] = await tx.$queryRaw<
    Array<{
      id: string;
      eventId: string;
      baseAmountCents: number;
      totalAmountCents: number;
      amountRefundedCents: number;
    }>
  >`SELECT "id", "eventId", "baseAmountCents", "totalAmountCents", "amountRefundedCents" FROM "Donation"
    WHERE "method" = 'stripe' AND "transactionId" = ${paymentIntentId} FOR UPDATE`;
  if (donation) return { kind: 'donation' as const, ...donation };
  const [signup] = await tx.$queryRaw<
    Array<{ id: string; eventId: string; totalAmountCents: number; amountRefundedCents: number }>
  >`SELECT "id", "eventId", "totalAmountCents", "amountRefundedCents" FROM "Signup"
    WHERE "method" = 'stripe' AND "transactionId" = ${paymentIntentId} FOR UPDATE`;
  return signup ? { kind: 'signup' as const, baseAmountCents: signup.totalAmountCents, ...signup } : null;
}

type LockedPayment = NonNullable<Awaited<ReturnType<typeof lockPayment>>>;

/** Adds `deltaCents` (negative to give a reservation back) to what was refunded of the payment. */
async function moveRefunded(tx: Tx, payment: LockedPayment, deltaCents: number) {
  const refunded = Math.min(payment.totalAmountCents, Math.max(0, payment.amountRefundedCents + deltaCents));
  if (payment.kind === 'donation') {
    await tx.donation.update({
      where: { id: payment.id },
      data: { amountRefundedCents: refunded, status: statusAfterRefunds(payment.totalAmountCents, refunded) },
    });
  } else {
    await tx.signup.update({ where: { id: payment.id }, data: { amountRefundedCents: refunded } });
  }
  payment.amountRefundedCents = refunded;
}

/**
 * A refund of a card payment as the provider has it now (charge.refunded, refund.updated):
 * ours (named in its metadata, or by its id) takes the provider's status; one made in the
 * provider's dashboard is recorded once, as a refund from the provider. True when something changed.
 */
export async function applyCardRefund(refund: CardRefund): Promise<boolean> {
  const intentId = refund.paymentIntentId;
  if (!intentId) return false;
  const status = refundStatusOf(refund.status);
  let eventId: string | null = null;
  try {
    const changed = await db.$transaction(async (tx) => {
      const payment = await lockPayment(tx, intentId);
      if (!payment) return false;
      eventId = payment.eventId;
      const ours = refund.metadata.refundId
        ? await tx.refund.findUnique({ where: { id: refund.metadata.refundId } })
        : null;
      const known =
        ours ??
        (await tx.refund.findUnique({
          where: { method_providerRefundId: { method: 'stripe', providerRefundId: refund.id } },
        }));
      if (known) {
        if (known.status === status || known.status === 'failed') {
          if (!known.providerRefundId) {
            await tx.refund.update({ where: { id: known.id }, data: { providerRefundId: refund.id } });
          }
          return false;
        }
        if (status === 'failed') await moveRefunded(tx, payment, -known.amountCents);
        await tx.refund.update({
          where: { id: known.id },
          data: {
            status,
            providerRefundId: refund.id,
            failureReason: status === 'failed' ? refund.failureReason : null,
            completedAt: status === 'pending' ? null : new Date(),
          },
        });
        return true;
      }
      if (status === 'failed') return false;
      // Made at the provider: never more than is left on the record.
      const amountCents = Math.min(refund.amountCents, payment.totalAmountCents - payment.amountRefundedCents);
      if (amountCents <= 0) return false;
      const { feeCents } = refundSplit(payment, amountCents);
      await moveRefunded(tx, payment, amountCents);
      await tx.refund.create({
        data: {
          eventId: payment.eventId,
          donationId: payment.kind === 'donation' ? payment.id : null,
          signupId: payment.kind === 'signup' ? payment.id : null,
          method: 'stripe',
          providerRefundId: refund.id,
          amountCents,
          feeCents: payment.kind === 'donation' ? feeCents : 0,
          status,
          source: 'provider',
          reason: 'Refunded at the card provider',
          completedAt: status === 'succeeded' ? new Date() : null,
        },
      });
      return true;
    });
    if (changed && eventId) invalidateEvent(eventId);
    return changed;
  } catch (error) {
    // The same refund recorded by another delivery at the same moment: theirs stands.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

const disputeStatusOf = (status: string): DisputeStatus =>
  status === 'won' ? 'won' : status === 'lost' ? 'lost' : 'open';

/**
 * A dispute of a card-paid gift: while open (or once lost) the gift is out of every total; won,
 * it counts again. A closed dispute is never reopened by a late delivery of its opening.
 */
export async function applyCardDispute(dispute: CardDispute): Promise<boolean> {
  const intentId = dispute.paymentIntentId;
  if (!intentId) return false;
  const status = disputeStatusOf(dispute.status);
  let eventId: string | null = null;
  const changed = await db.$transaction(async (tx) => {
    const payment = await lockPayment(tx, intentId);
    if (!payment || payment.kind !== 'donation') return false;
    eventId = payment.eventId;
    const key = { method_providerDisputeId: { method: 'stripe' as const, providerDisputeId: dispute.id } };
    const known = await tx.dispute.findUnique({ where: key });
    if (known && (known.status === status || (known.status !== 'open' && status === 'open'))) return false;
    if (known) {
      await tx.dispute.update({ where: key, data: { status } });
    } else {
      await tx.dispute.create({
        data: {
          donationId: payment.id,
          method: 'stripe',
          providerDisputeId: dispute.id,
          status,
          amountCents: dispute.amountCents,
          reason: dispute.reason,
        },
      });
    }
    const all = await tx.dispute.findMany({ where: { donationId: payment.id }, select: { status: true } });
    const standing = all.some((row) => row.status === 'lost')
      ? 'lost'
      : all.some((row) => row.status === 'open')
        ? 'open'
        : null;
    await tx.donation.update({ where: { id: payment.id }, data: { disputeStatus: standing } });
    return true;
  });
  if (changed && eventId) invalidateEvent(eventId);
  return changed;
}
