// GET /api/team_campaign/get_indiecampaigns/{id} — a team campaign's individual campaigns with amountRaised, biggest first (anyone)
import { teamIndieCampaignsCall } from '@/lib/contracts/campaigns';
import { answer, route } from '@/lib/http';
import { getIndieCampaigns } from '@/lib/services/campaigns/get-indie-campaigns';

type Context = { params: Promise<{ id: string }> };

export const GET = route(async (_request, { params }: Context) => {
  const { id } = await params;
  return answer(teamIndieCampaignsCall, { indieCampaigns: await getIndieCampaigns({ teamCampaignId: id }) });
});
