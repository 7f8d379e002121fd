// GET /api/team_campaign/get_indiecampaigns/{id} — a team campaign's individual campaigns with amountRaised, biggest first (anyone)
import { json, route } from '@/lib/http';
import { getIndieCampaigns } from '@/lib/services/campaigns/get-indie-campaigns';

type Context = { params: Promise<{ id: string }> };

export const GET = route(async (_request, { params }: Context) => {
  const { id } = await params;
  return json({ indieCampaigns: await getIndieCampaigns({ teamCampaignId: id }) });
});
