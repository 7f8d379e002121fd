// @ts-check
// Next.js's route and data cache, minus what must not be kept: a page that answered 404, and a
// cached read that found nothing (a `null` result of unstable_cache, the convention of
// lib/services/*/cached-reads.ts). Otherwise every request for a made-up /event/<id> would leave
// its page behind for good (next.config.js `cacheHandler`). Such a request renders its small
// not-found page again instead; ids that cannot be ids never reach the database (lib/rules/ids.ts).
//
// Where entries live:
// - REDIS_URL set: in Redis, through @fortedigital/nextjs-cache-handler (its `redis-strings`
//   handler, on the `redis` client), shared by every instance: a page one instance cached is served
//   by all, and revalidateTag through any instance deletes the tagged entries for all. Keys are
//   prefixed with the build's id, so two releases side by side never read each other's pages. Redis
//   unreachable: every read misses (pages render per request, fresh) and writes are dropped; the
//   instance never falls back to a private copy that another instance's write could not expire.
// - REDIS_URL unset: the file-system cache `next start` uses, private to the process. Right for
//   one instance only (sandbox mode, a single server).
// `next build` always uses the file system (no build needs Redis).
// Plain JavaScript: Next.js loads it by path at build time and at start, which is also why it reads
// REDIS_URL itself rather than through lib/env.ts, and why it does not import 'server-only' (outside
// the React server bundle that guard throws); the layer rule keeps the browser's code away from it.

import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

/** @typedef {{ get(key: string, ctx: any): Promise<any>; set(key: string, data: any, ctx: any): Promise<void>; revalidateTag(tags: string | string[], durations?: any): Promise<void>; resetRequestCache?(): void }} Handler */

/** @type {new (ctx: any) => Handler} */
// Node hands over the CommonJS exports (the class is `.default`); the edge bundle of middleware.ts, the class itself.
const FileSystemCache = /** @type {any} */ (fileSystemCache).default ?? fileSystemCache;

const REDIS_URL = process.env.REDIS_URL?.trim() || undefined;

/** True for what the cache must not keep (exported for its test). */
export function isNotFound(/** @type {any} */ data) {
  if (!data) return false;
  if (data.kind === 'FETCH') return data.data?.body === 'null';
  return (data.kind === 'APP_PAGE' || data.kind === 'APP_ROUTE' || data.kind === 'PAGES') && data.status === 404;
}

/** The shared cache is used by a Node.js server with REDIS_URL, never by a build or the edge runtime. */
export function usesRedis(/** @type {Record<string, string | undefined>} */ environment = process.env) {
  return (
    Boolean(environment.REDIS_URL?.trim()) &&
    environment.NEXT_PHASE !== 'phase-production-build' &&
    environment.NEXT_RUNTIME !== 'edge'
  );
}

/** @type {Promise<new (ctx: any) => Handler> | undefined} */
let redisHandlerClass;

/** @param {string} url */
async function loadRedisHandler(url) {
  const [{ CacheHandler }, { default: createRedisHandler }, { createClient }] = await Promise.all([
    import('@fortedigital/nextjs-cache-handler'),
    import('@fortedigital/nextjs-cache-handler/redis-strings'),
    import('redis'),
  ]);
  CacheHandler.onCreation(({ buildId }) => {
    const client = createClient({
      url,
      pingInterval: 10_000,
      socket: { connectTimeout: 2000, reconnectStrategy: (/** @type {number} */ tries) => Math.min(tries * 200, 2000) },
    });
    let reported = false;
    client.on('error', (/** @type {Error} */ error) => {
      if (!reported)
        console.error(`[cache] Redis unreachable (${error.message}): pages render per request until it is back`);
      reported = true;
    });
    client.on('ready', () => (reported = false));
    // Not awaited: a Redis that is down must not hold requests; the handler misses until it is ready.
    client.connect().catch(() => {});
    return {
      handlers: [createRedisHandler({ client: /** @type {any} */ (client), keyPrefix: `rally:${buildId ?? 'dev'}:` })],
    };
  });
  return /** @type {any} */ (CacheHandler);
}

export default class RouteCacheHandler {
  /** @type {Handler | undefined} */
  #handler;
  /** @type {Promise<Handler>} */
  #ready;

  /** @param {any} context Next.js's cache context (server directory, flags) */
  constructor(context) {
    if (REDIS_URL && usesRedis()) {
      redisHandlerClass ??= loadRedisHandler(REDIS_URL);
      this.#ready = redisHandlerClass.then((Handler) => (this.#handler = new Handler(context)));
    } else {
      this.#handler = new FileSystemCache(context);
      this.#ready = Promise.resolve(this.#handler);
    }
  }

  /** @param {string} key @param {any} ctx */
  async get(key, ctx) {
    return (await this.#ready).get(key, ctx);
  }

  /** @param {string} key @param {any} data @param {any} ctx */
  async set(key, data, ctx) {
    if (isNotFound(data)) return;
    return (await this.#ready).set(key, data, ctx);
  }

  /** @param {string | string[]} tags @param {any} [durations] */
  async revalidateTag(tags, durations) {
    return (await this.#ready).revalidateTag(tags, durations);
  }

  resetRequestCache() {
    this.#handler?.resetRequestCache?.();
  }
}
