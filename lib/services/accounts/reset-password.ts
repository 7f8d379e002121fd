import 'server-only';
import { badRequest } from '@/lib/app-error';
import { db } from '@/lib/db';
import { PASSWORD_RESET_DONE, RESET_LINK_INVALID, enterNewPasswordFor } from '@/lib/rules/messages';
import { consumeAuthToken, findAuthToken, revokeAuthTokens } from './auth-tokens';
import { hashPassword } from './password';

const invalidLink = () => badRequest(RESET_LINK_INVALID, { success: false, message: RESET_LINK_INVALID });

/** GET /api/reset/{token}: whether the link still works, and for which address. */
export async function checkResetToken({ token }: { token: string }) {
  const row = await findAuthToken(db, { token, kind: 'passwordReset' });
  if (!row) throw invalidLink();
  return { success: true, user: { email: row.user.email }, message: enterNewPasswordFor(row.user.email) };
}

/**
 * Sets the new password, uses the link up, and ends every session of the account (and any
 * other reset link). Following the link proves the address, so it also counts as confirmed.
 */
export async function resetPassword({ token, password }: { token: string; password: string }) {
  if (!(await findAuthToken(db, { token, kind: 'passwordReset' }))) throw invalidLink();
  const passwordHash = await hashPassword(password);
  const done = await db.$transaction(async (tx) => {
    const userId = await consumeAuthToken(tx, { token, kind: 'passwordReset' });
    if (!userId) return false;
    const user = await tx.user.update({
      where: { id: userId },
      data: { passwordHash, sessionVersion: { increment: 1 } },
    });
    if (!user.emailVerifiedAt) await tx.user.update({ where: { id: userId }, data: { emailVerifiedAt: new Date() } });
    await revokeAuthTokens(tx, { userId, kinds: ['passwordReset'] });
    return true;
  });
  if (!done) throw invalidLink();
  return { success: true, message: PASSWORD_RESET_DONE };
}
