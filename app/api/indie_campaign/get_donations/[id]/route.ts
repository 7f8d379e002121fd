// GET /api/indie_campaign/get_donations/{id}?count — the campaign's latest succeeded donations, public fields only (anyone)
import { indieCampaignDonationsCall } from '@/lib/contracts/campaigns';
import { answer, readQuery, route } from '@/lib/http';
import { getIndieCampaignDonations } from '@/lib/services/campaigns/get-campaign-donations';
import { donationListQuerySchema } from '@/lib/validation/event-list-query';

type Context = { params: Promise<{ id: string }> };

export const GET = route(async (request, { params }: Context) => {
  const { id } = await params;
  const query = readQuery(request, indieCampaignDonationsCall, donationListQuerySchema);
  return answer(indieCampaignDonationsCall, {
    donations: await getIndieCampaignDonations({ id, count: query.count ?? undefined }),
  });
});
