import 'server-only';
import { LATEST_GIFTS_SHOWN } from '@/lib/services/events/get-event-page';
import { readRaisedFigures, type TotalsScope } from '@/lib/services/totals/raised-totals';

// The social proof next to a total: how many gifts it is made of and the latest few, with
// public names only (first name and last initial, or "Anonymous"), never a message or contact.
// The public pages read it with their total (lib/services/totals: one query); this is it alone.

export type RecentGift = {
  id: string;
  /** publicDonorName: "Priya S." or "Anonymous". */
  name: string;
  amountCents: number;
  /** ISO 8601. */
  date: string;
};

export type GivingSummary = {
  /** Counted gifts (each gift counts once; guests have no account to count people by). */
  donationCount: number;
  /** The latest counted gifts, newest first. */
  latest: RecentGift[];
};

export async function getGivingSummary({
  scope,
  latest = LATEST_GIFTS_SHOWN,
}: {
  scope: TotalsScope;
  latest?: number;
}): Promise<GivingSummary> {
  const figures = await readRaisedFigures(scope, { latest });
  return {
    donationCount: figures.donationCount,
    latest: figures.latest.map(({ id, name, amountCents, date }) => ({ id, name, amountCents, date })),
  };
}
