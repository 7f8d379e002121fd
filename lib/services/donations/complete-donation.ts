import 'server-only';
import { DONATION_SUCCESS } from '@/lib/rules/messages';
import { completeHostedPayment } from '@/lib/services/payments/complete-hosted-payment';
import { donationPaymentPurpose } from './donation-payment-purpose';
import { db } from '@/lib/db';
import { periodKey } from '@/lib/rules/recurring';
import { manageUrlOf } from './record-donation';

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
