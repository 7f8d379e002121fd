// @ts-check
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

// Next.js's own file-system cache (memory, then .next/), with one change: a page that answered
// 404 is never stored. An incremental static page (/event/{id}, /team_campaign/{id}, …) that calls
// notFound() is otherwise kept in the route cache under its address like any page, so every
// made-up id a visitor or a bot tries would add an entry (memory and a file on disk) that nothing
// ever removes. Unknown ids are cheap to answer again: ids that cannot be ids are refused before
// any query (is-plausible-id.ts), the others cost one lookup by primary key.
// next.config.js `cacheHandler` points here.

// Next.js also bundles this module into the edge runtime of middleware.ts, where the file-system
// cache does not exist (and no page is ever cached): there the base is an empty class.
const FileSystemCache =
  /** @type {{ default?: new (...args: any[]) => any } | undefined} */ (/** @type {unknown} */ (fileSystemCache))
    ?.default ?? class {};

export default class RouteCacheHandler extends FileSystemCache {
  /**
   * @param {string} key
   * @param {{ kind?: string; status?: number } | null} data
   * @param {unknown} context
   */
  async set(key, data, context) {
    if (data && data.kind === 'APP_PAGE' && data.status === 404) return;
    return super.set(key, data, context);
  }
}
