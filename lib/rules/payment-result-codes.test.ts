import { describe, it, expect } from 'vitest';
import { PAYMENT_RESULT_CODES, UNKNOWN_RESULT_CODE, describeResultCode } from './payment-result-codes';

describe('PAYMENT_RESULT_CODES', () => {
  it('holds every code of the table', () => {
    const codes = Object.keys(PAYMENT_RESULT_CODES).map(Number);
    expect(codes).toEqual([
      100, 200, 201, 202, 203, 204, 220, 221, 222, 223, 224, 225, 226, 240, 250, 251, 252, 253, 260, 261, 262, 263, 264,
      300, 400, 410, 411, 420, 421, 430, 440, 441, 460, 461,
    ]);
  });

  it.each([
    [100, 'Approved'],
    [200, 'Declined by processor'],
    [201, 'Do not honor'],
    [202, 'Insufficient funds'],
    [203, 'Over limit'],
    [204, 'Transaction not allowed'],
    [220, 'Incorrect payment information'],
    [221, 'No such card issuer'],
    [222, 'No card number on file'],
    [223, 'Expired card'],
    [224, 'Invalid expiration date'],
    [225, 'Invalid card security code'],
    [226, 'Invalid PIN'],
    [240, 'Call issuer'],
    [250, 'Pick up card'],
    [251, 'Lost card'],
    [252, 'Stolen card'],
    [253, 'Fraudulent card'],
    [400, 'Processor error'],
    [410, 'Invalid merchant configuration'],
    [411, 'Merchant inactive'],
    [420, 'Communication error'],
    [421, 'Communication error'],
    [430, 'Duplicate at processor'],
    [440, 'Processor format error'],
    [441, 'Invalid transaction information'],
    [460, 'Feature unavailable'],
    [461, 'Unsupported card type'],
  ])('%s means %s', (code, meaning) => {
    expect(PAYMENT_RESULT_CODES[code]).toBe(meaning);
  });

  it('gives each declined variant 260–264 its own meaning', () => {
    const variants = [260, 261, 262, 263, 264].map((code) => PAYMENT_RESULT_CODES[code]);
    expect(new Set(variants).size).toBe(5);
    expect(variants[0]).toMatch(/further instructions/);
    expect(variants[1]).toMatch(/stop all recurring/);
    expect(variants[2]).toMatch(/stop this recurring program/);
    expect(variants[3]).toMatch(/update cardholder data/);
    expect(variants[4]).toMatch(/retry in a few days/);
  });

  it('explains 300 as a possible duplicate', () => {
    expect(PAYMENT_RESULT_CODES[300]).toMatch(/^Rejected by gateway/);
    expect(PAYMENT_RESULT_CODES[300]).toMatch(/retry in about 2 minutes/);
  });
});

describe('describeResultCode', () => {
  it('describes known codes, as numbers or strings', () => {
    expect(describeResultCode(100)).toBe('Approved');
    expect(describeResultCode('223')).toBe('Expired card');
  });

  it('answers "Unknown result code" otherwise', () => {
    expect(UNKNOWN_RESULT_CODE).toBe('Unknown result code');
    expect(describeResultCode(999)).toBe('Unknown result code');
    expect(describeResultCode(0)).toBe('Unknown result code');
    expect(describeResultCode('abc')).toBe('Unknown result code');
    expect(describeResultCode('')).toBe('Unknown result code');
  });
});
