import 'server-only';
import { forbidden, notFound } from '@/lib/app-error';
import { requireUser } from '@/lib/auth';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { invalidateEvent } from './cache-tags';
import { isPlausibleId } from './is-plausible-id';

/**
 * Expires the cached pages of an event now. Writes through the app do this themselves; this is
 * for the creator after a change made behind the app's back (and, in sandbox mode, for anyone,
 * so tests and demos can add rows to the database directly).
 */
export async function refreshEventCache({ eventId, request }: { eventId: string; request: Request }) {
  const event = isPlausibleId(eventId)
    ? await db.event.findUnique({ where: { id: eventId }, select: { id: true, creatorId: true } })
    : null;
  if (!env.sandbox) {
    const user = await requireUser(request);
    if (event && event.creatorId !== user.id) throw forbidden();
  }
  if (!event) throw notFound('Event not found.');
  invalidateEvent(event.id);
  return { success: true };
}
