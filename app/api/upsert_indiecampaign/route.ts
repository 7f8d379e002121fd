// POST /api/upsert_indiecampaign — update an individual campaign {id, indieCampaign}; fields left out keep their values (its creator)
import { requireUser } from '@/lib/auth';
import { json, readJson, route } from '@/lib/http';
import { updateIndieCampaign } from '@/lib/services/campaigns/update-campaign';
import { upsertIndieCampaignSchema } from '@/lib/validation/campaign';

export const POST = route(async (request) => {
  const user = await requireUser(request);
  const { id, indieCampaign } = await readJson(request, upsertIndieCampaignSchema);
  return json(await updateIndieCampaign({ user, id, changes: indieCampaign }));
});
