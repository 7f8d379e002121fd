// GET|POST /api/logout — end the session, here and on the server (the logged-in user; no-op otherwise; never for an <img> or another site)
import { expiredSessionCookie, getCurrentUser, isOwnPageOrUserRequest } from '@/lib/auth';
import { logOutCall } from '@/lib/contracts/accounts';
import { answer, route } from '@/lib/http';
import { logOut } from '@/lib/services/accounts/log-out';

const handler = route(async (request) => {
  const fromOwnPage = isOwnPageOrUserRequest(request);
  const response = answer(
    logOutCall,
    await logOut({ user: fromOwnPage ? await getCurrentUser(request) : null, fromOwnPage }),
  );
  response.cookies.set(expiredSessionCookie());
  return response;
});

// GET as the spec has it; POST for API clients and forms (it gets route()'s cross-site check too).
export const GET = handler;
export const POST = handler;
