// POST /api/offline_donation/update/{donationId} — correct an offline gift: donor, amount, message, anonymous, campaign within its event (the event's creator, admins)
import { requireUser } from '@/lib/auth';
import { updateOfflineGiftCall } from '@/lib/contracts/donations';
import { answer, readBody, route } from '@/lib/http';
import { updateOfflineDonation } from '@/lib/services/donations/update-offline-donation';
import { offlineDonationUpdateSchema } from '@/lib/validation/donation';

type Context = { params: Promise<{ donationId: string }> };

export const POST = route<Context>(async (request, { params }) => {
  const user = await requireUser(request);
  const { donationId } = await params;
  const input = await readBody(request, updateOfflineGiftCall, offlineDonationUpdateSchema);
  return answer(updateOfflineGiftCall, await updateOfflineDonation({ user, donationId, input }));
});
