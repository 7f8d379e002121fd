import 'server-only';
import { conflict, forbidden, notFound, unauthorized } from '@/lib/app-error';
import type { CurrentUser } from '@/lib/auth';
import { db } from '@/lib/db';
import { invalidateEvent } from '@/lib/services/events/cache-tags';
import { isPlausibleId } from '@/lib/rules/ids';
import { BATCH_ALREADY_UNDONE, BATCH_NOT_FOUND, EVENT_CREATOR_ONLY } from '@/lib/rules/messages';
import { recordAuditEntry } from '../audit/record-audit-entry';

/**
 * Undoes a saved batch of offline gifts (the event's creator only): its donations become
 * `refunded`, so totals, leaderboards and reports (succeeded only) no longer count them, and
 * the batch records who undid it and when. The rows stay: like every money record they are
 * never deleted, and the batch list still shows what was entered and taken back. Once only
 * (409 after), decided inside the transaction so two clicks cannot both undo. The audit trail
 * gets one entry for the batch (`offline.batch_undo`, with how many gifts and how much).
 */
export async function undoOfflineBatch({
  user,
  id,
  now = new Date(),
}: {
  user: CurrentUser | null;
  id: string;
  now?: Date;
}) {
  if (!user) throw unauthorized();
  const batch = isPlausibleId(id)
    ? await db.offlineDonationBatch.findUnique({
        where: { id },
        select: { id: true, eventId: true, event: { select: { creatorId: true } } },
      })
    : null;
  if (!batch) throw notFound(BATCH_NOT_FOUND);
  if (batch.event.creatorId !== user.id) throw forbidden(EVENT_CREATOR_ONLY);

  const undone = await db.$transaction(async (tx) => {
    const claimed = await tx.offlineDonationBatch.updateMany({
      where: { id, undoneAt: null },
      data: { undoneAt: now, undoneById: user.id },
    });
    if (claimed.count === 0) throw conflict(BATCH_ALREADY_UNDONE);
    const counted = { batchId: id, status: 'succeeded' as const };
    const { _sum } = await tx.donation.aggregate({ where: counted, _sum: { baseAmountCents: true } });
    const taken = await tx.donation.updateMany({ where: counted, data: { status: 'refunded' } });
    await recordAuditEntry(tx, {
      eventId: batch.eventId,
      actorId: user.id,
      action: 'offline.batch_undo',
      details: { batchId: id, count: taken.count, amountCents: _sum.baseAmountCents ?? 0 },
      now,
    });
    return taken;
  });

  invalidateEvent(batch.eventId);
  return {
    success: true as const,
    message: `Batch undone: ${undone.count} ${undone.count === 1 ? 'gift no longer counts' : 'gifts no longer count'}.`,
    batch: { _id: batch.id, undoneAt: now.toISOString(), undoneBy: user.name },
  };
}
