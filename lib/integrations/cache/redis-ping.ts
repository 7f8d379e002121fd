import 'server-only';
import { createClient } from 'redis';

// The health check's view of the shared cache (REDIS_URL): one small connection per process,
// opened on first use, apart from the cache handler's own (lib/server/route-cache-handler.js),
// so a check never queues behind cache traffic and the handler stays plain JavaScript.

type Client = ReturnType<typeof createClient>;
const globalForRedis = globalThis as unknown as { redisPing?: { url: string; client: Promise<Client> } };

function client(url: string): Promise<Client> {
  if (globalForRedis.redisPing?.url !== url) {
    const created = createClient({
      url,
      socket: { connectTimeout: 2000, reconnectStrategy: (tries) => Math.min(tries * 200, 2000) },
    });
    // Errors surface through ping(); without a listener node-redis would throw them at the process.
    created.on('error', () => {});
    globalForRedis.redisPing = { url, client: created.connect() };
    globalForRedis.redisPing.client.catch(() => (globalForRedis.redisPing = undefined));
  }
  return globalForRedis.redisPing!.client;
}

/** True when the Redis server at `url` answers PING within `timeoutMs`. */
export async function pingRedis(url: string, timeoutMs = 2000): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    const answer = Promise.resolve()
      .then(async () => (await (await client(url)).ping()) === 'PONG')
      .catch(() => false);
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Closes the connection, if one was opened (a server shutting down). */
export async function closeRedisPing() {
  const opened = globalForRedis.redisPing;
  globalForRedis.redisPing = undefined;
  await opened?.client.then((connected) => connected.close()).catch(() => {});
}
