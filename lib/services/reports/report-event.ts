import 'server-only';
import { notFound } from '@/lib/app-error';
import type { CurrentUser } from '@/lib/auth';
import { db } from '@/lib/db';
import { EVENT_NOT_FOUND } from '@/lib/rules/messages';
import { isPlausibleId } from '@/lib/rules/ids';
import { requireEventCreator } from '@/lib/services/events/require-event-creator';

/**
 * The event a report is of, for its creator only: 401 without a user, 404 for an unknown event,
 * 403 for anyone else, all before the first byte of the CSV.
 */
export async function reportEvent({ user, eventId }: { user: CurrentUser | null; eventId: string }) {
  if (user && !isPlausibleId(eventId)) throw notFound(EVENT_NOT_FOUND);
  await requireEventCreator({ user, eventId });
  return db.event.findUniqueOrThrow({
    where: { id: eventId },
    select: { id: true, title: true, timeZone: true, waiver: true },
  });
}
