import 'server-only';
import { AppError } from '@/lib/app-error';
import { db } from '@/lib/db';
import { INVALID_PROMO } from '@/lib/rules/messages';
import { centsToDollars } from '@/lib/rules/money';
import { findActivePromoCode } from '@/lib/rules/promo-codes';

/**
 * The promo code `promoCode` of an event, if it exists and has not expired (anyone may ask).
 * Codes compare case-insensitively. An unknown event, an unknown code and an expired code all
 * answer 404 'Invalid Promo Code', so the answer does not tell which codes once existed.
 */
export async function checkPromoCode({
  eventId,
  promoCode,
  now = new Date(),
}: {
  eventId: string;
  promoCode: string;
  now?: Date;
}) {
  const rows = await db.promoCode.findMany({ where: { eventId } });
  const promos = rows.map((row) => ({ code: row.code, promoType: row.promoType, value: centsToDollars(row.value), expiration: row.expiration }));
  const promo = findActivePromoCode(promos, promoCode, now);
  if (!promo) throw new AppError(404, INVALID_PROMO, { success: false });
  return { success: true as const, promoInfo: { code: promo.code, promoType: promo.promoType, value: promo.value } };
}
