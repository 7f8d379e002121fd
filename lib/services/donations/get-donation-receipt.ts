import 'server-only';
import { db } from '@/lib/db';
import { isPlausibleId } from '@/lib/rules/ids';
import { GIVEN, giftFields, toDonorGift, type DonorGift } from './list-donor-gifts';

export type DonationReceipt = DonorGift & {
  transactionId: string;
  method: 'card' | 'offline';
  donorName: string;
  email: string | null;
  anonymous: boolean;
  /** Who runs the event (its creator's display name). */
  organizer: string;
};

/**
 * The receipt of one of `userId`'s own gifts (/profile/receipt/{donationId}); null for anything
 * else (another donor's gift, a payment that did not go through, an unknown id), so a receipt
 * never tells a stranger that a donation exists.
 */
export async function getDonationReceipt({
  userId,
  donationId,
}: {
  userId: string;
  donationId: string;
}): Promise<DonationReceipt | null> {
  if (!isPlausibleId(donationId)) return null;
  const row = await db.donation.findFirst({
    where: { id: donationId, userId, status: GIVEN },
    select: {
      ...giftFields,
      transactionId: true,
      method: true,
      firstName: true,
      lastName: true,
      email: true,
      anonymous: true,
      event: { select: { id: true, title: true, eventType: true, creator: { select: { name: true } } } },
    },
  });
  if (!row) return null;
  return {
    ...toDonorGift(row),
    transactionId: row.transactionId,
    method: row.method === 'offline' ? 'offline' : 'card',
    donorName: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    anonymous: row.anonymous,
    organizer: row.event.creator.name,
  };
}
