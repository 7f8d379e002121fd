// GET /api/team_campaign/get_indiecampaigns/{id} — the team's individual campaigns, biggest first (anyone)
import { json, route } from '@/lib/http';
import { getIndieCampaigns } from '@/lib/services/campaigns/get-campaign';

type Context = { params: Promise<{ id: string }> };

export const GET = route(async (_request, { params }: Context) => {
  const { id } = await params;
  return json({ indieCampaigns: await getIndieCampaigns({ teamCampaignId: id }) });
});
