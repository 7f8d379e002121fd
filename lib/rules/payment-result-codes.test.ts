import { describe, it, expect } from 'vitest';
import { describeResultCode } from './payment-result-codes';

describe('describeResultCode', () => {
  it('describes known codes, as numbers or strings', () => {
    expect(describeResultCode(100)).toBe('Approved');
    expect(describeResultCode('223')).toBe('Expired card');
  });

  it('answers "Unknown result code" otherwise', () => {
    expect(describeResultCode(999)).toBe('Unknown result code');
    expect(describeResultCode(0)).toBe('Unknown result code');
    expect(describeResultCode('abc')).toBe('Unknown result code');
    expect(describeResultCode('')).toBe('Unknown result code');
  });
});
