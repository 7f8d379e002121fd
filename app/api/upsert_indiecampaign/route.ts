// POST /api/upsert_indiecampaign — update an individual campaign {id, indieCampaign}; fields left out keep their values (its creator)
import { requireUser } from '@/lib/auth';
import { updateIndieCampaignCall } from '@/lib/contracts/campaigns';
import { answer, readBody, route } from '@/lib/http';
import { updateIndieCampaign } from '@/lib/services/campaigns/update-campaign';
import { upsertIndieCampaignSchema } from '@/lib/validation/campaign';

export const POST = route(async (request) => {
  const user = await requireUser(request);
  const { id, indieCampaign } = await readBody(request, updateIndieCampaignCall, upsertIndieCampaignSchema);
  return answer(updateIndieCampaignCall, await updateIndieCampaign({ user, id, changes: indieCampaign }));
});
