import 'server-only';
import { DONATION_SUCCESS } from '@/lib/rules/messages';
import { completeHostedPayment } from '@/lib/services/payments/complete-hosted-payment';
import type { DonationRecord } from '@/lib/validation/donation-payment';

/**
 * POST /api/safesave/complete_donation/{tokenId}: completes the hosted-form gateway's sale for
 * this donation and records it (recordDonation) from the amount the gateway confirms. Answers
 * the spec's transactionSuccess and transactionResponse, plus the sentence the donor reads.
 */
export async function completeDonation({
  tokenId,
  record,
  ip,
  userId,
}: {
  tokenId: string;
  record: DonationRecord;
  ip: string;
  userId: string | null;
}) {
  const completion = await completeHostedPayment({ tokenId, kind: 'donation', payload: record, ip, userId });
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
