import 'server-only';
import type { CurrentUser } from '@/lib/auth';
import { db } from '@/lib/db';
import { isPlausibleId } from '@/lib/rules/ids';

/**
 * Whether the visitor of a cached public page is the event's creator, who alone sees Edit.
 * Visitors without a session (nearly all of them) are answered without touching the database.
 */
export async function canEditEvent({ eventId, user }: { eventId: string; user: CurrentUser | null }): Promise<boolean> {
  if (!user || !isPlausibleId(eventId)) return false;
  const event = await db.event.findUnique({ where: { id: eventId }, select: { creatorId: true } });
  return event?.creatorId === user.id;
}
