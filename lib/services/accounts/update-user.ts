import 'server-only';
import { badRequest, conflict, forbidden } from '@/lib/app-error';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import {
  COULD_NOT_VALIDATE_PASSWORD,
  CURRENT_PASSWORD_FOR_EMAIL,
  EMAIL_ALREADY_USED,
  EMAIL_CHANGE_NEEDS_CONFIRMING,
  USER_UPDATED,
} from '@/lib/rules/messages';
import { invalidateOrganizer } from '@/lib/services/events/cache-tags';
import { kickMailDelivery } from '@/lib/services/mail/deliver-outbox';
import { enqueueMail } from '@/lib/services/mail/enqueue-mail';
import type { ProfileUpdateInput } from '@/lib/validation/account';
import { emailChangedNotice, verificationEmail } from './account-emails';
import { createAuthToken, revokeAuthTokens } from './auth-tokens';
import { verifyPassword } from './password';
import type { OwnAccountChange } from './own-account';
import { enforceRateLimits, releaseRateLimits } from '@/lib/services/rate-limit/consume';
import { isUniqueViolation } from '@/lib/db-errors';
import { serializeSelf } from './serialize-user';

/**
 * /edit_profile: the owner edits their own account (403 for anyone else). Becoming an
 * Organizer is one way: userType 'Organizer' turns it on, 'General' does not turn it off
 * (an organizer's events would be left without anyone allowed to edit them). Organizer
 * settings are kept only for Organizers. A new email address must be confirmed again: it gets
 * a confirmation link, the old address a notice, and outstanding links to the old one stop working.
 * Changing the email of an account with a password takes the current password (400 without it
 * or with a wrong one, tried no more often than a login): a stolen session alone cannot move the
 * account to another address for good. Social-login accounts have no password to ask for.
 */
export async function updateUser({ viewer, id, input, ip }: OwnAccountChange<ProfileUpdateInput>) {
  if (viewer.id !== id) throw forbidden();
  const emailChanged = input.email !== viewer.email;
  if (emailChanged) await assertCurrentPassword({ id, password: input.currentPassword, ip });
  if (emailChanged && (await db.user.findUnique({ where: { email: input.email }, select: { id: true } }))) {
    throw conflict(EMAIL_ALREADY_USED);
  }
  const organizer = input.userType === 'Organizer' || viewer.userType === 'Organizer';
  const data: Prisma.UserUpdateInput = {
    name: input.name,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    picture: input.picture,
    ...(organizer ? { userType: 'Organizer' as const } : {}),
    ...(organizer && input.organizer
      ? { organizerAbout: input.organizer.about || null, organizerLogo: input.organizer.logo }
      : {}),
    ...(emailChanged ? { emailVerifiedAt: null } : {}),
  };
  try {
    const user = await db.$transaction(async (tx) => {
      const updated = await tx.user.update({ where: { id }, data, omit: { passwordHash: false } });
      if (emailChanged) {
        await revokeAuthTokens(tx, { userId: id, kinds: ['emailVerification', 'passwordReset'] });
        const token = await createAuthToken(tx, { userId: id, kind: 'emailVerification' });
        await enqueueMail(tx, verificationEmail({ to: updated.email, firstName: updated.firstName, token }));
        await enqueueMail(
          tx,
          emailChangedNotice({ to: viewer.email, firstName: updated.firstName, newEmail: updated.email }),
        );
      }
      return updated;
    });
    if (emailChanged) kickMailDelivery();
    invalidateOrganizer(id); // the name, logo and about on their cached event pages
    return {
      success: true,
      message: USER_UPDATED,
      ...(emailChanged ? { notice: EMAIL_CHANGE_NEEDS_CONFIRMING } : {}),
      user: serializeSelf(user),
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_ALREADY_USED);
    throw error;
  }
}

async function assertCurrentPassword({ id, password, ip }: { id: string; password?: string | null; ip: string }) {
  const { passwordHash } = await db.user.findUniqueOrThrow({
    where: { id },
    select: { passwordHash: true },
  });
  if (!passwordHash) return;
  if (!password)
    throw badRequest(CURRENT_PASSWORD_FOR_EMAIL, { fieldErrors: { currentPassword: [CURRENT_PASSWORD_FOR_EMAIL] } });
  // Counted like a password change: the same guess of the same password.
  const hits = [
    ['password:ip', ip],
    ['password:user', id],
  ] as const;
  await enforceRateLimits(hits);
  if (!(await verifyPassword(passwordHash, password))) {
    throw badRequest(COULD_NOT_VALIDATE_PASSWORD, { fieldErrors: { currentPassword: [COULD_NOT_VALIDATE_PASSWORD] } });
  }
  await releaseRateLimits(hits);
}
