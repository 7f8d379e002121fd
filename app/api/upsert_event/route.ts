// POST /api/upsert_event — update an event or fundraiser {id, event}; fields left out keep their values (its creator)
import { requireUser } from '@/lib/auth';
import { updateEventCall } from '@/lib/contracts/events';
import { answer, readBody, route } from '@/lib/http';
import { updateEvent } from '@/lib/services/events/update-event';
import { upsertEventSchema } from '@/lib/validation/event';
import { BODY_LIMITS } from '@/lib/validation/limits';

export const POST = route(async (request) => {
  const user = await requireUser(request);
  const { id, event } = await readBody(request, updateEventCall, upsertEventSchema, { maxBytes: BODY_LIMITS.event });
  return answer(updateEventCall, await updateEvent({ user, id, event }));
});
