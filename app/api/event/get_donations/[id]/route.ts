// GET /api/event/get_donations/{id}?count — latest succeeded donations, public fields only (anyone)
import { json, route } from '@/lib/http';
import { getEventDonations } from '@/lib/services/events/get-event-donations';
import { donationListQuerySchema } from '@/lib/validation/event-list-query';

type Context = { params: Promise<{ id: string }> };

export const GET = route(async (request, { params }: Context) => {
  const { id } = await params;
  const query = donationListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return json({ donations: await getEventDonations({ eventId: id, count: query.count ?? undefined }) });
});
