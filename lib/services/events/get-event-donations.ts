import 'server-only';
import { notFound } from '@/lib/app-error';
import { db } from '@/lib/db';
import { centsToDollars } from '@/lib/rules/money';
import { isPlausibleId } from '@/lib/rules/ids';
import { EVENT_NOT_FOUND } from '@/lib/rules/messages';
import { readRaisedFigures, type CountedGift } from '@/lib/services/totals/raised-totals';

/** A donation as anyone may see it: no email, phone, address, birth date, donor id or message. */
export type PublicDonation = {
  _id: string;
  /** 'Anonymous', or the first name and last initial ("Priya S."). */
  name: string;
  anonymous: boolean;
  /** Dollars, before any processing fee the donor covered. */
  baseAmount: number;
  transactionDate: string;
};

export const DEFAULT_DONATION_COUNT = 100;
export const MAX_DONATION_COUNT = 1000;

/** How many gifts a public list may ask for: 1 to MAX_DONATION_COUNT. */
export const donationListLength = (count: number) => Math.min(Math.max(1, Math.floor(count)), MAX_DONATION_COUNT);

/** A counted gift (lib/services/totals) as the public JSON lists it, in dollars. */
export const toPublicDonation = (gift: CountedGift): PublicDonation => ({
  _id: gift.id,
  name: gift.name,
  anonymous: gift.anonymous,
  baseAmount: centsToDollars(gift.amountCents),
  transactionDate: gift.date,
});

/** GET /api/event/get_donations/{id}: counted gifts to an event and everything under it, newest first. */
export async function getEventDonations({
  eventId,
  count = DEFAULT_DONATION_COUNT,
}: {
  eventId: string;
  count?: number;
}): Promise<PublicDonation[]> {
  const event = isPlausibleId(eventId)
    ? await db.event.findUnique({ where: { id: eventId }, select: { id: true } })
    : null;
  if (!event) throw notFound(EVENT_NOT_FOUND);
  const { latest } = await readRaisedFigures({ eventId: event.id }, { latest: donationListLength(count) });
  return latest.map(toPublicDonation);
}
