import 'server-only';
import { notFound } from '@/lib/app-error';
import { db } from '@/lib/db';
import { notFoundMessage } from '@/lib/rules/messages';
import { centsToDollars } from '@/lib/rules/money';
import { sortLeaderboard } from '@/lib/rules/ordering';
import { isPlausibleId } from '@/lib/services/events/is-plausible-id';

export type PublicIndieCampaign = {
  _id: string;
  eventId: string;
  teamCampaignId: string | null;
  creatorId: string;
  title: string;
  description: string;
  picture: string | null;
  /** Dollars. */
  targetFund: number;
  /** Dollars: succeeded donations to the campaign. */
  amountRaised: number;
};

/** Individual campaigns of a team campaign with what each raised, biggest first (lib/rules/ordering). */
export async function findIndieCampaigns(teamCampaignId: string): Promise<PublicIndieCampaign[]> {
  const campaigns = await db.indieCampaign.findMany({
    where: { teamCampaignId },
    orderBy: { createdAt: 'asc' },
    select: {
      id: true,
      eventId: true,
      teamCampaignId: true,
      creatorId: true,
      title: true,
      description: true,
      picture: true,
      targetFundCents: true,
    },
  });
  if (campaigns.length === 0) return [];
  const sums = await db.donation.groupBy({
    by: ['indieCampaignId'],
    where: { teamCampaignId, status: 'succeeded', indieCampaignId: { not: null } },
    _sum: { baseAmountCents: true },
  });
  const raised = new Map(sums.map((row) => [row.indieCampaignId, row._sum.baseAmountCents ?? 0]));
  return sortLeaderboard(
    campaigns.map((campaign) => ({ ...campaign, amountRaisedCents: raised.get(campaign.id) ?? 0 })),
  ).map((campaign) => ({
    _id: campaign.id,
    eventId: campaign.eventId,
    teamCampaignId: campaign.teamCampaignId,
    creatorId: campaign.creatorId,
    title: campaign.title,
    description: campaign.description,
    picture: campaign.picture,
    targetFund: centsToDollars(campaign.targetFundCents),
    amountRaised: centsToDollars(campaign.amountRaisedCents),
  }));
}

/** GET /api/team_campaign/get_indiecampaigns/{id}: a team's individual campaigns (404 for an unknown team). */
export async function getIndieCampaigns({ teamCampaignId }: { teamCampaignId: string }) {
  const team = isPlausibleId(teamCampaignId)
    ? await db.teamCampaign.findUnique({ where: { id: teamCampaignId }, select: { id: true } })
    : null;
  if (!team) throw notFound(notFoundMessage('Team campaign'));
  return findIndieCampaigns(team.id);
}
