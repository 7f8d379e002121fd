import 'server-only';
import { notFound } from '@/lib/app-error';
import { db } from '@/lib/db';
import { centsToDollars } from '@/lib/rules/money';
import { isPlausibleId } from '@/lib/rules/ids';
import { EVENT_NOT_FOUND } from '@/lib/rules/messages';
import { sumRaisedCents } from '@/lib/services/totals/raised-totals';

export type EventTotals = { eventId: string; totalRaised: number };

/** GET /api/event/get_total/{id}: dollars raised by an event or fundraiser and everything under it. */
export async function getEventTotals({ eventId }: { eventId: string }): Promise<EventTotals> {
  const event = isPlausibleId(eventId)
    ? await db.event.findUnique({ where: { id: eventId }, select: { id: true } })
    : null;
  if (!event) throw notFound(EVENT_NOT_FOUND);
  return { eventId: event.id, totalRaised: centsToDollars(await sumRaisedCents({ eventId: event.id })) };
}
