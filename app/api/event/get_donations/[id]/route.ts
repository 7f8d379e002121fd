// GET /api/event/get_donations/{id}?count — latest succeeded donations, public fields only (anyone)
import { eventDonationsCall } from '@/lib/contracts/events';
import { answer, readQuery, route } from '@/lib/http';
import { getEventDonations } from '@/lib/services/events/get-event-donations';
import { donationListQuerySchema } from '@/lib/validation/event-list-query';

type Context = { params: Promise<{ id: string }> };

export const GET = route(async (request, { params }: Context) => {
  const { id } = await params;
  const query = readQuery(request, eventDonationsCall, donationListQuerySchema);
  return answer(eventDonationsCall, {
    donations: await getEventDonations({ eventId: id, count: query.count ?? undefined }),
  });
});
