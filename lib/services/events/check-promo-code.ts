import 'server-only';
import { notFound } from '@/lib/app-error';
import { db } from '@/lib/db';
import { INVALID_PROMO } from '@/lib/rules/messages';
import { findActivePromoCode } from '@/lib/rules/promo-codes';
import { enforceRateLimits } from '@/lib/services/rate-limit/consume';

/**
 * Counts one promo-code guess from `ip` when the caller sent a code (the 'promo-check:ip' limit of
 * lib/rules/rate-limits.ts; 429 past it). Every call that tells whether a code is valid
 * (checkpromocode, a sign-up's payment start, complete_eventsignup, participation/add_record)
 * calls this before the code is looked up, so guesses through any of them spend one allowance,
 * and an address past it learns nothing more about any code.
 */
export async function countPromoCodeGuess(ip: string, promoCode: string | null | undefined): Promise<void> {
  if (promoCode) await enforceRateLimits([['promo-check:ip', ip]]);
}

/**
 * The promo code `promoCode` of an event, if it exists and has not expired (anyone may ask,
 * counted by countPromoCodeGuess, then 429). Codes compare case-insensitively. An
 * unknown event, an unknown code and an expired code all answer 404 'Invalid Promo Code', so
 * the answer does not tell which codes once existed. The value is in hundredths, as stored
 * (lib/rules/promo-codes.ts); the call's JSON carries dollars or percent (lib/contracts/events.ts).
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
  await countPromoCodeGuess(ip, promoCode);

  const rows = await db.promoCode.findMany({ where: { eventId } });
  const promo = findActivePromoCode(rows, promoCode, now);
  if (!promo) throw notFound(INVALID_PROMO, { success: false });
  return { success: true as const, promoInfo: { code: promo.code, promoType: promo.promoType, value: promo.value } };
}
