import 'server-only';
import { notFound } from '@/lib/app-error';
import { db } from '@/lib/db';
import { centsToDollars } from '@/lib/rules/money';
import { isPlausibleId } from '@/lib/rules/ids';
import { EVENT_NOT_FOUND } from '@/lib/rules/messages';

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

export const ANONYMOUS_DONOR = 'Anonymous';
export const DEFAULT_DONATION_COUNT = 100;
export const MAX_DONATION_COUNT = 1000;

/**
 * The name a public list shows. Like participant lists (CONTRACT §1), a donor appears as first
 * name and last initial; an anonymous gift shows 'Anonymous' and nothing of the name.
 */
export function publicDonorName(donation: { anonymous: boolean; firstName: string; lastName: string }): string {
  if (donation.anonymous) return ANONYMOUS_DONOR;
  const first = donation.firstName.trim();
  const initial = Array.from(donation.lastName.trim())[0];
  if (!first) return initial ? `${initial.toUpperCase()}.` : ANONYMOUS_DONOR;
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/** GET /api/event/get_donations/{id}: succeeded donations to an event and everything under it, newest first. */
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
  const donations = await db.donation.findMany({
    where: { eventId: event.id, status: 'succeeded' },
    orderBy: [{ transactionDate: 'desc' }, { id: 'desc' }],
    take: Math.min(Math.max(1, Math.floor(count)), MAX_DONATION_COUNT),
    select: {
      id: true,
      anonymous: true,
      firstName: true,
      lastName: true,
      baseAmountCents: true,
      transactionDate: true,
    },
  });
  return donations.map((donation) => ({
    _id: donation.id,
    name: publicDonorName(donation),
    anonymous: donation.anonymous,
    baseAmount: centsToDollars(donation.baseAmountCents),
    transactionDate: donation.transactionDate.toISOString(),
  }));
}
