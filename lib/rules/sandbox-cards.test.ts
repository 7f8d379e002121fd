import { describe, expect, it } from 'vitest';
import { isValidCardNumber } from './payment-card';
import { SANDBOX_CARDS, formatCardNumber, sandboxCardOutcome } from './sandbox-cards';

describe('sandbox cards', () => {
  it('each pass the Luhn check, so the card form lets them through to the gateway', () => {
    for (const card of SANDBOX_CARDS) expect(isValidCardNumber(card.number)).toBe(true);
  });

  it('format in groups of four', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
  });
});

describe('sandboxCardOutcome', () => {
  const now = new Date('2030-06-15T12:00:00Z');
  const card = (number: string, expiration = '1231', cvv?: string) => ({ number, expiration, cvv });

  it('answers each test card of the contract with its result and code, any future expiry', () => {
    for (const test of SANDBOX_CARDS) {
      for (const expiration of ['0630', '1231', '0199']) {
        expect(sandboxCardOutcome(card(test.number, expiration), now)).toEqual({
          result: test.result,
          resultCode: test.resultCode,
          resultText: test.result === 1 ? 'SUCCESS' : 'DECLINE',
        });
      }
    }
  });

  it('declines any number failing the Luhn check with 220, spaces allowed', () => {
    expect(sandboxCardOutcome(card('4111 1111 1111 1111'), now).result).toBe(1);
    for (const number of ['4111111111111112', '1234', 'abcd', '', '4111-1111-1111-111x']) {
      expect(sandboxCardOutcome(card(number), now)).toMatchObject({ result: 2, resultCode: 220 });
    }
  });

  it('declines a bad expiry with 224 and a past one with 223, good through the end of its month', () => {
    expect(sandboxCardOutcome(card('4111111111111111', '1330'), now).resultCode).toBe(224);
    expect(sandboxCardOutcome(card('4111111111111111', '12/30'), now).resultCode).toBe(224);
    expect(sandboxCardOutcome(card('4111111111111111', '0530'), now).resultCode).toBe(223);
    expect(sandboxCardOutcome(card('4111111111111111', '0630'), now).resultCode).toBe(100);
    expect(sandboxCardOutcome(card('4111111111111111', '0630'), new Date('2030-07-01T00:00:00Z')).resultCode).toBe(223);
  });

  it('declines a malformed security code with 225, and takes none', () => {
    expect(sandboxCardOutcome(card('4111111111111111', '1231', '12'), now).resultCode).toBe(225);
    expect(sandboxCardOutcome(card('4111111111111111', '1231', '1234'), now).resultCode).toBe(100);
    expect(sandboxCardOutcome(card('4111111111111111', '1231', ''), now).resultCode).toBe(100);
  });

  it('approves any other valid card', () => {
    expect(sandboxCardOutcome(card('5555555555554444'), now)).toEqual({
      result: 1,
      resultCode: 100,
      resultText: 'SUCCESS',
    });
  });
});
