import { describe, it, expect } from 'vitest';
import {
  centsToDollars,
  dollarsToCents,
  formatTarget,
  formatAmount,
  formatDollarsAndCents,
  formatWholeDollars,
  hasAtMostTwoDecimals,
  isFunded,
  percentRaised,
  progressPercent,
  typedCents,
} from './money';

describe('dollarsToCents', () => {
  it.each([
    [0, 0],
    [5, 500],
    [19.99, 1999],
    [0.1 + 0.2, 30],
    [1.1, 110],
    [4.35, 435],
    [1234.56, 123456],
    [0.01, 1],
    [-2.5, -250],
  ])('%s dollars → %s cents', (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents);
  });

  it('keeps every two-decimal amount up to $1,000 exact', () => {
    const wrong: number[] = [];
    for (let cents = 0; cents <= 100000; cents++) {
      if (dollarsToCents(Number((cents / 100).toFixed(2))) !== cents) wrong.push(cents);
    }
    expect(wrong).toEqual([]);
  });
});

describe('centsToDollars', () => {
  it.each([
    [0, 0],
    [1, 0.01],
    [1999, 19.99],
    [500, 5],
    [123456, 1234.56],
    [-250, -2.5],
  ])('%s cents → %s dollars', (cents, dollars) => {
    expect(centsToDollars(cents)).toBe(dollars);
  });

  it('rounds a stray fraction of a cent', () => {
    expect(centsToDollars(1999.4)).toBe(19.99);
  });

  it('round-trips with dollarsToCents', () => {
    for (const cents of [0, 1, 99, 1999, 2050, 987654]) {
      expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
    }
  });
});

describe('hasAtMostTwoDecimals', () => {
  it.each([0, 5, 5.5, 19.99, 0.01, 1000000.99, 0.1 + 0.2])('accepts %s', (value) => {
    expect(hasAtMostTwoDecimals(value)).toBe(true);
  });
  it.each([5.001, 19.999, 0.005, 1.234])('rejects %s', (value) => {
    expect(hasAtMostTwoDecimals(value)).toBe(false);
  });
});

describe('formatWholeDollars', () => {
  it.each([
    [0, '$0'],
    [99, '$0'],
    [199, '$1'],
    [123456, '$1,234'],
    [123499, '$1,234'],
    [100000000, '$1,000,000'],
    [-150, '-$2'],
  ])('%s cents → %s', (cents, text) => {
    expect(formatWholeDollars(cents)).toBe(text);
  });
});

describe('formatDollarsAndCents', () => {
  it.each([
    [0, '$0.00'],
    [4500, '$45.00'],
    [1999, '$19.99'],
    [123450, '$1,234.50'],
  ])('%s cents → %s', (cents, text) => {
    expect(formatDollarsAndCents(cents)).toBe(text);
  });
});

describe('formatTarget', () => {
  it.each([
    [2500000, '25k'],
    [100000, '1k'],
    [149900, '1k'],
    [150000, '2k'],
    [99999900, '1000k'],
    [50000, '0.5k'],
    [0, '0k'],
    [4999, '0k'],
    [5000, '0.1k'],
    [12345, '0.1k'],
    [95000, '1k'],
    [99999, '1k'],
    [94999, '0.9k'],
  ])('%s cents → %s', (cents, text) => {
    expect(formatTarget(cents)).toBe(text);
  });
});

describe('percentRaised', () => {
  it.each([
    [42300, 100000, '42.3'],
    [0, 100000, '0.0'],
    [100000, 100000, '100.0'],
    [250000, 100000, '250.0'],
    [1, 3, '33.3'],
    [2, 3, '66.7'],
    [1, 16, '6.3'],
    [1, 1600, '0.1'],
    [1, 2001, '0.0'],
  ])('%s of %s → %s', (raised, target, text) => {
    expect(percentRaised(raised, target)).toBe(text);
  });

  it('is "0.0" when the target is zero or negative', () => {
    expect(percentRaised(5000, 0)).toBe('0.0');
    expect(percentRaised(5000, -100)).toBe('0.0');
  });
});

describe('progressPercent', () => {
  it('is the share of the target', () => {
    expect(progressPercent(25000, 100000)).toBe(25);
    expect(progressPercent(0, 100000)).toBe(0);
    expect(progressPercent(1, 3)).toBeCloseTo(33.333, 2);
  });

  it('caps at 100', () => {
    expect(progressPercent(100000, 100000)).toBe(100);
    expect(progressPercent(300000, 100000)).toBe(100);
  });

  it('is 0 when the target is zero or negative, and never below 0', () => {
    expect(progressPercent(5000, 0)).toBe(0);
    expect(progressPercent(5000, -1)).toBe(0);
    expect(progressPercent(-5000, 100000)).toBe(0);
  });
});

describe('formatAmount', () => {
  it.each([
    [5000, '$50'],
    [1250, '$12.50'],
    [1234, '$12.34'],
    [5, '$0.05'],
    [0, '$0'],
    [123_456_789, '$1,234,567.89'],
    [2_000_000_000, '$20,000,000'],
  ])('%i cents is %s', (cents, text) => {
    expect(formatAmount(cents)).toBe(text);
  });
});

describe('typedCents', () => {
  it('reads typed dollars as cents', () => {
    expect(typedCents('50')).toBe(5000);
    expect(typedCents(' 19.99 ')).toBe(1999);
    expect(typedCents('0.01')).toBe(1);
  });

  it('is null while the text is not a positive amount', () => {
    for (const text of ['', '   ', 'abc', '0', '-5', '1e999', 'NaN']) expect(typedCents(text)).toBeNull();
  });
});

describe('isFunded', () => {
  it('is funded once the goal is reached, and past it', () => {
    expect(isFunded(99_999, 100_000)).toBe(false);
    expect(isFunded(100_000, 100_000)).toBe(true);
    expect(isFunded(124_500, 100_000)).toBe(true);
  });

  it('is never funded without a goal', () => {
    expect(isFunded(0, 0)).toBe(false);
    expect(isFunded(5_000, 0)).toBe(false);
    expect(isFunded(5_000, -1)).toBe(false);
  });
});

describe('typedDollars (issue 21)', () => {
  it('reads a dollar sign and thousands separators', async () => {
    const { typedDollars, typedCents } = await import('./money');
    expect(typedDollars('$25')).toBe(25);
    expect(typedDollars('1,000')).toBe(1000);
    expect(typedDollars('$ 1,234,567.89')).toBe(1234567.89);
    expect(typedCents('$25')).toBe(2500);
    for (const text of ['1,00', '25$', '$', '', 'abc', '1,0000', '1.2.3']) expect(typedDollars(text)).toBeNull();
  });
});
