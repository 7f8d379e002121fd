import 'server-only';
import { forbidden } from '@/lib/app-error';
import type { CurrentUser } from '@/lib/auth';
import { db } from '@/lib/db';
import { CROSS_SITE_REQUEST, LOGGED_OUT } from '@/lib/rules/messages';

/**
 * Ends the session on the server too: raising sessionVersion makes every token issued
 * before (this browser's and any copy of it) answer 401 from now on. Logged out already: no-op.
 * Only a fetch from our own pages, a navigation the user made, or a client without Fetch
 * Metadata may do it (`fromOwnPage`, lib/auth isOwnPageOrUserRequest): an <img src="/api/logout">
 * (here or on another site) gets 403 and ends nothing.
 */
export async function logOut({ user, fromOwnPage }: { user: CurrentUser | null; fromOwnPage: boolean }) {
  if (!fromOwnPage) throw forbidden(CROSS_SITE_REQUEST);
  if (user) await db.user.update({ where: { id: user.id }, data: { sessionVersion: { increment: 1 } } });
  return { success: true, message: LOGGED_OUT };
}
