import 'server-only';
import { db } from '@/lib/db';
import type { EventType } from '@/lib/generated/prisma/client';
import { sumRaisedCents } from '@/lib/services/totals/raised-totals';
import { isPlausibleId } from '@/lib/rules/ids';

/** What an embeddable card shows: the public face of a campaign or fundraiser. */
export type EmbedCard = {
  id: string;
  /** What the id named: the card links to that kind's page. */
  kind: 'teamCampaign' | 'indieCampaign' | 'event';
  title: string;
  description: string;
  picture: string | null;
  targetFundCents: number;
  amountRaisedCents: number;
  /** The event the card belongs to, as the activity rule needs it (lib/rules/activity). */
  event: {
    id: string;
    eventType: EventType;
    /** ISO 8601, or null. */
    dateTime: string | null;
    activeUntilDate: { donation: string | null; registration: string | null };
  };
};

const cardFields = {
  id: true,
  title: true,
  description: true,
  picture: true,
  targetFundCents: true,
  event: {
    select: { id: true, eventType: true, dateTime: true, activeUntilDonation: true, activeUntilRegistration: true },
  },
} as const;

type EventWindow = {
  id: string;
  eventType: EventType;
  dateTime: Date | null;
  activeUntilDonation: Date | null;
  activeUntilRegistration: Date | null;
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function cardEvent(event: EventWindow): EmbedCard['event'] {
  return {
    id: event.id,
    eventType: event.eventType,
    dateTime: iso(event.dateTime),
    activeUntilDate: { donation: iso(event.activeUntilDonation), registration: iso(event.activeUntilRegistration) },
  };
}

/**
 * The card for /embed/{team,indie}_campaign/{id} and /embed/fundraiser/campaign/{id}:
 * a team campaign with the id, else an individual campaign, else null.
 * Donations to an individual campaign also carry its team's id, so the team's sum includes them.
 */
export async function getEmbedCampaign(id: string): Promise<EmbedCard | null> {
  if (!isPlausibleId(id)) return null;
  const team = await db.teamCampaign.findUnique({ where: { id }, select: cardFields });
  if (team) {
    const { event, ...card } = team;
    const amountRaisedCents = await sumRaisedCents({ teamCampaignId: team.id });
    return { ...card, kind: 'teamCampaign', amountRaisedCents, event: cardEvent(event) };
  }

  const indie = await db.indieCampaign.findUnique({ where: { id }, select: cardFields });
  if (indie) {
    const { event, ...card } = indie;
    const amountRaisedCents = await sumRaisedCents({ indieCampaignId: indie.id });
    return { ...card, kind: 'indieCampaign', amountRaisedCents, event: cardEvent(event) };
  }

  return null;
}

/**
 * The card for /embed/fundraiser?fundraiser-id={id}: a fundraiser, or an event (the embed code
 * of /event/{id} points here too), else null. Hidden only means unlisted, so a hidden fundraiser
 * can still be embedded by its id.
 */
export async function getEmbedFundraiser(id: string): Promise<EmbedCard | null> {
  if (!isPlausibleId(id)) return null;
  const fundraiser = await db.event.findUnique({
    where: { id },
    select: {
      id: true,
      eventType: true,
      title: true,
      description: true,
      targetFundCents: true,
      pictures: true,
      headerPicture: true,
      dateTime: true,
      activeUntilDonation: true,
      activeUntilRegistration: true,
    },
  });
  if (!fundraiser) return null;
  return {
    id: fundraiser.id,
    kind: 'event',
    title: fundraiser.title,
    description: fundraiser.description,
    picture: fundraiser.pictures[0] || fundraiser.headerPicture || null,
    targetFundCents: fundraiser.targetFundCents,
    amountRaisedCents: await sumRaisedCents({ eventId: fundraiser.id }),
    event: cardEvent(fundraiser),
  };
}

/** The event a card of `getEmbedCampaign(id)` belongs to (its cache tag), or null. */
export async function findEmbedCampaignEventId(id: string): Promise<string | null> {
  if (!isPlausibleId(id)) return null;
  const team = await db.teamCampaign.findUnique({ where: { id }, select: { eventId: true } });
  if (team) return team.eventId;
  const indie = await db.indieCampaign.findUnique({ where: { id }, select: { eventId: true } });
  return indie?.eventId ?? null;
}
