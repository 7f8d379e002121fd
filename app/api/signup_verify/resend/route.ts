// POST /api/signup_verify/resend — send a new confirmation link (anyone; same answer for every email)
import { clientAddressOf, json, readJson, route } from '@/lib/http';

import { resendVerification } from '@/lib/services/accounts/resend-verification';
import { forgotSchema } from '@/lib/validation/account';

export const POST = route(async (request) => {
  const { email } = await readJson(request, forgotSchema);
  return json(await resendVerification({ email, ip: clientAddressOf(request) }));
});
