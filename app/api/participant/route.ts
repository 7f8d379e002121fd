// POST /api/participant — every participant of an event with every field {eventId} (the event's creator)
import { requireUser } from '@/lib/auth';
import { eventParticipantsCall } from '@/lib/contracts/signups';
import { answer, readBody, route } from '@/lib/http';
import { listEventParticipants } from '@/lib/services/signups/list-event-participants';
import { participantListSchema } from '@/lib/validation/signup';

// 401 first, then the body (400), then the event (404) and its creator (403) in the service.
export const POST = route(async (request) => {
  const user = await requireUser(request);
  const { eventId } = await readBody(request, eventParticipantsCall, participantListSchema);
  return answer(eventParticipantsCall, { participants: await listEventParticipants({ user, eventId }) });
});
