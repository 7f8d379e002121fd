// POST /api/donation/add_record — record a card-provider donation once the server finds its payment succeeded {donation record, transactionId} → {success, _id, transactionId, message} (anyone)
import { getCurrentUser } from '@/lib/auth';
import { json, readJson, route } from '@/lib/http';
import { addDonationRecord } from '@/lib/services/donations/add-donation-record';
import { addDonationRecordSchema } from '@/lib/validation/donation-payment';

export const POST = route(async (request) => {
  const input = await readJson(request, addDonationRecordSchema);
  const user = await getCurrentUser(request);
  return json(await addDonationRecord({ input, userId: user?.id ?? null }));
});
