import { describe, expect, it } from 'vitest';
import { splitRemaining } from './countdown';

describe('splitRemaining', () => {
  it('splits into days, hours, minutes and seconds', () => {
    const now = Date.UTC(2027, 0, 1, 0, 0, 0);
    const target = now + 2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 5_000 + 999;
    expect(splitRemaining(target, now)).toEqual([2, 3, 4, 5]);
  });

  it('is all zero once the moment has passed', () => {
    expect(splitRemaining(1000, 5000)).toEqual([0, 0, 0, 0]);
  });
});
