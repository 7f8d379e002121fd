import { describe, expect, it } from 'vitest';
import { signupPrice, splitCents, type SignupPrice } from './signup-price';

/** Promo values in hundredths, as the rule takes them: cents, hundredths of a percent. */
const perItem = (cents: number) => ({ promoType: 'perItemPriceCut' as const, value: cents });
const percent = (hundredths: number) => ({ promoType: 'percentageCut' as const, value: hundredths });

/** Every per-participant column adds up to the signup's own figure. */
function expectConsistent(price: SignupPrice) {
  const sum = (pick: (p: SignupPrice['participants'][number]) => number) =>
    price.participants.reduce((total, p) => total + pick(p), 0);
  expect(sum((p) => p.baseCents)).toBe(price.baseCents);
  expect(sum((p) => p.discountCents)).toBe(price.discountCents);
  expect(sum((p) => p.totalCents)).toBe(price.totalCents);
  expect(price.netCents).toBe(price.baseCents - price.discountCents);
  expect(price.totalCents).toBe(price.netCents + price.feeCents);
  for (const p of price.participants) expect(p.totalCents).toBeGreaterThanOrEqual(0);
}

describe('splitCents', () => {
  it('splits into shares a cent apart that add up exactly, odd cents first', () => {
    expect(splitCents(1000, 4)).toEqual([250, 250, 250, 250]);
    expect(splitCents(1001, 4)).toEqual([251, 250, 250, 250]);
    expect(splitCents(1003, 4)).toEqual([251, 251, 251, 250]);
    expect(splitCents(2, 4)).toEqual([1, 1, 0, 0]);
    expect(splitCents(0, 3)).toEqual([0, 0, 0]);
    expect(splitCents(5, 0)).toEqual([]);
  });
});

describe('signupPrice', () => {
  it('is the category price × participants without promo or fee', () => {
    const price = signupPrice({ priceCents: 3500, participants: 4, payFees: false });
    expect(price).toEqual({
      baseCents: 14000,
      discountCents: 0,
      netCents: 14000,
      feeCents: 0,
      totalCents: 14000,
      feePercentage: 0,
      participants: Array(4).fill({ baseCents: 3500, discountCents: 0, totalCents: 3500 }),
    });
  });

  it('adds the 5 % fee on what is left after the discount when the registrant covers it', () => {
    const price = signupPrice({ priceCents: 3500, participants: 4, payFees: true });
    expect(price).toMatchObject({ baseCents: 14000, feeCents: 700, totalCents: 14700, feePercentage: 5 });
    expect(price.participants.map((p) => p.totalCents)).toEqual([3675, 3675, 3675, 3675]);
    expectConsistent(price);
  });

  it('takes a perItemPriceCut off every participant', () => {
    const price = signupPrice({ priceCents: 3500, participants: 4, promo: perItem(500), payFees: false });
    expect(price).toMatchObject({ baseCents: 14000, discountCents: 2000, netCents: 12000, totalCents: 12000 });
    expect(price.participants).toEqual(Array(4).fill({ baseCents: 3500, discountCents: 500, totalCents: 3000 }));
  });

  it('takes a percentageCut of price × participants, then the fee on the rest', () => {
    const price = signupPrice({ priceCents: 4500, participants: 4, promo: percent(1000), payFees: true });
    // 18000 − 1800 = 16200; fee 810.
    expect(price).toMatchObject({ baseCents: 18000, discountCents: 1800, netCents: 16200, feeCents: 810 });
    expect(price.totalCents).toBe(17010);
    expectConsistent(price);
  });

  it('spreads odd cents of a discount and a fee over the participants', () => {
    const price = signupPrice({ priceCents: 999, participants: 3, promo: percent(1250), payFees: true });
    // 2997 × 12.5 % = 374.625 → 375 off; 2622 left; fee 131.1 → 131.
    expect(price).toMatchObject({ baseCents: 2997, discountCents: 375, netCents: 2622, feeCents: 131 });
    expect(price.totalCents).toBe(2753);
    expect(price.participants.map((p) => p.discountCents)).toEqual([125, 125, 125]);
    expect(price.participants.map((p) => p.totalCents)).toEqual([918, 918, 917]);
    expectConsistent(price);
  });

  it('never goes below 0: a cut larger than the price, 100 % and more', () => {
    for (const promo of [perItem(5000), percent(10_000), percent(15_000)]) {
      for (const payFees of [true, false]) {
        const price = signupPrice({ priceCents: 2500, participants: 2, promo, payFees });
        expect(price).toMatchObject({ baseCents: 5000, discountCents: 5000, netCents: 0, feeCents: 0, totalCents: 0 });
        expect(price.participants).toEqual(Array(2).fill({ baseCents: 2500, discountCents: 2500, totalCents: 0 }));
      }
    }
  });

  it('keeps a free category free, with or without a promo code or fee', () => {
    const price = signupPrice({ priceCents: 0, participants: 4, promo: perItem(1000), payFees: true });
    expect(price).toMatchObject({ baseCents: 0, discountCents: 0, feeCents: 0, totalCents: 0, feePercentage: 5 });
  });

  it('charges one participant alone the same way', () => {
    expect(signupPrice({ priceCents: 2500, participants: 1, promo: perItem(250), payFees: true })).toMatchObject({
      baseCents: 2500,
      discountCents: 250,
      netCents: 2250,
      feeCents: 113,
      totalCents: 2363,
    });
  });

  it('adds up for every price, count, promo and fee choice', () => {
    for (const priceCents of [0, 1, 99, 1000, 2599, 4999]) {
      for (let participants = 1; participants <= 4; participants++) {
        for (const promo of [null, perItem(99), perItem(700), percent(100), percent(3333), percent(10_000)]) {
          for (const payFees of [true, false])
            expectConsistent(signupPrice({ priceCents, participants, promo, payFees }));
        }
      }
    }
  });
});
