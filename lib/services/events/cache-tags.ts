import 'server-only';
import { revalidateTag } from 'next/cache';

// Cache tags of the public event pages (see cached-reads.ts). Every write that changes what a
// public page shows (event edits, donations, campaigns, signups) calls invalidateEvent after
// commit; a profile change of an organizer calls invalidateOrganizer.
export const EVENTS_TAG = 'events';
export const eventTag = (eventId: string) => `event:${eventId}`;
/** An organizer's public face (name, logo, about) as the event and fundraiser pages show it. */
export const organizerTag = (userId: string) => `organizer:${userId}`;

/**
 * An event's page, its totals and leaderboards, and the lists that show it. `expire: 0` makes
 * the next request a blocking cache miss (no stale copy is served), so a new donation shows
 * on the very next visit rather than the one after.
 */
export function invalidateEvent(eventId: string) {
  expireTag(eventTag(eventId));
  expireTag(EVENTS_TAG);
}

/** Every cached page of `userId`'s events and fundraisers, after their name, logo or about changed. */
export function invalidateOrganizer(userId: string) {
  expireTag(organizerTag(userId));
}

function expireTag(tag: string) {
  try {
    revalidateTag(tag, { expire: 0 });
  } catch (error) {
    // Outside a Next.js server (integration tests, scripts) there is no cache to expire, and
    // Next.js says so with this invariant. Any other failure is real and goes up.
    if (error instanceof Error && error.message.includes('static generation store missing')) return;
    throw error;
  }
}
