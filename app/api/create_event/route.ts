// POST /api/create_event — create an event or fundraiser (Organizer)
import { z } from 'zod';
import { requireUser } from '@/lib/auth';
import { json, readJson, route } from '@/lib/http';
import { createEvent } from '@/lib/services/events/create-event';

// 401, then 403 for a General user, then the shared schema (newEventSchema) in the service.
export const POST = route(async (request) => {
  const user = await requireUser(request);
  const body = await readJson(request, z.unknown());
  return json(await createEvent({ user, body }));
});
