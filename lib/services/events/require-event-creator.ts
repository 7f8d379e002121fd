import 'server-only';
import { forbidden, notFound, unauthorized } from '@/lib/app-error';
import type { CurrentUser } from '@/lib/auth';
import { db } from '@/lib/db';
import { EVENT_NOT_FOUND, EVENT_CREATOR_ONLY } from '@/lib/rules/messages';

/**
 * The event `eventId` when `user` created it: 401 without a user, 404 for an unknown id,
 * 403 for anyone else. Every organizer-side read and write of an event goes through here.
 */
export async function requireEventCreator({ user, eventId }: { user: CurrentUser | null; eventId: string }) {
  if (!user) throw unauthorized();
  const event = await db.event.findUnique({
    where: { id: eventId },
    select: { id: true, creatorId: true, eventType: true },
  });
  if (!event) throw notFound(EVENT_NOT_FOUND);
  if (event.creatorId !== user.id) throw forbidden(EVENT_CREATOR_ONLY);
  return event;
}
