import 'server-only';
import { badRequest, conflict, forbidden, notFound, unauthorized, unavailable } from '@/lib/app-error';
import type { CurrentUser } from '@/lib/auth';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { isPlausibleId } from '@/lib/rules/ids';
import {
  DONATION_NOT_FOUND,
  NOT_REFUNDABLE,
  NOTHING_TO_REFUND,
  REFUND_AMOUNT_POSITIVE,
  REFUND_CREATOR_ONLY,
  REFUND_UNCONFIRMED,
  refundAmountTooHigh,
  refundRefused,
} from '@/lib/rules/messages';
import { centsToDollars, formatDollarsAndCents } from '@/lib/rules/money';
import { refundSplit, refundableCents, statusAfterRefunds } from '@/lib/rules/refunds';
import { isAdmin } from '@/lib/services/accounts/is-admin';
import { invalidateEvent } from '@/lib/services/events/cache-tags';
import { kickMailDelivery } from '@/lib/services/mail/deliver-outbox';
import { enqueueMail } from '@/lib/services/mail/enqueue-mail';
import { giveBack } from '@/lib/services/payments/give-back';
import { refundEmail } from './refund-emails';

// POST /api/donation/refund/{donationId} (CONTRACT §5): the event's creator (or an admin) gives
// back all or part of a gift. The amount is reserved on the donation in one conditional
// statement before the provider is called, so two refunds at once never give back more than was
// paid; the Refund row records who, when, how much (and how much of it was fee), why, and the
// provider's refund id. A refund the provider refuses gives its reservation back; nothing is
// ever deleted.

const donationFields = {
  id: true,
  eventId: true,
  method: true,
  status: true,
  transactionId: true,
  baseAmountCents: true,
  totalAmountCents: true,
  amountRefundedCents: true,
  firstName: true,
  lastName: true,
  email: true,
  cardLast4: true,
  event: { select: { title: true, creatorId: true } },
  teamCampaign: { select: { title: true } },
  indieCampaign: { select: { title: true } },
} satisfies Prisma.DonationSelect;

type RefundedDonation = Prisma.DonationGetPayload<{ select: typeof donationFields }>;

export type DonationRefundResult = {
  success: true;
  donation: { _id: string; status: string; amountRefunded: number };
};

/** May `user` give back money of the event created by `creatorId`? Its creator and the admins. */
export function mayRefund(user: CurrentUser, creatorId: string): boolean {
  return user.id === creatorId || isAdmin(user);
}

export async function refundDonation({
  user,
  donationId,
  amountCents,
  reason = null,
}: {
  user: CurrentUser | null;
  donationId: string;
  /** Omitted: everything still refundable. */
  amountCents?: number | null;
  reason?: string | null;
}): Promise<DonationRefundResult> {
  if (!user) throw unauthorized();
  const donation = isPlausibleId(donationId)
    ? await db.donation.findUnique({ where: { id: donationId }, select: donationFields })
    : null;
  if (!donation) throw notFound(DONATION_NOT_FOUND);
  if (!mayRefund(user, donation.event.creatorId)) throw forbidden(REFUND_CREATOR_ONLY);
  if (donation.status !== 'succeeded' && donation.status !== 'partially_refunded') {
    throw conflict(donation.status === 'refunded' ? NOTHING_TO_REFUND : NOT_REFUNDABLE);
  }
  const left = refundableCents(donation);
  if (left <= 0) throw conflict(NOTHING_TO_REFUND);
  const amount = amountCents ?? left;
  if (amount <= 0) throw badRequest(REFUND_AMOUNT_POSITIVE, { fieldErrors: { amount: [REFUND_AMOUNT_POSITIVE] } });
  if (amount > left) throw tooMuch(left);

  const reserved = await reserveRefund({ donation, amountCents: amount, reason, userId: user.id });
  const outcome = await giveBack({
    method: donation.method,
    transactionId: donation.transactionId,
    amountCents: amount,
    whole: amount === donation.totalAmountCents && reserved.before === 0,
    refundId: reserved.refundId,
  });

  if (outcome.outcome === 'refused') {
    await releaseRefund(reserved.refundId, outcome.reason);
    invalidateEvent(donation.eventId);
    throw conflict(refundRefused(outcome.reason));
  }
  if (outcome.outcome === 'unknown') {
    console.error(`[refunds] ${reserved.refundId} of ${donation.id}: no answer from the provider: ${outcome.reason}`);
    invalidateEvent(donation.eventId);
    throw unavailable(REFUND_UNCONFIRMED);
  }
  await db.$transaction(async (tx) => {
    await tx.refund.update({
      where: { id: reserved.refundId },
      data: {
        status: outcome.status,
        providerRefundId: outcome.providerRefundId,
        completedAt: outcome.status === 'succeeded' ? new Date() : null,
      },
    });
    if (donation.email) {
      await enqueueMail(
        tx,
        refundEmail({
          to: donation.email,
          firstName: donation.firstName,
          eventTitle: donation.event.title,
          targetTitle: donation.indieCampaign?.title ?? donation.teamCampaign?.title ?? donation.event.title,
          refundedCents: amount,
          paidCents: donation.totalAmountCents,
          cardLast4: donation.cardLast4,
          reason,
          offline: donation.method === 'offline',
        }),
      );
    }
  });
  invalidateEvent(donation.eventId);
  kickMailDelivery();
  return {
    success: true,
    donation: { _id: donation.id, status: reserved.status, amountRefunded: centsToDollars(reserved.after) },
  };
}

