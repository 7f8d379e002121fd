// GET /api/user/{id} — a user's public fields; the owner also sees their email (anyone)
import { getCurrentUser } from '@/lib/auth';
import { getUserCall } from '@/lib/contracts/accounts';
import { answer, route } from '@/lib/http';
import { getUser } from '@/lib/services/accounts/get-user';

type Context = { params: Promise<{ id: string }> };

export const GET = route<Context>(async (request, { params }) => {
  const { id } = await params;
  const viewer = await getCurrentUser(request);
  return answer(getUserCall, await getUser({ id, viewerId: viewer?.id ?? null }));
});
