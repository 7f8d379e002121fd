import 'server-only';
import { createHash } from 'node:crypto';
import { notFound, tooManyRequests } from '@/lib/app-error';
import { db } from '@/lib/db';
import { INVALID_PROMO, TOO_MANY_ATTEMPTS } from '@/lib/rules/messages';
import { centsToDollars } from '@/lib/rules/money';
import { findActivePromoCode } from '@/lib/rules/promo-codes';
import { hitBucket } from '@/lib/services/accounts/rate-limit';

/** Checks per IP address: plenty for a sign-up form, too few to guess codes by trying them all. */
export const PROMO_CHECK_LIMIT = { limit: 30, windowSeconds: 15 * 60 };

/**
 * The promo code `promoCode` of an event, if it exists and has not expired (anyone may ask,
 * PROMO_CHECK_LIMIT times per IP address, then 429). Codes compare case-insensitively. An
 * unknown event, an unknown code and an expired code all answer 404 'Invalid Promo Code', so
 * the answer does not tell which codes once existed.
 */
export async function checkPromoCode({
  eventId,
  promoCode,
  ip,
  now = new Date(),
}: {
  eventId: string;
  promoCode: string;
  /** The caller's address (clientIp); hashed, so the table holds no addresses. */
  ip: string;
  now?: Date;
}) {
  const ipKey = createHash('sha256').update(ip).digest('base64url').slice(0, 32);
  const { count, retryAfter } = await hitBucket(`promo-check:ip:${ipKey}`, PROMO_CHECK_LIMIT.windowSeconds);
  if (count > PROMO_CHECK_LIMIT.limit) throw tooManyRequests(TOO_MANY_ATTEMPTS, retryAfter);

  const rows = await db.promoCode.findMany({ where: { eventId } });
  const promos = rows.map((row) => ({
    code: row.code,
    promoType: row.promoType,
    value: centsToDollars(row.value),
    expiration: row.expiration,
  }));
  const promo = findActivePromoCode(promos, promoCode, now);
  if (!promo) throw notFound(INVALID_PROMO, { success: false });
  return { success: true as const, promoInfo: { code: promo.code, promoType: promo.promoType, value: promo.value } };
}
