import 'server-only';
import { db } from '@/lib/db';
import { FORGOT_EMAIL_SENT } from '@/lib/rules/messages';
import { passwordResetEmail } from './account-emails';
import { accountActionHits } from '@/lib/rules/rate-limits';
import { enforceRateLimits } from '@/lib/services/rate-limit/consume';
import { sendAccountLink } from './send-account-link';

/**
 * /forgot: emails a one-hour reset link if the account exists. The answer is the same either
 * way ({error: false, message}), and so is the work done before it (sendAccountLink), so the
 * form cannot be used to find out who has an account.
 */
export async function requestPasswordReset({ email, ip }: { email: string; ip: string }) {
  await enforceRateLimits(accountActionHits('forgot', email, ip));
  const user = await db.user.findUnique({ where: { email } });
  await sendAccountLink({ user, email, kind: 'passwordReset', mail: passwordResetEmail });
  return { error: false, message: FORGOT_EMAIL_SENT };
}
