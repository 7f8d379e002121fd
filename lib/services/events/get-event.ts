import 'server-only';
import { notFound } from '@/lib/app-error';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { isPlausibleId } from '@/lib/rules/ids';
import { sumRaisedCents } from '@/lib/services/totals/raised-totals';
import { toEventView, toPublicEvent, type EventWithRelations, type PublicEvent } from './serialize-event';
import { EVENT_NOT_FOUND } from '@/lib/rules/messages';

export const eventRelations = {
  categories: { orderBy: [{ position: 'asc' }, { id: 'asc' }] },
  sponsors: true,
} satisfies Prisma.EventInclude;

export async function findEventWithRelations(id: string): Promise<EventWithRelations | null> {
  if (!isPlausibleId(id)) return null;
  return db.event.findUnique({ where: { id }, include: eventRelations });
}

/**
 * GET /api/event/{id}: the public JSON of an event or fundraiser with its amount raised.
 * Hidden only means unlisted: a hidden event is still readable by its id.
 */
export async function getEvent({ id }: { id: string }): Promise<PublicEvent> {
  const event = await findEventWithRelations(id);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  return toPublicEvent(toEventView(event, await sumRaisedCents({ eventId: event.id })));
}
