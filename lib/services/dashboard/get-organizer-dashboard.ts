import 'server-only';
import type { CurrentUser } from '@/lib/auth';
import { db } from '@/lib/db';
import type { EventType } from '@/lib/generated/prisma/client';
import { placesLeft } from '@/lib/rules/capacity';
import { countCategoryPlaces } from '@/lib/services/signups/category-places';
import { moneyBackBy, raisedBy, raisedByDay, type GroupFigures } from '@/lib/services/totals/raised-totals';

// /dashboard: an organizer's events and fundraisers with the campaigns under them, how much each
// raised against its goal, how many donations and participants, and donations day by day. A
// fixed handful of queries whatever the number of events (grouped sums, never one per card).
// Gifts count as on the public pages (lib/services/totals); participants of succeeded sign-ups.

export type CampaignFigures = {
  id: string;
  title: string;
  targetFundCents: number;
  raisedCents: number;
  donationCount: number;
};

/**
 * A category of an event: participants registered (cancelled registrations left out), its
 * capacity, and the places left (payments under way hold theirs); null without a capacity.
 * (Room for more per-category figures, such as how many checked in.)
 */
export type CategoryFigures = {
  id: string;
  name: string;
  capacity: number | null;
  registered: number;
  placesLeft: number | null;
};

export type DashboardEvent = {
  id: string;
  title: string;
  eventType: EventType;
  isHidden: boolean;
  dateTime: Date | null;
  timeZone: string;
  targetFundCents: number;
  raisedCents: number;
  /** The gifts' part of what was refunded: it no longer counts in raisedCents. */
  refundedCents: number;
  /** What gifts under an open or lost card dispute would count: out of raisedCents meanwhile. */
  disputedCents: number;
  donationCount: number;
  participantCount: number;
  /** Cents given per day (the event's own calendar days), oldest first; days without gifts left out. */
  daily: Array<{ day: string; cents: number }>;
  /** Team campaigns with the individual campaigns under each. */
  teams: Array<CampaignFigures & { indies: CampaignFigures[] }>;
  /** Individual campaigns directly under the event. */
  indies: CampaignFigures[];
  /** The event's categories, in their order (none for a fundraiser). */
  categories: CategoryFigures[];
};

export type OrganizerDashboard = {
  events: DashboardEvent[];
  totals: {
    raisedCents: number;
    refundedCents: number;
    disputedCents: number;
    donationCount: number;
    participantCount: number;
  };
};

const NONE: GroupFigures = { cents: 0, count: 0 };

/** The dashboard of `user`: their events and fundraisers, newest first. */
export async function getOrganizerDashboard({ user }: { user: CurrentUser }): Promise<OrganizerDashboard> {
  const events = await db.event.findMany({
    where: { creatorId: user.id },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: {
      id: true,
      title: true,
      eventType: true,
      isHidden: true,
      dateTime: true,
      timeZone: true,
      targetFundCents: true,
      teamCampaigns: {
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        select: { id: true, title: true, targetFundCents: true },
      },
      indieCampaigns: {
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        select: { id: true, title: true, targetFundCents: true, teamCampaignId: true },
      },
      categories: {
        orderBy: [{ position: 'asc' }, { id: 'asc' }],
        select: { id: true, name: true, capacity: true },
      },
    },
  });
  if (events.length === 0)
    return {
      events: [],
      totals: { raisedCents: 0, refundedCents: 0, disputedCents: 0, donationCount: 0, participantCount: 0 },
    };

  const eventIds = events.map((event) => event.id);
  const teamIds = events.flatMap((event) => event.teamCampaigns.map((team) => team.id));
  const indieIds = events.flatMap((event) => event.indieCampaigns.map((indie) => indie.id));
  const categoryIds = events.flatMap((event) => event.categories.map((category) => category.id));
  const [byEvent, byTeam, byIndie, participants, daily, moneyBack, places] = await Promise.all([
    raisedBy('eventId', eventIds),
    raisedBy('teamCampaignId', teamIds),
    raisedBy('indieCampaignId', indieIds),
    db.participant.groupBy({
      by: ['eventId'],
      where: { eventId: { in: eventIds }, signup: { status: 'succeeded' } },
      _count: { _all: true },
    }),
    raisedByDay(eventIds),
    moneyBackBy(eventIds),
    countCategoryPlaces(db, { eventId: eventIds, categoryIds, now: new Date() }),
  ]);

  const raised = { event: byEvent, team: byTeam, indie: byIndie };
  const participantCount = new Map(participants.map((row) => [row.eventId, row._count._all]));
  const days = new Map<string, Array<{ day: string; cents: number }>>();
  for (const row of daily) {
    const list = days.get(row.eventId) ?? [];
    list.push({ day: row.day, cents: row.cents });
    days.set(row.eventId, list);
  }

  const figures = (
    campaign: { id: string; title: string; targetFundCents: number },
    from: Map<string, GroupFigures>,
  ): CampaignFigures => {
    const { cents, count } = from.get(campaign.id) ?? NONE;
    return {
      id: campaign.id,
      title: campaign.title,
      targetFundCents: campaign.targetFundCents,
      raisedCents: cents,
      donationCount: count,
    };
  };

  const result: DashboardEvent[] = events.map((event) => {
    const { cents, count } = raised.event.get(event.id) ?? NONE;
    return {
      id: event.id,
      title: event.title,
      eventType: event.eventType,
      isHidden: event.isHidden,
      dateTime: event.dateTime,
      timeZone: event.timeZone,
      targetFundCents: event.targetFundCents,
      raisedCents: cents,
      refundedCents: moneyBack.get(event.id)?.refundedCents ?? 0,
      disputedCents: moneyBack.get(event.id)?.disputedCents ?? 0,
      donationCount: count,
      participantCount: participantCount.get(event.id) ?? 0,
      daily: days.get(event.id) ?? [],
      teams: event.teamCampaigns.map((team) => ({
        ...figures(team, raised.team),
        indies: event.indieCampaigns
          .filter((indie) => indie.teamCampaignId === team.id)
          .map((indie) => figures(indie, raised.indie)),
      })),
      indies: event.indieCampaigns
        .filter((indie) => indie.teamCampaignId === null)
        .map((indie) => figures(indie, raised.indie)),
      categories: event.categories.map((category) => {
        const counted = places.get(category.id) ?? { registered: 0, held: 0 };
        return {
          id: category.id,
          name: category.name,
          capacity: category.capacity,
          registered: counted.registered,
          placesLeft: placesLeft(category.capacity, counted.registered + counted.held),
        };
      }),
    };
  });

  return {
    events: result,
    totals: {
      raisedCents: result.reduce((sum, event) => sum + event.raisedCents, 0),
      refundedCents: result.reduce((sum, event) => sum + event.refundedCents, 0),
      disputedCents: result.reduce((sum, event) => sum + event.disputedCents, 0),
      donationCount: result.reduce((sum, event) => sum + event.donationCount, 0),
      participantCount: result.reduce((sum, event) => sum + event.participantCount, 0),
    },
  };
}
