// POST /api/delete_event — delete an event or fundraiser {id} (its creator; refused once it has donations)
import { requireUser } from '@/lib/auth';
import { deleteEventCall } from '@/lib/contracts/events';
import { answer, readBody, route } from '@/lib/http';
import { deleteEvent } from '@/lib/services/events/delete-event';
import { deleteEventSchema } from '@/lib/validation/event';

export const POST = route(async (request) => {
  const user = await requireUser(request);
  const { id } = await readBody(request, deleteEventCall, deleteEventSchema);
  return answer(deleteEventCall, await deleteEvent({ user, id }));
});
