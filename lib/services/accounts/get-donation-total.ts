import 'server-only';
import { centsToDollars } from '@/lib/rules/money';
import { sumRaisedCents } from '@/lib/services/totals/raised-totals';

/**
 * What the user has given: their counted gifts (lib/services/totals), in dollars. Like the raised
 * totals of events, it counts the gift itself (baseAmount), not a processing fee they covered.
 */
export async function getDonationTotal({ userId }: { userId: string }) {
  return { total: centsToDollars(await sumRaisedCents({ userId })) };
}
