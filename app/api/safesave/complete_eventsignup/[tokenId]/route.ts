// POST /api/safesave/complete_eventsignup/{tokenId} — complete the hosted-form payment started for this token and record its signup (anyone)
import { getCurrentUser } from '@/lib/auth';
import { completeEventSignupCall } from '@/lib/contracts/payments';
import { answer, clientAddressOf, readBody, route } from '@/lib/http';
import { completeEventSignup } from '@/lib/services/signups/complete-event-signup';
import { isEmptyBody } from '@/lib/validation/fields';
import { completeSignupParamsSchema, signupEnvelopeSchema } from '@/lib/validation/signup';

type Context = { params: Promise<{ tokenId: string }> };

export const POST = route<Context>(async (request, { params }) => {
  const { tokenId } = completeSignupParamsSchema.parse(await params);
  // The payment's attempt holds the signup; the spec's body (the signup again) is still taken and checked.
  const body = await readBody(request, completeEventSignupCall);
  const signup = isEmptyBody(body) ? null : signupEnvelopeSchema.parse(body);
  const user = await getCurrentUser(request);
  return answer(
    completeEventSignupCall,
    await completeEventSignup({ tokenId, body: signup, ip: clientAddressOf(request), userId: user?.id ?? null }),
  );
});
