import 'server-only';
import { db } from '@/lib/db';
import { findEventWithRelations } from './get-event';
import { readRaisedFigures, type CountedGift } from '@/lib/services/totals/raised-totals';
import { findTeamCampaigns, type TeamCampaignView } from './get-team-campaigns';
import { toEventView, type EventView } from './serialize-event';

/** The organizer as a public page shows them: display name, logo and about text, nothing else. */
export type PublicOrganizer = { name: string; logo: string | null; about: string | null };

/** How many of the latest gifts an event or fundraiser page shows under its total. */
export const LATEST_GIFTS_SHOWN = 3;

/** What the public pages show of the event itself (money in cents); the organizer is read (and cached) apart. */
export type EventPageContent = {
  event: EventView;
  teamCampaigns: TeamCampaignView[];
  /** The social proof under the total: how many gifts make it, and the latest few (public names only). */
  donationCount: number;
  latestGifts: CountedGift[];
};

/** Everything the public event and fundraiser pages show, as plain JSON (it is cached as such). */
export type EventPage = EventPageContent & { organizer: PublicOrganizer };

/** The data of /event/{id}, /event/waiver/{id} and /fundraiser?fundraiser-id={id}; null when there is no such event. */
export async function getEventPage({ id }: { id: string }): Promise<EventPage | null> {
  const content = await getEventPageContent({ id });
  if (!content) return null;
  return { ...content, organizer: await getPublicOrganizer({ userId: content.event.creatorId }) };
}

/**
 * The event, its total with its count and latest gifts (one query), and its team leaderboard (one
 * grouped query); null when there is no such event.
 */
export async function getEventPageContent({ id }: { id: string }): Promise<EventPageContent | null> {
  const event = await findEventWithRelations(id);
  if (!event) return null;
  const [figures, teamCampaigns] = await Promise.all([
    readRaisedFigures({ eventId: event.id }, { latest: LATEST_GIFTS_SHOWN }),
    findTeamCampaigns(event.id),
  ]);
  return {
    event: toEventView(event, figures.raisedCents),
    teamCampaigns,
    donationCount: figures.donationCount,
    latestGifts: figures.latest,
  };
}

/** A creator's public face; logo and about only while they are an Organizer. */
export async function getPublicOrganizer({ userId }: { userId: string }): Promise<PublicOrganizer> {
  const creator = await db.user.findUnique({
    where: { id: userId },
    select: { name: true, userType: true, organizerLogo: true, organizerAbout: true },
  });
  const isOrganizer = creator?.userType === 'Organizer';
  return {
    name: creator?.name ?? '',
    logo: isOrganizer ? (creator?.organizerLogo ?? null) : null,
    about: isOrganizer ? (creator?.organizerAbout ?? null) : null,
  };
}
