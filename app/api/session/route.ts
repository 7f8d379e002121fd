// GET /api/session — {user} (public fields) of the visitor's session, or {user: null}; always 200 (anyone; the navigation bar's account slot on cached pages)
import { getCurrentUser } from '@/lib/auth';
import { sessionCall } from '@/lib/contracts/accounts';
import { answer, route } from '@/lib/http';
import { serializePublicUser } from '@/lib/services/accounts/serialize-user';

export const GET = route(async (request) => {
  // Most visitors have no session: no token, no database read.
  const user = await getCurrentUser(request);
  return answer(
    sessionCall,
    { user: user ? serializePublicUser(user) : null },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
});
