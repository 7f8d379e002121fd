// POST /api/user/update_password/{id} — change your password; other sessions end (the owner only)
import { requireUser, sessionCookie } from '@/lib/auth';
import { clientAddressOf, json, readJson, route } from '@/lib/http';
import { changePassword } from '@/lib/services/accounts/change-password';

import { passwordChangeSchema } from '@/lib/validation/account';

type Context = { params: Promise<{ id: string }> };

export const POST = route<Context>(async (request, { params }) => {
  const viewer = await requireUser(request);
  const { id } = await params;
  const input = await readJson(request, passwordChangeSchema);
  const result = await changePassword({ viewer, id, input, ip: clientAddressOf(request) });
  const response = json(result);
  response.cookies.set(sessionCookie(result.token));
  return response;
});
