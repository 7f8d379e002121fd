import 'server-only';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { pingRedis } from '@/lib/integrations/cache/redis-ping';

// What a load balancer asks before sending an instance traffic: can it reach the database, and
// the shared cache when there is one (REDIS_URL)? Each check is bounded, so a hung dependency
// answers "down" in about two seconds instead of holding the probe.

export type HealthReport = {
  ok: boolean;
  database: 'up' | 'down';
  cache: 'up' | 'down' | 'per-process';
};

const CHECK_TIMEOUT_MS = 2000;

async function databaseUp(): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS)));
  try {
    const query = db.$queryRaw`SELECT 1`.then(
      () => true,
      () => false,
    );
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function checkHealth(): Promise<HealthReport> {
  const [database, cache] = await Promise.all([
    databaseUp(),
    env.redisUrl ? pingRedis(env.redisUrl, CHECK_TIMEOUT_MS) : Promise.resolve(null),
  ]);
  return {
    ok: database && cache !== false,
    database: database ? 'up' : 'down',
    cache: cache === null ? 'per-process' : cache ? 'up' : 'down',
  };
}
