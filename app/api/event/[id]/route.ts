// GET /api/event/{id} — the public JSON of an event or fundraiser (anyone)
import { getEventCall } from '@/lib/contracts/events';
import { answer, route } from '@/lib/http';
import { getEvent } from '@/lib/services/events/get-event';

type Context = { params: Promise<{ id: string }> };

export const GET = route(async (_request, { params }: Context) => {
  const { id } = await params;
  return answer(getEventCall, { event: await getEvent({ id }) });
});
