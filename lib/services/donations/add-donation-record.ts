import 'server-only';
import { DONATION_SUCCESS, PAYMENT_NOT_FOUND } from '@/lib/rules/messages';
import { badRequest } from '@/lib/app-error';
import { confirmCardPayment, recordCardPayment } from '@/lib/services/payments/card-payments';
import { chargeCents, type AddDonationRecordRequest } from '@/lib/validation/donation-payment';

/**
 * POST /api/donation/add_record: records a donation paid through the card provider, after the
 * server itself finds the payment intent succeeded for the donation's total, in usd. The
 * donation the intent was created for (kept with its attempt) is what is recorded when there is
 * one; the webhook may have recorded it already, and then nothing is written twice.
 */
export async function addDonationRecord({ input, userId }: { input: AddDonationRecordRequest; userId: string | null }) {
  const { transactionId, ...record } = input;
  const { intent } = await confirmCardPayment({
    transactionId,
    kind: 'donation',
    expectedAmountCents: chargeCents(record),
  });
  const recorded = await recordCardPayment({ intent, kind: 'donation', payload: record, userId });
  if (!recorded) throw badRequest(PAYMENT_NOT_FOUND, { fieldErrors: { transactionId: [PAYMENT_NOT_FOUND] } });
  return { success: true, _id: recorded.id, transactionId: recorded.transactionId, message: DONATION_SUCCESS };
}
