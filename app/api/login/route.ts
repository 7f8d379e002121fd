// POST /api/login — log in with email and password (anyone); sets the auth_token cookie
import { sessionCookie } from '@/lib/auth';
import { logInCall } from '@/lib/contracts/accounts';
import { answer, clientAddressOf, readBody, route } from '@/lib/http';
import { logIn } from '@/lib/services/accounts/log-in';
import { loginSchema } from '@/lib/validation/account';

export const POST = route(async (request) => {
  const input = await readBody(request, logInCall, loginSchema);
  const { user, token } = await logIn({ input, ip: clientAddressOf(request) });
  const response = answer(logInCall, { user: { ...user, token } });
  response.cookies.set(sessionCookie(token));
  return response;
});
