import 'server-only';
import { unstable_cache } from 'next/cache';
import { eventTag } from '../events/cache-tags';
import { PAGE_REVALIDATE_SECONDS } from '../events/cached-reads';
import { getGivingSummary, type GivingScope, type GivingSummary } from './get-giving-summary';

/**
 * getGivingSummary for the cached public pages, tagged with the event's tag like the rest of
 * their data, so every write under the event (a donation, an offline gift) expires it
 * (invalidateEvent). A campaign page passes its own scope and its event's id.
 */
export function getCachedGivingSummary(eventId: string, scope: GivingScope = { eventId }): Promise<GivingSummary> {
  const [[kind, id]] = Object.entries(scope);
  return unstable_cache(() => getGivingSummary({ scope }), ['giving-summary', kind, id], {
    tags: [eventTag(eventId)],
    revalidate: PAGE_REVALIDATE_SECONDS,
  })();
}
