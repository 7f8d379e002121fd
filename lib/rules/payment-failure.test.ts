import { describe, expect, it } from 'vitest';
import { PAYMENT_RESULT_CODES } from './payment-result-codes';
import { cardPaymentFailure, hostedPaymentFailure } from './payment-failure';

const HOSTED = 'Could not process your transaction. Please email the info address with the Issue Number for details';
const CARD =
  'Could not process your transaction with the payment processor. Please email the info address with the Issue Number for details';

describe('hostedPaymentFailure', () => {
  it.each(Object.entries(PAYMENT_RESULT_CODES).filter(([code]) => code !== '100'))(
    'result code %s gives the spec sentence, the code and its reason',
    (code, reason) => {
      const result = hostedPaymentFailure(code);
      expect(result).toEqual({
        message: HOSTED,
        issueNumber: code,
        reason,
        text: `${HOSTED}. Issue Number: ${code}. Possible reason: ${reason}.`,
      });
      expect(hostedPaymentFailure(Number(code))).toEqual(result);
    },
  );

  it('answers 999 when the gateway gave no transaction response', () => {
    for (const missing of [undefined, null, '', 'abc', 0]) {
      expect(hostedPaymentFailure(missing)).toEqual({
        message: HOSTED,
        issueNumber: '999',
        reason: null,
        text: `${HOSTED}. Issue Number: 999.`,
      });
    }
  });

  it('keeps a code outside the table, without a reason', () => {
    expect(hostedPaymentFailure('299')).toMatchObject({ issueNumber: '299', reason: null });
  });
});

describe('cardPaymentFailure', () => {
  it("gives the provider's code and message", () => {
    expect(cardPaymentFailure('card_declined', 'Your card was declined.')).toEqual({
      message: CARD,
      issueNumber: 'card_declined',
      reason: 'Your card was declined.',
      text: `${CARD}. Issue Number: card_declined. Possible reason: Your card was declined.`,
    });
  });

  it('answers 998 without a code', () => {
    expect(cardPaymentFailure(undefined)).toMatchObject({ issueNumber: '998', reason: null });
    expect(cardPaymentFailure(' ', '')).toMatchObject({ issueNumber: '998', reason: null });
  });
});

describe('plainDeclineReason (issue 21)', () => {
  it('says a decline in plain words, for the gateway and the card provider', async () => {
    const { plainDeclineReason } = await import('./payment-failure');
    expect(plainDeclineReason('202')).toBe('The card was declined for insufficient funds.');
    expect(plainDeclineReason(223)).toBe('The card has expired.');
    expect(plainDeclineReason('insufficient_funds')).toBe('The card was declined for insufficient funds.');
    expect(plainDeclineReason('incorrect_cvc')).toBe('The security code (CVC) is not right.');
    for (const code of [null, undefined, '', '999', 'something_else']) expect(plainDeclineReason(code)).toBeNull();
  });
});
