// POST /api/user/update_password/{id} — change your password; other sessions end (the owner only)
import { requireUser, sessionCookie } from '@/lib/auth';
import { changePasswordCall } from '@/lib/contracts/accounts';
import { answer, clientAddressOf, readBody, route } from '@/lib/http';
import { changePassword } from '@/lib/services/accounts/change-password';

import { passwordChangeSchema } from '@/lib/validation/account';

type Context = { params: Promise<{ id: string }> };

export const POST = route<Context>(async (request, { params }) => {
  const viewer = await requireUser(request);
  const { id } = await params;
  const input = await readBody(request, changePasswordCall, passwordChangeSchema);
  const result = await changePassword({ viewer, id, input, ip: clientAddressOf(request) });
  const response = answer(changePasswordCall, result);
  response.cookies.set(sessionCookie(result.token));
  return response;
});
