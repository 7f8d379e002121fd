// GET /api/team_campaign/get_parents/{id} — {success, eventId} (anyone)
import { teamCampaignParentsCall } from '@/lib/contracts/campaigns';
import { answer, route } from '@/lib/http';
import { getTeamCampaignParents } from '@/lib/services/campaigns/get-campaign-parents';

type Context = { params: Promise<{ id: string }> };

export const GET = route(async (_request, { params }: Context) => {
  const { id } = await params;
  return answer(teamCampaignParentsCall, await getTeamCampaignParents({ id }));
});