const tooMuch = (leftCents: number) => {
  const message = refundAmountTooHigh(formatDollarsAndCents(leftCents));
  return badRequest(message, { fieldErrors: { amount: [message] } });
};

/**
 * Takes `amountCents` off what is left of the gift, in one conditional statement (never past
 * its total, whatever else runs at the same moment), with its Refund row, pending, in the same
 * transaction; offline gifts have no provider, so theirs is done at once.
 */
async function reserveRefund({
  donation,
  amountCents,
  reason,
  userId,
}: {
  donation: RefundedDonation;
  amountCents: number;
  reason: string | null;
  userId: string;
}) {
  return db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<Array<{ amountRefundedCents: number; totalAmountCents: number }>>`
      UPDATE "Donation" SET "amountRefundedCents" = "amountRefundedCents" + ${amountCents}
      WHERE "id" = ${donation.id} AND "status" IN ('succeeded', 'partially_refunded')
        AND "amountRefundedCents" + ${amountCents} <= "totalAmountCents"
      RETURNING "amountRefundedCents", "totalAmountCents"`;
    if (!row) {
      // Another refund took it meanwhile: say what is left now.
      const now = await tx.donation.findUniqueOrThrow({ where: { id: donation.id }, select: donationFields });
      const left = refundableCents(now);
      throw left <= 0 ? conflict(NOTHING_TO_REFUND) : tooMuch(left);
    }
    const before = row.amountRefundedCents - amountCents;
    const status = statusAfterRefunds(row.totalAmountCents, row.amountRefundedCents);
    await tx.donation.update({ where: { id: donation.id }, data: { status } });
    const { feeCents } = refundSplit({ ...donation, amountRefundedCents: before }, amountCents);
    const offline = donation.method === 'offline';
    const refund = await tx.refund.create({
      data: {
        eventId: donation.eventId,
        donationId: donation.id,
        method: donation.method,
        amountCents,
        feeCents,
        status: offline ? 'succeeded' : 'pending',
        completedAt: offline ? new Date() : null,
        source: 'organizer',
        reason,
        createdById: userId,
      },
      select: { id: true },
    });
    return { refundId: refund.id, before, after: row.amountRefundedCents, status };
  });
}

/** A refund the provider refused: its row marked failed, its amount counted again on the gift. */
export async function releaseRefund(refundId: string, failureReason: string) {
  await db.$transaction(async (tx) => {
    const refund = await tx.refund.update({
      where: { id: refundId },
      data: { status: 'failed', failureReason, completedAt: new Date() },
      select: { donationId: true, signupId: true, amountCents: true },
    });
    if (refund.donationId) {
      const [row] = await tx.$queryRaw<Array<{ amountRefundedCents: number; totalAmountCents: number }>>`
        UPDATE "Donation" SET "amountRefundedCents" = GREATEST(0, "amountRefundedCents" - ${refund.amountCents})
        WHERE "id" = ${refund.donationId}
        RETURNING "amountRefundedCents", "totalAmountCents"`;
      if (row) {
        await tx.donation.update({
          where: { id: refund.donationId },
          data: { status: statusAfterRefunds(row.totalAmountCents, row.amountRefundedCents) },
        });
      }
    }
    if (refund.signupId) {
      await tx.$executeRaw`
        UPDATE "Signup" SET "amountRefundedCents" = GREATEST(0, "amountRefundedCents" - ${refund.amountCents})
        WHERE "id" = ${refund.signupId}`;
    }
  });
}
