// POST /api/login — log in with email and password (anyone); sets the auth_token cookie
import { sessionCookie } from '@/lib/auth';
import { json, readJson, route } from '@/lib/http';
import { logIn } from '@/lib/services/accounts/log-in';
import { clientIp } from '@/lib/services/accounts/rate-limit';
import { loginSchema } from '@/lib/validation/account';

export const POST = route(async (request) => {
  const input = await readJson(request, loginSchema);
  const { user, token } = await logIn({ input, ip: clientIp(request) });
  const response = json({ user: { ...user, token } });
  response.cookies.set(sessionCookie(token));
  return response;
});
