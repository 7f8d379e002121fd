// POST /api/stripe/webhook — the card provider's signed events (payments recorded, declines counted, refunds and disputes applied) (Stripe)
import { cardWebhookCall } from '@/lib/contracts/payments';
import { answer, route } from '@/lib/http';
import { handleCardWebhook } from '@/lib/services/checkout/handle-card-webhook';

export const POST = route(async (request) => {
  // The signature covers the exact bytes Stripe sent: read the raw body, never re-serialized JSON.
  const rawBody = await request.text();
  return answer(
    cardWebhookCall,
    await handleCardWebhook({ rawBody, signature: request.headers.get('stripe-signature') }),
  );
});
