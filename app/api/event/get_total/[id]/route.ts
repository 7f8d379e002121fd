// GET /api/event/get_total/{id} — dollars raised by an event and everything under it (anyone)
import { eventTotalCall } from '@/lib/contracts/events';
import { answer, route } from '@/lib/http';
import { getEventTotals } from '@/lib/services/events/get-event-totals';

type Context = { params: Promise<{ id: string }> };

export const GET = route(async (_request, { params }: Context) => {
  const { id } = await params;
  return answer(eventTotalCall, await getEventTotals({ eventId: id }));
});
