import 'server-only';
import { notFound, forbidden, unauthorized, badRequest } from '@/lib/app-error';
import type { CurrentUser } from '@/lib/auth';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { isPlausibleId } from '@/lib/rules/ids';
import {
  DONATION_NOT_FOUND,
  EVENT_CREATOR_ONLY,
  EVENT_NOT_FOUND,
  INDIE_CAMPAIGN_NOT_FOUND,
  INVALID_WALL_CURSOR,
  MESSAGE_HIDDEN,
  MESSAGE_SHOWN,
  TEAM_CAMPAIGN_NOT_FOUND,
} from '@/lib/rules/messages';
import { publicDonorName } from '@/lib/rules/public-name';
import { isAdmin } from '../accounts/is-admin';
import { recordAuditEntry } from '../audit/record-audit-entry';
import { invalidateEvent } from '../events/cache-tags';
import { COUNTED_GIFT } from '../totals/counted-gifts';

// The supporter wall (issue 21): the messages donors left with their gifts, on the event's, a
// team's and an individual's page: the public name ("Priya S." or "Anonymous"), the amount unless
// the donor hid it, the message and when, newest first, a page at a time. Only counted gifts
// (lib/services/totals: a refunded or disputed gift leaves the wall with its money) whose
// message the event's creator has not hidden. Nothing else of the donor ever leaves here.

export type WallTargetKind = 'event' | 'team' | 'indie';

/** One message on the wall, as anyone may see it (cents; the JSON says dollars). */
export type WallMessage = {
  id: string;
  name: string;
  /** Null when the donor chose to hide the amount. */
  amountCents: number | null;
  message: string;
  date: string;
};

export type SupporterWall = {
  messages: WallMessage[];
  /** Pass as `before` for the next page; null at the end. */
  next: string | null;
  /** The caller may hide messages here (the event's creator, an admin). */
  canHide: boolean;
};

export const WALL_PAGE = 10;
export const MAX_WALL_PAGE = 50;

const encodeCursor = (gift: { createdAt: Date; id: string }) => `${gift.createdAt.toISOString()}_${gift.id}`;

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const at = cursor.indexOf('_');
  const createdAt = new Date(cursor.slice(0, at));
  const id = cursor.slice(at + 1);
  if (at < 0 || Number.isNaN(createdAt.getTime()) || !isPlausibleId(id)) throw badRequest(INVALID_WALL_CURSOR);
  return { createdAt, id };
}

/** The event a wall belongs to, and which gifts it shows; 404 for an unknown target. */
async function wallScope(
  kind: WallTargetKind,
  id: string,
): Promise<{ eventId: string; where: Prisma.DonationWhereInput }> {
  const missing = { event: EVENT_NOT_FOUND, team: TEAM_CAMPAIGN_NOT_FOUND, indie: INDIE_CAMPAIGN_NOT_FOUND }[kind];
  if (!isPlausibleId(id)) throw notFound(missing);
  if (kind === 'event') {
    const event = await db.event.findUnique({ where: { id }, select: { id: true } });
    if (!event) throw notFound(missing);
    return { eventId: event.id, where: { eventId: event.id } };
  }
  if (kind === 'team') {
    const team = await db.teamCampaign.findUnique({ where: { id }, select: { id: true, eventId: true } });
    if (!team) throw notFound(missing);
    return { eventId: team.eventId, where: { teamCampaignId: team.id } };
  }
  const indie = await db.indieCampaign.findUnique({ where: { id }, select: { id: true, eventId: true } });
  if (!indie) throw notFound(missing);
  return { eventId: indie.eventId, where: { indieCampaignId: indie.id } };
}

/** Whether `user` may hide messages (the event's creator, an admin), and whether the event shows amounts at all. */
async function eventTerms(user: CurrentUser | null, eventId: string) {
  const event = await db.event.findUnique({
    where: { id: eventId },
    select: { creatorId: true, showTotalDonations: true },
  });
  return {
    canHide: Boolean(user && (isAdmin(user) || event?.creatorId === user.id)),
    // An organizer who hides the totals hides every amount (README "Social proof"): the wall's too.
    showAmounts: event?.showTotalDonations ?? true,
  };
}

