// POST /api/stripe/get_intent — a card-provider payment intent {amount (cents), currency, description, donation? | signup?, attemptKey?, challenge?} → {client_secret, paymentIntentId} (anyone)
import { z } from 'zod';
import { getCurrentUser } from '@/lib/auth';
import { clientAddressOf, json, readJson, route } from '@/lib/http';
import { createCardIntent } from '@/lib/services/payments/card-payments';
import { cardIntentRequestSchema } from '@/lib/validation/donation-payment';
import { isSignupPaymentBody, signupCardIntentRequestSchema } from '@/lib/validation/signup-payment';

export const POST = route(async (request) => {
  const body = await readJson(request, z.unknown());
  const user = await getCurrentUser(request);
  const common = { ip: clientAddressOf(request), userId: user?.id ?? null };
  // An event sign-up pays with `signup` (the service prices it); a donation with `donation`, or nothing (the spec's payload).
  const input = isSignupPaymentBody(body)
    ? { ...signupCardIntentRequestSchema.parse(body), kind: 'signup' as const }
    : { ...cardIntentRequestSchema.parse(body), kind: 'donation' as const };
  return json(
    await createCardIntent({
      amountCents: input.amount,
      currency: input.currency,
      description: input.description,
      kind: input.kind,
      payload: input.kind === 'signup' ? input.signup : input.donation,
      attemptKey: input.attemptKey,
      challenge: input.challenge,
      ...common,
    }),
  );
});
