// POST /api/signup_verify/resend — send a new confirmation link (anyone; same answer for every email)
import { json, readJson, route } from '@/lib/http';
import { clientIp } from '@/lib/services/accounts/rate-limit';
import { resendVerification } from '@/lib/services/accounts/resend-verification';
import { forgotSchema } from '@/lib/validation/account';

export const POST = route(async (request) => {
  const { email } = await readJson(request, forgotSchema);
  return json(await resendVerification({ email, ip: clientIp(request) }));
});
