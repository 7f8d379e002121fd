import 'server-only';
import { notFound } from '@/lib/app-error';
import { db } from '@/lib/db';
import { centsToDollars } from '@/lib/rules/money';
import { isPlausibleId } from '@/lib/rules/ids';
import { EVENT_NOT_FOUND } from '@/lib/rules/messages';

type RaisedScope = { eventId: string } | { teamCampaignId: string } | { indieCampaignId: string };

/**
 * Cents raised by a target and everything under it (CONTRACT §1): every donation carries its
 * event id, and a donation to an individual campaign carries its team's id too, so one sum
 * by the target's own id covers its whole subtree. Only succeeded payments count.
 */
export async function sumRaisedCents(scope: RaisedScope): Promise<number> {
  const total = await db.donation.aggregate({
    where: { ...scope, status: 'succeeded' },
    _sum: { baseAmountCents: true },
  });
  return total._sum.baseAmountCents ?? 0;
}

/** sumRaisedCents for several events in one grouped query (a list of cards): event id → cents. */
export async function sumRaisedCentsByEvent(eventIds: string[]): Promise<Map<string, number>> {
  const totals = await db.donation.groupBy({
    by: ['eventId'],
    where: { eventId: { in: eventIds }, status: 'succeeded' },
    _sum: { baseAmountCents: true },
  });
  return new Map(totals.map((row) => [row.eventId, row._sum.baseAmountCents ?? 0]));
}

export type EventTotals = { eventId: string; totalRaised: number };

/** GET /api/event/get_total/{id}: dollars raised by an event or fundraiser. */
export async function getEventTotals({ eventId }: { eventId: string }): Promise<EventTotals> {
  const event = isPlausibleId(eventId)
    ? await db.event.findUnique({ where: { id: eventId }, select: { id: true } })
    : null;
  if (!event) throw notFound(EVENT_NOT_FOUND);
  return { eventId: event.id, totalRaised: centsToDollars(await sumRaisedCents({ eventId: event.id })) };
}
