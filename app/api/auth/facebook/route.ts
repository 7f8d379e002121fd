// POST /api/auth/facebook — log in with a Facebook access token (anyone); sets the auth_token cookie
import { sessionCookie } from '@/lib/auth';
import { facebookLogInCall } from '@/lib/contracts/accounts';
import { answer, readBody, route } from '@/lib/http';
import { logInWithFacebook } from '@/lib/services/accounts/log-in-with-facebook';
import { facebookLoginSchema } from '@/lib/validation/account';

export const POST = route(async (request) => {
  const { access_token } = await readBody(request, facebookLogInCall, facebookLoginSchema);
  const { user, token } = await logInWithFacebook({ accessToken: access_token });
  const response = answer(facebookLogInCall, { user: { ...user, token } });
  response.cookies.set(sessionCookie(token));
  return response;
});
