import { describe, expect, it } from 'vitest';
import { raisedCents, refundSplit, refundableCents, statusAfterRefunds } from './refunds';

const gift = { baseAmountCents: 5000, totalAmountCents: 5250, amountRefundedCents: 0 };

describe('refunds', () => {
  it('takes a partial refund off the gift first and gives the fee back with the last part', () => {
    expect(refundSplit(gift, 1000)).toEqual({ baseCents: 1000, feeCents: 0 });
    expect(refundSplit({ ...gift, amountRefundedCents: 1000 }, 4000)).toEqual({ baseCents: 4000, feeCents: 0 });
    expect(refundSplit({ ...gift, amountRefundedCents: 5000 }, 250)).toEqual({ baseCents: 0, feeCents: 250 });
    // One refund across the line: the gift's last 100 and 150 of fee.
    expect(refundSplit({ ...gift, amountRefundedCents: 4900 }, 250)).toEqual({ baseCents: 100, feeCents: 150 });
    expect(refundSplit(gift, 5250)).toEqual({ baseCents: 5000, feeCents: 250 });
  });

  it('counts what a gift still raises and what is left to give back', () => {
    expect(raisedCents(5000, 0)).toBe(5000);
    expect(raisedCents(5000, 1000)).toBe(4000);
    expect(raisedCents(5000, 5100)).toBe(0);
    expect(raisedCents(5000, 5250)).toBe(0);
    expect(refundableCents(gift)).toBe(5250);
    expect(refundableCents({ ...gift, amountRefundedCents: 5250 })).toBe(0);
  });

  it('names the status after refunds', () => {
    expect(statusAfterRefunds(5250, 0)).toBe('succeeded');
    expect(statusAfterRefunds(5250, 1)).toBe('partially_refunded');
    expect(statusAfterRefunds(5250, 5249)).toBe('partially_refunded');
    expect(statusAfterRefunds(5250, 5250)).toBe('refunded');
  });
});
