import 'server-only';
import { db } from '@/lib/db';
import { VERIFICATION_RESENT } from '@/lib/rules/messages';
import { verificationEmail } from './account-emails';
import { accountActionHits } from '@/lib/rules/rate-limits';
import { enforceRateLimits } from '@/lib/services/rate-limit/consume';
import { sendAccountLink } from './send-account-link';
import { safeRedirectPath } from '@/lib/shared/redirect-path';

/**
 * Sends a new confirmation link to an account that still needs one. The answer is the same
 * for every address, and so is the work done before it (sendAccountLink), so it cannot be used
 * to find out who has an account, or whose is confirmed.
 */
export async function resendVerification({
  email,
  ip,
  redirect,
}: {
  email: string;
  ip: string;
  /** Where to come back to after confirming (kept only when it is a path on this site). */
  redirect?: string | null;
}) {
  await enforceRateLimits(accountActionHits('verify-resend', email, ip));
  const user = await db.user.findUnique({ where: { email } });
  const needsLink = user && !user.emailVerifiedAt ? user : null;
  await sendAccountLink({
    user: needsLink,
    email,
    kind: 'emailVerification',
    mail: (recipient) => verificationEmail({ ...recipient, redirect: safeRedirectPath(redirect) }),
  });
  return { success: true, message: VERIFICATION_RESENT };
}
