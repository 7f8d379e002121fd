// POST /api/signup_verify/resend — send a new confirmation link (anyone; same answer for every email)
import { resendVerificationCall } from '@/lib/contracts/accounts';
import { answer, clientAddressOf, readBody, route } from '@/lib/http';
import { resendVerification } from '@/lib/services/accounts/resend-verification';
import { forgotSchema } from '@/lib/validation/account';

export const POST = route(async (request) => {
  const { email } = await readBody(request, resendVerificationCall, forgotSchema);
  return answer(resendVerificationCall, await resendVerification({ email, ip: clientAddressOf(request) }));
});
