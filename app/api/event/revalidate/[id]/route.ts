// POST /api/event/revalidate/{id} — expire an event's cached pages now (creator; anyone in sandbox mode)
import { getCurrentUser } from '@/lib/auth';
import { refreshEventCacheCall } from '@/lib/contracts/events';
import { answer, route } from '@/lib/http';
import { refreshEventCache } from '@/lib/services/events/refresh-event-cache';

type Context = { params: Promise<{ id: string }> };

export const POST = route(async (request, { params }: Context) => {
  const { id } = await params;
  return answer(refreshEventCacheCall, await refreshEventCache({ eventId: id, user: await getCurrentUser(request) }));
});
