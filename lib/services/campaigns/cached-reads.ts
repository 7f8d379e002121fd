import 'server-only';
import { unstable_cache } from 'next/cache';
import { db } from '@/lib/db';
import { eventTag } from '@/lib/services/events/cache-tags';
import { PAGE_REVALIDATE_SECONDS } from '@/lib/services/events/cached-reads';
import { isPlausibleId } from '@/lib/rules/ids';
import {
  getIndieCampaignPageContent,
  getTeamCampaignPageContent,
  type IndieCampaignPage,
  type TeamCampaignPage,
} from './get-campaign-page';
import { findEmbedCampaignEventId, getEmbedCampaign, getEmbedFundraiser, type EmbedCard } from './get-embed-campaign';

// The cache layer of the public campaign pages and embeds, on the events' model
// (lib/services/events/cached-reads.ts). Every entry carries the tag of its event, `event:{id}`:
// any write under the event (a campaign created, changed or deleted, a donation, a signup) calls
// invalidateEvent(eventId) after its commit, which expires these entries and every page rendered
// from them. A campaign's event is found first with one indexed read (a campaign never moves to
// another event); these reads run when a page renders, not when the route cache serves it.
// Unknown ids answer null and cache nothing.

const cached = <T>(read: () => Promise<T>, key: string[], eventId: string) =>
  unstable_cache(read, key, { tags: [eventTag(eventId)], revalidate: PAGE_REVALIDATE_SECONDS })();

export async function getCachedTeamCampaignPage(id: string): Promise<TeamCampaignPage | null> {
  if (!isPlausibleId(id)) return null;
  const team = await db.teamCampaign.findUnique({ where: { id }, select: { eventId: true } });
  if (!team) return null;
  return cached(() => getTeamCampaignPageContent({ id }), ['team-campaign-page', id], team.eventId);
}

export async function getCachedIndieCampaignPage(id: string): Promise<IndieCampaignPage | null> {
  if (!isPlausibleId(id)) return null;
  const indie = await db.indieCampaign.findUnique({ where: { id }, select: { eventId: true } });
  if (!indie) return null;
  return cached(() => getIndieCampaignPageContent({ id }), ['indie-campaign-page', id], indie.eventId);
}

/** The card of a campaign embed (a team campaign first, then an individual one). */
export async function getCachedEmbedCampaign(id: string): Promise<EmbedCard | null> {
  const eventId = await findEmbedCampaignEventId(id);
  if (!eventId) return null;
  return cached(() => getEmbedCampaign(id), ['embed-campaign', id], eventId);
}

/** The card of /embed/fundraiser?fundraiser-id={id}: its id is the event's own. */
export async function getCachedEmbedFundraiser(id: string): Promise<EmbedCard | null> {
  if (!isPlausibleId(id)) return null;
  const exists = await db.event.findUnique({ where: { id }, select: { id: true } });
  if (!exists) return null;
  return cached(() => getEmbedFundraiser(id), ['embed-fundraiser', id], id);
}
