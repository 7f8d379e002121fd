import 'server-only';
import { conflict } from '@/lib/app-error';
import { db } from '@/lib/db';
import { isUniqueViolation } from '@/lib/db-errors';
import { EMAIL_ALREADY_USED, SIGNUP_EMAIL_SENT } from '@/lib/rules/messages';
import { kickMailDelivery } from '@/lib/services/mail/deliver-outbox';
import { enqueueMail } from '@/lib/services/mail/enqueue-mail';
import type { SignupInput } from '@/lib/validation/account';
import { verificationEmail } from './account-emails';
import { createAuthToken } from './auth-tokens';
import { hashPassword } from './password';
import { enforceRateLimits } from '@/lib/services/rate-limit/consume';
import { safeRedirectPath } from '@/lib/shared/redirect-path';

/**
 * Creates an unconfirmed General account and, in the same transaction, the confirmation
 * email. A `redirect` that is a path on this site rides in the email's link (then to the login
 * page), so a supporter who signed up from a form's login wall comes back to that form. The account can log in once the link in that email has been followed.
 */
export async function signUp({ input, ip }: { input: SignupInput; ip: string }) {
  await enforceRateLimits([
    ['signup:ip', ip],
    ['signup:email', input.email],
  ]);
  if (await db.user.findUnique({ where: { email: input.email }, select: { id: true } })) {
    throw conflict(EMAIL_ALREADY_USED);
  }
  const passwordHash = await hashPassword(input.password);
  try {
    await db.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: {
          name: `${input.firstName} ${input.lastName}`,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          passwordHash,
        },
      });
      const token = await createAuthToken(tx, { userId: user.id, kind: 'emailVerification' });
      await enqueueMail(
        tx,
        verificationEmail({
          to: user.email,
          firstName: user.firstName,
          token,
          redirect: safeRedirectPath(input.redirect),
        }),
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_ALREADY_USED); // a parallel signup won
    throw error;
  }
  kickMailDelivery();
  return { success: true, message: SIGNUP_EMAIL_SENT };
}
