// POST /api/safesave/get_form_url — step 1 of the hosted-form gateway {amount, redirectUrl, donation? | signup?, frequency?, challenge?} → {message (the gateway's XML), formUrl} (anyone)
import { z } from 'zod';
import { getCurrentUser } from '@/lib/auth';
import { dollars } from '@/lib/contracts/money';
import { startHostedPaymentCalls } from '@/lib/contracts/payments';
import { answer, clientAddressOf, readJson, route } from '@/lib/http';
import { donationPaymentPurpose } from '@/lib/services/donations/donation-payment-purpose';
import { startHostedPayment } from '@/lib/services/payments/start-hosted-payment';
import { signupPaymentPurpose } from '@/lib/services/signups/signup-payment-purpose';
import { hostedFormRequestSchema, withFrequency } from '@/lib/validation/donation-payment';
import { isSignupPaymentBody, signupHostedFormRequestSchema } from '@/lib/validation/signup-payment';

export const POST = route(async (request) => {
  // One call, two bodies (startHostedPaymentCalls): a sign-up's carries `signup`.
  const body = await readJson(request, z.unknown());
  const user = await getCurrentUser(request);
  const common = {
    ip: clientAddressOf(request),
    userId: user?.id ?? null,
    requestOrigin: new URL(request.url).origin,
  };
  if (isSignupPaymentBody(body)) {
    // An event sign-up: the service prices it and refuses any other amount.
    const input = signupHostedFormRequestSchema.parse(body);
    return answer(
      startHostedPaymentCalls.signup,
      await startHostedPayment({
        amountCents: input.amount,
        redirectUrl: input.redirectUrl,
        purpose: signupPaymentPurpose,
        payload: input.signup,
        challenge: input.challenge,
        ...common,
      }),
    );
  }
  const input = hostedFormRequestSchema.parse(body);
  return answer(
    startHostedPaymentCalls.donation,
    await startHostedPayment({
      amountCents: dollars.decode(input.amount),
      redirectUrl: input.redirectUrl,
      purpose: donationPaymentPurpose,
      payload: input.donation && withFrequency(input.donation, input.frequency),
      challenge: input.challenge,
      saveCard: input.frequency !== 'once',
      ...common,
    }),
  );
});
