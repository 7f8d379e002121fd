// GET /api/reset/{token} — is the reset link good, and for whom; POST — set the new password (link holder)
import { checkResetTokenCall, resetPasswordCall } from '@/lib/contracts/accounts';
import { answer, readBody, route } from '@/lib/http';
import { checkResetToken, resetPassword } from '@/lib/services/accounts/reset-password';
import { resetPasswordSchema } from '@/lib/validation/account';

type Context = { params: Promise<{ token: string }> };

export const GET = route<Context>(async (_request, { params }) => {
  const { token } = await params;
  return answer(checkResetTokenCall, await checkResetToken({ token }));
});

export const POST = route<Context>(async (request, { params }) => {
  const { token } = await params;
  const { password } = await readBody(request, resetPasswordCall, resetPasswordSchema);
  return answer(resetPasswordCall, await resetPassword({ token, password }));
});
