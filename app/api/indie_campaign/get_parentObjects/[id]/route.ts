// GET /api/indie_campaign/get_parentObjects/{id} — {event, teamCampaign}, their public JSON (anyone)
import { indieCampaignParentObjectsCall } from '@/lib/contracts/campaigns';
import { answer, route } from '@/lib/http';
import { getIndieCampaignParentObjects } from '@/lib/services/campaigns/get-campaign-parents';

type Context = { params: Promise<{ id: string }> };

export const GET = route(async (_request, { params }: Context) => {
  const { id } = await params;
  return answer(indieCampaignParentObjectsCall, await getIndieCampaignParentObjects({ id }));
});
