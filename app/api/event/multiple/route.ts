// GET /api/event/multiple?eventType&isHidden&count — listed events and fundraisers, newest first, 100 at most (anyone)
import { listEventsCall } from '@/lib/contracts/events';
import { answer, readQuery, route } from '@/lib/http';
import { listEventDetails } from '@/lib/services/events/list-events';
import { eventListQuerySchema } from '@/lib/validation/event-list-query';

export const GET = route(async (request) => {
  const query = readQuery(request, listEventsCall, eventListQuerySchema);
  const events = await listEventDetails({ eventType: query.eventType ?? undefined, count: query.count });
  return answer(listEventsCall, { events });
});
