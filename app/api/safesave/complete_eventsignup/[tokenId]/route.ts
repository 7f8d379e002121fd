// POST /api/safesave/complete_eventsignup/{tokenId} — complete a hosted-form payment and record the signup (anyone)
import { clientAddressOf, json, readJson, route } from '@/lib/http';
import { completeEventSignup } from '@/lib/services/signups/complete-event-signup';
import { completeSignupParamsSchema, signupEnvelopeSchema } from '@/lib/validation/signup';

type Context = { params: Promise<{ tokenId: string }> };

export const POST = route<Context>(async (request, { params }) => {
  const { tokenId } = completeSignupParamsSchema.parse(await params);
  const body = await readJson(request, signupEnvelopeSchema);
  return json(await completeEventSignup({ tokenId, body, ip: clientAddressOf(request) }));
});
