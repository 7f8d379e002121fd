// POST /api/stripe/get_intent — a card-provider payment intent {amount (cents), currency, description, donation?, attemptKey?} → {client_secret, paymentIntentId} (anyone)
import { getCurrentUser } from '@/lib/auth';
import { clientAddressOf, json, readJson, route } from '@/lib/http';
import { createCardIntent } from '@/lib/services/payments/card-payments';
import { cardIntentRequestSchema } from '@/lib/validation/donation-payment';

export const POST = route(async (request) => {
  const input = await readJson(request, cardIntentRequestSchema);
  const user = await getCurrentUser(request);
  return json(
    await createCardIntent({
      amountCents: input.amount,
      currency: input.currency,
      description: input.description,
      payload: input.donation,
      attemptKey: input.attemptKey,
      ip: clientAddressOf(request),
      userId: user?.id ?? null,
    }),
  );
});
