import { describe, expect, it } from 'vitest';
import { refundPreview, type PreviewedGift } from './refund-preview';

const card: PreviewedGift = {
  firstName: 'Jane',
  lastName: 'Doe',
  method: 'safesave',
  cardLast4: '1111',
  campaignTitle: null,
  baseAmountCents: 5000,
  totalAmountCents: 5250,
  amountRefundedCents: 0,
};

describe('refundPreview', () => {
  it('says where a whole card refund goes and what comes off the total (the fee goes back too)', () => {
    expect(refundPreview(card, 5250)).toBe(
      "Refund $52.50 to Jane D.'s card ending 1111; $50.00 comes off the event's total.",
    );
  });

  it('takes a partial refund off the gift first, the fee with the last part', () => {
    expect(refundPreview(card, 2000)).toBe(
      "Refund $20.00 to Jane D.'s card ending 1111; it comes off the event's total.",
    );
    const rest = { ...card, amountRefundedCents: 2000 };
    expect(refundPreview(rest, 3250)).toBe(
      "Refund $32.50 to Jane D.'s card ending 1111; $30.00 comes off the event's total.",
    );
    const feeOnly = { ...card, amountRefundedCents: 5000 };
    expect(refundPreview(feeOnly, 250)).toBe(
      "Refund $2.50 to Jane D.'s card ending 1111; it is the fee Jane D. covered: no total changes.",
    );
  });

  it('says "the card it was paid with" when the card is not known, and names a campaign', () => {
    expect(refundPreview({ ...card, cardLast4: null, campaignTitle: 'Fast Ducks' }, 5250)).toBe(
      "Refund $52.50 to the card Jane D. paid with; $50.00 comes off Fast Ducks' and the event's totals.",
    );
  });

  it('marks an offline gift as returned', () => {
    const offline = { ...card, method: 'offline', cardLast4: null, totalAmountCents: 5000 };
    expect(refundPreview(offline, 5000)).toBe("Mark $50.00 as returned to Jane D.; it comes off the event's total.");
  });
});
