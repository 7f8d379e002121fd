// GET /api/indie_campaign/get_parentObjects/{id} — {event, teamCampaign}, their public JSON (anyone)
import { json, route } from '@/lib/http';
import { getIndieCampaignParentObjects } from '@/lib/services/campaigns/get-campaign-parents';

type Context = { params: Promise<{ id: string }> };

export const GET = route(async (_request, { params }: Context) => {
  const { id } = await params;
  return json(await getIndieCampaignParentObjects({ id }));
});
