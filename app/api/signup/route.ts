// POST /api/signup — register with email and password (anyone); emails a confirmation link
import { signUpCall } from '@/lib/contracts/accounts';
import { answer, clientAddressOf, readBody, route } from '@/lib/http';
import { signUp } from '@/lib/services/accounts/sign-up';
import { signupSchema } from '@/lib/validation/account';

export const POST = route(async (request) => {
  const input = await readBody(request, signUpCall, signupSchema);
  return answer(signUpCall, await signUp({ input, ip: clientAddressOf(request) }));
});
