import 'server-only';
import { db } from '@/lib/db';
import type { PaymentStatus, Prisma } from '@/lib/generated/prisma/client';
import { eventPagePath, indieCampaignPath } from '@/lib/shared/paths';
import { teamPagePath } from '@/lib/services/targets/donation-target';

// A donor's own gifts, for /profile and their receipts. Only the donor reads these: every
// function takes the user's id and never answers another user's donation.

export type GiftCause = { title: string; path: string };

export type DonorGift = {
  id: string;
  /** ISO 8601. */
  date: string;
  /** The gift itself (what counts toward totals and the donor's total). */
  amountCents: number;
  /** What was charged: the gift plus a processing fee the donor chose to cover. */
  totalCents: number;
  /** What was given back of it (CONTRACT §5). */
  refundedCents: number;
  status: 'succeeded' | 'partially_refunded' | 'refunded';
  /** The campaign or event given to, and its page. */
  cause: GiftCause;
  /** The event above a campaign; null when the cause is the event itself. */
  event: GiftCause | null;
};

export const GIFTS_SHOWN = 100;

export const giftFields = {
  id: true,
  transactionDate: true,
  baseAmountCents: true,
  totalAmountCents: true,
  amountRefundedCents: true,
  status: true,
  event: { select: { id: true, title: true, eventType: true } },
  teamCampaign: { select: { id: true, title: true } },
  indieCampaign: { select: { id: true, title: true } },
} as const;

type GiftRow = Prisma.DonationGetPayload<{ select: typeof giftFields }>;

/** Gifts that took money: paid ones, and refunded ones, whole or in part (shown as such). */
export const GIVEN: { in: PaymentStatus[] } = { in: ['succeeded', 'partially_refunded', 'refunded'] };

export function toDonorGift(row: GiftRow): DonorGift {
  const event = { title: row.event.title, path: eventPagePath(row.event) };
  // A campaign deleted since leaves the gift with its event (the ids are set to null).
  const cause = row.indieCampaign
    ? { title: row.indieCampaign.title, path: indieCampaignPath(row.indieCampaign.id) }
    : row.teamCampaign
      ? { title: row.teamCampaign.title, path: teamPagePath(row.teamCampaign.id, row.event.eventType) }
      : null;
  return {
    id: row.id,
    date: row.transactionDate.toISOString(),
    amountCents: row.baseAmountCents,
    totalCents: row.totalAmountCents,
    refundedCents: row.amountRefundedCents,
    status: row.status === 'refunded' || row.status === 'partially_refunded' ? row.status : 'succeeded',
    cause: cause ?? event,
    event: cause ? event : null,
  };
}

/** The donor's latest gifts (up to GIFTS_SHOWN), newest first, and how many there are in all. */
export async function listDonorGifts({
  userId,
  limit = GIFTS_SHOWN,
}: {
  userId: string;
  limit?: number;
}): Promise<{ gifts: DonorGift[]; count: number }> {
  const where = { userId, status: GIVEN };
  const [rows, count] = await Promise.all([
    db.donation.findMany({
      where,
      orderBy: [{ transactionDate: 'desc' }, { id: 'desc' }],
      take: limit,
      select: giftFields,
    }),
    db.donation.count({ where }),
  ]);
  return { gifts: rows.map(toDonorGift), count };
}
