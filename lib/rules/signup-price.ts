import { FEE_PERCENTAGE, totalWithFee } from './fees';
import { applyPromoCode, type PromoCode } from './promo-codes';

// What a sign-up costs (fundraising spec §9, CONTRACT §4): the category price for each
// participant, less a promo code (perItemPriceCut per participant, or percentageCut of price ×
// participants, never below 0), plus the optional 5 % fee on what is left. Integer cents
// throughout. The browser shows it; the server computes it again before anything is recorded.

export type ParticipantPrice = {
  /** The category price. */
  baseCents: number;
  /** This participant's share of the promo discount. */
  discountCents: number;
  /** What this participant pays: base − discount + their share of the fee. */
  totalCents: number;
};

export type SignupPrice = {
  /** Category price × participants. */
  baseCents: number;
  discountCents: number;
  /** base − discount: what the event receives. */
  netCents: number;
  feeCents: number;
  /** What is charged: net + fee. */
  totalCents: number;
  /** 5 when the registrant covers the fee, else 0. */
  feePercentage: number;
  /** One entry per participant; each column sums to the signup's figure. */
  participants: ParticipantPrice[];
};

/**
 * `total` split into `parts` whole-cent shares that differ by at most a cent and add up to it
 * exactly; the first shares take the odd cents.
 */
export function splitCents(total: number, parts: number): number[] {
  if (parts <= 0) return [];
  const share = Math.floor(total / parts);
  const rest = total - share * parts;
  return Array.from({ length: parts }, (_, index) => share + (index < rest ? 1 : 0));
}

export function signupPrice({
  priceCents,
  participants,
  promo,
  payFees,
}: {
  priceCents: number;
  participants: number;
  promo?: Pick<PromoCode, 'promoType' | 'value'> | null;
  payFees: boolean;
}): SignupPrice {
  const { subtotalCents, discountCents, totalCents: netCents } = applyPromoCode({ priceCents, participants, promo });
  const totalCents = totalWithFee(netCents, payFees);
  const feeCents = totalCents - netCents;
  const discounts = splitCents(discountCents, participants);
  const fees = splitCents(feeCents, participants);
  return {
    baseCents: subtotalCents,
    discountCents,
    netCents,
    feeCents,
    totalCents,
    feePercentage: payFees ? FEE_PERCENTAGE : 0,
    participants: discounts.map((discount, index) => ({
      baseCents: priceCents,
      discountCents: discount,
      totalCents: priceCents - discount + fees[index],
    })),
  };
}
