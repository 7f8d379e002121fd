// GET /api/event/{id}/checkin/search?q= — participants by name, email or ticket, for the door (the event's creator, admins)
import { requireUser } from '@/lib/auth';
import { checkInSearchCall } from '@/lib/contracts/checkin';
import { answer, readQuery, route } from '@/lib/http';
import { searchCheckIn } from '@/lib/services/checkin/check-in';
import { checkInSearchSchema } from '@/lib/validation/checkin';

type Context = { params: Promise<{ id: string }> };

export const GET = route<Context>(async (request, { params }) => {
  const user = await requireUser(request);
  const { q } = readQuery(request, checkInSearchCall, checkInSearchSchema);
  const { id } = await params;
  return answer(checkInSearchCall, await searchCheckIn({ user, eventId: id, q }));
});
