import 'server-only';
import { TOO_MANY_UPLOADS, UPLOAD_PIXEL_BUDGET_USED } from '@/lib/rules/messages';
import { chargeRateLimit, enforceRateLimits } from '@/lib/services/rate-limit/consume';

/**
 * Counts one upload request (a POST to /uploadHandler, signing a PUT address, the PUT) of this
 * user and answers 429 past the 'upload:user' limit; shared by every app instance through the
 * database. Called before the body is read, so a user over the limit costs no memory.
 */
export async function enforceUploadRateLimit({ userId }: { userId: string }) {
  await enforceRateLimits([['upload:user', userId]], TOO_MANY_UPLOADS);
}

/**
 * Charges the megapixels about to be decoded (read from the images' headers) to the user's
 * 'upload-megapixels:user' budget, all or nothing: 429 when they do not fit what is left of the
 * window, and then nothing is charged.
 */
export async function chargeUploadPixels({ userId, pixels }: { userId: string; pixels: number[] }) {
  const megapixels = pixels.reduce((sum, count) => sum + Math.max(1, Math.ceil(count / 1_000_000)), 0);
  await chargeRateLimit('upload-megapixels:user', userId, megapixels, UPLOAD_PIXEL_BUDGET_USED);
}
