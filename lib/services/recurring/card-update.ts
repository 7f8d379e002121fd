import 'server-only';
import { randomUUID } from 'node:crypto';
import { badRequest, conflict, unavailable } from '@/lib/app-error';
import { db } from '@/lib/db';
import { GatewayUnavailableError } from '@/lib/integrations/payments/hosted-gateway';
import {
  CARD_NOT_SAVED,
  CARD_PAYMENTS_NOT_CONFIGURED,
  PAYMENT_PROVIDER_UNAVAILABLE,
  PLAN_CANCELLED,
  REDIRECT_NOT_ON_SITE,
} from '@/lib/rules/messages';
import { hostedPaymentFailure } from '@/lib/rules/payment-failure';
import { formKeyOf, siteAddress } from '@/lib/services/payments/start-hosted-payment';
import { cardProvider, hostedGateway } from '@/lib/services/payments/payment-providers';
import { findPlanByToken, planView, type PlanView } from './plan-answer';
import { chargePlan } from './run-recurring-charges';

// A new card for a plan, through the same card form as its first gift: the hosted gateway's
// three steps with <update-billing> on the plan's vault id, or a Stripe SetupIntent for the
// plan's customer. The card number never reaches this app. A plan that missed an installment
// (needs_card, past_due, or waiting for a retry) is charged at once with the new card.

export type CardUpdateStart =
  | { provider: 'safesave'; formUrl: string; tokenId: string | null }
  | { provider: 'stripe'; clientSecret: string; setupIntentId: string };

export async function startCardUpdate({
  token,
  redirectUrl,
  requestOrigin,
}: {
  token: string;
  redirectUrl: string | null;
  requestOrigin: string | null;
}): Promise<CardUpdateStart> {
  const plan = await findPlanByToken(token);
  if (plan.status === 'cancelled') throw conflict(PLAN_CANCELLED);
  if (plan.provider === 'safesave') {
    const gateway = hostedGateway();
    if (!gateway) throw unavailable(CARD_PAYMENTS_NOT_CONFIGURED);
    const redirect = siteAddress(redirectUrl ?? `/recurring/${token}`, requestOrigin);
    if (!redirect) throw badRequest(REDIRECT_NOT_ON_SITE, { fieldErrors: { redirectUrl: [REDIRECT_NOT_ON_SITE] } });
    try {
      const answer = await gateway.startUpdateBilling({ customerVaultId: plan.customerId, redirectUrl: redirect });
      if (answer.result !== 1 || !answer.formUrl) throw unavailable(PAYMENT_PROVIDER_UNAVAILABLE);
      return { provider: 'safesave', formUrl: answer.formUrl, tokenId: formKeyOf(answer.formUrl) };
    } catch (error) {
      if (error instanceof GatewayUnavailableError) throw unavailable(PAYMENT_PROVIDER_UNAVAILABLE);
      throw error;
    }
  }
  const provider = cardProvider();
  if (!provider) throw unavailable(CARD_PAYMENTS_NOT_CONFIGURED);
  const setup = await provider.createCardSetup({
    customerId: plan.customerId,
    metadata: { kind: 'plan-card', planId: plan.id },
    idempotencyKey: `plan-card-${plan.id}-${randomUUID()}`,
  });
  if (!setup.clientSecret) throw unavailable(PAYMENT_PROVIDER_UNAVAILABLE);
  return { provider: 'stripe', clientSecret: setup.clientSecret, setupIntentId: setup.id };
}

export async function completeCardUpdate({
  token,
  tokenId,
  setupIntentId,
  now = new Date(),
}: {
  token: string;
  tokenId?: string | null;
  setupIntentId?: string | null;
  now?: Date;
}): Promise<{ plan: PlanView }> {
  const plan = await findPlanByToken(token);
  if (plan.status === 'cancelled') throw conflict(PLAN_CANCELLED);
  let card: { paymentMethodId: string | null; brand: string | null; last4: string | null; exp: string | null };
  if (plan.provider === 'safesave') {
    const gateway = hostedGateway();
    if (!gateway) throw unavailable(CARD_PAYMENTS_NOT_CONFIGURED);
    if (!tokenId) throw badRequest(CARD_NOT_SAVED, { fieldErrors: { tokenId: [CARD_NOT_SAVED] } });
    const answer = await gateway.completeSale(tokenId).catch((error: unknown) => {
      if (error instanceof GatewayUnavailableError) throw unavailable(PAYMENT_PROVIDER_UNAVAILABLE);
      throw error;
    });
    if (answer.result !== 1 || answer.customerVaultId !== plan.customerId) {
      const failure = hostedPaymentFailure(answer.resultCode);
      throw badRequest(answer.result === 2 ? failure.text : CARD_NOT_SAVED, {
        issueNumber: failure.issueNumber,
        reason: failure.reason,
      });
    }
    card = { paymentMethodId: null, brand: answer.cardType, last4: answer.cardLast4, exp: answer.cardExp };
  } else {
    const provider = cardProvider();
    if (!provider) throw unavailable(CARD_PAYMENTS_NOT_CONFIGURED);
    const setup = setupIntentId ? await provider.retrieveCardSetup(setupIntentId) : null;
    if (!setup || setup.status !== 'succeeded' || setup.customerId !== plan.customerId || !setup.paymentMethodId) {
      throw badRequest(CARD_NOT_SAVED, { fieldErrors: { setupIntentId: [CARD_NOT_SAVED] } });
    }
    const saved = await provider.retrieveCard(setup.paymentMethodId);
    card = { paymentMethodId: setup.paymentMethodId, ...(saved ?? { brand: null, last4: null, exp: null }) };
  }
  const missed = plan.status === 'needs_card' || plan.status === 'past_due' || plan.retryCount > 0;
  await db.recurringPlan.update({
    where: { id: plan.id },
    data: {
      paymentMethodId: card.paymentMethodId ?? plan.paymentMethodId,
      cardBrand: card.brand,
      cardLast4: card.last4,
      cardExp: card.exp,
      hardDeclinedAt: null,
    },
  });
  // Due again now, unless the period was paid meanwhile (the same card sent twice at once: the
  // first call's charge moved the plan on, and the second must not bring its old date back).
  const due = missed
    ? await db.recurringPlan.updateMany({
        where: { id: plan.id, periodDate: plan.periodDate, status: { not: 'cancelled' } },
        data: {
          status: 'active',
          retryCount: 0,
          nextChargeDate: plan.periodDate,
          donorToldAt: null,
          organizerToldAt: null,
        },
      })
    : { count: 0 };
  // The missed installment, charged now with the new card (once: its installment row is claimed).
  // Claimed only while still on that period, and read again once held: never the next period early.
  if (due.count === 1) {
    const claimed = await db.recurringPlan.updateMany({
      where: {
        id: plan.id,
        periodDate: plan.periodDate,
        OR: [{ claimedUntil: null }, { claimedUntil: { lt: new Date() } }],
      },
      data: { claimedUntil: new Date(Date.now() + 10 * 60_000) },
    });
    if (claimed.count === 1) {
      try {
        await chargePlan(await db.recurringPlan.findUniqueOrThrow({ where: { id: plan.id } }), now);
      } finally {
        await db.recurringPlan.updateMany({ where: { id: plan.id }, data: { claimedUntil: null } });
      }
    }
  }
  return { plan: await planView(await db.recurringPlan.findUniqueOrThrow({ where: { id: plan.id } })) };
}
