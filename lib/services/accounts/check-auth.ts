import 'server-only';
import { unauthorized } from '@/lib/app-error';
import { userForToken } from '@/lib/auth';
import { db } from '@/lib/db';
import { serializeSelf } from './serialize-user';

/** POST /api/check_auth: the token's user, or 401 for a missing, expired, forged or ended token. */
export async function checkAuth({ token }: { token: string | null }) {
  const user = await userForToken(token);
  if (!user) throw unauthorized();
  const self = await db.user.findUniqueOrThrow({ where: { id: user.id }, omit: { passwordHash: false } });
  return { user: serializeSelf(self) };
}
