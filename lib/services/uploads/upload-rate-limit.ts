import 'server-only';
import { TOO_MANY_UPLOADS } from '@/lib/rules/messages';
import { enforceRateLimits } from '@/lib/services/rate-limit/consume';

/**
 * Counts one upload request (a POST to /uploadHandler, a signed PUT address) of this user and
 * answers 429 past the 'upload:user' limit; shared by every app instance through the database.
 * Called before the body is read, so a user over the limit costs no memory.
 */
export async function enforceUploadRateLimit({ userId }: { userId: string }) {
  await enforceRateLimits([['upload:user', userId]], TOO_MANY_UPLOADS);
}
