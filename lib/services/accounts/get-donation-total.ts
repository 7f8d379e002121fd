import 'server-only';
import { db } from '@/lib/db';
import { centsToDollars } from '@/lib/rules/money';

/**
 * What the user has given: the sum of their succeeded donations, in dollars. Like the raised
 * totals of events, it counts the gift itself (baseAmount), not a processing fee they covered.
 */
export async function getDonationTotal({ userId }: { userId: string }) {
  const { _sum } = await db.donation.aggregate({
    where: { userId, status: 'succeeded' },
    _sum: { baseAmountCents: true },
  });
  return { total: centsToDollars(_sum.baseAmountCents ?? 0) };
}
