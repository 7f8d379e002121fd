// The donor may cover the processing cost; the same fee applies to donations and signups.

export const FEE_PERCENTAGE = 5;

export function totalWithFee(baseCents: number, payFees: boolean): number {
  if (!payFees) return baseCents;
  // Integer arithmetic instead of base * 1.05, whose float error can tip a half cent the wrong way.
  return Math.round((baseCents * (100 + FEE_PERCENTAGE)) / 100);
}

/**
 * The gift inside a total the donor paid: the inverse of totalWithFee, exact for every total it
 * gives (its rounding moves a total by half a cent at most, less than half a cent of the gift).
 * Recording a payment starts from what the provider confirmed, never from the browser's amounts.
 */
export function baseFromTotal(totalCents: number, payFees: boolean): number {
  if (!payFees) return totalCents;
  return Math.round((totalCents * 100) / (100 + FEE_PERCENTAGE));
}
