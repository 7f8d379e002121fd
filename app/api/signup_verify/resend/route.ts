// POST /api/signup_verify/resend — send a new confirmation link (anyone; same answer for every email)
import { resendVerificationCall } from '@/lib/contracts/accounts';
import { answer, clientAddressOf, readBody, route } from '@/lib/http';
import { resendVerification } from '@/lib/services/accounts/resend-verification';
import { resendVerificationSchema } from '@/lib/validation/account';

export const POST = route(async (request) => {
  const { email, redirect } = await readBody(request, resendVerificationCall, resendVerificationSchema);
  return answer(resendVerificationCall, await resendVerification({ email, redirect, ip: clientAddressOf(request) }));
});
