// POST /api/delete_teamcampaign — delete a team campaign {id}; its donations stay with the event (its creator)
import { requireUser } from '@/lib/auth';
import { deleteTeamCampaignCall } from '@/lib/contracts/campaigns';
import { answer, readBody, route } from '@/lib/http';
import { deleteTeamCampaign } from '@/lib/services/campaigns/delete-campaign';
import { deleteCampaignSchema } from '@/lib/validation/campaign';

export const POST = route(async (request) => {
  const user = await requireUser(request);
  const { id } = await readBody(request, deleteTeamCampaignCall, deleteCampaignSchema);
  return answer(deleteTeamCampaignCall, await deleteTeamCampaign({ user, id }));
});
