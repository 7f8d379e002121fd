import { describe, expect, it } from 'vitest';
import { offlineDonationSchema } from './donation';
import { toValidationErrorBody } from './field-errors';
import { MAX_BATCH_ROWS, offlineBatchRowSchema, offlineBatchSchema } from './offline-batch';

const row = { firstName: 'Ann', lastName: 'Cash', amount: '20' };

describe('offlineBatchRowSchema', () => {
  it('gives the single offline gift’s messages for names and amounts', () => {
    for (const bad of [
      { ...row, firstName: ' ' },
      { ...row, lastName: '' },
      { ...row, amount: '4.99' },
      { ...row, amount: 'ten' },
      { ...row, amount: '5.001' },
      { ...row, amount: '' },
    ]) {
      const single = offlineDonationSchema.safeParse({ ...bad, eventId: 'e' });
      const batch = offlineBatchRowSchema.safeParse(bad);
      expect(batch.success).toBe(false);
      expect(toValidationErrorBody(batch.error!).fieldErrors).toEqual(toValidationErrorBody(single.error!).fieldErrors);
    }
  });

  it('reads Anonymous from a checkbox or a CSV cell', () => {
    for (const [value, expected] of [
      [true, true],
      [false, false],
      [undefined, false],
      ['Yes', true],
      [' y ', true],
      ['x', true],
      ['1', true],
      ['no', false],
      ['', false],
    ] as const)
      expect(offlineBatchRowSchema.parse({ ...row, anonymous: value }).anonymous).toBe(expected);
    expect(offlineBatchRowSchema.safeParse({ ...row, anonymous: 'maybe' }).error?.issues[0].message).toBe(
      'Use yes or no',
    );
  });

  it('keeps amounts in dollars with cents and the message trimmed or null', () => {
    expect(offlineBatchRowSchema.parse({ ...row, amount: ' 12.50 ', message: '  ', campaign: ' Fast Feet ' })).toEqual({
      firstName: 'Ann',
      lastName: 'Cash',
      amount: 12.5,
      message: null,
      anonymous: false,
      campaign: 'Fast Feet',
    });
  });
});

describe('offlineBatchSchema', () => {
  it('needs an event and between 1 and 500 gifts', () => {
    expect(toValidationErrorBody(offlineBatchSchema.safeParse({ rows: [] }).error!).fieldErrors).toEqual({
      eventId: ['required'],
      rows: ['Add at least one gift'],
    });
    const tooMany = offlineBatchSchema.safeParse({ eventId: 'e', rows: Array(MAX_BATCH_ROWS + 1).fill(row) });
    expect(tooMany.error?.issues[0].message).toBe('No more than 500 gifts in one batch');
    expect(offlineBatchSchema.safeParse({ eventId: 'e', rows: Array(MAX_BATCH_ROWS).fill(row) }).success).toBe(true);
  });
});
