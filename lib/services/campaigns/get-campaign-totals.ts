import 'server-only';
import { centsToDollars } from '@/lib/rules/money';
import { sumRaisedCents } from '@/lib/services/totals/raised-totals';
import { requireIndieCampaign, requireTeamCampaign } from './find-campaign';

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
