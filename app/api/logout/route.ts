// GET /api/logout — end the session, here and on the server (the logged-in user; no-op otherwise)
import { expiredSessionCookie } from '@/lib/auth';
import { json, route } from '@/lib/http';
import { logOut } from '@/lib/services/accounts/log-out';

const handler = route(async (request) => {
  const response = json(await logOut({ request }));
  response.cookies.set(expiredSessionCookie());
  return response;
});

export const GET = handler;
// The same as a POST too, for API clients and forms (POST gets the cross-site check).
export const POST = handler;
