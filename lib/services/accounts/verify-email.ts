import 'server-only';
import { badRequest } from '@/lib/app-error';
import { db } from '@/lib/db';
import { EMAIL_VERIFIED, VERIFICATION_LINK_INVALID } from '@/lib/rules/messages';
import { consumeAuthToken } from './auth-tokens';

/** Follows a confirmation link: the token is used up and the account's email marked confirmed. */
export async function verifyEmail({ token }: { token: string }) {
  const confirmed = await db.$transaction(async (tx) => {
    const userId = await consumeAuthToken(tx, { token, kind: 'emailVerification' });
    if (!userId) return false;
    await tx.user.updateMany({ where: { id: userId, emailVerifiedAt: null }, data: { emailVerifiedAt: new Date() } });
    return true;
  });
  if (!confirmed) throw badRequest(VERIFICATION_LINK_INVALID, { success: false, message: VERIFICATION_LINK_INVALID });
  return { success: true, message: EMAIL_VERIFIED };
}
