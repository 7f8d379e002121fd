import 'server-only';
import { conflict, forbidden, notFound, unauthorized, unavailable } from '@/lib/app-error';
import type { CurrentUser } from '@/lib/auth';
import { db } from '@/lib/db';
import { isPlausibleId } from '@/lib/rules/ids';
import {
  ALREADY_CANCELLED,
  NOT_REFUNDABLE,
  REFUND_CREATOR_ONLY,
  REFUND_UNCONFIRMED,
  REGISTRATION_NOT_FOUND,
  refundRefused,
} from '@/lib/rules/messages';
import { centsToDollars } from '@/lib/rules/money';
import { invalidateEvent } from '@/lib/services/events/cache-tags';
import { kickMailDelivery } from '@/lib/services/mail/deliver-outbox';
import { enqueueMail } from '@/lib/services/mail/enqueue-mail';
import { giveBack } from '@/lib/services/payments/give-back';
import { cancellationEmail } from './refund-emails';
import { mayRefund } from './refund-donation';

// POST /api/participation/cancel/{signupId} (CONTRACT §5): the event's creator (or an admin)
// cancels a whole registration: its participants leave every list, count and capacity, and its
// tickets stop working. With `refund`, what was paid goes back through its provider in the same
// step: if the provider refuses, nothing changes (the registration stands, so the organizer can
// try again). Cancelling is kept apart from refunding on the record: the registration's status
// says cancelled, its Refund row says what went back.

export type CancelSignupResult = {
  success: true;
  signup: { _id: string; status: 'cancelled'; amountRefunded: number };
};

export async function cancelSignup({
  user,
  signupId,
  refund = false,
  reason = null,
}: {
  user: CurrentUser | null;
  signupId: string;
  refund?: boolean;
  reason?: string | null;
}): Promise<CancelSignupResult> {
  if (!user) throw unauthorized();
  const signup = isPlausibleId(signupId)
    ? await db.signup.findUnique({
        where: { id: signupId },
        select: {
          id: true,
          eventId: true,
          status: true,
          method: true,
          transactionId: true,
          totalAmountCents: true,
          amountRefundedCents: true,
          categoryName: true,
          cardLast4: true,
          event: { select: { title: true, creatorId: true } },
          participants: {
            where: { parentParticipantId: null },
            select: { firstName: true, email: true },
            take: 1,
          },
          _count: { select: { participants: true } },
        },
      })
    : null;
  if (!signup) throw notFound(REGISTRATION_NOT_FOUND);
  if (!mayRefund(user, signup.event.creatorId)) throw forbidden(REFUND_CREATOR_ONLY);
  if (signup.status === 'cancelled') throw conflict(ALREADY_CANCELLED);
  if (signup.status !== 'succeeded') throw conflict(NOT_REFUNDABLE);

  const refundCents = refund ? Math.max(0, signup.totalAmountCents - signup.amountRefundedCents) : 0;
  const now = new Date();
  const refundId = await db.$transaction(async (tx) => {
    // One conditional statement: of two cancels at once, one wins and the other answers 409.
    const { count } = await tx.signup.updateMany({
      where: { id: signup.id, status: 'succeeded' },
      data: {
        status: 'cancelled',
        cancelledAt: now,
        cancelledById: user.id,
        cancelReason: reason,
        amountRefundedCents: { increment: refundCents },
      },
    });
    if (count !== 1) throw conflict(ALREADY_CANCELLED);
    if (refundCents === 0) return null;
    const row = await tx.refund.create({
      data: {
        eventId: signup.eventId,
        signupId: signup.id,
        method: signup.method,
        amountCents: refundCents,
        status: 'pending',
        source: 'organizer',
        reason,
        createdById: user.id,
      },
      select: { id: true },
    });
    return row.id;
  });

  let status: 'succeeded' | 'pending' = 'succeeded';
  let providerRefundId: string | null = null;
  if (refundId) {
    const outcome = await giveBack({
      method: signup.method,
      transactionId: signup.transactionId,
      amountCents: refundCents,
      whole: signup.amountRefundedCents === 0 && refundCents === signup.totalAmountCents,
      refundId,
    });
    if (outcome.outcome === 'refused') {
      await undoCancellation(signup.id, refundId, refundCents, outcome.reason);
      throw conflict(refundRefused(outcome.reason));
    }
    if (outcome.outcome === 'unknown') {
      console.error(`[refunds] ${refundId} of signup ${signup.id}: no answer from the provider: ${outcome.reason}`);
      invalidateEvent(signup.eventId);
      throw unavailable(REFUND_UNCONFIRMED);
    }
    status = outcome.status;
    providerRefundId = outcome.providerRefundId;
  }

  const main = signup.participants[0];
  await db.$transaction(async (tx) => {
    if (refundId) {
      await tx.refund.update({
        where: { id: refundId },
        data: { status, providerRefundId, completedAt: status === 'succeeded' ? new Date() : null },
      });
    }
    if (main) {
      await enqueueMail(
        tx,
        cancellationEmail({
          to: main.email,
          firstName: main.firstName,
          eventTitle: signup.event.title,
          categoryName: signup.categoryName,
          participantCount: signup._count.participants,
          refundedCents: refundCents,
          cardLast4: signup.cardLast4,
          reason,
        }),
      );
    }
  });
  invalidateEvent(signup.eventId);
  kickMailDelivery();
  return {
    success: true,
    signup: {
      _id: signup.id,
      status: 'cancelled',
      amountRefunded: centsToDollars(signup.amountRefundedCents + refundCents),
    },
  };
}

/** The provider refused the refund: the registration stands again, the refund row says why. */
async function undoCancellation(signupId: string, refundId: string, refundCents: number, failureReason: string) {
  await db.$transaction([
    db.refund.update({
      where: { id: refundId },
      data: { status: 'failed', failureReason, completedAt: new Date() },
    }),
    db.signup.update({
      where: { id: signupId },
      data: {
        status: 'succeeded',
        cancelledAt: null,
        cancelledById: null,
        cancelReason: null,
        amountRefundedCents: { decrement: refundCents },
      },
    }),
  ]);
}
