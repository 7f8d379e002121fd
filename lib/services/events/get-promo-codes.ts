import 'server-only';
import type { CurrentUser } from '@/lib/auth';
import { db } from '@/lib/db';
import { requireEventCreator } from './require-event-creator';

/**
 * Every promo code of an event, expired ones included (creator only). value is in hundredths, as
 * stored (lib/rules/promo-codes.ts); the call's JSON carries dollars off each participant for
 * perItemPriceCut and a percentage for percentageCut (lib/contracts/events.ts).
 */
export async function getPromoCodes({ user, eventId }: { user: CurrentUser | null; eventId: string }) {
  await requireEventCreator({ user, eventId });
  const rows = await db.promoCode.findMany({ where: { eventId }, orderBy: { code: 'asc' } });
  return {
    success: true as const,
    promoCodes: rows.map((promo) => ({
      code: promo.code,
      promoType: promo.promoType,
      value: promo.value,
      expiration: promo.expiration.toISOString(),
    })),
  };
}
