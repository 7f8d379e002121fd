// The payment challenge's difficulty and lifetime (issue 18; lib/services/payments/payment-challenge.ts
// hands it out and checks it, bench/payment-challenge.ts measures it).

/**
 * PBKDF2/SHA-256 at 1,000 iterations per try, the answer a counter between 1,000 and 2,000
 * chosen by the server (ALTCHA's deterministic mode: the work is bounded, not left to luck):
 * about 0.2 ms a try in Chromium and 0.25 ms in Node on an idle core of the 2-core test machine,
 * spread over the widget's workers. The README ("Security and limits") has the measured times.
 */
export const PAYMENT_CHALLENGE_SETTINGS = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 1000,
  counterMin: 1000,
  counterMax: 2000,
  /** Long enough to type a card after the check; short enough that a hoard of answers goes stale. */
  expirySeconds: 10 * 60,
} as const;
