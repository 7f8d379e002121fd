// POST /api/upsert_teamcampaign — update a team campaign {id, teamCampaign}; fields left out keep their values (its creator)
import { requireUser } from '@/lib/auth';
import { updateTeamCampaignCall } from '@/lib/contracts/campaigns';
import { answer, readBody, route } from '@/lib/http';
import { updateTeamCampaign } from '@/lib/services/campaigns/update-campaign';
import { upsertTeamCampaignSchema } from '@/lib/validation/campaign';

export const POST = route(async (request) => {
  const user = await requireUser(request);
  const { id, teamCampaign } = await readBody(request, updateTeamCampaignCall, upsertTeamCampaignSchema);
  return answer(updateTeamCampaignCall, await updateTeamCampaign({ user, id, changes: teamCampaign }));
});
