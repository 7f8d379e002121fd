// POST /api/upsert_event — update an event or fundraiser {id, event}; fields left out keep their values (its creator)
import { requireUser } from '@/lib/auth';
import { json, readJson, route } from '@/lib/http';
import { updateEvent } from '@/lib/services/events/update-event';
import { upsertEventSchema } from '@/lib/validation/event';
import { BODY_LIMITS } from '@/lib/validation/limits';

export const POST = route(async (request) => {
  const user = await requireUser(request);
  const { id, event } = await readJson(request, upsertEventSchema, { maxBytes: BODY_LIMITS.event });
  return json(await updateEvent({ user, id, event }));
});
