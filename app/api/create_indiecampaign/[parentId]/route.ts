// POST /api/create_indiecampaign/{parentId} — create an individual campaign under a team campaign (or an event) (logged in)
import { z } from 'zod';
import { requireUser } from '@/lib/auth';
import { json, readJson, route } from '@/lib/http';
import { createIndieCampaign } from '@/lib/services/campaigns/create-indie-campaign';

type Context = { params: Promise<{ parentId: string }> };

export const POST = route(async (request, { params }: Context) => {
  const user = await requireUser(request);
  const body = await readJson(request, z.unknown());
  return json(await createIndieCampaign({ user, parentId: (await params).parentId, body }));
});
