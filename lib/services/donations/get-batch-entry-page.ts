import 'server-only';
import type { CurrentUser } from '@/lib/auth';
import { db } from '@/lib/db';
import type { EventType } from '@/lib/generated/prisma/client';
import { enteredByBatch } from '@/lib/services/totals/raised-totals';
import { loadEventCampaigns } from '@/lib/services/targets/event-campaigns';
import { offlinePageEvent, type OtherEvent } from './offline-gift-access';

export type BatchSummary = {
  id: string;
  createdAt: Date;
  createdBy: string | null;
  count: number;
  totalCents: number;
  undoneAt: Date | null;
  undoneBy: string | null;
};

export type BatchEntryPage =
  | {
      access: 'creator';
      event: { id: string; title: string; eventType: EventType; timeZone: string };
      teams: Array<{ id: string; title: string }>;
      indies: Array<{ id: string; title: string; teamCampaignId: string | null }>;
      batches: BatchSummary[];
    }
  | OtherEvent
  | null;

/**
 * The batch entry page of an event (/dashboard/batch/{eventId}): its campaigns to choose from
 * and its saved batches, newest first, each with its count and total (one grouped query).
 */
export async function getBatchEntryPage({
  user,
  eventId,
}: {
  user: CurrentUser;
  eventId: string;
}): Promise<BatchEntryPage> {
  const found = await offlinePageEvent(eventId, (event) => event.creatorId === user.id);
  if (found?.access !== 'may') return found;
  const { event } = found;

  const [{ teams, indies }, batches] = await Promise.all([
    loadEventCampaigns(event),
    db.offlineDonationBatch.findMany({
      where: { eventId: event.id },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: {
        id: true,
        createdAt: true,
        undoneAt: true,
        createdBy: { select: { name: true } },
        undoneBy: { select: { name: true } },
      },
    }),
  ]);
  const byBatch = await enteredByBatch(batches.map((batch) => batch.id));

  return {
    access: 'creator',
    event,
    teams,
    indies,
    batches: batches.map((batch) => ({
      id: batch.id,
      createdAt: batch.createdAt,
      createdBy: batch.createdBy?.name ?? null,
      count: byBatch.get(batch.id)?.count ?? 0,
      totalCents: byBatch.get(batch.id)?.cents ?? 0,
      undoneAt: batch.undoneAt,
      undoneBy: batch.undoneBy?.name ?? null,
    })),
  };
}
