// POST /api/offline_donation/confirm/{donationId} — confirm an unconfirmed offline gift {reason?}; it counts from now on (the event's creator, admins)
import { requireUser } from '@/lib/auth';
import { offlineGiftDecisionCalls } from '@/lib/contracts/donations';
import { answer, readBody, route } from '@/lib/http';
import { confirmOfflineDonation } from '@/lib/services/donations/confirm-offline-donation';
import { offlineDonationDecisionSchema } from '@/lib/validation/donation';

type Context = { params: Promise<{ donationId: string }> };

export const POST = route<Context>(async (request, { params }) => {
  const user = await requireUser(request);
  const { donationId } = await params;
  const { reason } = await readBody(request, offlineGiftDecisionCalls.confirm, offlineDonationDecisionSchema);
  return answer(offlineGiftDecisionCalls.confirm, await confirmOfflineDonation({ user, donationId, reason }));
});
