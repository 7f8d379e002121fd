// POST /api/create_teamcampaign/{parentId} — create a team campaign under an event or fundraiser (logged in)
import { requireUser } from '@/lib/auth';
import { createTeamCampaignCall } from '@/lib/contracts/campaigns';
import { answer, readBody, route } from '@/lib/http';
import { createTeamCampaign } from '@/lib/services/campaigns/create-team-campaign';

type Context = { params: Promise<{ parentId: string }> };

// 401, then 404 for an unknown event, 403 when it takes no new teams, then the fields (the event's kind picks the schema).
export const POST = route(async (request, { params }: Context) => {
  const user = await requireUser(request);
  const body = await readBody(request, createTeamCampaignCall);
  return answer(createTeamCampaignCall, await createTeamCampaign({ user, parentId: (await params).parentId, body }));
});
