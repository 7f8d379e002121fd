// The payment challenge's contract (issue 18): while an event, an email or an address has had too
// many declined cards, a payment start (get_form_url, get_intent) answers 428 with
// `code: 'challenge_required'`; the browser then fetches a proof-of-work challenge from
// PAYMENT_CHALLENGE_PATH (ALTCHA), solves it, and sends the start again with the solution as
// `challenge`. The server checks it and uses it up (lib/services/payments/payment-challenge.ts).
import { z } from 'zod';
import { optional } from './fields';

/** GET: a new challenge, in ALTCHA's format (what its widget fetches). */
export const PAYMENT_CHALLENGE_PATH = '/api/payment_challenge';

/** An ALTCHA challenge as the widget takes it: its signed parameters and signature. */
export type PaymentChallenge = {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    keySignature?: string;
    expiresAt?: number;
  };
  signature?: string;
};

const SOLUTION_MESSAGE = 'Not a valid challenge solution';

/**
 * `challenge` of a payment start: the widget's solution (base64 of its JSON payload, a few hundred
 * characters). Optional: only needed once the server asked for it.
 */
export const challengeSolutionField = () =>
  optional(
    z
      .string()
      .max(4000, { error: SOLUTION_MESSAGE })
      .regex(/^[A-Za-z0-9+/=]+$/, { error: SOLUTION_MESSAGE }),
  );
