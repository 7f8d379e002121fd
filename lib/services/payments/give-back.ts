import 'server-only';
import { GatewayUnavailableError } from '@/lib/integrations/payments/hosted-gateway';
import { CardProviderUnavailableError, CardRefundRefusedError } from '@/lib/integrations/payments/stripe-card-provider';
import type { PaymentMethod } from '@/lib/generated/prisma/client';
import { cardProvider, hostedGateway } from './payment-providers';

// Money back through the provider that took it (CONTRACT §5): the hosted-form gateway voids a
// sale that has not settled when all of it goes back (the card is never charged), and refunds
// otherwise (any part of what is left, settled or pending settlement); the card provider
// refunds the payment intent, with an idempotency key per refund so a retried request never
// refunds twice. Offline gifts and free sign-ups have no provider: nothing to call.

export type GiveBackResult =
  /** Given back (or, at the card provider, under way: 'pending' until its webhook says). */
  | { outcome: 'done'; providerRefundId: string | null; status: 'succeeded' | 'pending' }
  /** The provider said no: nothing was given back. */
  | { outcome: 'refused'; reason: string }
  /** No answer: the refund may or may not have happened. */
  | { outcome: 'unknown'; reason: string };

export async function giveBack({
  method,
  transactionId,
  amountCents,
  whole,
  refundId,
}: {
  method: PaymentMethod;
  /** The payment's transaction id at its provider (the gateway's sale, the card provider's intent). */
  transactionId: string;
  amountCents: number;
  /** True when this gives back everything the payment took, nothing having been given back before. */
  whole: boolean;
  /** Our Refund row: the card provider's idempotency key and metadata. */
  refundId: string;
}): Promise<GiveBackResult> {
  if (method === 'offline' || method === 'free') {
    return { outcome: 'done', providerRefundId: null, status: 'succeeded' };
  }
  if (method === 'safesave') {
    const gateway = hostedGateway();
    if (!gateway) return { outcome: 'unknown', reason: 'The hosted-form gateway is not configured on this server.' };
    try {
      if (whole) {
        const voided = await gateway.voidSale(transactionId);
        if (voided.result === 1)
          return { outcome: 'done', providerRefundId: `void-${transactionId}`, status: 'succeeded' };
        // Settled already (or partly refunded): a refund gives it back instead.
      }
      const refunded = await gateway.refundSale(transactionId, amountCents);
      if (refunded.result === 1) {
        return {
          outcome: 'done',
          providerRefundId: refunded.transactionId ?? `refund-${refundId}`,
          status: 'succeeded',
        };
      }
      return { outcome: 'refused', reason: refunded.resultText || `result code ${refunded.resultCode}` };
    } catch (error) {
      if (error instanceof GatewayUnavailableError) return { outcome: 'unknown', reason: error.message };
      throw error;
    }
  }
  const provider = cardProvider();
  if (!provider) return { outcome: 'unknown', reason: 'Card payments are not configured on this server.' };
  try {
    const refund = await provider.refund({
      paymentIntentId: transactionId,
      amountCents,
      metadata: { refundId },
      idempotencyKey: `refund-${refundId}`,
    });
    if (refund.status === 'failed' || refund.status === 'canceled') {
      return { outcome: 'refused', reason: refund.failureReason ?? refund.status };
    }
    return {
      outcome: 'done',
      providerRefundId: refund.id,
      status: refund.status === 'succeeded' ? 'succeeded' : 'pending',
    };
  } catch (error) {
    if (error instanceof CardRefundRefusedError) return { outcome: 'refused', reason: error.message };
    if (error instanceof CardProviderUnavailableError) return { outcome: 'unknown', reason: error.message };
    throw error;
  }
}
