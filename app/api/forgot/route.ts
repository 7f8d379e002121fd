// POST /api/forgot — email a password reset link (anyone; same answer for known and unknown emails)
import { clientAddressOf, json, readJson, route } from '@/lib/http';

import { requestPasswordReset } from '@/lib/services/accounts/request-password-reset';
import { forgotSchema } from '@/lib/validation/account';

export const POST = route(async (request) => {
  const { email } = await readJson(request, forgotSchema);
  return json(await requestPasswordReset({ email, ip: clientAddressOf(request) }));
});
