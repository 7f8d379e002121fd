import 'server-only';
import { db } from '@/lib/db';
import { findEventWithRelations } from './get-event';
import { sumRaisedCents } from './get-event-totals';
import { findTeamCampaigns, type PublicTeamCampaign } from './get-team-campaigns';
import { serializeEvent, type PublicEvent } from './serialize-event';

/** The organizer as a public page shows them: display name, logo and about text, nothing else. */
export type PublicOrganizer = { name: string; logo: string | null; about: string | null };

/** Everything the public event and fundraiser pages show, as plain JSON (it is cached as such). */
export type EventPage = {
  event: PublicEvent;
  teamCampaigns: PublicTeamCampaign[];
  organizer: PublicOrganizer;
};

/** The data of /event/{id}, /event/waiver/{id} and /fundraiser?fundraiser-id={id}; null when there is no such event. */
export async function getEventPage({ id }: { id: string }): Promise<EventPage | null> {
  const event = await findEventWithRelations(id);
  if (!event) return null;
  const [amountRaisedCents, teamCampaigns, creator] = await Promise.all([
    sumRaisedCents({ eventId: event.id }),
    findTeamCampaigns(event.id),
    db.user.findUnique({
      where: { id: event.creatorId },
      select: { name: true, userType: true, organizerLogo: true, organizerAbout: true },
    }),
  ]);
  const isOrganizer = creator?.userType === 'Organizer';
  return {
    event: serializeEvent(event, amountRaisedCents),
    teamCampaigns,
    organizer: {
      name: creator?.name ?? '',
      logo: isOrganizer ? (creator?.organizerLogo ?? null) : null,
      about: isOrganizer ? (creator?.organizerAbout ?? null) : null,
    },
  };
}
