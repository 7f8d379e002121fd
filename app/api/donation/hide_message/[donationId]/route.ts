// POST /api/donation/hide_message/{donationId} {hidden} — take a donor's message off the supporter wall, or put it back (the event's creator, admins; audited)
import { requireUser } from '@/lib/auth';
import { hideDonationMessageCall } from '@/lib/contracts/donations';
import { answer, readBody, route } from '@/lib/http';
import { hideDonationMessage } from '@/lib/services/donations/supporter-wall';
import { hideDonationMessageSchema } from '@/lib/validation/supporter-wall';

type Context = { params: Promise<{ donationId: string }> };

export const POST = route<Context>(async (request, { params }) => {
  const user = await requireUser(request);
  const { donationId } = await params;
  const { hidden } = await readBody(request, hideDonationMessageCall, hideDonationMessageSchema);
  return answer(hideDonationMessageCall, await hideDonationMessage({ user, donationId, hidden }));
});
