// POST /api/delete_indiecampaign — delete an individual campaign {id}; its donations stay with its team (its creator)
import { requireUser } from '@/lib/auth';
import { deleteIndieCampaignCall } from '@/lib/contracts/campaigns';
import { answer, readBody, route } from '@/lib/http';
import { deleteIndieCampaign } from '@/lib/services/campaigns/delete-campaign';
import { deleteCampaignSchema } from '@/lib/validation/campaign';

export const POST = route(async (request) => {
  const user = await requireUser(request);
  const { id } = await readBody(request, deleteIndieCampaignCall, deleteCampaignSchema);
  return answer(deleteIndieCampaignCall, await deleteIndieCampaign({ user, id }));
});
