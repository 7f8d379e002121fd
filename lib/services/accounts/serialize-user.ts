import 'server-only';
import type { User } from '@/lib/generated/prisma/client';

// Explicit serializers: the public one picks what anyone may see of an account (never the
// email); the self one adds what the owner sees of their own. Neither can carry the hash.

type SerializableUser = Omit<User, 'passwordHash'> & { passwordHash?: string | null };

export type PublicUser = {
  _id: string;
  name: string;
  firstName: string;
  lastName: string;
  picture: string | null;
  facebook: { picture: string | null };
  userType: 'General' | 'Organizer';
  organizer: { about: string | null; logo: string | null };
};

export type SelfUser = Omit<PublicUser, 'facebook'> & {
  email: string;
  facebook: { id: string | null; picture: string | null };
  /** False for accounts made through social login: they have no password to change. */
  hasPassword: boolean;
  emailVerified: boolean;
};

export function serializePublicUser(user: SerializableUser): PublicUser {
  return {
    _id: user.id,
    name: user.name,
    firstName: user.firstName,
    lastName: user.lastName,
    picture: user.picture,
    facebook: { picture: user.facebookPicture },
    userType: user.userType,
    organizer: { about: user.organizerAbout, logo: user.organizerLogo },
  };
}

/** Pass a user read with `omit: { passwordHash: false }` so hasPassword is right. */
export function serializeSelf(user: SerializableUser & { passwordHash: string | null }): SelfUser {
  return {
    ...serializePublicUser(user),
    email: user.email,
    facebook: { id: user.facebookId, picture: user.facebookPicture },
    hasPassword: Boolean(user.passwordHash),
    emailVerified: Boolean(user.emailVerifiedAt),
  };
}
