import { describe, it, expect } from 'vitest';
import { GENDERS, MONTHS, US_STATES, birthYears, expiryYears } from './lookups';

describe('GENDERS', () => {
  it('is male, female, other', () => {
    expect(GENDERS).toEqual(['male', 'female', 'other']);
  });
});

describe('US_STATES', () => {
  it('has the 50 states and DC, with unique two-letter codes', () => {
    expect(US_STATES).toHaveLength(51);
    const codes = US_STATES.map((state) => state.code);
    expect(new Set(codes).size).toBe(51);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(new Set(US_STATES.map((state) => state.name)).size).toBe(51);
  });

  it('pairs codes with names', () => {
    expect(US_STATES).toContainEqual({ code: 'NY', name: 'New York' });
    expect(US_STATES).toContainEqual({ code: 'DC', name: 'District of Columbia' });
    expect(US_STATES).toContainEqual({ code: 'WY', name: 'Wyoming' });
    expect(US_STATES[0]).toEqual({ code: 'AL', name: 'Alabama' });
  });
});

describe('MONTHS', () => {
  it('numbers January to December 1..12', () => {
    expect(MONTHS).toHaveLength(12);
    expect(MONTHS[0]).toEqual({ value: 1, name: 'January' });
    expect(MONTHS[11]).toEqual({ value: 12, name: 'December' });
    expect(MONTHS.map((month) => month.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});

describe('birthYears', () => {
  it('runs from this year back 100 years, newest first', () => {
    const years = birthYears(new Date(2025, 5, 15));
    expect(years).toHaveLength(101);
    expect(years[0]).toBe(2025);
    expect(years[100]).toBe(1925);
    expect(years[1]).toBe(2024);
  });
});

describe('expiryYears', () => {
  it('runs from this year to 20 years ahead', () => {
    const years = expiryYears(new Date(2025, 0, 1));
    expect(years).toHaveLength(21);
    expect(years[0]).toBe(2025);
    expect(years[20]).toBe(2045);
  });
});
