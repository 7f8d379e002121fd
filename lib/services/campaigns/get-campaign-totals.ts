import 'server-only';
import { db } from '@/lib/db';
import { centsToDollars } from '@/lib/rules/money';
import { sumRaisedCents } from '@/lib/services/events/get-event-totals';
import { requireIndieCampaign, requireTeamCampaign } from './find-campaign';

/** Cents raised by each of `teamCampaignIds` (with their individual campaigns), in one grouped query. */
export async function sumRaisedCentsByTeam(teamCampaignIds: string[]): Promise<Map<string, number>> {
  if (teamCampaignIds.length === 0) return new Map();
  const rows = await db.donation.groupBy({
    by: ['teamCampaignId'],
    where: { teamCampaignId: { in: teamCampaignIds }, status: 'succeeded' },
    _sum: { baseAmountCents: true },
  });
  return new Map(rows.map((row) => [row.teamCampaignId!, row._sum.baseAmountCents ?? 0]));
}

/** Cents raised by each of `indieCampaignIds`, in one grouped query. */
export async function sumRaisedCentsByIndie(indieCampaignIds: string[]): Promise<Map<string, number>> {
  if (indieCampaignIds.length === 0) return new Map();
  const rows = await db.donation.groupBy({
    by: ['indieCampaignId'],
    where: { indieCampaignId: { in: indieCampaignIds }, status: 'succeeded' },
    _sum: { baseAmountCents: true },
  });
  return new Map(rows.map((row) => [row.indieCampaignId!, row._sum.baseAmountCents ?? 0]));
}

/** GET /api/team_campaign/get_total/{id}: dollars raised by a team and its individual campaigns. */
export async function getTeamCampaignTotals({ id }: { id: string }) {
  const team = await requireTeamCampaign(id);
  return { totalRaised: centsToDollars(await sumRaisedCents({ teamCampaignId: team.id })), teamCampaignId: team.id };
}

/** GET /api/indie_campaign/get_total/{id}: dollars raised by an individual campaign. */
export async function getIndieCampaignTotals({ id }: { id: string }) {
  const indie = await requireIndieCampaign(id);
  return {
    totalRaised: centsToDollars(await sumRaisedCents({ indieCampaignId: indie.id })),
    indieCampaignId: indie.id,
  };
}
