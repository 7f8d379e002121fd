import 'server-only';
import { badRequest, notFound, unauthorized } from '@/lib/app-error';
import { issueSessionToken } from '@/lib/auth';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { fetchFacebookProfile, FacebookTokenError } from '@/lib/integrations/social/facebook-graph';
import { CANT_AUTHENTICATE, FACEBOOK_EMAIL_REQUIRED, FACEBOOK_NOT_CONFIGURED } from '@/lib/rules/messages';
import { isUniqueViolation } from '@/lib/db-errors';
import { serializeSelf } from './serialize-user';

export const facebookConfigured = () => Boolean(env.facebook.clientId);

/**
 * Logs in with a Facebook user access token (POST /api/auth/facebook, and next-auth's
 * Facebook callback). The account is found by its Facebook id; else an account with the same
 * (Facebook-confirmed) email is linked; else a new General account is made. Linking an
 * account whose email was never confirmed drops its password and sessions: whoever set that
 * password never proved they own the address.
 */
export async function logInWithFacebook({ accessToken }: { accessToken: string }) {
  const user = await facebookAccount({ accessToken });
  return { user: serializeSelf(user), token: await issueSessionToken(user) };
}

/** The account a Facebook access token stands for, found, linked or made (see logInWithFacebook). */
export async function facebookAccount({ accessToken }: { accessToken: string }) {
  const clientId = env.facebook.clientId;
  if (!clientId) throw notFound(FACEBOOK_NOT_CONFIGURED);
  let profile;
  try {
    profile = await fetchFacebookProfile(accessToken, {
      graphUrl: env.facebook.graphUrl,
      clientId,
      clientSecret: env.facebook.clientSecret,
    });
  } catch (error) {
    if (error instanceof FacebookTokenError || error instanceof TypeError || error instanceof DOMException) {
      throw unauthorized(CANT_AUTHENTICATE);
    }
    throw error;
  }

  const findOrCreate = async () => {
    const known = await db.user.findUnique({ where: { facebookId: profile.id } });
    if (known) {
      return db.user.update({
        where: { id: known.id },
        data: { facebookPicture: profile.picture },
        omit: { passwordHash: false },
      });
    }
    if (!profile.email) throw badRequest(FACEBOOK_EMAIL_REQUIRED);
    const sameEmail = await db.user.findUnique({ where: { email: profile.email } });
    if (sameEmail) {
      const unconfirmed = !sameEmail.emailVerifiedAt;
      return db.user.update({
        where: { id: sameEmail.id },
        data: {
          facebookId: profile.id,
          facebookPicture: profile.picture,
          emailVerifiedAt: sameEmail.emailVerifiedAt ?? new Date(),
          ...(unconfirmed ? { passwordHash: null, sessionVersion: { increment: 1 } } : {}),
        },
        omit: { passwordHash: false },
      });
    }
    return db.user.create({
      data: {
        name: profile.name,
        firstName: profile.firstName,
        lastName: profile.lastName,
        email: profile.email,
        facebookId: profile.id,
        facebookPicture: profile.picture,
        emailVerifiedAt: new Date(),
      },
      omit: { passwordHash: false },
    });
  };

  let user;
  try {
    user = await findOrCreate();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    user = await findOrCreate(); // a parallel login made the account first
  }
  return user;
}
