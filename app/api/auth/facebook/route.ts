// POST /api/auth/facebook — log in with a Facebook access token (anyone); sets the auth_token cookie
import { z } from 'zod';
import { sessionCookie } from '@/lib/auth';
import { json, readJson, route } from '@/lib/http';
import { logInWithFacebook } from '@/lib/services/accounts/log-in-with-facebook';
import { requiredString } from '@/lib/validation/fields';

const facebookLoginSchema = z.object({ access_token: requiredString() });

export const POST = route(async (request) => {
  const { access_token } = await readJson(request, facebookLoginSchema);
  const { user, token } = await logInWithFacebook({ accessToken: access_token });
  const response = json({ user: { ...user, token } });
  response.cookies.set(sessionCookie(token));
  return response;
});
