// POST /api/create_indiecampaign/{parentId} — create an individual campaign under a team campaign (or an event) (logged in)
import { requireUser } from '@/lib/auth';
import { createIndieCampaignCall } from '@/lib/contracts/campaigns';
import { answer, readBody, route } from '@/lib/http';
import { createIndieCampaign } from '@/lib/services/campaigns/create-indie-campaign';

type Context = { params: Promise<{ parentId: string }> };

export const POST = route(async (request, { params }: Context) => {
  const user = await requireUser(request);
  const body = await readBody(request, createIndieCampaignCall);
  return answer(createIndieCampaignCall, await createIndieCampaign({ user, parentId: (await params).parentId, body }));
});
