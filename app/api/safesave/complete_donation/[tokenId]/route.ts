// POST /api/safesave/complete_donation/{tokenId} — complete the hosted-form payment started for this token and record its donation → {transactionSuccess, transactionResponse, message} (anyone)
import { getCurrentUser } from '@/lib/auth';
import { completeDonationCall } from '@/lib/contracts/payments';
import { answer, clientAddressOf, readBody, route } from '@/lib/http';
import { completeDonation } from '@/lib/services/donations/complete-donation';
import { hostedDonationRecordSchema } from '@/lib/validation/donation-payment';
import { isEmptyBody } from '@/lib/validation/fields';

type Context = { params: Promise<{ tokenId: string }> };

export const POST = route<Context>(async (request, { params }) => {
  // The payment's attempt holds what it is for; the spec's body (the donation record) is still taken and checked.
  const body = await readBody(request, completeDonationCall);
  const record = isEmptyBody(body) ? {} : hostedDonationRecordSchema.parse(body);
  const user = await getCurrentUser(request);
  const { tokenId } = await params;
  return answer(
    completeDonationCall,
    await completeDonation({ tokenId, body: record, ip: clientAddressOf(request), userId: user?.id ?? null }),
  );
});
