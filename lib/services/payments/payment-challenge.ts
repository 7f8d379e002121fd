import 'server-only';
import { createHmac, randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { db } from '@/lib/db';
import { sessionSecret } from '@/lib/auth/session';
import { PAYMENT_CHALLENGE_SETTINGS } from '@/lib/rules/payment-challenge';
import type { PaymentChallenge } from '@/lib/validation/payment-challenge';

// The proof of work a payment start needs while declines run high (issue 18), with ALTCHA: the
// server hands out a signed challenge (GET /api/payment_challenge), the donor's browser finds its
// answer (the `altcha` widget, in Web Workers, no outside service), and the start carries the
// solution, which is checked here and used up in PostgreSQL, so it starts one payment on any
// instance. A defence that walls an event off would be the outage itself: a person keeps paying
// at the cost of a moment of their phone's time, a card-testing script at the cost of its CPU.

/** The challenge's HMAC keys, derived from the app's secret (AUTH_SECRET), one per use. */
function secrets() {
  const derive = (purpose: string) => createHmac('sha256', sessionSecret()).update(purpose).digest('hex');
  return {
    hmacSignatureSecret: derive('payment-challenge:signature'),
    hmacKeySignatureSecret: derive('payment-challenge:derived-key'),
  };
}

/** A new challenge for the widget, valid `expirySeconds` from `now`. */
export async function createPaymentChallenge({ now = new Date() }: { now?: Date } = {}): Promise<PaymentChallenge> {
  const { algorithm, cost, counterMin, counterMax, expirySeconds } = PAYMENT_CHALLENGE_SETTINGS;
  return createChallenge({
    algorithm,
    cost,
    counter: randomInt(counterMin, counterMax + 1),
    deriveKey,
    expiresAt: new Date(now.getTime() + expirySeconds * 1000),
    ...secrets(),
  });
}

/** The widget's payload (base64 of `{challenge, solution}`), or null when it is not one. */
function parsePayload(solution: string): Payload | null {
  try {
    const payload = JSON.parse(Buffer.from(solution, 'base64').toString('utf8')) as Partial<Payload> | null;
    const challenge = payload?.challenge as Challenge | undefined;
    if (!challenge?.parameters || typeof challenge.parameters.nonce !== 'string' || !payload?.solution) return null;
    return payload as Payload;
  } catch {
    return null;
  }
}

/**
 * True once for a solution of a challenge this server signed, not expired, with the right answer:
 * the first call uses it up (its nonce, kept until the challenge expires, is unique in
 * PaymentChallengeUse), so the same solution sent twice, even at the same moment to two
 * instances, passes once. False for anything else.
 */
export async function redeemPaymentChallenge(solution: string): Promise<boolean> {
  const payload = parsePayload(solution);
  if (!payload) return false;
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    ...secrets(),
  }).catch(() => null);
  if (!result?.verified) return false;
  const { nonce, expiresAt } = payload.challenge.parameters;
  // Ours always carry an expiry, under the signature; one without is not ours to keep forever.
  if (!expiresAt) return false;
  const { count } = await db.paymentChallengeUse.createMany({
    data: [{ nonce, expiresAt: new Date(expiresAt * 1000) }],
    skipDuplicates: true,
  });
  return count === 1;
}

/** Deletes the uses of challenges that have expired (they are refused by their expiry now); the maintenance loop runs it. */
export async function prunePaymentChallengeUses(now = new Date()): Promise<number> {
  const { count } = await db.paymentChallengeUse.deleteMany({ where: { expiresAt: { lt: now } } });
  return count;
}
