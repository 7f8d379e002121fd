import { describe, expect, it } from 'vitest';
import { declineKind, givingChoices, monthlyEquivalentCents, nextPeriodDate, periodKey } from './recurring';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('nextPeriodDate', () => {
  it('keeps the anchor day, or the last day of a shorter month', () => {
    expect(periodKey(nextPeriodDate(day('2027-01-31'), 'monthly', 31))).toBe('2027-02-28');
    expect(periodKey(nextPeriodDate(day('2027-02-28'), 'monthly', 31))).toBe('2027-03-31');
    expect(periodKey(nextPeriodDate(day('2028-01-31'), 'monthly', 31))).toBe('2028-02-29');
    expect(periodKey(nextPeriodDate(day('2027-03-31'), 'monthly', 31))).toBe('2027-04-30');
    expect(periodKey(nextPeriodDate(day('2027-11-30'), 'quarterly', 30))).toBe('2028-02-29');
    expect(periodKey(nextPeriodDate(day('2027-12-15'), 'monthly', 15))).toBe('2028-01-15');
    expect(periodKey(nextPeriodDate(day('2028-02-29'), 'yearly', 29))).toBe('2029-02-28');
    expect(periodKey(nextPeriodDate(day('2027-12-29'), 'weekly', 29))).toBe('2028-01-05');
  });
});

describe('declineKind', () => {
  it('reads hard and soft declines by code', () => {
    for (const code of [250, 251, 252, 253, 261, 262, 220, 223, 225, '223']) expect(declineKind(code)).toBe('hard');
    for (const code of [201, 202, 203, 204, 264, 400, 420, null]) expect(declineKind(code)).toBe('soft');
    expect(declineKind('insufficient_funds')).toBe('soft');
    expect(declineKind('expired_card')).toBe('hard');
    expect(declineKind('authentication_required')).toBe('authentication');
  });
});

describe('monthlyEquivalentCents', () => {
  it('turns any frequency into its monthly worth', () => {
    expect(monthlyEquivalentCents(2500, 'monthly')).toBe(2500);
    expect(monthlyEquivalentCents(1200, 'yearly')).toBe(100);
    expect(monthlyEquivalentCents(3000, 'quarterly')).toBe(1000);
    expect(monthlyEquivalentCents(1000, 'weekly')).toBe(4333);
  });
});

describe('givingChoices', () => {
  it("offers an event's ways to give in order, starting on its choice when offered", () => {
    expect(givingChoices(['yearly', 'once', 'weekly'], 'weekly')).toEqual({
      frequencies: ['once', 'weekly', 'yearly'],
      initial: 'weekly',
    });
    expect(givingChoices(['once', 'monthly'], 'yearly')).toEqual({ frequencies: ['once', 'monthly'], initial: 'once' });
    expect(givingChoices(['monthly', 'quarterly'], 'once')).toEqual({
      frequencies: ['monthly', 'quarterly'],
      initial: 'monthly',
    });
    // Nothing known offered: one-time and monthly.
    expect(givingChoices(['daily'], 'once')).toEqual({ frequencies: ['once', 'monthly'], initial: 'once' });
  });
});
