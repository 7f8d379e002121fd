import { describe, expect, it } from 'vitest';
import { dollars, hundredths, promoTerms } from './money';

describe('the money codec', () => {
  it('carries cents as dollars and reads dollars back as whole cents', () => {
    expect(dollars.encode(1999)).toBe(19.99);
    expect(dollars.encode(5)).toBe(0.05);
    expect(dollars.decode(19.99)).toBe(1999); // 19.99 * 100 is 1998.9999999999998 in floating point
    expect(dollars.decode(0.1 + 0.2)).toBe(30);
  });

  it('gives back what it carried, for every amount up to $1,000', () => {
    for (let cents = 0; cents <= 100_000; cents += 7) expect(dollars.decode(dollars.encode(cents))).toBe(cents);
  });

  it('is the hundredths codec: a percentage goes out in percent', () => {
    expect(hundredths.encode(1250)).toBe(12.5);
    expect(hundredths.decode(33.33)).toBe(3333);
  });
});

describe('promoTerms', () => {
  it('carries a cut per participant as dollars and a percentage as percent, the rest as it is', () => {
    expect(promoTerms.encode({ code: 'FIVE', promoType: 'perItemPriceCut', value: 525 })).toEqual({
      code: 'FIVE',
      promoType: 'perItemPriceCut',
      value: 5.25,
    });
    expect(promoTerms.encode({ code: 'HALF', promoType: 'percentageCut', value: 5000, expiration: 'x' })).toEqual({
      code: 'HALF',
      promoType: 'percentageCut',
      value: 50,
      expiration: 'x',
    });
  });

  it('reads them back in hundredths', () => {
    expect(promoTerms.decode({ code: 'FIVE', promoType: 'perItemPriceCut', value: 5.25 }).value).toBe(525);
    expect(promoTerms.decode({ code: 'TEN', promoType: 'percentageCut', value: 12.5 }).value).toBe(1250);
  });
});
