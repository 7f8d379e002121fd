import 'server-only';
import { notFound } from '@/lib/app-error';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { calendarFile } from '@/lib/rules/ics';
import { isPlausibleId } from '@/lib/rules/ids';
import { EVENT_NOT_FOUND } from '@/lib/rules/messages';
import { eventPagePath } from '@/lib/shared/paths';

/** The host part of a calendar entry's UID: the site's own host, so UIDs never clash with another site's. */
const uidHost = () => {
  try {
    return new URL(env.appUrl).host;
  } catch {
    return 'localhost';
  }
};

/**
 * One event as an .ics file (anyone: the same facts as its public page). 404 for an unknown id
 * and for an event without a date (there is nothing to put in a calendar).
 */
export async function getEventCalendar({ eventId }: { eventId: string }) {
  const event = isPlausibleId(eventId)
    ? await db.event.findUnique({
        where: { id: eventId },
        select: { id: true, title: true, eventType: true, dateTime: true, location: true, updatedAt: true },
      })
    : null;
  if (!event?.dateTime) throw notFound(EVENT_NOT_FOUND);
  const url = `${env.appUrl}${eventPagePath(event)}`;
  return {
    filename: `${
      event.title
        .replace(/[^\w-]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 60) || 'event'
    }.ics`,
    body: calendarFile(
      {
        uid: `event-${event.id}@${uidHost()}`,
        title: event.title,
        start: event.dateTime,
        location: event.location.trim() || null,
        description: `${event.title}\n${url}`,
        url,
        // The event's last change: the same file for everyone until the event changes (and a cache may keep it).
        stamp: event.updatedAt,
      },
      `-//${env.siteName}//Events//EN`,
    ),
  };
}
