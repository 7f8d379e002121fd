import 'server-only';
import { notFound } from '@/lib/app-error';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { EVENT_NOT_FOUND } from '@/lib/rules/messages';
import { centsToDollars } from '@/lib/rules/money';
import { sortLeaderboard } from '@/lib/rules/ordering';
import { isPlausibleId } from '@/lib/rules/ids';
import { raisedCentsBy } from '@/lib/services/totals/raised-totals';

/** The columns of a team campaign that anyone may see (the pages' view and the public JSON read these). */
export const teamCampaignSelect = {
  id: true,
  eventId: true,
  creatorId: true,
  title: true,
  description: true,
  picture: true,
  targetFundCents: true,
  expiration: true,
} satisfies Prisma.TeamCampaignSelect;

/** Team campaigns of an event with what each raised (cents), biggest first (lib/rules/ordering). */
export async function findTeamCampaigns(eventId: string) {
  const teams = await db.teamCampaign.findMany({
    where: { eventId },
    orderBy: { createdAt: 'asc' },
    select: teamCampaignSelect,
  });
  if (teams.length === 0) return [];
  // One grouped sum for the whole board. Donations to an individual campaign carry its team's id.
  const raised = await raisedCentsBy(
    'teamCampaignId',
    teams.map((team) => team.id),
  );
  const ranked = sortLeaderboard(teams.map((team) => ({ ...team, amountRaisedCents: raised.get(team.id) ?? 0 })));
  return ranked.map((team) => ({
    _id: team.id,
    eventId: team.eventId,
    creatorId: team.creatorId,
    title: team.title,
    description: team.description,
    picture: team.picture,
    targetFundCents: team.targetFundCents,
    /** Counted gifts to the team and its individual campaigns (lib/services/totals). */
    amountRaisedCents: team.amountRaisedCents,
    /** ISO 8601; fundraiser campaigns end, event teams usually do not (null). */
    expiration: team.expiration ? team.expiration.toISOString() : null,
  }));
}

/** A team campaign as the public pages show it (plain JSON, money in cents). */
export type TeamCampaignView = Awaited<ReturnType<typeof findTeamCampaigns>>[number];

/** The public JSON of a team campaign: the view, money in dollars. */
export function toPublicTeamCampaign({ targetFundCents, amountRaisedCents, ...team }: TeamCampaignView) {
  return { ...team, targetFund: centsToDollars(targetFundCents), amountRaised: centsToDollars(amountRaisedCents) };
}

export type PublicTeamCampaign = ReturnType<typeof toPublicTeamCampaign>;

/** GET /api/event/get_teamcampaigns/{eventId}: the event's leaderboard. */
export async function getTeamCampaigns({ eventId }: { eventId: string }): Promise<PublicTeamCampaign[]> {
  const event = isPlausibleId(eventId)
    ? await db.event.findUnique({ where: { id: eventId }, select: { id: true } })
    : null;
  if (!event) throw notFound(EVENT_NOT_FOUND);
  return (await findTeamCampaigns(event.id)).map(toPublicTeamCampaign);
}
