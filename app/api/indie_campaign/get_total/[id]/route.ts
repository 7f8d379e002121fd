// GET /api/indie_campaign/get_total/{id} — {totalRaised, indieCampaignId} (anyone)
import { indieCampaignTotalCall } from '@/lib/contracts/campaigns';
import { answer, route } from '@/lib/http';
import { getIndieCampaignTotals } from '@/lib/services/campaigns/get-campaign-totals';

type Context = { params: Promise<{ id: string }> };

export const GET = route(async (_request, { params }: Context) => {
  const { id } = await params;
  return answer(indieCampaignTotalCall, await getIndieCampaignTotals({ id }));
});
