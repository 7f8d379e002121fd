import { describe, it, expect } from 'vitest';
import { US_STATES, birthYears } from './lookups';

describe('US_STATES', () => {
  it('has the 50 states and DC, with unique two-letter codes', () => {
    expect(US_STATES).toHaveLength(51);
    const codes = US_STATES.map((state) => state.code);
    expect(new Set(codes).size).toBe(51);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(new Set(US_STATES.map((state) => state.name)).size).toBe(51);
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
