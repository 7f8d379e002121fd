// GET /api/event/multiple?eventType&isHidden&count — listed events and fundraisers, newest first, 100 at most (anyone)
import { json, route } from '@/lib/http';
import { listEventDetails } from '@/lib/services/events/list-events';
import { eventListQuerySchema } from '@/lib/validation/event-list-query';

export const GET = route(async (request) => {
  const query = eventListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const events = await listEventDetails({ eventType: query.eventType ?? undefined, count: query.count });
  return json({ events });
});
