// POST /api/event/checkpromocode — check a promo code {promoCode, eventId} (anyone; 30 per IP in 15 minutes)
import { checkPromoCodeCall } from '@/lib/contracts/events';
import { answer, clientAddressOf, readBody, route } from '@/lib/http';
import { checkPromoCode } from '@/lib/services/events/check-promo-code';
import { promoCheckSchema } from '@/lib/validation/event';

export const POST = route(async (request) => {
  const { promoCode, eventId } = await readBody(request, checkPromoCodeCall, promoCheckSchema);
  return answer(checkPromoCodeCall, await checkPromoCode({ promoCode, eventId, ip: clientAddressOf(request) }));
});
