import 'server-only';
import { listCardRefunds, parseCardWebhook, settleCardIntentEvent } from '@/lib/services/payments/card-payments';
import { applyCardDispute, applyCardRefund } from '@/lib/services/refunds/provider-changes';
import { paymentPurposeOf } from './payment-purposes';

/**
 * POST /api/stripe/webhook: the card provider's signed events. Payment intents record or count
 * (payments); refunds and disputes change what was paid (refunds): charge.refunded reads every
 * refund of its intent again from the provider rather than trusting the delivery, refund.* and
 * charge.refund.updated apply the refund they carry, charge.dispute.* the dispute. Each applies
 * once whatever the order and however often it arrives; anything else is acknowledged.
 */
export async function handleCardWebhook({
  rawBody,
  signature,
  now = new Date(),
}: {
  rawBody: string;
  signature: string | null;
  now?: Date;
}): Promise<{ received: true; recorded: boolean }> {
  const event = parseCardWebhook({ rawBody, signature, now });
  let recorded = false;
  if (event.intent) {
    recorded = await settleCardIntentEvent({
      type: event.type,
      intent: event.intent,
      purposeOf: paymentPurposeOf,
      now,
    });
  } else if (event.type === 'charge.refunded' && event.chargePaymentIntentId) {
    for (const refund of await listCardRefunds(event.chargePaymentIntentId)) {
      recorded = (await applyCardRefund(refund)) || recorded;
    }
  } else if (event.refund) {
    recorded = await applyCardRefund(event.refund);
  } else if (event.dispute && event.type.startsWith('charge.dispute.')) {
    recorded = await applyCardDispute(event.dispute);
  }
  return { received: true, recorded };
}
