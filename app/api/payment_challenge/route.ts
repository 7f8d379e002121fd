// GET /api/payment_challenge — a proof-of-work challenge (ALTCHA) for a payment start that answered 428 challenge_required (anyone)
import { paymentChallengeCall } from '@/lib/contracts/payments';
import { answer, route } from '@/lib/http';
import { createPaymentChallenge } from '@/lib/services/payments/payment-challenge';

// Never prerendered or cached: every challenge is new, and each solution starts one payment.
export const dynamic = 'force-dynamic';

export const GET = route(async () =>
  answer(paymentChallengeCall, await createPaymentChallenge(), { headers: { 'Cache-Control': 'private, no-store' } }),
);
