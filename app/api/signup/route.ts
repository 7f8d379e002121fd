// POST /api/signup — register with email and password (anyone); emails a confirmation link
import { json, readJson, route } from '@/lib/http';
import { clientIp } from '@/lib/services/accounts/rate-limit';
import { signUp } from '@/lib/services/accounts/sign-up';
import { signupSchema } from '@/lib/validation/account';

export const POST = route(async (request) => {
  const input = await readJson(request, signupSchema);
  return json(await signUp({ input, ip: clientIp(request) }));
});
