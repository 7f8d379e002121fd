import 'server-only';
import { tooManyRequests } from '@/lib/app-error';
import { db } from '@/lib/db';
import { TOO_MANY_UPLOADS, UPLOAD_PIXEL_BUDGET_USED } from '@/lib/rules/messages';
import { UPLOAD_PIXEL_BUDGET, UPLOAD_RATE_LIMIT } from '@/lib/rules/uploads';
import { hitBucket } from '@/lib/services/accounts/rate-limit';

/**
 * Counts one upload request (a POST to /uploadHandler, signing a PUT address, the PUT) of this user and
 * answers 429 past UPLOAD_RATE_LIMIT; shared by every app instance through the database.
 * Called before the body is read, so a user over the limit costs no memory.
 */
export async function enforceUploadRateLimit({ userId }: { userId: string }) {
  const { limit, windowSeconds } = UPLOAD_RATE_LIMIT;
  const { count, retryAfter } = await hitBucket(`upload:user:${userId}`, windowSeconds);
  if (count > limit) throw tooManyRequests(TOO_MANY_UPLOADS, retryAfter);
}

/**
 * Charges the megapixels about to be decoded (read from the images' headers) to the user's
 * budget (UPLOAD_PIXEL_BUDGET), all or nothing: 429 when they do not fit what is left of the
 * window, and then nothing is charged. Kept in RateLimitBucket like the other limits, under
 * its own key; unlike a request count it adds a weight, and only when it fits.
 */
export async function chargeUploadPixels({ userId, pixels }: { userId: string; pixels: number[] }) {
  const { megapixels: limit, windowSeconds } = UPLOAD_PIXEL_BUDGET;
  const amount = pixels.reduce((sum, count) => sum + Math.max(1, Math.ceil(count / 1_000_000)), 0);
  const key = `upload-pixels:user:${userId}`;
  if (amount > limit) throw tooManyRequests(UPLOAD_PIXEL_BUDGET_USED, windowSeconds);
  const charged = await db.$queryRaw<Array<{ count: number }>>`
    INSERT INTO "RateLimitBucket" ("key", "windowStart", "count")
    VALUES (${key}, timezone('UTC', now()), ${amount})
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE
        WHEN "RateLimitBucket"."windowStart" <= timezone('UTC', now()) - make_interval(secs => ${windowSeconds}::int)
        THEN EXCLUDED."count" ELSE "RateLimitBucket"."count" + EXCLUDED."count" END,
      "windowStart" = CASE
        WHEN "RateLimitBucket"."windowStart" <= timezone('UTC', now()) - make_interval(secs => ${windowSeconds}::int)
        THEN timezone('UTC', now()) ELSE "RateLimitBucket"."windowStart" END
    WHERE "RateLimitBucket"."windowStart" <= timezone('UTC', now()) - make_interval(secs => ${windowSeconds}::int)
       OR "RateLimitBucket"."count" + EXCLUDED."count" <= ${limit}
    RETURNING "count"`;
  if (charged.length > 0) return;
  const [row] = await db.$queryRaw<Array<{ retryAfter: number }>>`
    SELECT LEAST(${windowSeconds}::int, GREATEST(1, CEIL(EXTRACT(EPOCH FROM
      ("windowStart" + make_interval(secs => ${windowSeconds}::int) - timezone('UTC', now()))))))::int AS "retryAfter"
    FROM "RateLimitBucket" WHERE "key" = ${key}`;
  throw tooManyRequests(UPLOAD_PIXEL_BUDGET_USED, row?.retryAfter ?? windowSeconds);
}
