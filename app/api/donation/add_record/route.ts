// POST /api/donation/add_record — record a card-provider donation once the server finds its payment succeeded {transactionId, donation record?} → {success, _id, transactionId, message} (anyone)
import { getCurrentUser } from '@/lib/auth';
import { addDonationRecordCall } from '@/lib/contracts/payments';
import { answer, readBody, route } from '@/lib/http';
import { addDonationRecord } from '@/lib/services/donations/add-donation-record';
import { addDonationRecordSchema, cardPaymentIdSchema } from '@/lib/validation/donation-payment';

export const POST = route(async (request) => {
  // The payment's attempt holds the donation: the intent's id is enough; the spec's record, sent along, is still checked.
  const body = await readBody(request, addDonationRecordCall);
  const { transactionId, ...record } =
    body && typeof body === 'object' && Object.keys(body).length > 1
      ? addDonationRecordSchema.parse(body)
      : cardPaymentIdSchema.parse(body);
  const user = await getCurrentUser(request);
  return answer(
    addDonationRecordCall,
    await addDonationRecord({ transactionId, body: record, userId: user?.id ?? null }),
  );
});
