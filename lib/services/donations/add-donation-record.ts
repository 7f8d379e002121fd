import 'server-only';
import { DONATION_SUCCESS } from '@/lib/rules/messages';
import { recordCardPayment } from '@/lib/services/payments/card-payments';
import { planOfDonation } from './complete-donation';
import { donationPaymentPurpose } from './donation-payment-purpose';

/**
 * POST /api/donation/add_record: records a donation paid through the card provider, once the
 * server itself finds the payment intent succeeded for its attempt's amount, in usd. The
 * donation the payment was started for (kept with its attempt) is what is recorded; the body's
 * record only when it was started without one. The webhook may have recorded it already, and
 * then nothing is written twice.
 */
export async function addDonationRecord({
  transactionId,
  body,
  userId,
}: {
  transactionId: string;
  body: unknown;
  userId: string | null;
}) {
  const recorded = await recordCardPayment({ transactionId, purpose: donationPaymentPurpose, body, userId });
  // A plan's first gift answers its plan too, as complete_donation does (CONTRACT §6).
  const plan = await planOfDonation(recorded.id);
  return {
    success: true,
    _id: recorded.id,
    transactionId: recorded.transactionId,
    message: DONATION_SUCCESS,
    ...(plan ? { plan } : {}),
  };
}
