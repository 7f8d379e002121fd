import 'server-only';
import { conflict, forbidden, notFound } from '@/lib/app-error';
import type { CurrentUser } from '@/lib/auth';
import { db } from '@/lib/db';
import type { EventType, Prisma } from '@/lib/generated/prisma/client';
import { isPlausibleId } from '@/lib/rules/ids';
import { EVENT_CREATOR_ONLY, OFFLINE_GIFT_NOT_FOUND } from '@/lib/rules/messages';
import { offlineGiftConflict, type OfflineGiftAction } from '@/lib/rules/offline-gifts';
import { isAdmin } from '../accounts/is-admin';

// The one door to an offline gift for the event's creator (and the admins): confirm, reject,
// void and edit each open a transaction, come through here, and change the gift while its row
// is locked, so two of them on one gift run one after the other and the second sees the first.

/** Who may review, edit or void the offline gifts of an event: its creator and the admins. */
export function mayManageOfflineGifts(user: { id: string; email: string }, event: { creatorId: string }): boolean {
  return user.id === event.creatorId || isAdmin(user);
}

/** Someone else's event on an organizer's offline-gifts page: the page sends them to its public page. */
export type OtherEvent = { access: 'other'; event: { id: string; eventType: EventType } };

/**
 * The event an organizer's offline-gifts page is about (batch entry, every offline gift): null
 * for an unknown event, `other` for a user `mayUse` turns away, else the event.
 */
export async function offlinePageEvent(
  eventId: string,
  mayUse: (event: { creatorId: string }) => boolean,
): Promise<
  { access: 'may'; event: { id: string; title: string; eventType: EventType; timeZone: string } } | OtherEvent | null
> {
  const event = isPlausibleId(eventId)
    ? await db.event.findUnique({
        where: { id: eventId },
        select: { id: true, title: true, eventType: true, timeZone: true, creatorId: true },
      })
    : null;
  if (!event) return null;
  if (!mayUse(event)) return { access: 'other', event: { id: event.id, eventType: event.eventType } };
  return {
    access: 'may',
    event: { id: event.id, title: event.title, eventType: event.eventType, timeZone: event.timeZone },
  };
}

const giftFields = {
  id: true,
  eventId: true,
  method: true,
  status: true,
  targetType: true,
  teamCampaignId: true,
  indieCampaignId: true,
  firstName: true,
  lastName: true,
  anonymous: true,
  message: true,
  baseAmountCents: true,
  totalAmountCents: true,
  amountRefundedCents: true,
  recordedById: true,
  event: { select: { creatorId: true } },
} as const;

export type OfflineGiftRow = Prisma.DonationGetPayload<{ select: typeof giftFields }>;

/**
 * Locks the offline gift `donationId` until the transaction ends and returns it, once `user` may
 * do `action` to it: 404 for an unknown id or a gift that is not offline (these calls never touch
 * a card payment), 403 for anyone but the event's creator and the admins, 409 when its status
 * does not allow the action (lib/rules/offline-gifts.ts). The caller has checked the session (401).
 */
export async function lockOfflineGift(
  tx: Prisma.TransactionClient,
  { user, donationId, action }: { user: CurrentUser; donationId: string; action: OfflineGiftAction },
): Promise<OfflineGiftRow> {
  if (!isPlausibleId(donationId)) throw notFound(OFFLINE_GIFT_NOT_FOUND);
  await tx.$queryRaw`SELECT id FROM "Donation" WHERE id = ${donationId} FOR UPDATE`;
  const gift = await tx.donation.findUnique({ where: { id: donationId }, select: giftFields });
  if (!gift || gift.method !== 'offline') throw notFound(OFFLINE_GIFT_NOT_FOUND);
  if (!mayManageOfflineGifts(user, gift.event)) throw forbidden(EVENT_CREATOR_ONLY);
  const refused = offlineGiftConflict(action, gift.status);
  if (refused) throw conflict(refused);
  return gift;
}

/** What an offline gift is, as an audit entry keeps it (cents). */
export function giftSnapshot(
  gift: Omit<
    OfflineGiftRow,
    'event' | 'id' | 'eventId' | 'method' | 'recordedById' | 'totalAmountCents' | 'amountRefundedCents'
  >,
) {
  return {
    status: gift.status,
    targetType: gift.targetType,
    teamCampaignId: gift.teamCampaignId,
    indieCampaignId: gift.indieCampaignId,
    firstName: gift.firstName,
    lastName: gift.lastName,
    anonymous: gift.anonymous,
    message: gift.message,
    amountCents: gift.baseAmountCents,
  };
}
