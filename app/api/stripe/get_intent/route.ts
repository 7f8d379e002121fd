// POST /api/stripe/get_intent — a card-provider payment intent {amount (cents), currency, description, donation? | signup?, frequency?, attemptKey?, challenge?} → {client_secret, paymentIntentId} (anyone)
import { z } from 'zod';
import { getCurrentUser } from '@/lib/auth';
import { cardIntentCalls } from '@/lib/contracts/payments';
import { answer, clientAddressOf, readJson, route } from '@/lib/http';
import { donationPaymentPurpose } from '@/lib/services/donations/donation-payment-purpose';
import { createCardIntent } from '@/lib/services/payments/card-payments';
import { signupPaymentPurpose } from '@/lib/services/signups/signup-payment-purpose';
import { cardIntentRequestSchema, withFrequency } from '@/lib/validation/donation-payment';
import { isSignupPaymentBody, signupCardIntentRequestSchema } from '@/lib/validation/signup-payment';

export const POST = route(async (request) => {
  // One call, two bodies (cardIntentCalls): a sign-up's carries `signup`.
  const body = await readJson(request, z.unknown());
  const user = await getCurrentUser(request);
  const common = { ip: clientAddressOf(request), userId: user?.id ?? null };
  // An event sign-up pays with `signup` (the service prices it); a donation with `donation`, or nothing (the spec's payload).
  if (isSignupPaymentBody(body)) {
    const input = signupCardIntentRequestSchema.parse(body);
    return answer(
      cardIntentCalls.signup,
      await createCardIntent({
        ...input,
        amountCents: input.amount,
        purpose: signupPaymentPurpose,
        payload: input.signup,
        ...common,
      }),
    );
  }
  const input = cardIntentRequestSchema.parse(body);
  return answer(
    cardIntentCalls.donation,
    await createCardIntent({
      ...input,
      amountCents: input.amount,
      purpose: donationPaymentPurpose,
      payload: input.donation && withFrequency(input.donation, input.frequency),
      saveCard: input.frequency !== 'once',
      ...common,
    }),
  );
});
