import 'server-only';
import { DONATION_SUCCESS } from '@/lib/rules/messages';
import { completeHostedPayment } from '@/lib/services/payments/complete-hosted-payment';
import { donationPaymentPurpose } from './donation-payment-purpose';
import { db } from '@/lib/db';
import { isFrequency, periodKey } from '@/lib/rules/recurring';
import { manageUrlOf } from './record-donation';

/**
 * complete_donation takes `frequency` too (CONTRACT §6): a gift whose start held the donation
 * without one becomes a plan when its completion names one (the amount stays the start's).
 */
async function takeFrequency(tokenId: string, body: unknown) {
  const frequency = (body as { frequency?: unknown } | null)?.frequency;
  if (!isFrequency(frequency) || frequency === 'once' || !/^[A-Za-z0-9_-]{1,100}$/.test(tokenId)) return;
  const attempt = await db.paymentAttempt.findUnique({
    where: { provider_reference: { provider: 'safesave', reference: tokenId } },
    select: { id: true, kind: true, status: true, payload: true },
  });
  const payload = attempt?.payload as Record<string, unknown> | null | undefined;
  if (!attempt || attempt.kind !== 'donation' || attempt.status !== 'pending' || !payload) return;
  if (payload.frequency && payload.frequency !== 'once') return;
  await db.paymentAttempt.updateMany({
    where: { id: attempt.id, status: 'pending' },
    data: { payload: { ...payload, frequency } },
  });
}

/** The plan a gift started (CONTRACT §6: `plan` in complete_donation's answer), amount in cents. */
export type StartedPlan = { _id: string; frequency: string; amount: number; nextChargeDate: string; manageUrl: string };

export async function planOfDonation(donationId: string): Promise<StartedPlan | null> {
  // One statement, by the plan's unique first gift: a one-time gift (most) costs no more.
  const plan = await db.recurringPlan.findUnique({
    where: { firstDonationId: donationId },
    select: { id: true, frequency: true, amountCents: true, nextChargeDate: true, token: true },
  });
  return plan
    ? {
        _id: plan.id,
        frequency: plan.frequency,
        amount: plan.amountCents,
        nextChargeDate: periodKey(plan.nextChargeDate),
        manageUrl: manageUrlOf(plan.token),
      }
    : null;
}

/**
 * POST /api/safesave/complete_donation/{tokenId}: completes the hosted-form gateway's sale the
 * server started for this token and records the donation its attempt holds (recordDonation).
 * The spec's body (the donation record) is read only when the payment was started without one.
 * Answers the spec's transactionSuccess and transactionResponse, plus the sentence the donor reads.
 */
export async function completeDonation({
  tokenId,
  body,
  ip,
  userId,
}: {
  tokenId: string;
  body: unknown;
  ip: string;
  userId: string | null;
}) {
  await takeFrequency(tokenId, body);
  const completion = await completeHostedPayment({ tokenId, purpose: donationPaymentPurpose, body, ip, userId });
  const { transactionSuccess, transactionResponse, recorded, failure } = completion;
  if (transactionSuccess && recorded) {
    const plan = await planOfDonation(recorded.id);
    return {
      transactionSuccess,
      transactionResponse,
      message: DONATION_SUCCESS,
      donationId: recorded.id,
      ...(plan ? { plan } : {}),
    };
  }
  return {
    transactionSuccess: false,
    transactionResponse,
    message: failure?.text ?? '',
    issueNumber: failure?.issueNumber ?? null,
    reason: failure?.reason ?? null,
  };
}
