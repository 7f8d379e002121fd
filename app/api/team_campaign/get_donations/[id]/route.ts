// GET /api/team_campaign/get_donations/{id}?count — the team's and its individual campaigns' latest succeeded donations, public fields only (anyone)
import { teamCampaignDonationsCall } from '@/lib/contracts/campaigns';
import { answer, readQuery, route } from '@/lib/http';
import { getTeamCampaignDonations } from '@/lib/services/campaigns/get-campaign-donations';
import { donationListQuerySchema } from '@/lib/validation/event-list-query';

type Context = { params: Promise<{ id: string }> };

export const GET = route(async (request, { params }: Context) => {
  const { id } = await params;
  const query = readQuery(request, teamCampaignDonationsCall, donationListQuerySchema);
  return answer(teamCampaignDonationsCall, {
    donations: await getTeamCampaignDonations({ id, count: query.count ?? undefined }),
  });
});
