import 'server-only';
import { unauthorized } from '@/lib/app-error';
import type { CurrentUser } from '@/lib/auth';
import { db } from '@/lib/db';
import type { PaymentStatus } from '@/lib/generated/prisma/client';
import { OFFLINE_GIFT_CONFIRMED, OFFLINE_GIFT_REJECTED } from '@/lib/rules/messages';
import { offlineGiftStatusAfter } from '@/lib/rules/offline-gifts';
import { recordAuditEntry } from '../audit/record-audit-entry';
import { invalidateEvent } from '../events/cache-tags';
import { lockOfflineGift } from './offline-gift-access';

// POST /api/offline_donation/confirm/{donationId} and /reject/{donationId}: the event's creator
// (or an admin) decides on an offline gift a campaign's creator entered where the event asks
// for confirmation (lib/rules/offline-gifts.ts). Confirmed, it counts from now on (succeeded);
// rejected, it never will (rejected), and the row stays. Each decision is audited with the
// change, in one transaction; a gift is decided once (409 after, decided under the row's lock).

export type OfflineGiftDecision = {
  success: true;
  message: string;
  donation: { _id: string; status: PaymentStatus };
};

type Options = { user: CurrentUser | null; donationId: string; reason?: string | null; now?: Date };

async function decide(action: 'confirm' | 'reject', { user, donationId, reason = null, now = new Date() }: Options) {
  if (!user) throw unauthorized();
  const decided = await db.$transaction(async (tx) => {
    const gift = await lockOfflineGift(tx, { user, donationId, action });
    const status = offlineGiftStatusAfter(action, gift.status);
    await tx.donation.update({ where: { id: gift.id }, data: { status } });
    await recordAuditEntry(tx, {
      eventId: gift.eventId,
      actorId: user.id,
      action: `offline.${action}`,
      donationId: gift.id,
      details: { reason, from: gift.status, to: status, amountCents: gift.baseAmountCents },
      now,
    });
    return { id: gift.id, eventId: gift.eventId, status };
  });
  if (decided.status === 'succeeded') invalidateEvent(decided.eventId);
  return decided;
}

/** Confirms an unconfirmed offline gift: it counts in every total from now on. */
export async function confirmOfflineDonation(options: Options): Promise<OfflineGiftDecision> {
  const { id, status } = await decide('confirm', options);
  return { success: true, message: OFFLINE_GIFT_CONFIRMED, donation: { _id: id, status } };
}

/** Rejects an unconfirmed offline gift: it never counts; the row and the audit entry stay. */
export async function rejectOfflineDonation(options: Options): Promise<OfflineGiftDecision> {
  const { id, status } = await decide('reject', options);
  return { success: true, message: OFFLINE_GIFT_REJECTED, donation: { _id: id, status } };
}
