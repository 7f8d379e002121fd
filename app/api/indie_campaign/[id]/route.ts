// GET /api/indie_campaign/{id} — the public JSON of an individual campaign with its amount raised (anyone)
import { getIndieCampaignCall } from '@/lib/contracts/campaigns';
import { answer, route } from '@/lib/http';
import { getIndieCampaign } from '@/lib/services/campaigns/get-campaign';

type Context = { params: Promise<{ id: string }> };

export const GET = route(async (_request, { params }: Context) => {
  const { id } = await params;
  return answer(getIndieCampaignCall, { indieCampaign: await getIndieCampaign({ id }) });
});
