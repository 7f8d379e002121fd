// POST /api/safesave/complete_donation/{tokenId} — complete the hosted-form payment of a donation record and record it → {transactionSuccess, transactionResponse, message} (anyone)
import { getCurrentUser } from '@/lib/auth';
import { clientAddressOf, json, readJson, route } from '@/lib/http';
import { completeDonation } from '@/lib/services/donations/complete-donation';
import { hostedDonationRecordSchema } from '@/lib/validation/donation-payment';

type Context = { params: Promise<{ tokenId: string }> };

export const POST = route(async (request, { params }: Context) => {
  const record = await readJson(request, hostedDonationRecordSchema);
  const user = await getCurrentUser(request);
  const { tokenId } = await params;
  return json(await completeDonation({ tokenId, record, ip: clientAddressOf(request), userId: user?.id ?? null }));
});
