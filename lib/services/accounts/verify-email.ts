import 'server-only';
import { badRequest } from '@/lib/app-error';
import { db } from '@/lib/db';
import { EMAIL_VERIFIED, VERIFICATION_LINK_INVALID } from '@/lib/rules/messages';
import { consumeAuthToken, findUsedAuthToken } from './auth-tokens';

/**
 * Follows a confirmation link: the token is used up and the account's email marked confirmed.
 * A link that was used already says the same while its account is confirmed: mail scanners
 * open links before people do, and "invalid link" would tell someone who is confirmed that
 * something went wrong. A used link of an account that is not confirmed (its address changed
 * since) and an unknown or expired one are refused.
 */
export async function verifyEmail({ token }: { token: string }) {
  const confirmed = await db.$transaction(async (tx) => {
    const userId = await consumeAuthToken(tx, { token, kind: 'emailVerification' });
    if (!userId) return false;
    await tx.user.updateMany({ where: { id: userId, emailVerifiedAt: null }, data: { emailVerifiedAt: new Date() } });
    return true;
  });
  if (confirmed) return { success: true, message: EMAIL_VERIFIED };
  const used = await findUsedAuthToken(db, { token, kind: 'emailVerification' });
  if (used?.user.emailVerifiedAt) return { success: true, message: EMAIL_VERIFIED };
  throw badRequest(VERIFICATION_LINK_INVALID, { success: false, message: VERIFICATION_LINK_INVALID });
}
