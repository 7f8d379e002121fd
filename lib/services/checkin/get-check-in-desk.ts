import 'server-only';
import { forbidden, notFound } from '@/lib/app-error';
import type { CurrentUser } from '@/lib/auth';
import { db } from '@/lib/db';
import { isPlausibleId } from '@/lib/rules/ids';
import { CHECKIN_CREATOR_ONLY, EVENT_NOT_FOUND } from '@/lib/rules/messages';
import { countCheckIns, mayCheckIn } from './check-in';
import type { CheckInDesk, DoorList } from './checkin-view';

/** The event, for its creator or an admin (404, 403 otherwise). */
async function doorEvent(user: CurrentUser, eventId: string) {
  const event = isPlausibleId(eventId)
    ? await db.event.findUnique({
        where: { id: eventId },
        select: { id: true, title: true, dateTime: true, timeZone: true, location: true, creatorId: true },
      })
    : null;
  if (!event) throw notFound(EVENT_NOT_FOUND);
  if (!mayCheckIn(user, event.creatorId)) throw forbidden(CHECKIN_CREATOR_ONLY);
  return {
    id: event.id,
    title: event.title,
    dateTime: event.dateTime?.toISOString() ?? null,
    timeZone: event.timeZone,
    location: event.location,
  };
}

/** The check-in page: the event and its counts. */
export async function getCheckInDesk({ user, eventId }: { user: CurrentUser; eventId: string }): Promise<CheckInDesk> {
  const event = await doorEvent(user, eventId);
  return { event, counts: await countCheckIns(event.id) };
}

/** The printable door list: every participant of a registration not cancelled, by last name. */
export async function getDoorList({ user, eventId }: { user: CurrentUser; eventId: string }): Promise<DoorList> {
  const event = await doorEvent(user, eventId);
  const rows = await db.participant.findMany({
    where: { eventId: event.id, signup: { status: { not: 'cancelled' } } },
    orderBy: [{ lastName: 'asc' }, { firstName: 'asc' }, { createdAt: 'asc' }],
    select: {
      firstName: true,
      lastName: true,
      shirtSize: true,
      checkedInAt: true,
      ticketToken: true,
      signup: { select: { categoryName: true } },
    },
  });
  return {
    event,
    participants: rows.map((row) => ({
      firstName: row.firstName,
      lastName: row.lastName,
      category: row.signup.categoryName,
      shirtSize: row.shirtSize,
      checkedInAt: row.checkedInAt?.toISOString() ?? null,
      ticket: row.ticketToken,
    })),
  };
}
