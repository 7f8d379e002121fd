// POST /api/event/{id}/checkin {ticket} — check a ticket in → 200 {status: "ok", participant}, 409 {status: "already", checkedInAt} | {status: "cancelled"}, 404 (the event's creator, admins)
// GET /api/event/{id}/checkin — {registered, checkedIn}
import { requireUser } from '@/lib/auth';
import { checkInCall, checkInCountsCall } from '@/lib/contracts/checkin';
import { answer, readBody, route } from '@/lib/http';
import { checkIn, checkInCounts } from '@/lib/services/checkin/check-in';
import { checkInSchema } from '@/lib/validation/checkin';

type Context = { params: Promise<{ id: string }> };

export const POST = route<Context>(async (request, { params }) => {
  const user = await requireUser(request);
  const { ticket } = await readBody(request, checkInCall, checkInSchema);
  const { id } = await params;
  return answer(checkInCall, await checkIn({ user, eventId: id, code: ticket }));
});

export const GET = route<Context>(async (request, { params }) => {
  const user = await requireUser(request);
  const { id } = await params;
  return answer(checkInCountsCall, await checkInCounts({ user, eventId: id }));
});
