import 'server-only';
import { db } from '@/lib/db';
import { VERIFICATION_RESENT } from '@/lib/rules/messages';
import { kickMailDelivery } from '@/lib/services/mail/deliver-outbox';
import { enqueueMail } from '@/lib/services/mail/enqueue-mail';
import { verificationEmail } from './account-emails';
import { createAuthToken } from './auth-tokens';
import { enforceRateLimit } from './rate-limit';

/**
 * Sends a new confirmation link to an account that still needs one. The answer is the same
 * for every address, so it cannot be used to find out who has an account.
 */
export async function resendVerification({ email, ip }: { email: string; ip: string }) {
  await enforceRateLimit('verify-resend', { ip, subject: email });
  const user = await db.user.findUnique({ where: { email } });
  if (user && !user.emailVerifiedAt) {
    await db.$transaction(async (tx) => {
      const token = await createAuthToken(tx, { userId: user.id, kind: 'emailVerification' });
      await enqueueMail(tx, verificationEmail({ to: user.email, firstName: user.firstName, token }));
    });
    kickMailDelivery();
  }
  return { success: true, message: VERIFICATION_RESENT };
}
