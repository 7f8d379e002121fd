import { describe, expect, it } from 'vitest';
import { isPlausibleId } from './ids';

describe('isPlausibleId', () => {
  it('takes cuids and the like, nothing else', () => {
    expect(isPlausibleId('cmwuikpn4000cgz7dhmf90xpy')).toBe(true);
    expect(isPlausibleId('a'.repeat(64))).toBe(true);
    for (const bad of ['', '..', 'a'.repeat(65), 'a/b', 'a\u0000', 'é', ' a', null, 42])
      expect(isPlausibleId(bad)).toBe(false);
  });
});
