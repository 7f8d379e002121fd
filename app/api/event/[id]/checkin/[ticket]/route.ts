// DELETE /api/event/{id}/checkin/{ticket} — undo a check-in → 200 {status: "undone", participant} (the event's creator, admins)
import { requireUser } from '@/lib/auth';
import { undoCheckInCall } from '@/lib/contracts/checkin';
import { answer, route } from '@/lib/http';
import { undoCheckIn } from '@/lib/services/checkin/check-in';

type Context = { params: Promise<{ id: string; ticket: string }> };

export const DELETE = route<Context>(async (request, { params }) => {
  const user = await requireUser(request);
  const { id, ticket } = await params;
  return answer(undoCheckInCall, await undoCheckIn({ user, eventId: id, code: ticket }));
});
