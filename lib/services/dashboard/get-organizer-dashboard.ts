import 'server-only';
import type { CurrentUser } from '@/lib/auth';
import { db } from '@/lib/db';
import { Prisma, type EventType } from '@/lib/generated/prisma/client';

// /dashboard: an organizer's events and fundraisers with the campaigns under them, how much each
// raised against its goal, how many donations and participants, and donations day by day. A
// fixed handful of queries whatever the number of events (grouped sums, never one per card).
// Only succeeded donations and sign-ups count, as on the public pages (CONTRACT §1 amountRaised).

export type CampaignFigures = {
  id: string;
  title: string;
  targetFundCents: number;
  raisedCents: number;
  donationCount: number;
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
  donationCount: number;
  participantCount: number;
  /** Cents given per day (the event's own calendar days), oldest first; days without gifts left out. */
  daily: Array<{ day: string; cents: number }>;
  /** Team campaigns with the individual campaigns under each. */
  teams: Array<CampaignFigures & { indies: CampaignFigures[] }>;
  /** Individual campaigns directly under the event. */
  indies: CampaignFigures[];
};

export type OrganizerDashboard = {
  events: DashboardEvent[];
  totals: { raisedCents: number; donationCount: number; participantCount: number };
};

type Figures = { cents: number; count: number };
const NONE: Figures = { cents: 0, count: 0 };

function byKey<K extends string>(
  rows: Array<Record<K, string | null> & { _sum: { baseAmountCents: number | null }; _count: { _all: number } }>,
  key: K,
): Map<string, Figures> {
  const map = new Map<string, Figures>();
  for (const row of rows) {
    const id = row[key];
    if (id) map.set(id, { cents: row._sum.baseAmountCents ?? 0, count: row._count._all });
  }
  return map;
}

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
    },
  });
  if (events.length === 0) return { events: [], totals: { raisedCents: 0, donationCount: 0, participantCount: 0 } };

  const eventIds = events.map((event) => event.id);
  const succeeded = { eventId: { in: eventIds }, status: 'succeeded' as const };
  const sums = { _sum: { baseAmountCents: true }, _count: { _all: true } } as const;
  const [byEvent, byTeam, byIndie, participants, daily] = await Promise.all([
    db.donation.groupBy({ by: ['eventId'], where: succeeded, ...sums }),
    db.donation.groupBy({ by: ['teamCampaignId'], where: { ...succeeded, teamCampaignId: { not: null } }, ...sums }),
    db.donation.groupBy({ by: ['indieCampaignId'], where: { ...succeeded, indieCampaignId: { not: null } }, ...sums }),
    db.participant.groupBy({
      by: ['eventId'],
      where: { eventId: { in: eventIds }, signup: { status: 'succeeded' } },
      _count: { _all: true },
    }),
    // Days in each event's own time zone (transactionDate is stored as UTC).
    db.$queryRaw<Array<{ eventId: string; day: string; cents: bigint }>>`
      SELECT d."eventId", to_char(d."transactionDate" AT TIME ZONE 'UTC' AT TIME ZONE e."timeZone", 'YYYY-MM-DD') AS day,
             SUM(d."baseAmountCents")::bigint AS cents
      FROM "Donation" d JOIN "Event" e ON e.id = d."eventId"
      WHERE d."eventId" IN (${Prisma.join(eventIds)}) AND d.status = 'succeeded'
      GROUP BY 1, 2
      ORDER BY 1, 2`,
  ]);

  const raised = {
    event: byKey(byEvent, 'eventId'),
    team: byKey(byTeam, 'teamCampaignId'),
    indie: byKey(byIndie, 'indieCampaignId'),
  };
  const participantCount = new Map(participants.map((row) => [row.eventId, row._count._all]));
  const days = new Map<string, Array<{ day: string; cents: number }>>();
  for (const row of daily) {
    const list = days.get(row.eventId) ?? [];
    list.push({ day: row.day, cents: Number(row.cents) });
    days.set(row.eventId, list);
  }

  const figures = (
    campaign: { id: string; title: string; targetFundCents: number },
    from: Map<string, Figures>,
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
    };
  });

  return {
    events: result,
    totals: {
      raisedCents: result.reduce((sum, event) => sum + event.raisedCents, 0),
      donationCount: result.reduce((sum, event) => sum + event.donationCount, 0),
      participantCount: result.reduce((sum, event) => sum + event.participantCount, 0),
    },
  };
}
