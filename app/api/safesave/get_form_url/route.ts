// POST /api/safesave/get_form_url — step 1 of the hosted-form gateway {amount, redirectUrl, donation?} → {message (the gateway's XML), formUrl} (anyone)
import { clientAddressOf, json, readJson, route } from '@/lib/http';
import { dollarsToCents } from '@/lib/rules/money';
import { startHostedPayment } from '@/lib/services/payments/start-hosted-payment';
import { hostedFormRequestSchema } from '@/lib/validation/donation-payment';

export const POST = route(async (request) => {
  const input = await readJson(request, hostedFormRequestSchema);
  return json(
    await startHostedPayment({
      amountCents: dollarsToCents(input.amount),
      redirectUrl: input.redirectUrl,
      payload: input.donation,
      ip: clientAddressOf(request),
      requestOrigin: new URL(request.url).origin,
    }),
  );
});
