import 'server-only';
import { getCurrentUser } from '@/lib/auth';
import { db } from '@/lib/db';
import { LOGGED_OUT } from '@/lib/rules/messages';

/**
 * Ends the session on the server too: raising sessionVersion makes every token issued
 * before (this browser's and any copy of it) answer 401 from now on. Logged out already: no-op.
 */
export async function logOut({ request }: { request: Request }) {
  const user = await getCurrentUser(request);
  if (user) await db.user.update({ where: { id: user.id }, data: { sessionVersion: { increment: 1 } } });
  return { success: true, message: LOGGED_OUT };
}
