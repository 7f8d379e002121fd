import 'server-only';
import { forbidden, notFound, unauthorized } from '@/lib/app-error';
import type { CurrentUser } from '@/lib/auth';
import { db } from '@/lib/db';
import type { DisputeStatus, EventType, PaymentMethod, PaymentStatus, Prisma } from '@/lib/generated/prisma/client';
import { isPlausibleId } from '@/lib/rules/ids';
import { EVENT_NOT_FOUND, REFUND_CREATOR_ONLY } from '@/lib/rules/messages';
import { isOutOfTotals, refundableCents } from '@/lib/rules/refunds';
import { MONEY_RECORD_STATUSES } from '@/lib/services/events/money-records';
import { mayRefund } from './refund-donation';

// What the event's creator (and the admins) see to give money back: every gift of an event
// (online and offline, whatever became of it) on /dashboard/donations/{eventId}, and every
// registration with its participants on /dashboard/participants/{eventId}, newest first, a page
// at a time. Only what the refund and cancel dialogs need: a donor's name, never their email,
// phone, address, message or the provider's transaction id.

/** Rows a page shows. */
export const MONEY_LIST_PAGE_SIZE = 25;

export type MoneyListEvent = { id: string; title: string; eventType: EventType; timeZone: string };

export type EventGiftRow = {
  id: string;
  createdAt: Date;
  firstName: string;
  lastName: string;
  anonymous: boolean;
  /** What the gift went to: the event, a team or an individual campaign. */
  targetTitle: string;
  /** The team or individual campaign's title; null for a gift to the event itself. */
  campaignTitle: string | null;
  method: PaymentMethod;
  status: PaymentStatus;
  disputeStatus: DisputeStatus | null;
  /** The gift itself (what the target raised before any refund). */
  baseAmountCents: number;
  /** What the donor paid: the base and the fee they chose to cover. */
  totalAmountCents: number;
  amountRefundedCents: number;
  /** What a refund may still give back (0: none). */
  refundableCents: number;
  /** The card's last four digits, when the provider told them. */
  cardLast4: string | null;
};

export type EventRegistrationRow = {
  /** The registration's id (signupId): what a cancel names. */
  id: string;
  createdAt: Date;
  categoryName: string;
  method: PaymentMethod;
  status: PaymentStatus;
  totalAmountCents: number;
  amountRefundedCents: number;
  refundableCents: number;
  cardLast4: string | null;
  cancelledAt: Date | null;
  cancelReason: string | null;
  /** The main participant first, then the others. */
  participants: Array<{ id: string; firstName: string; lastName: string; main: boolean }>;
};

export type MoneyListPage<Row> = {
  event: MoneyListEvent;
  rows: Row[];
  /** Every row of the event, over every page. */
  total: number;
  /** 1-based; clamped to the pages there are. */
  page: number;
  pageCount: number;
};

/** The event when `user` may give back its money: 401 without a user, 404 unknown, 403 anyone else. */
async function requireRefunder(user: CurrentUser | null, eventId: string): Promise<MoneyListEvent> {
  if (!user) throw unauthorized();
  const event = isPlausibleId(eventId)
    ? await db.event.findUnique({
        where: { id: eventId },
        select: { id: true, title: true, eventType: true, timeZone: true, creatorId: true },
      })
    : null;
  if (!event) throw notFound(EVENT_NOT_FOUND);
  if (!mayRefund(user, event.creatorId)) throw forbidden(REFUND_CREATOR_ONLY);
  return { id: event.id, title: event.title, eventType: event.eventType, timeZone: event.timeZone };
}

const pageOf = (requested: number, total: number) => {
  const pageCount = Math.max(1, Math.ceil(total / MONEY_LIST_PAGE_SIZE));
  const page = Math.min(Math.max(1, Number.isFinite(requested) ? Math.floor(requested) : 1), pageCount);
  return { page, pageCount, skip: (page - 1) * MONEY_LIST_PAGE_SIZE };
};

