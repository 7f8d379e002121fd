import 'server-only';
import { unstable_cache } from 'next/cache';
import type { EventType } from '@/lib/generated/prisma/client';
import { EVENTS_TAG, eventTag, organizerTag } from './cache-tags';
import { getEventPageContent, getPublicOrganizer, type EventPage } from './get-event-page';
import { isPlausibleId } from '@/lib/rules/ids';
import { listEvents, type EventSummary } from './list-events';

// The cache layer of the public pages (Next.js data cache, the model without cacheComponents).
// Entries are tagged; writes call invalidateEvent(id) after commit, which expires the event's
// entry, the lists, and every page rendered from them (a page's cache entry carries the tags of
// the data it read), so the next visit renders fresh figures. The time limit is only a safety
// net for changes made behind the app's back and for what depends on the clock.

export const PAGE_REVALIDATE_SECONDS = 60;

/**
 * Cached getEventPage, in two entries: the event's content tagged `event:{id}`, and its
 * organizer's public face tagged `organizer:{creatorId}` (shared by all their events). A page
 * rendered from both carries both tags, so an event write or a profile change expires it.
 * Null for an unknown id.
 */
export async function getCachedEventPage(id: string): Promise<EventPage | null> {
  if (!isPlausibleId(id)) return null;
  const content = await unstable_cache(() => getEventPageContent({ id }), ['event-page-content', id], {
    tags: [eventTag(id)],
    revalidate: PAGE_REVALIDATE_SECONDS,
  })();
  if (!content) return null;
  const userId = content.event.creatorId;
  const organizer = await unstable_cache(() => getPublicOrganizer({ userId }), ['public-organizer', userId], {
    tags: [organizerTag(userId)],
    revalidate: PAGE_REVALIDATE_SECONDS,
  })();
  return { ...content, organizer };
}

/** Cached listEvents (visible events of one kind, newest first), tagged `events`. */
export function getCachedEventList(eventType: EventType, count?: number): Promise<EventSummary[]> {
  return unstable_cache(() => listEvents({ eventType, count }), ['event-list', eventType, String(count ?? 'all')], {
    tags: [EVENTS_TAG],
    revalidate: PAGE_REVALIDATE_SECONDS,
  })();
}
