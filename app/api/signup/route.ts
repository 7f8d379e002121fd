// POST /api/signup — register with email and password (anyone); emails a confirmation link
import { clientAddressOf, json, readJson, route } from '@/lib/http';

import { signUp } from '@/lib/services/accounts/sign-up';
import { signupSchema } from '@/lib/validation/account';

export const POST = route(async (request) => {
  const input = await readJson(request, signupSchema);
  return json(await signUp({ input, ip: clientAddressOf(request) }));
});
