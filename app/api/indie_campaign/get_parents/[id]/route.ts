// GET /api/indie_campaign/get_parents/{id} — {success, eventId, teamCampaignId} (anyone)
import { indieCampaignParentsCall } from '@/lib/contracts/campaigns';
import { answer, route } from '@/lib/http';
import { getIndieCampaignParents } from '@/lib/services/campaigns/get-campaign-parents';

type Context = { params: Promise<{ id: string }> };

export const GET = route(async (_request, { params }: Context) => {
  const { id } = await params;
  return answer(indieCampaignParentsCall, await getIndieCampaignParents({ id }));
});
