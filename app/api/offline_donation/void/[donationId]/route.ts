// POST /api/offline_donation/void/{donationId} — void a counted offline gift {reason?}; it stops counting, the row stays (the event's creator, admins)
import { requireUser } from '@/lib/auth';
import { offlineGiftDecisionCalls } from '@/lib/contracts/donations';
import { answer, readBody, route } from '@/lib/http';
import { voidOfflineDonation } from '@/lib/services/donations/void-offline-donation';
import { offlineDonationDecisionSchema } from '@/lib/validation/donation';

type Context = { params: Promise<{ donationId: string }> };

export const POST = route<Context>(async (request, { params }) => {
  const user = await requireUser(request);
  const { donationId } = await params;
  const { reason } = await readBody(request, offlineGiftDecisionCalls.void, offlineDonationDecisionSchema);
  return answer(offlineGiftDecisionCalls.void, await voidOfflineDonation({ user, donationId, reason }));
});
