import 'server-only';
import { unauthorized } from '@/lib/app-error';
import type { CurrentUser } from '@/lib/auth';
import { db } from '@/lib/db';
import { OFFLINE_GIFT_VOIDED } from '@/lib/rules/messages';
import { offlineGiftStatusAfter } from '@/lib/rules/offline-gifts';
import { recordAuditEntry } from '../audit/record-audit-entry';
import { invalidateEvent } from '../events/cache-tags';
import type { OfflineGiftDecision } from './confirm-offline-donation';
import { lockOfflineGift } from './offline-gift-access';

/**
 * POST /api/offline_donation/void/{donationId} {reason?}: the event's creator (or an admin) takes
 * back one counted offline gift, a check that bounced or a gift typed twice, as undoing a batch
 * does for many: it becomes `refunded` with a Refund row of what was left of it (offline money is
 * given back without a provider call, CONTRACT §5), so no total or leaderboard counts it again,
 * and the row is kept. The audit
 * entry says who, when and why, in the same transaction. Once only (409 after, under the row's
 * lock); a gift still awaiting confirmation is rejected instead (409). The event's pages are
 * expired after the commit.
 */
export async function voidOfflineDonation({
  user,
  donationId,
  reason = null,
  now = new Date(),
}: {
  user: CurrentUser | null;
  donationId: string;
  reason?: string | null;
  now?: Date;
}): Promise<OfflineGiftDecision> {
  if (!user) throw unauthorized();
  const voided = await db.$transaction(async (tx) => {
    const gift = await lockOfflineGift(tx, { user, donationId, action: 'void' });
    const status = offlineGiftStatusAfter('void', gift.status);
    // A void is the refund of what is left of the gift, with no provider (CONTRACT §5).
    await tx.donation.update({
      where: { id: gift.id },
      data: { status, amountRefundedCents: gift.totalAmountCents },
    });
    await tx.refund.create({
      data: {
        eventId: gift.eventId,
        donationId: gift.id,
        method: 'offline',
        amountCents: gift.totalAmountCents - gift.amountRefundedCents,
        status: 'succeeded',
        source: 'organizer',
        reason,
        createdById: user.id,
        createdAt: now,
        completedAt: now,
      },
    });
    await recordAuditEntry(tx, {
      eventId: gift.eventId,
      actorId: user.id,
      action: 'offline.void',
      donationId: gift.id,
      details: { reason, from: gift.status, to: status, amountCents: gift.baseAmountCents },
      now,
    });
    return { id: gift.id, eventId: gift.eventId, status };
  });
  invalidateEvent(voided.eventId);
  return { success: true, message: OFFLINE_GIFT_VOIDED, donation: { _id: voided.id, status: voided.status } };
}
