import 'server-only';
import { db } from '@/lib/db';
import { findEventWithRelations } from './get-event';
import { sumRaisedCents } from './get-event-totals';
import { findTeamCampaigns, type TeamCampaignView } from './get-team-campaigns';
import { toEventView, type EventView } from './serialize-event';

/** The organizer as a public page shows them: display name, logo and about text, nothing else. */
export type PublicOrganizer = { name: string; logo: string | null; about: string | null };

/** What the public pages show of the event itself (money in cents); the organizer is read (and cached) apart. */
export type EventPageContent = {
  event: EventView;
  teamCampaigns: TeamCampaignView[];
};

/** Everything the public event and fundraiser pages show, as plain JSON (it is cached as such). */
export type EventPage = EventPageContent & { organizer: PublicOrganizer };

/** The data of /event/{id}, /event/waiver/{id} and /fundraiser?fundraiser-id={id}; null when there is no such event. */
export async function getEventPage({ id }: { id: string }): Promise<EventPage | null> {
  const content = await getEventPageContent({ id });
  if (!content) return null;
  return { ...content, organizer: await getPublicOrganizer({ userId: content.event.creatorId }) };
}

/** The event, its totals and its team leaderboard; null when there is no such event. */
export async function getEventPageContent({ id }: { id: string }): Promise<EventPageContent | null> {
  const event = await findEventWithRelations(id);
  if (!event) return null;
  const [amountRaisedCents, teamCampaigns] = await Promise.all([
    sumRaisedCents({ eventId: event.id }),
    findTeamCampaigns(event.id),
  ]);
  return { event: toEventView(event, amountRaisedCents), teamCampaigns };
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
