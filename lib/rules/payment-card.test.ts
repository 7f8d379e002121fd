import { describe, it, expect } from 'vitest';
import { isValidCardNumber, isValidExpiration, normalizeCardNumber, passesLuhnCheck, toMMYY } from './payment-card';

describe('normalizeCardNumber', () => {
  it('strips spaces and dashes', () => {
    expect(normalizeCardNumber('4111 1111-1111 1111')).toBe('4111111111111111');
    expect(normalizeCardNumber(' 4111\t1111 ')).toBe('41111111');
  });
});

describe('passesLuhnCheck', () => {
  it.each(['4111111111111111', '4000000000000002', '4000000000009995', '4000000000000069', '4000000000000127', '0'])(
    'accepts %s',
    (digits) => {
      expect(passesLuhnCheck(digits)).toBe(true);
    },
  );

  it.each(['4111111111111112', '1234567812345678', '', '41111111111a1111'])('rejects %s', (digits) => {
    expect(passesLuhnCheck(digits)).toBe(false);
  });
});

describe('isValidCardNumber', () => {
  it.each([
    '4111111111111111',
    '4111 1111 1111 1111',
    '4111-1111-1111-1111',
    '378282246310005', // 15-digit Amex
    '5555555555554444',
    '6011111111111117',
    '4222222222222', // 13 digits
    '6759649826438453', // Maestro, 16
    '6304000000000000', // 16
    '4111111111111111110', // 19 digits
  ])('accepts %s', (number) => {
    expect(isValidCardNumber(number)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['4111111111111112', 'bad check digit'],
    ['42424242424', 'too short (11)'],
    ['41111111111111111110', 'too long (20)'],
    ['4111.1111.1111.1111', 'dots'],
    ['4111a11111111111', 'letters'],
  ])('rejects %s (%s)', (number) => {
    expect(isValidCardNumber(number)).toBe(false);
  });

  it('accepts exactly 12 digits when the check passes', () => {
    expect(isValidCardNumber('000000000000')).toBe(true);
  });
});

describe('isValidExpiration', () => {
  const now = new Date(2025, 5, 15);

  it.each(['0125', '1225', '0626', '1245', '0199'])('accepts %s', (mmyy) => {
    expect(isValidExpiration(mmyy, now)).toBe(true);
  });

  it.each(['0024', '1324', '1224', '0000', '125', '01255', '01/25', 'ab25', ''])('rejects %s', (mmyy) => {
    expect(isValidExpiration(mmyy, now)).toBe(false);
  });

  it('rejects month 00 and 13 even in the future', () => {
    expect(isValidExpiration('0030', now)).toBe(false);
    expect(isValidExpiration('1330', now)).toBe(false);
  });
});

describe('toMMYY', () => {
  it('pads the month and keeps two year digits', () => {
    expect(toMMYY(1, 2027)).toBe('0127');
    expect(toMMYY(12, 27)).toBe('1227');
    expect(toMMYY(6, 2100)).toBe('0600');
  });
});

describe('card entry as typed (issue 21)', () => {
  it('groups the number', async () => {
    const { groupCardNumber } = await import('./payment-card');
    expect(groupCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(groupCardNumber('4111-1111 11')).toBe('4111 1111 11');
    expect(groupCardNumber('378282246310005')).toBe('3782 822463 10005');
  });

  it('reads and formats one MM/YY field, and knows a month that is over', async () => {
    const { formatExpiryTyping, parseExpiry, isPastExpiry } = await import('./payment-card');
    expect(formatExpiryTyping('0627')).toBe('06/27');
    expect(formatExpiryTyping('4')).toBe('04/');
    expect(formatExpiryTyping('06/2', '06/')).toBe('06/2');
    expect(formatExpiryTyping('06', '06/')).toBe('0');
    expect(parseExpiry('06/27')).toEqual({ month: 6, year: 27 });
    expect(parseExpiry('06/2027')).toEqual({ month: 6, year: 27 });
    expect(parseExpiry('06/2')).toBeNull();
    const now = new Date(2026, 10, 25);
    expect(isPastExpiry(1, 26, now)).toBe(true);
    expect(isPastExpiry(11, 26, now)).toBe(false);
    expect(isPastExpiry(12, 2025, now)).toBe(true);
  });
});
