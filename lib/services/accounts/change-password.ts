import 'server-only';
import { badRequest, forbidden } from '@/lib/app-error';
import { issueSessionToken } from '@/lib/auth';
import { db } from '@/lib/db';
import { COULD_NOT_VALIDATE_PASSWORD, SOCIAL_ACCOUNT_NO_PASSWORD } from '@/lib/rules/messages';
import type { PasswordChangeInput } from '@/lib/validation/account';
import { revokeAuthTokens } from './auth-tokens';
import type { OwnAccountChange } from './own-account';
import { hashPassword, verifyPassword } from './password';
import { enforceRateLimits, releaseRateLimits } from '@/lib/services/rate-limit/consume';

/**
 * The owner changes their password, proving the current one (rate limited like a login).
 * Every other session ends, and so does every outstanding reset link (one sent before, to a
 * mailbox that may not be theirs alone, would otherwise still set a password of its own). This
 * session gets a fresh token (proving the password counts as a new login), so the profile save
 * that follows (password first, then the user record) still goes through.
 */
export async function changePassword({ viewer, id, input, ip }: OwnAccountChange<PasswordChangeInput>) {
  if (viewer.id !== id) throw forbidden();
  const hits = [
    ['password:ip', ip],
    ['password:user', id],
  ] as const;
  await enforceRateLimits(hits);
  const user = await db.user.findUniqueOrThrow({ where: { id }, omit: { passwordHash: false } });
  if (!user.passwordHash) throw badRequest(SOCIAL_ACCOUNT_NO_PASSWORD);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw badRequest(COULD_NOT_VALIDATE_PASSWORD);
  await releaseRateLimits(hits);
  const passwordHash = await hashPassword(input.newPassword);
  const updated = await db.$transaction(async (tx) => {
    await revokeAuthTokens(tx, { userId: id, kinds: ['passwordReset'] });
    return tx.user.update({ where: { id }, data: { passwordHash, sessionVersion: { increment: 1 } } });
  });
  return { success: true, token: await issueSessionToken(updated) };
}
