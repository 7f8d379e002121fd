import 'server-only';
import { sortLeaderboard } from '@/lib/rules/ordering';
import { db } from '@/lib/db';
import { raisedCentsBy, sumRaisedCents } from '@/lib/services/totals/raised-totals';
import { requireIndieCampaign, requireTeamCampaign } from './find-campaign';
import {
  indieCampaignSelect,
  toIndieCampaignView,
  toPublicIndieCampaign,
  toPublicTeamCampaign,
  toTeamCampaignView,
  type IndieCampaignView,
  type PublicIndieCampaign,
  type PublicTeamCampaign,
} from './serialize-campaign';

/** GET /api/team_campaign/{id}: the public JSON of a team campaign with its amount raised. */
export async function getTeamCampaign({ id }: { id: string }): Promise<PublicTeamCampaign> {
  const team = await requireTeamCampaign(id);
  return toPublicTeamCampaign(toTeamCampaignView(team, await sumRaisedCents({ teamCampaignId: team.id })));
}

/** GET /api/indie_campaign/{id}: the public JSON of an individual campaign with its amount raised. */
export async function getIndieCampaign({ id }: { id: string }): Promise<PublicIndieCampaign> {
  const indie = await requireIndieCampaign(id);
  return toPublicIndieCampaign(toIndieCampaignView(indie, await sumRaisedCents({ indieCampaignId: indie.id })));
}

/**
 * The individual campaigns of a team, ranked by amount raised, then by name (lib/rules/ordering),
 * with one grouped sum for the whole board.
 */
export async function findIndieCampaignViews(teamCampaignId: string): Promise<IndieCampaignView[]> {
  const rows = await db.indieCampaign.findMany({
    where: { teamCampaignId },
    orderBy: { createdAt: 'asc' },
    select: indieCampaignSelect,
  });
  const raised = await raisedCentsBy(
    'indieCampaignId',
    rows.map((row) => row.id),
  );
  const ranked = sortLeaderboard(rows.map((row) => ({ ...row, amountRaisedCents: raised.get(row.id) ?? 0 })));
  return ranked.map((row) => toIndieCampaignView(row, row.amountRaisedCents));
}

/** GET /api/team_campaign/get_indiecampaigns/{id}: the team's individual campaign leaderboard. */
export async function getIndieCampaigns({
  teamCampaignId,
}: {
  teamCampaignId: string;
}): Promise<PublicIndieCampaign[]> {
  const team = await requireTeamCampaign(teamCampaignId);
  return (await findIndieCampaignViews(team.id)).map(toPublicIndieCampaign);
}
