// POST /api/upsert_teamcampaign — update a team campaign {id, teamCampaign}; fields left out keep their values (its creator)
import { requireUser } from '@/lib/auth';
import { json, readJson, route } from '@/lib/http';
import { updateTeamCampaign } from '@/lib/services/campaigns/update-campaign';
import { upsertTeamCampaignSchema } from '@/lib/validation/campaign';

export const POST = route(async (request) => {
  const user = await requireUser(request);
  const { id, teamCampaign } = await readJson(request, upsertTeamCampaignSchema);
  return json(await updateTeamCampaign({ user, id, changes: teamCampaign }));
});
