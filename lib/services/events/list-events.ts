import 'server-only';
import { db } from '@/lib/db';
import type { EventType } from '@/lib/generated/prisma/client';
import { excerpt } from '@/lib/rules/excerpt';
import { raisedCentsBy } from '@/lib/services/totals/raised-totals';
import { eventRelations } from './get-event';
import { toEventView, toPublicEvent, type PublicEvent } from './serialize-event';

export type EventSummary = {
  id: string;
  title: string;
  /** The start of the description (a card shows two lines of it). */
  description: string;
  targetFundCents: number;
  amountRaisedCents: number;
  /** First gallery picture, else the header picture; null when the event has neither. */
  picture: string | null;
};

export type ListEventsOptions = {
  eventType: EventType;
  includeHidden?: boolean;
  /** Upper bound on the number of events; all of them when omitted. */
  count?: number;
};

/** Events of one kind, newest first, each with the sum of its succeeded donations. */
export async function listEvents({
  eventType,
  includeHidden = false,
  count,
}: ListEventsOptions): Promise<EventSummary[]> {
  const events = await db.event.findMany({
    where: { eventType, ...(includeHidden ? {} : { isHidden: false }) },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: count,
    select: {
      id: true,
      title: true,
      description: true,
      targetFundCents: true,
      pictures: true,
      headerPicture: true,
    },
  });
  if (events.length === 0) return [];

  // One grouped query for every listed event rather than one sum per card.
  const raisedByEvent = await raisedCentsBy(
    'eventId',
    events.map((event) => event.id),
  );

  return events.map((event) => ({
    id: event.id,
    title: event.title,
    description: excerpt(event.description),
    targetFundCents: event.targetFundCents,
    amountRaisedCents: raisedByEvent.get(event.id) ?? 0,
    picture: event.pictures[0] || event.headerPicture || null,
  }));
}

export type ListEventDetailsOptions = {
  /** Both kinds when omitted. */
  eventType?: EventType;
  count?: number;
};

/**
 * GET /api/event/multiple: the public JSON of listed events, newest first. Hidden events are
 * drafts or unlisted pages, reachable by their id only, so a public list never carries them.
 */
export async function listEventDetails({ eventType, count }: ListEventDetailsOptions): Promise<PublicEvent[]> {
  const events = await db.event.findMany({
    where: { isHidden: false, ...(eventType ? { eventType } : {}) },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: count,
    include: eventRelations,
  });
  if (events.length === 0) return [];
  const raisedByEvent = await raisedCentsBy(
    'eventId',
    events.map((event) => event.id),
  );
  return events.map((event) => toPublicEvent(toEventView(event, raisedByEvent.get(event.id) ?? 0)));
}
