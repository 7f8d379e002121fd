// GET /api/reset/{token} — is the reset link good, and for whom; POST — set the new password (link holder)
import { json, readJson, route } from '@/lib/http';
import { checkResetToken, resetPassword } from '@/lib/services/accounts/reset-password';
import { resetPasswordSchema } from '@/lib/validation/account';

type Context = { params: Promise<{ token: string }> };

export const GET = route<Context>(async (_request, { params }) => {
  const { token } = await params;
  return json(await checkResetToken({ token }));
});

export const POST = route<Context>(async (request, { params }) => {
  const { token } = await params;
  const { password } = await readJson(request, resetPasswordSchema);
  return json(await resetPassword({ token, password }));
});
