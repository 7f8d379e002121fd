// Money given back (CONTRACT §5). A gift's total is its base (what the target raised) plus the
// fee the donor chose to cover. A partial refund comes off the base first; the fee goes back
// with the last part, so a whole refund returns everything paid. Integer cents throughout.

export type RefundablePayment = {
  baseAmountCents: number;
  totalAmountCents: number;
  /** Given back already (refunds succeeded or under way). */
  amountRefundedCents: number;
};

/** What is left to give back. */
export const refundableCents = ({ totalAmountCents, amountRefundedCents }: RefundablePayment) =>
  Math.max(0, totalAmountCents - amountRefundedCents);

/** The part of what was given back that came off the gift (the rest was fee). */
export const refundedBaseCents = (baseAmountCents: number, amountRefundedCents: number) =>
  Math.min(Math.max(0, amountRefundedCents), baseAmountCents);

/** What a gift still raises for its target: its base less what came off it. */
export const raisedCents = (baseAmountCents: number, amountRefundedCents: number) =>
  baseAmountCents - refundedBaseCents(baseAmountCents, amountRefundedCents);

/** How a refund of `amountCents` after what was refunded before splits into the gift's part and the fee's. */
export function refundSplit(payment: RefundablePayment, amountCents: number): { baseCents: number; feeCents: number } {
  const before = refundedBaseCents(payment.baseAmountCents, payment.amountRefundedCents);
  const after = refundedBaseCents(payment.baseAmountCents, payment.amountRefundedCents + amountCents);
  return { baseCents: after - before, feeCents: amountCents - (after - before) };
}

/** A payment's status once `amountRefundedCents` of it has been given back. */
export function statusAfterRefunds(totalAmountCents: number, amountRefundedCents: number) {
  if (amountRefundedCents <= 0) return 'succeeded' as const;
  return amountRefundedCents >= totalAmountCents ? ('refunded' as const) : ('partially_refunded' as const);
}

/** A gift out of every total: given back whole, or under a card dispute that is open or lost. */
export const isOutOfTotals = (gift: { status: string; disputeStatus: string | null }): boolean =>
  gift.status === 'refunded' || gift.disputeStatus === 'open' || gift.disputeStatus === 'lost';
