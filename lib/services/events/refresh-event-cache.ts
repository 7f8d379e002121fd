import 'server-only';
import { forbidden, notFound, unauthorized } from '@/lib/app-error';
import type { CurrentUser } from '@/lib/auth';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { invalidateEvent } from './cache-tags';
import { isPlausibleId } from '@/lib/rules/ids';
import { EVENT_NOT_FOUND } from '@/lib/rules/messages';

/**
 * Expires the cached pages of an event now. Writes through the app do this themselves; this is
 * for the creator after a change made behind the app's back (and, in sandbox mode, for anyone,
 * so tests and demos can add rows to the database directly).
 */
export async function refreshEventCache({ eventId, user }: { eventId: string; user: CurrentUser | null }) {
  const event = isPlausibleId(eventId)
    ? await db.event.findUnique({ where: { id: eventId }, select: { id: true, creatorId: true } })
    : null;
  if (!env.sandbox) {
    if (!user) throw unauthorized();
    if (event && event.creatorId !== user.id) throw forbidden();
  }
  if (!event) throw notFound(EVENT_NOT_FOUND);
  invalidateEvent(event.id);
  return { success: true };
}
