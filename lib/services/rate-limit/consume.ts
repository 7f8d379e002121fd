import 'server-only';
import { createHash } from 'node:crypto';
import { tooManyRequests } from '@/lib/app-error';
import { db } from '@/lib/db';
import { RATE_LIMITS, RATE_LIMIT_BUCKET_MAX_AGE_SECONDS, type RateLimitName } from '@/lib/rules/rate-limits';
import { TOO_MANY_ATTEMPTS } from '@/lib/rules/messages';

// Fixed-window counters in PostgreSQL (RateLimitBucket), so every app instance sharing the
// database counts the same attempts. One atomic INSERT … ON CONFLICT DO UPDATE per hit: a window
// that has run out starts again at 1, otherwise the count goes up by one.

export type Consumed = { allowed: boolean; count: number; retryAfter: number };

/** Counts one hit on `key`; `allowed` is false once the window holds more than `limit`. */
export async function consume({
  key,
  limit,
  windowSeconds,
}: {
  key: string;
  limit: number;
  windowSeconds: number;
}): Promise<Consumed> {
  const [row] = await db.$queryRaw<Array<{ count: number; retryAfter: number }>>`
    INSERT INTO "RateLimitBucket" ("key", "windowStart", "count")
    VALUES (${key}, timezone('UTC', now()), 1)
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE
        WHEN "RateLimitBucket"."windowStart" <= timezone('UTC', now()) - make_interval(secs => ${windowSeconds}::int)
        THEN 1 ELSE "RateLimitBucket"."count" + 1 END,
      "windowStart" = CASE
        WHEN "RateLimitBucket"."windowStart" <= timezone('UTC', now()) - make_interval(secs => ${windowSeconds}::int)
        THEN timezone('UTC', now()) ELSE "RateLimitBucket"."windowStart" END
    RETURNING "count",
      LEAST(${windowSeconds}::int, GREATEST(1, CEIL(EXTRACT(EPOCH FROM
        ("windowStart" + make_interval(secs => ${windowSeconds}::int) - timezone('UTC', now()))))))::int AS "retryAfter"`;
  return { allowed: row.count <= limit, count: row.count, retryAfter: row.retryAfter };
}

/**
 * Adds `weight` to `key` all or nothing: `allowed` is false, and nothing is added, when it does not
 * fit what is left of the window (a budget such as megapixels decoded, not a count of requests).
 */
export async function consumeWeight({
  key,
  weight,
  limit,
  windowSeconds,
}: {
  key: string;
  weight: number;
  limit: number;
  windowSeconds: number;
}): Promise<{ allowed: boolean; retryAfter: number }> {
  if (weight > limit) return { allowed: false, retryAfter: windowSeconds };
  const charged = await db.$queryRaw<Array<{ count: number }>>`
    INSERT INTO "RateLimitBucket" ("key", "windowStart", "count")
    VALUES (${key}, timezone('UTC', now()), ${weight})
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
  if (charged.length > 0) return { allowed: true, retryAfter: 0 };
  const [row] = await db.$queryRaw<Array<{ retryAfter: number }>>`
    SELECT LEAST(${windowSeconds}::int, GREATEST(1, CEIL(EXTRACT(EPOCH FROM
      ("windowStart" + make_interval(secs => ${windowSeconds}::int) - timezone('UTC', now()))))))::int AS "retryAfter"
    FROM "RateLimitBucket" WHERE "key" = ${key}`;
  return { allowed: false, retryAfter: row?.retryAfter ?? windowSeconds };
}

// Subjects (addresses, emails, ids) are hashed, so the table holds no personal data.
const digest = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 32);

/** The bucket key of a named limit (lib/rules/rate-limits.ts) for one subject. */
export const rateLimitKey = (name: RateLimitName, subject: string) => `${name}:${digest(subject.toLowerCase())}`;

/**
 * Counts one attempt against each named limit for its subject, and throws RATE_LIMITED (with
 * Retry-After) once any is over. Call before doing the work, so parallel attempts count too.
 */
export async function enforceRateLimits(
  hits: ReadonlyArray<readonly [RateLimitName, string]>,
  message: string = TOO_MANY_ATTEMPTS,
): Promise<void> {
  let retryAfter = 0;
  for (const [name, subject] of hits) {
    const result = await consume({ key: rateLimitKey(name, subject), ...RATE_LIMITS[name] });
    if (!result.allowed) retryAfter = Math.max(retryAfter, result.retryAfter);
  }
  if (retryAfter > 0) throw tooManyRequests(message, retryAfter);
}

/** Charges `weight` to a named limit for one subject, all or nothing; RATE_LIMITED when it does not fit. */
export async function chargeRateLimit(name: RateLimitName, subject: string, weight: number, message: string) {
  const result = await consumeWeight({ key: rateLimitKey(name, subject), weight, ...RATE_LIMITS[name] });
  if (!result.allowed) throw tooManyRequests(message, result.retryAfter);
}

/**
 * Counts nothing: the seconds until every named limit has room again for its subject, 0 when
 * each has room now (a window holding `limit` hits has none). For limits counted elsewhere,
 * such as declined payments, checked before new work starts.
 */
export async function rateLimitWait(hits: ReadonlyArray<readonly [RateLimitName, string]>): Promise<number> {
  if (hits.length === 0) return 0;
  const keys = hits.map(([name, subject]) => rateLimitKey(name, subject));
  const limits = new Map(hits.map(([name], index) => [keys[index], RATE_LIMITS[name]]));
  // One read of every bucket; each is judged by its own window and limit below.
  const rows = await db.$queryRaw<Array<{ key: string; count: number; age: number }>>`
    SELECT "key", "count", EXTRACT(EPOCH FROM (timezone('UTC', now()) - "windowStart"))::float8 AS "age"
    FROM "RateLimitBucket" WHERE "key" = ANY(${keys}::text[])`;
  let wait = 0;
  for (const row of rows) {
    const { limit, windowSeconds } = limits.get(row.key)!;
    if (row.age < windowSeconds && row.count >= limit)
      wait = Math.max(wait, Math.max(1, Math.ceil(windowSeconds - row.age)));
  }
  return wait;
}

/** Gives back an attempt that succeeded (a right password uses up nothing). */
export async function releaseRateLimits(hits: ReadonlyArray<readonly [RateLimitName, string]>): Promise<void> {
  const keys = hits.map(([name, subject]) => rateLimitKey(name, subject));
  await db.$executeRaw`
    UPDATE "RateLimitBucket" SET "count" = GREATEST("count" - 1, 0) WHERE "key" = ANY(${keys}::text[])`;
}

/** Deletes buckets whose window ended long ago; run by the background loop (instrumentation.ts). */
export async function pruneRateLimitBuckets(): Promise<number> {
  return db.$executeRaw`
    DELETE FROM "RateLimitBucket"
    WHERE "windowStart" < timezone('UTC', now()) - make_interval(secs => ${RATE_LIMIT_BUCKET_MAX_AGE_SECONDS}::int)`;
}
