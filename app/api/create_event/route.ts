// POST /api/create_event — create an event or fundraiser (Organizer)
import { requireUser, secureCookies } from '@/lib/auth';
import { createEventCall } from '@/lib/contracts/events';
import { answer, readBody, route } from '@/lib/http';
import { NEW_EVENT_COOKIE, NEW_EVENT_COOKIE_MAX_AGE_SECONDS } from '@/lib/shared/new-event-cookie';
import { createEvent } from '@/lib/services/events/create-event';
import { BODY_LIMITS } from '@/lib/validation/limits';

// 401, then 403 for a General user, then the shared schema (newEventSchema) in the service.
// The answer also sets the one-time "your event is live" cookie its public page reads.
export const POST = route(async (request) => {
  const user = await requireUser(request);
  const body = await readBody(request, createEventCall, { maxBytes: BODY_LIMITS.event });
  const created = await createEvent({ user, body });
  const response = answer(createEventCall, created);
  response.cookies.set(NEW_EVENT_COOKIE, created.id, {
    path: '/',
    maxAge: NEW_EVENT_COOKIE_MAX_AGE_SECONDS,
    sameSite: 'lax',
    secure: secureCookies(),
  });
  return response;
});
