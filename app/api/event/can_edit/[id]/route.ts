// GET /api/event/can_edit/{id} — {canEdit}: is the visitor the event's creator? (anyone; drives the Edit button of cached pages)
import { getCurrentUser } from '@/lib/auth';
import { canEditEventCall } from '@/lib/contracts/events';
import { answer, route } from '@/lib/http';
import { canEditEvent } from '@/lib/services/events/can-edit-event';

type Context = { params: Promise<{ id: string }> };

export const GET = route(async (request, { params }: Context) => {
  const { id } = await params;
  // No session cookie or token: null at once, without a database read.
  const canEdit = await canEditEvent({ eventId: id, user: await getCurrentUser(request) });
  return answer(canEditEventCall, { canEdit }, { headers: { 'Cache-Control': 'private, no-store' } });
});
