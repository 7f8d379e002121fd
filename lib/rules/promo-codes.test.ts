import { describe, it, expect } from 'vitest';
import {
  applyPromoCode,
  defaultPromoExpiry,
  findActivePromoCode,
  isPromoCodeActive,
  normalizePromoCode,
  promoLabel,
  type PromoCode,
} from './promo-codes';

const now = new Date('2025-06-15T12:00:00Z');
const later = new Date('2025-07-01T00:00:00Z');
const earlier = new Date('2025-06-01T00:00:00Z');

const tenOff: PromoCode = { code: 'TENOFF', promoType: 'perItemPriceCut', value: 1000, expiration: later };
const half: PromoCode = { code: 'HALF', promoType: 'percentageCut', value: 5000, expiration: later };
const expired: PromoCode = { code: 'OLD', promoType: 'percentageCut', value: 2000, expiration: earlier };

describe('normalizePromoCode', () => {
  it('trims and upper-cases', () => {
    expect(normalizePromoCode('  summer25 ')).toBe('SUMMER25');
    expect(normalizePromoCode('MiXeD')).toBe('MIXED');
    expect(normalizePromoCode('')).toBe('');
    expect(normalizePromoCode('   ')).toBe('');
  });
});

describe('isPromoCodeActive', () => {
  it('is active strictly before the expiration', () => {
    expect(isPromoCodeActive(tenOff, now)).toBe(true);
    expect(isPromoCodeActive(expired, now)).toBe(false);
    expect(isPromoCodeActive({ ...tenOff, expiration: now }, now)).toBe(false);
    expect(isPromoCodeActive({ ...tenOff, expiration: new Date(now.getTime() + 1) }, now)).toBe(true);
  });
});

describe('findActivePromoCode', () => {
  const codes = [tenOff, half, expired];

  it('finds a code case-insensitively and ignoring spaces', () => {
    expect(findActivePromoCode(codes, 'tenoff', now)).toBe(tenOff);
    expect(findActivePromoCode(codes, '  Half ', now)).toBe(half);
  });

  it('matches stored codes that were not normalized', () => {
    const lower = { ...tenOff, code: 'lower' };
    expect(findActivePromoCode([lower], 'LOWER', now)).toBe(lower);
  });

  it('returns null for an expired, unknown or empty code', () => {
    expect(findActivePromoCode(codes, 'OLD', now)).toBeNull();
    expect(findActivePromoCode(codes, 'NOPE', now)).toBeNull();
    expect(findActivePromoCode(codes, '', now)).toBeNull();
    expect(findActivePromoCode([], 'TENOFF', now)).toBeNull();
  });

  it('skips an expired duplicate and finds the active one', () => {
    const renewed = { ...expired, expiration: later, value: 3000 };
    expect(findActivePromoCode([expired, renewed], 'old', now)).toBe(renewed);
  });
});

describe('applyPromoCode', () => {
  it('without a promo the total is price × participants', () => {
    expect(applyPromoCode({ priceCents: 2500, participants: 3 })).toEqual({
      subtotalCents: 7500,
      discountCents: 0,
      totalCents: 7500,
    });
    expect(applyPromoCode({ priceCents: 2500, participants: 1, promo: null }).totalCents).toBe(2500);
  });

  it('perItemPriceCut subtracts the value (cents) for each participant', () => {
    expect(applyPromoCode({ priceCents: 2500, participants: 3, promo: tenOff })).toEqual({
      subtotalCents: 7500,
      discountCents: 3000,
      totalCents: 4500,
    });
    expect(
      applyPromoCode({ priceCents: 2000, participants: 2, promo: { promoType: 'perItemPriceCut', value: 250 } }),
    ).toEqual({ subtotalCents: 4000, discountCents: 500, totalCents: 3500 });
  });

  it('perItemPriceCut floors the total at 0 and the discount at the subtotal', () => {
    expect(applyPromoCode({ priceCents: 500, participants: 2, promo: tenOff })).toEqual({
      subtotalCents: 1000,
      discountCents: 1000,
      totalCents: 0,
    });
  });

  it('percentageCut takes the percentage (in hundredths) of price × participants', () => {
    expect(applyPromoCode({ priceCents: 2500, participants: 3, promo: half })).toEqual({
      subtotalCents: 7500,
      discountCents: 3750,
      totalCents: 3750,
    });
    expect(
      applyPromoCode({ priceCents: 999, participants: 1, promo: { promoType: 'percentageCut', value: 1500 } }),
    ).toEqual({ subtotalCents: 999, discountCents: 150, totalCents: 849 });
  });

  it('percentageCut of 100 or more makes the signup free, never negative', () => {
    expect(
      applyPromoCode({ priceCents: 2500, participants: 2, promo: { promoType: 'percentageCut', value: 10_000 } })
        .totalCents,
    ).toBe(0);
    expect(
      applyPromoCode({ priceCents: 2500, participants: 2, promo: { promoType: 'percentageCut', value: 15_000 } }),
    ).toEqual({ subtotalCents: 5000, discountCents: 5000, totalCents: 0 });
  });

  it('a negative value never adds to the price', () => {
    expect(
      applyPromoCode({ priceCents: 2500, participants: 1, promo: { promoType: 'perItemPriceCut', value: -500 } }),
    ).toEqual({ subtotalCents: 2500, discountCents: 0, totalCents: 2500 });
  });

  it('a free category stays free', () => {
    expect(applyPromoCode({ priceCents: 0, participants: 4, promo: tenOff })).toEqual({
      subtotalCents: 0,
      discountCents: 0,
      totalCents: 0,
    });
  });
});

describe('promoLabel', () => {
  it('shows a cut per participant in dollars and cents, from its cents', () => {
    expect(promoLabel(tenOff)).toBe('$10.00 off each');
    expect(promoLabel({ promoType: 'perItemPriceCut', value: 525 })).toBe('$5.25 off each');
  });

  it('shows a percentage from its hundredths', () => {
    expect(promoLabel(half)).toBe('50% off');
    expect(promoLabel({ promoType: 'percentageCut', value: 1250 })).toBe('12.5% off');
    expect(promoLabel({ promoType: 'percentageCut', value: 10_000 })).toBe('100% off');
  });
});

describe('defaultPromoExpiry', () => {
  it('expires with the event when the event has a date ahead', () => {
    const event = new Date('2027-03-07T14:00:00.000Z');
    expect(defaultPromoExpiry(now, event).toISOString()).toBe('2027-03-07T14:00:00.000Z');
    // An event already past, or no date: ten days.
    expect(defaultPromoExpiry(now, new Date('2020-01-01T00:00:00Z')).toISOString()).toBe('2025-06-25T12:00:00.000Z');
    expect(defaultPromoExpiry(now, null).toISOString()).toBe('2025-06-25T12:00:00.000Z');
    expect(defaultPromoExpiry(now, new Date('nonsense')).toISOString()).toBe('2025-06-25T12:00:00.000Z');
  });

  it('is ten days ahead', () => {
    expect(defaultPromoExpiry(now).toISOString()).toBe('2025-06-25T12:00:00.000Z');
  });

  it('does not change its argument', () => {
    const start = new Date(now);
    defaultPromoExpiry(start);
    expect(start.getTime()).toBe(now.getTime());
  });
});
