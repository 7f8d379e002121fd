import { DEFAULT_PROMO_EXPIRY_DAYS } from './constants';
import { formatDollarsAndCents } from './money';

export const PROMO_TYPES = ['perItemPriceCut', 'percentageCut'] as const;
export type PromoType = (typeof PROMO_TYPES)[number];

export interface PromoCode {
  code: string;
  promoType: PromoType;
  /**
   * In hundredths, as stored: cents off each participant for perItemPriceCut, hundredths of a
   * percent off for percentageCut (1000 is 10 %). The API's JSON carries it in dollars and
   * percent (lib/contracts/money.ts); the rules, the pages and the database work in hundredths.
   */
  value: number;
  expiration: Date;
}

export interface PromoTotals {
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

export function isPromoCodeActive(promo: PromoCode, now: Date): boolean {
  return now.getTime() < promo.expiration.getTime();
}

export function findActivePromoCode<T extends PromoCode>(promoCodes: readonly T[], code: string, now: Date): T | null {
  const wanted = normalizePromoCode(code);
  if (wanted === '') return null;
  return promoCodes.find((promo) => normalizePromoCode(promo.code) === wanted && isPromoCodeActive(promo, now)) ?? null;
}

export function applyPromoCode({
  priceCents,
  participants,
  promo,
}: {
  priceCents: number;
  participants: number;
  promo?: Pick<PromoCode, 'promoType' | 'value'> | null;
}): PromoTotals {
  const subtotalCents = priceCents * participants;
  const discountCents = Math.min(subtotalCents, Math.max(0, promoDiscount(subtotalCents, participants, promo)));
  return { subtotalCents, discountCents, totalCents: subtotalCents - discountCents };
}

function promoDiscount(
  subtotalCents: number,
  participants: number,
  promo: Pick<PromoCode, 'promoType' | 'value'> | null | undefined,
): number {
  if (!promo) return 0;
  if (promo.promoType === 'perItemPriceCut') return promo.value * participants;
  return Math.round((subtotalCents * promo.value) / 10_000);
}

/** What a code takes off, as the sign-up form shows it: "10% off", "$5.00 off each". */
export function promoLabel(promo: Pick<PromoCode, 'promoType' | 'value'>): string {
  return promo.promoType === 'percentageCut'
    ? `${promo.value / 100}% off`
    : `${formatDollarsAndCents(promo.value)} off each`;
}

/**
 * A new code's expiry: with the event (its start), when the event has a date still ahead, so a
 * code made months before does not stop working long before the event (issue 21 §14). Without
 * one, ten fixed 24-hour days, so the result does not depend on the server's time zone or DST.
 */
export function defaultPromoExpiry(now: Date, eventDate?: Date | null): Date {
  if (eventDate && !Number.isNaN(eventDate.getTime()) && eventDate.getTime() > now.getTime())
    return new Date(eventDate);
  return new Date(now.getTime() + DEFAULT_PROMO_EXPIRY_DAYS * DAY_MS);
}
