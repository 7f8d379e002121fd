// POST /api/event/checkpromocode — check a promo code {promoCode, eventId} (anyone; 30 per IP in 15 minutes)
import { clientAddressOf, json, readJson, route } from '@/lib/http';

import { checkPromoCode } from '@/lib/services/events/check-promo-code';
import { promoCheckSchema } from '@/lib/validation/event';

export const POST = route(async (request) => {
  const { promoCode, eventId } = await readJson(request, promoCheckSchema);
  return json(await checkPromoCode({ promoCode, eventId, ip: clientAddressOf(request) }));
});
