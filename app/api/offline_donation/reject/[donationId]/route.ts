// POST /api/offline_donation/reject/{donationId} — reject an unconfirmed offline gift {reason?}; it never counts (the event's creator, admins)
import { requireUser } from '@/lib/auth';
import { offlineGiftDecisionCalls } from '@/lib/contracts/donations';
import { answer, readBody, route } from '@/lib/http';
import { rejectOfflineDonation } from '@/lib/services/donations/confirm-offline-donation';
import { offlineDonationDecisionSchema } from '@/lib/validation/donation';

type Context = { params: Promise<{ donationId: string }> };

export const POST = route<Context>(async (request, { params }) => {
  const user = await requireUser(request);
  const { donationId } = await params;
  const { reason } = await readBody(request, offlineGiftDecisionCalls.reject, offlineDonationDecisionSchema);
  return answer(offlineGiftDecisionCalls.reject, await rejectOfflineDonation({ user, donationId, reason }));
});
