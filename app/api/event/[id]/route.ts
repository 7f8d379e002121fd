// GET /api/event/{id} — the public JSON of an event or fundraiser (anyone)
import { json, route } from '@/lib/http';
import { getEvent } from '@/lib/services/events/get-event';

type Context = { params: Promise<{ id: string }> };

export const GET = route(async (_request, { params }: Context) => {
  const { id } = await params;
  return json({ event: await getEvent({ id }) });
});
