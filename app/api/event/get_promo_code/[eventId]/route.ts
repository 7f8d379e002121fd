// GET /api/event/get_promo_code/{eventId} — every promo code of an event (its creator)
import { getCurrentUser } from '@/lib/auth';
import { getPromoCodesCall } from '@/lib/contracts/events';
import { answer, route } from '@/lib/http';
import { getPromoCodes } from '@/lib/services/events/get-promo-codes';

export const GET = route<{ params: Promise<{ eventId: string }> }>(async (request, { params }) => {
  const { eventId } = await params;
  return answer(getPromoCodesCall, await getPromoCodes({ user: await getCurrentUser(request), eventId }));
});
