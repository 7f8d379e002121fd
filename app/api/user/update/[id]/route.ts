// POST /api/user/update/{id} — edit your own profile; becoming an Organizer too (the owner only)
import { requireUser } from '@/lib/auth';
import { updateUserCall } from '@/lib/contracts/accounts';
import { answer, clientAddressOf, readBody, route } from '@/lib/http';
import { updateUser } from '@/lib/services/accounts/update-user';
import { profileUpdateSchema } from '@/lib/validation/account';

type Context = { params: Promise<{ id: string }> };

export const POST = route<Context>(async (request, { params }) => {
  const viewer = await requireUser(request);
  const { id } = await params;
  const input = await readBody(request, updateUserCall, profileUpdateSchema);
  return answer(updateUserCall, await updateUser({ viewer, id, input, ip: clientAddressOf(request) }));
});
