import 'server-only';
import type { CurrentUser } from '@/lib/auth';
import { db } from '@/lib/db';
import type { EventType, PaymentStatus, Prisma } from '@/lib/generated/prisma/client';
import { eventPagePath, indieCampaignPath } from '@/lib/shared/paths';
import { isAdmin } from '../accounts/is-admin';
import { loadEventCampaigns, type EventCampaigns } from '@/lib/services/targets/event-campaigns';
import { teamPagePath } from '@/lib/services/targets/donation-target';
import { mayManageOfflineGifts, offlinePageEvent, type OtherEvent } from './offline-gift-access';

// What the organizer sees of offline gifts: on /dashboard, the gifts campaign creators entered
// that wait for their confirmation; on /dashboard/offline/{eventId}, every offline gift of one
// event with what was done to it (the audit trail), to confirm, reject, edit or void one.

/** How many gifts a list shows at most (the oldest waiting first; on an event's page, the newest). */
export const OFFLINE_GIFT_LIST_LIMIT = 200;

export type OfflineGiftHistoryItem = {
  action: string;
  actor: string | null;
  at: Date;
  reason: string | null;
};

export type OfflineGiftListItem = {
  id: string;
  status: PaymentStatus;
  firstName: string;
  lastName: string;
  anonymous: boolean;
  amountCents: number;
  message: string | null;
  target: { type: 'event' | 'teamCampaign' | 'indieCampaign'; title: string; path: string };
  /** The team or individual campaign the gift goes to, null for the event itself (the edit's select). */
  campaignId: string | null;
  recordedBy: string | null;
  createdAt: Date;
  /** Entered in a batch (dashboard batch entry). */
  batchId: string | null;
  history: OfflineGiftHistoryItem[];
  event: { id: string; title: string; eventType: EventType; timeZone: string };
};

const giftFields = {
  id: true,
  status: true,
  firstName: true,
  lastName: true,
  anonymous: true,
  baseAmountCents: true,
  message: true,
  createdAt: true,
  batchId: true,
  teamCampaign: { select: { id: true, title: true } },
  indieCampaign: { select: { id: true, title: true } },
  recordedBy: { select: { name: true } },
  event: { select: { id: true, title: true, eventType: true, timeZone: true } },
} as const;

type GiftRow = Prisma.DonationGetPayload<{ select: typeof giftFields }>;

function target(gift: GiftRow): OfflineGiftListItem['target'] {
  if (gift.indieCampaign)
    return { type: 'indieCampaign', title: gift.indieCampaign.title, path: indieCampaignPath(gift.indieCampaign.id) };
  if (gift.teamCampaign)
    return {
      type: 'teamCampaign',
      title: gift.teamCampaign.title,
      path: teamPagePath(gift.teamCampaign.id, gift.event.eventType),
    };
  return { type: 'event', title: gift.event.title, path: eventPagePath(gift.event) };
}

const reasonOf = (details: Prisma.JsonValue): string | null => {
  const reason = details && typeof details === 'object' && !Array.isArray(details) ? details.reason : null;
  return typeof reason === 'string' ? reason : null;
};

/** The gifts with their audit trail, oldest entry first (one more query for all of them). */
async function withHistory(gifts: GiftRow[]): Promise<OfflineGiftListItem[]> {
  const entries = gifts.length
    ? await db.auditEntry.findMany({
        where: { donationId: { in: gifts.map((gift) => gift.id) } },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        select: { donationId: true, action: true, createdAt: true, details: true, actor: { select: { name: true } } },
      })
    : [];
  const history = new Map<string, OfflineGiftHistoryItem[]>();
  for (const entry of entries) {
    const list = history.get(entry.donationId!) ?? [];
    list.push({
      action: entry.action,
      actor: entry.actor?.name ?? null,
      at: entry.createdAt,
      reason: reasonOf(entry.details),
    });
    history.set(entry.donationId!, list);
  }
  return gifts.map((gift) => ({
    id: gift.id,
    status: gift.status,
    firstName: gift.firstName,
    lastName: gift.lastName,
    anonymous: gift.anonymous,
    amountCents: gift.baseAmountCents,
    message: gift.message,
    target: target(gift),
    campaignId: gift.indieCampaign?.id ?? gift.teamCampaign?.id ?? null,
    recordedBy: gift.recordedBy?.name ?? null,
    createdAt: gift.createdAt,
    batchId: gift.batchId,
    history: history.get(gift.id) ?? [],
    event: gift.event,
  }));
}

/**
 * The offline gifts awaiting `user`'s confirmation: those of their events (every event's for an
 * admin), oldest first, at most OFFLINE_GIFT_LIST_LIMIT; `total` counts them all.
 */
export async function listUnconfirmedOfflineDonations({ user }: { user: CurrentUser }): Promise<{
  gifts: OfflineGiftListItem[];
  total: number;
  /** How many wait, per event id. */
  byEvent: Map<string, number>;
}> {
  const where: Prisma.DonationWhereInput = {
    method: 'offline',
    status: 'pending',
    ...(isAdmin(user) ? {} : { event: { creatorId: user.id } }),
  };
  const [gifts, counts] = await Promise.all([
    db.donation.findMany({
      where,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      take: OFFLINE_GIFT_LIST_LIMIT,
      select: giftFields,
    }),
    db.donation.groupBy({ by: ['eventId'], where, _count: { _all: true } }),
  ]);
  const byEvent = new Map(counts.map((row) => [row.eventId, row._count._all]));
  const total = counts.reduce((sum, row) => sum + row._count._all, 0);
  return { gifts: await withHistory(gifts), total, byEvent };
}

export type OfflineGiftsPage =
  | {
      access: 'manager';
      event: { id: string; title: string; eventType: EventType; timeZone: string };
      /** What an edit may move a gift to. */
      campaigns: Pick<EventCampaigns, 'teams' | 'indies'>;
      gifts: OfflineGiftListItem[];
      total: number;
    }
  | OtherEvent
  | null;

/**
 * /dashboard/offline/{eventId}: every offline gift of the event, newest first (at most
 * OFFLINE_GIFT_LIST_LIMIT), whatever its status, for the event's creator and the admins; null for
 * an unknown event.
 */
export async function getOfflineGiftsPage({
  user,
  eventId,
}: {
  user: CurrentUser;
  eventId: string;
}): Promise<OfflineGiftsPage> {
  const found = await offlinePageEvent(eventId, (event) => mayManageOfflineGifts(user, event));
  if (found?.access !== 'may') return found;
  const { event } = found;

  const where = { eventId: event.id, method: 'offline' as const };
  const [campaigns, gifts, total] = await Promise.all([
    loadEventCampaigns(event),
    db.donation.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: OFFLINE_GIFT_LIST_LIMIT,
      select: giftFields,
    }),
    db.donation.count({ where }),
  ]);
  return {
    access: 'manager',
    event,
    campaigns: { teams: campaigns.teams, indies: campaigns.indies },
    gifts: await withHistory(gifts),
    total,
  };
}