/** Gifts that took money (refunded and disputed ones too); pending, failed and rejected ones never did. */
const GIFT_STATUSES: PaymentStatus[] = ['succeeded', 'partially_refunded', 'refunded'];

const giftFields = {
  id: true,
  createdAt: true,
  firstName: true,
  lastName: true,
  anonymous: true,
  method: true,
  status: true,
  disputeStatus: true,
  baseAmountCents: true,
  totalAmountCents: true,
  amountRefundedCents: true,
  cardLast4: true,
  teamCampaign: { select: { title: true } },
  indieCampaign: { select: { title: true } },
} satisfies Prisma.DonationSelect;

/** Who asks for a money list, of which event, and which page of it (the first by default). */
type MoneyListRequest = { user: CurrentUser | null; eventId: string; page?: number };

/** /dashboard/donations/{eventId}: every gift of the event that took money, newest first, `page` of them. */
export async function listEventGifts({
  user,
  eventId,
  page: requested = 1,
}: MoneyListRequest): Promise<MoneyListPage<EventGiftRow>> {
  const event = await requireRefunder(user, eventId);
  const where = { eventId: event.id, status: { in: GIFT_STATUSES } } satisfies Prisma.DonationWhereInput;
  const { rows: gifts, ...paging } = await newestFirst(requested, db.donation.count({ where }), (window) =>
    db.donation.findMany({ where, ...window, select: giftFields }),
  );
  const rows = gifts.map(({ teamCampaign, indieCampaign, ...gift }) => ({
    ...gift,
    targetTitle: indieCampaign?.title ?? teamCampaign?.title ?? event.title,
    campaignTitle: indieCampaign?.title ?? teamCampaign?.title ?? null,
    // A gift under an open or lost dispute is the card network's to settle: no refund on top of it.
    refundableCents: isOutOfTotals(gift) ? 0 : refundableCents(gift),
  }));
  return { event, rows, ...paging };
}

/** /dashboard/participants/{eventId}: every registration that took place (cancelled ones too), newest first. */
export async function listEventRegistrations({
  user,
  eventId,
  page: requested = 1,
}: MoneyListRequest): Promise<MoneyListPage<EventRegistrationRow>> {
  const event = await requireRefunder(user, eventId);
  const where = { eventId: event.id, status: { in: MONEY_RECORD_STATUSES } } satisfies Prisma.SignupWhereInput;
  const { rows: signups, ...paging } = await newestFirst(requested, db.signup.count({ where }), (window) =>
    db.signup.findMany({
      where,
      ...window,
      select: {
        id: true,
        createdAt: true,
        categoryName: true,
        method: true,
        status: true,
        totalAmountCents: true,
        amountRefundedCents: true,
        cardLast4: true,
        cancelledAt: true,
        cancelReason: true,
        participants: {
          orderBy: [{ parentParticipantId: { sort: 'asc', nulls: 'first' } }, { createdAt: 'asc' }, { id: 'asc' }],
          select: { id: true, firstName: true, lastName: true, parentParticipantId: true },
        },
      },
    }),
  );
  const rows = signups.map(({ participants, ...signup }) => ({
    ...signup,
    refundableCents: signup.status === 'succeeded' ? refundableCents({ ...signup, baseAmountCents: 0 }) : 0,
    participants: participants.map(({ parentParticipantId, ...person }) => ({
      ...person,
      main: parentParticipantId === null,
    })),
  }));
  return { event, rows, ...paging };
}

/** Page `requested` of a list newest first: its rows, how many in all, the page and the page count. */
async function newestFirst<Row>(
  requested: number,
  counting: Promise<number>,
  read: (window: {
    orderBy: Array<{ createdAt: 'desc' } | { id: 'desc' }>;
    skip: number;
    take: number;
  }) => Promise<Row[]>,
) {
  const total = await counting;
  const { page, pageCount, skip } = pageOf(requested, total);
  const rows = await read({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip, take: MONEY_LIST_PAGE_SIZE });
  return { rows, total, page, pageCount };
}
