// POST /api/forgot — email a password reset link (anyone; same answer for known and unknown emails)
import { forgotPasswordCall } from '@/lib/contracts/accounts';
import { answer, clientAddressOf, readBody, route } from '@/lib/http';
import { requestPasswordReset } from '@/lib/services/accounts/request-password-reset';
import { forgotSchema } from '@/lib/validation/account';

export const POST = route(async (request) => {
  const { email } = await readBody(request, forgotPasswordCall, forgotSchema);
  return answer(forgotPasswordCall, await requestPasswordReset({ email, ip: clientAddressOf(request) }));
});
