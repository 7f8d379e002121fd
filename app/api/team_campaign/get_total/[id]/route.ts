// GET /api/team_campaign/get_total/{id} — {totalRaised, teamCampaignId}: dollars raised by the team and its individual campaigns (anyone)
import { teamCampaignTotalCall } from '@/lib/contracts/campaigns';
import { answer, route } from '@/lib/http';
import { getTeamCampaignTotals } from '@/lib/services/campaigns/get-campaign-totals';

type Context = { params: Promise<{ id: string }> };

export const GET = route(async (_request, { params }: Context) => {
  const { id } = await params;
  return answer(teamCampaignTotalCall, await getTeamCampaignTotals({ id }));
});
