import { describe, it, expect } from 'vitest';
import { baseFromTotal, totalWithFee } from './fees';

describe('totalWithFee', () => {
  it.each([
    [500, 525],
    [1000, 1050],
    [5000, 5250],
    [1999, 2099],
    [10, 11],
    [30, 32],
    [1, 1],
    [0, 0],
  ])('%s cents with fees → %s', (base, total) => {
    expect(totalWithFee(base, true)).toBe(total);
  });

  it('is base × 1.05 rounded to a whole cent for every amount up to $100', () => {
    const wrong: number[] = [];
    for (let base = 0; base <= 10000; base++) {
      const total = totalWithFee(base, true);
      if (!Number.isInteger(total) || Math.abs(total - base * 1.05) > 0.5 + 1e-9) wrong.push(base);
    }
    expect(wrong).toEqual([]);
  });

  it('leaves the base alone when the donor does not pay fees', () => {
    expect(totalWithFee(1999, false)).toBe(1999);
    expect(totalWithFee(0, false)).toBe(0);
  });
});

describe('baseFromTotal', () => {
  it('gives back every gift from its total with the fee, to the cent', () => {
    // One expect for the 200,001 gifts: an expect each took seconds on a busy machine.
    const wrong: number[] = [];
    for (let base = 0; base <= 200_000; base++) {
      if (baseFromTotal(totalWithFee(base, true), true) !== base) wrong.push(base);
    }
    expect(wrong).toEqual([]);
    expect(baseFromTotal(10_500_000, true)).toBe(10_000_000);
  });

  it('is the total itself without the fee', () => {
    expect(baseFromTotal(5250, false)).toBe(5250);
  });
});