/** GET /api/supporter_wall/{kind}/{id}?before&count: a page of the wall, newest first (anyone). */
export async function listSupporterWall({
  kind,
  id,
  before = null,
  count = WALL_PAGE,
  user = null,
}: {
  kind: WallTargetKind;
  id: string;
  before?: string | null;
  count?: number;
  user?: CurrentUser | null;
}): Promise<SupporterWall> {
  const scope = await wallScope(kind, id);
  const take = Math.min(Math.max(1, Math.floor(count)), MAX_WALL_PAGE);
  const cursor = before ? decodeCursor(before) : null;
  const gifts = await db.donation.findMany({
    where: {
      ...scope.where,
      ...COUNTED_GIFT,
      // Words a donor wrote with a card gift: an offline gift's message is the organizer's note
      // ("Check #1024"), never public.
      method: { in: ['safesave', 'stripe'] },
      messageHidden: false,
      message: { not: null },
      NOT: { message: '' },
      ...(cursor
        ? {
            OR: [{ createdAt: { lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { lt: cursor.id } }],
          }
        : {}),
    },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: take + 1,
    select: {
      id: true,
      firstName: true,
      lastName: true,
      anonymous: true,
      amountHidden: true,
      baseAmountCents: true,
      amountRefundedCents: true,
      message: true,
      createdAt: true,
    },
  });
  const page = gifts.slice(0, take).filter((gift) => gift.message?.trim());
  const { canHide, showAmounts } = await eventTerms(user, scope.eventId);
  return {
    messages: page.map((gift) => ({
      id: gift.id,
      name: publicDonorName(gift),
      amountCents:
        gift.amountHidden || !showAmounts
          ? null
          : gift.baseAmountCents - Math.min(gift.amountRefundedCents, gift.baseAmountCents),
      message: gift.message!.trim(),
      date: gift.createdAt.toISOString(),
    })),
    next: gifts.length > take ? encodeCursor(gifts[take - 1]) : null,
    canHide,
  };
}

/**
 * POST /api/donation/hide_message/{donationId} {hidden}: the event's creator (or an admin) takes
 * a donor's message off the supporter wall, or puts it back. The gift, its amount and its
 * totals are untouched; the audit trail says who and when.
 */
export async function hideDonationMessage({
  user,
  donationId,
  hidden = true,
  now = new Date(),
}: {
  user: CurrentUser | null;
  donationId: string;
  hidden?: boolean;
  now?: Date;
}): Promise<{ success: true; message: string; donation: { _id: string; messageHidden: boolean } }> {
  if (!user) throw unauthorized();
  if (!isPlausibleId(donationId)) throw notFound(DONATION_NOT_FOUND);
  const gift = await db.donation.findUnique({
    where: { id: donationId },
    select: { id: true, eventId: true, messageHidden: true, event: { select: { creatorId: true } } },
  });
  if (!gift) throw notFound(DONATION_NOT_FOUND);
  if (gift.event.creatorId !== user.id && !isAdmin(user)) throw forbidden(EVENT_CREATOR_ONLY);
  if (gift.messageHidden !== hidden) {
    await db.$transaction(async (tx) => {
      await tx.donation.update({ where: { id: gift.id }, data: { messageHidden: hidden } });
      await recordAuditEntry(tx, {
        eventId: gift.eventId,
        actorId: user.id,
        action: hidden ? 'donation.message_hide' : 'donation.message_show',
        donationId: gift.id,
        details: {},
        now,
      });
    });
    invalidateEvent(gift.eventId);
  }
  return {
    success: true,
    message: hidden ? MESSAGE_HIDDEN : MESSAGE_SHOWN,
    donation: { _id: gift.id, messageHidden: hidden },
  };
}
