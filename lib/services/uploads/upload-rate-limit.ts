import 'server-only';
import { tooManyRequests } from '@/lib/app-error';
import { TOO_MANY_UPLOADS } from '@/lib/rules/messages';
import { UPLOAD_RATE_LIMIT } from '@/lib/rules/uploads';
import { hitBucket } from '@/lib/services/accounts/rate-limit';

/**
 * Counts one upload request (a POST to /uploadHandler, a signed PUT address) of this user and
 * answers 429 past UPLOAD_RATE_LIMIT; shared by every app instance through the database.
 * Called before the body is read, so a user over the limit costs no memory.
 */
export async function enforceUploadRateLimit({ userId }: { userId: string }) {
  const { limit, windowSeconds } = UPLOAD_RATE_LIMIT;
  const { count, retryAfter } = await hitBucket(`upload:user:${userId}`, windowSeconds);
  if (count > limit) throw tooManyRequests(TOO_MANY_UPLOADS, retryAfter);
}
