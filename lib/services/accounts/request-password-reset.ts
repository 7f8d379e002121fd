import 'server-only';
import { db } from '@/lib/db';
import { FORGOT_EMAIL_SENT } from '@/lib/rules/messages';
import { kickMailDelivery } from '@/lib/services/mail/deliver-outbox';
import { enqueueMail } from '@/lib/services/mail/enqueue-mail';
import { passwordResetEmail } from './account-emails';
import { createAuthToken } from './auth-tokens';
import { enforceRateLimit } from './rate-limit';

/**
 * /forgot: emails a one-hour reset link if the account exists. The answer is the same either
 * way ({error: false, message}), so the form cannot be used to find out who has an account.
 */
export async function requestPasswordReset({ email, ip }: { email: string; ip: string }) {
  await enforceRateLimit('forgot', { ip, subject: email });
  const user = await db.user.findUnique({ where: { email } });
  if (user) {
    await db.$transaction(async (tx) => {
      const token = await createAuthToken(tx, { userId: user.id, kind: 'passwordReset' });
      await enqueueMail(tx, passwordResetEmail({ to: user.email, firstName: user.firstName, token }));
    });
    kickMailDelivery();
  }
  return { error: false, message: FORGOT_EMAIL_SENT };
}
