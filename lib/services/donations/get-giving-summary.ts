import 'server-only';
import { db } from '@/lib/db';
import { publicDonorName } from '../events/get-event-donations';

// The social proof next to a total: how many gifts it is made of and the latest few, with
// public names only (first name and last initial, or "Anonymous"), never a message or contact.

/** An event, or a campaign (a sum by its own id covers everything under it). */
export type GivingScope = { eventId: string } | { teamCampaignId: string } | { indieCampaignId: string };

export type RecentGift = {
  id: string;
  /** publicDonorName: "Priya S." or "Anonymous". */
  name: string;
  amountCents: number;
  /** ISO 8601. */
  date: string;
};

export type GivingSummary = {
  /** Succeeded donations (each gift counts once; guests have no account to count people by). */
  donationCount: number;
  /** The latest succeeded donations, newest first. */
  latest: RecentGift[];
};

export const LATEST_GIFTS_SHOWN = 3;

export async function getGivingSummary({
  scope,
  latest = LATEST_GIFTS_SHOWN,
}: {
  scope: GivingScope;
  latest?: number;
}): Promise<GivingSummary> {
  const where = { ...scope, status: 'succeeded' as const };
  const [donationCount, rows] = await Promise.all([
    db.donation.count({ where }),
    db.donation.findMany({
      where,
      orderBy: [{ transactionDate: 'desc' }, { id: 'desc' }],
      take: latest,
      select: {
        id: true,
        anonymous: true,
        firstName: true,
        lastName: true,
        baseAmountCents: true,
        transactionDate: true,
      },
    }),
  ]);
  return {
    donationCount,
    latest: rows.map((row) => ({
      id: row.id,
      name: publicDonorName(row),
      amountCents: row.baseAmountCents,
      date: row.transactionDate.toISOString(),
    })),
  };
}
