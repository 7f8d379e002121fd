// POST /api/stripe/webhook — the card provider's signed events (payment_intent.succeeded records the payment; failures count) (Stripe)
import { json, route } from '@/lib/http';
import { paymentPurposeOf } from '@/lib/services/checkout/payment-purposes';
import { handleCardWebhook } from '@/lib/services/payments/card-payments';

export const POST = route(async (request) => {
  // The signature covers the exact bytes Stripe sent: read the raw body, never re-serialized JSON.
  const rawBody = await request.text();
  return json(
    await handleCardWebhook({
      rawBody,
      signature: request.headers.get('stripe-signature'),
      purposeOf: paymentPurposeOf,
    }),
  );
});
