// POST /api/add_offline_donation — record a check or cash gift (creator of the target or of its event, or an admin)
import { requireUser } from '@/lib/auth';
import { addOfflineDonationCall } from '@/lib/contracts/donations';
import { answer, readBody, route } from '@/lib/http';
import { addOfflineDonation } from '@/lib/services/donations/add-offline-donation';
import { offlineDonationSchema } from '@/lib/validation/donation';

// 401 first, then the shared schema (400), then the target (404) and the permission (403) in the service.
export const POST = route(async (request) => {
  const user = await requireUser(request);
  const input = await readBody(request, addOfflineDonationCall, offlineDonationSchema);
  return answer(addOfflineDonationCall, await addOfflineDonation({ user, input }));
});
