// POST /api/participation/cancel/{signupId} — cancel a registration, refunding it when asked {refund?, reason?} → {success, signup: {_id, status}} (the event's creator, admins)
import { requireUser } from '@/lib/auth';
import { cancelSignupCall } from '@/lib/contracts/refunds';
import { answer, readBody, route } from '@/lib/http';
import { cancelSignup } from '@/lib/services/refunds/cancel-signup';
import { cancelSignupSchema } from '@/lib/validation/refund';

type Context = { params: Promise<{ signupId: string }> };

export const POST = route<Context>(async (request, { params }) => {
  const user = await requireUser(request);
  const { refund, reason } = await readBody(request, cancelSignupCall, cancelSignupSchema);
  const { signupId } = await params;
  return answer(cancelSignupCall, await cancelSignup({ user, signupId, refund, reason: reason ?? null }));
});
