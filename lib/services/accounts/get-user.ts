import 'server-only';
import { notFound } from '@/lib/app-error';
import { db } from '@/lib/db';
import { serializePublicUser, serializeSelf } from './serialize-user';
import { USER_NOT_FOUND } from '@/lib/rules/messages';

/** A user's public fields; the owner also gets their own email and account details. */
export async function getUser({ id, viewerId }: { id: string; viewerId: string | null }) {
  const user = await db.user.findUnique({ where: { id }, omit: { passwordHash: false } });
  if (!user) throw notFound(USER_NOT_FOUND);
  return { user: viewerId === user.id ? serializeSelf(user) : serializePublicUser(user) };
}

/** The logged-in user's own account, as /profile and /edit_profile show it. */
export async function getOwnAccount({ userId }: { userId: string }) {
  const user = await db.user.findUnique({ where: { id: userId }, omit: { passwordHash: false } });
  if (!user) throw notFound(USER_NOT_FOUND);
  return serializeSelf(user);
}
