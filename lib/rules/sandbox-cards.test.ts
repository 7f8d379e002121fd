import { describe, expect, it } from 'vitest';
import { isValidCardNumber } from './payment-card';
import { SANDBOX_CARDS, formatCardNumber } from './sandbox-cards';

describe('sandbox cards', () => {
  it('are the five cards of the contract, each passing the Luhn check', () => {
    expect(SANDBOX_CARDS.map((card) => [card.number, card.result, card.resultCode])).toEqual([
      ['4111111111111111', 1, 100],
      ['4000000000000002', 2, 201],
      ['4000000000009995', 2, 202],
      ['4000000000000069', 2, 223],
      ['4000000000000127', 2, 225],
    ]);
    for (const card of SANDBOX_CARDS) expect(isValidCardNumber(card.number)).toBe(true);
  });

  it('format in groups of four', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
  });
});
