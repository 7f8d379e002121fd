// @ts-check
// Next.js's route and data cache (the file-system cache `next start` uses), minus what must not
// be kept: a page that answered 404, and a cached read that found nothing (a `null` result of
// unstable_cache, the convention of lib/services/*/cached-reads.ts). Otherwise every request
// for a made-up /event/<id> would leave its page files behind for good (next.config.js
// `cacheHandler`). Such a request renders its small not-found page again instead; ids that
// cannot be ids never reach the database (lib/rules/ids.ts).
// Plain JavaScript: Next.js loads it by path at build time and at start.

import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

/** @type {new (...args: any[]) => { set(key: string, data: any, ctx: any): Promise<void> }} */
// Node hands over the CommonJS exports (the class is `.default`); the edge bundle of middleware.ts, the class itself.
const FileSystemCache = /** @type {any} */ (fileSystemCache).default ?? fileSystemCache;

/** True for what the cache must not keep (exported for its test). */
export function isNotFound(/** @type {any} */ data) {
  if (!data) return false;
  if (data.kind === 'FETCH') return data.data?.body === 'null';
  return (data.kind === 'APP_PAGE' || data.kind === 'APP_ROUTE' || data.kind === 'PAGES') && data.status === 404;
}

export default class RouteCacheHandler extends FileSystemCache {
  /** @param {string} key @param {any} data @param {any} ctx */
  async set(key, data, ctx) {
    if (isNotFound(data)) return;
    return super.set(key, data, ctx);
  }
}
