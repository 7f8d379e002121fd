import 'server-only';
import { DONATION_SUCCESS } from '@/lib/rules/messages';
import { completeHostedPayment } from '@/lib/services/payments/complete-hosted-payment';
import { donationPaymentPurpose } from './donation-payment-purpose';

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
    return { transactionSuccess, transactionResponse, message: DONATION_SUCCESS, donationId: recorded.id };
  }
  return {
    transactionSuccess: false,
    transactionResponse,
    message: failure?.text ?? '',
    issueNumber: failure?.issueNumber ?? null,
    reason: failure?.reason ?? null,
  };
}
