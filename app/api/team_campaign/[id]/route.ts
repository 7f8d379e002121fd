// GET /api/team_campaign/{id} — the public JSON of a team campaign with its amount raised (anyone)
import { getTeamCampaignCall } from '@/lib/contracts/campaigns';
import { answer, route } from '@/lib/http';
import { getTeamCampaign } from '@/lib/services/campaigns/get-campaign';

type Context = { params: Promise<{ id: string }> };

export const GET = route(async (_request, { params }: Context) => {
  const { id } = await params;
  return answer(getTeamCampaignCall, { teamCampaign: await getTeamCampaign({ id }) });
});
