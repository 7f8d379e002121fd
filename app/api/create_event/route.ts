// POST /api/create_event — create an event or fundraiser (Organizer)
import { z } from 'zod';
import { requireUser } from '@/lib/auth';
import { json, readJson, route } from '@/lib/http';
import { createEvent } from '@/lib/services/events/create-event';
import { BODY_LIMITS } from '@/lib/validation/limits';

// 401, then 403 for a General user, then the shared schema (newEventSchema) in the service.
export const POST = route(async (request) => {
  const user = await requireUser(request);
  const body = await readJson(request, z.unknown(), { maxBytes: BODY_LIMITS.event });
  return json(await createEvent({ user, body }));
});
