// What the organizer's refund and cancel dialogs say will happen, before anything does: where the
// money goes and what comes off the totals, split by the server's own rule (./refunds.ts: a
// partial refund comes off the gift first, the fee the donor covered goes back with the last part).

import { formatDollarsAndCents } from './money';
import { firstNameAndInitial } from './public-name';
import { refundSplit, type RefundablePayment } from './refunds';

export type PreviewedGift = RefundablePayment & {
  firstName: string;
  lastName: string;
  /** 'offline': cash or a check, nothing to send back through a provider. */
  method: string;
  cardLast4: string | null;
  /** The team or individual campaign's title; null when the gift went to the event itself. */
  campaignTitle: string | null;
};

/** "Jane D.'s" (a name ending in s takes the apostrophe alone); "the donor's" for no name at all. */
export function possessive(name: string): string {
  if (!name) return "the donor's";
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

/** Where the money goes back: "to Jane D.'s card ending 1111", or "to the card Jane D. paid with". */
export function cardPhrase(name: string, cardLast4: string | null): string {
  if (cardLast4) return `to ${possessive(name)} card ending ${cardLast4}`;
  return `to the card ${name || 'the donor'} paid with`;
}

/**
 * "Refund $52.50 to Jane D.'s card ending 1111; $50.00 comes off the event's total."
 * "Mark $50.00 as returned; it comes off the event's total." (an offline gift)
 */
export function refundPreview(gift: PreviewedGift, amountCents: number): string {
  const name = firstNameAndInitial(gift.firstName, gift.lastName);
  const amount = formatDollarsAndCents(amountCents);
  const { baseCents } = refundSplit(gift, amountCents);
  const totals = gift.campaignTitle ? `${possessive(gift.campaignTitle)} and the event's totals` : "the event's total";
  const offPart = baseCents === amountCents ? 'it' : formatDollarsAndCents(baseCents);
  const comesOff =
    baseCents === 0
      ? `it is the fee ${name || 'the donor'} covered: no total changes`
      : `${offPart} comes off ${totals}`;
  if (gift.method === 'offline') return `Mark ${amount} as returned${name ? ` to ${name}` : ''}; ${comesOff}.`;
  return `Refund ${amount} ${cardPhrase(name, gift.cardLast4)}; ${comesOff}.`;
}
