import 'server-only';
import { createHash } from 'node:crypto';
import { tooManyRequests } from '@/lib/app-error';
import { db } from '@/lib/db';
import { clientAddressOf } from '@/lib/client-address';
import { TOO_MANY_ATTEMPTS } from '@/lib/rules/messages';

// Fixed-window counters in PostgreSQL (RateLimitBucket), so every app instance sharing the
// database counts the same attempts. One atomic INSERT … ON CONFLICT DO UPDATE per hit: a
// window that has run out starts again at 1, otherwise the count goes up by one.

export type RateLimitAction = 'login' | 'signup' | 'forgot' | 'verify-resend' | 'password';

type Limit = { limit: number; windowSeconds: number };

const FIFTEEN_MINUTES = 15 * 60;

/** The same for every account action: 30 per IP and 10 per email (or user) in 15 minutes. */
const ACCOUNT_LIMIT: { ip: Limit; subject: Limit } = {
  ip: { limit: 30, windowSeconds: FIFTEEN_MINUTES },
  subject: { limit: 10, windowSeconds: FIFTEEN_MINUTES },
};

/** Per IP and per email (or user). Login and password changes give back the attempts that succeed. */
export const RATE_LIMITS: Record<RateLimitAction, { ip: Limit; subject: Limit }> = {
  login: ACCOUNT_LIMIT,
  signup: ACCOUNT_LIMIT,
  forgot: ACCOUNT_LIMIT,
  'verify-resend': ACCOUNT_LIMIT,
  password: ACCOUNT_LIMIT,
};

/**
 * The client's address for the per-IP limits: the connection's peer, or behind the proxies of
 * TRUSTED_PROXIES the address they vouch for; never one the client wrote itself (lib/client-address.ts).
 */
export function clientIp(request: Request | { headers: Record<string, string | string[] | undefined> }): string {
  return clientAddressOf(request);
}

// Emails are hashed so the table holds no addresses.
const digest = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 32);

function bucketKeys(action: RateLimitAction, who: { ip: string; subject: string }) {
  return [
    { key: `${action}:ip:${digest(who.ip)}`, ...RATE_LIMITS[action].ip },
    { key: `${action}:sub:${digest(who.subject.toLowerCase())}`, ...RATE_LIMITS[action].subject },
  ];
}

/** Counts one attempt in a bucket; answers the count in the current window and its seconds left. */
export async function hitBucket(key: string, windowSeconds: number) {
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
  if (Math.random() < 0.01) void pruneBuckets().catch(() => {});
  return row;
}

/**
 * Counts an attempt by this IP and for this email (or user id); throws 429 with Retry-After
 * once either is over its limit. Call before doing the work, so parallel attempts count too.
 */
export async function enforceRateLimit(action: RateLimitAction, who: { ip: string; subject: string }) {
  let retryAfter = 0;
  for (const bucket of bucketKeys(action, who)) {
    const { count, retryAfter: wait } = await hitBucket(bucket.key, bucket.windowSeconds);
    if (count > bucket.limit) retryAfter = Math.max(retryAfter, wait);
  }
  if (retryAfter > 0) throw tooManyRequests(TOO_MANY_ATTEMPTS, retryAfter);
}

/** Gives back an attempt that succeeded: only failed logins and password checks use up the limit. */
export async function releaseRateLimit(action: RateLimitAction, who: { ip: string; subject: string }) {
  const keys = bucketKeys(action, who).map((bucket) => bucket.key);
  await db.$executeRaw`
    UPDATE "RateLimitBucket" SET "count" = GREATEST("count" - 1, 0) WHERE "key" = ANY(${keys}::text[])`;
}

/** Windows are at most a day long; older buckets are dead weight. */
export async function pruneBuckets() {
  await db.$executeRaw`DELETE FROM "RateLimitBucket" WHERE "windowStart" < timezone('UTC', now()) - interval '1 day'`;
}
