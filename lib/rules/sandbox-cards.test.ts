import { describe, expect, it } from 'vitest';
import { isValidCardNumber } from './payment-card';
import { SANDBOX_CARDS, formatCardNumber } from './sandbox-cards';

describe('sandbox cards', () => {
  it('each pass the Luhn check, so the card form lets them through to the gateway', () => {
    for (const card of SANDBOX_CARDS) expect(isValidCardNumber(card.number)).toBe(true);
  });

  it('format in groups of four', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
  });
});
