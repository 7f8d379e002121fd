import { centsToDollars, dollarsToCents } from '@/lib/rules/money';
import type { Codec } from './contract';

// The one codec between the app's amounts and the API's JSON (CONTRACT §1 "Money"): the app
// holds integer hundredths (cents; a promo code's hundredths of a percent), the JSON carries
// units with two decimals at most (dollars; percent). A contract whose answer holds an amount
// names its codec (answerThrough), so neither the handler nor the browser converts by hand.

/** Hundredths ↔ units: cents ↔ dollars, hundredths of a percent ↔ percent. */
export const hundredths: Codec<number, number> = { encode: centsToDollars, decode: dollarsToCents };

/** Cents ↔ dollars. */
export const dollars: Codec<number, number> = hundredths;

/**
 * A promo code's terms, `value` through `hundredths`: cents off each participant or hundredths of
 * a percent in the app (lib/rules/promo-codes.ts), dollars off each or percent in the JSON.
 */
export const promoTerms = {
  encode: <Terms extends { value: number }>(terms: Terms): Terms => ({
    ...terms,
    value: hundredths.encode(terms.value),
  }),
  decode: <Terms extends { value: number }>(terms: Terms): Terms => ({
    ...terms,
    value: hundredths.decode(terms.value),
  }),
};
