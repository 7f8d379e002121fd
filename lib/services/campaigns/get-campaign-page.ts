import 'server-only';
import { findEventWithRelations } from '@/lib/services/events/get-event';
import { sumRaisedCents } from '@/lib/services/events/get-event-totals';
import { toEventView, type EventView } from '@/lib/services/events/serialize-event';
import { findIndieCampaign, findTeamCampaign } from './find-campaign';
import { findIndieCampaignViews } from './get-campaign';
import { findCampaignDonations, type DonationView } from './get-campaign-donations';
import { findTeamParticipants, type PublicParticipant } from './get-team-participants';
import {
  toIndieCampaignView,
  toTeamCampaignView,
  type IndieCampaignView,
  type TeamCampaignView,
} from './serialize-campaign';

// The data of the public campaign pages, as plain JSON (it is cached as such, cached-reads.ts),
// money in cents.

/** How many of the latest donations a campaign page lists. */
export const PAGE_DONATION_COUNT = 10;

/** /team_campaign/{id} and /fundraiser/campaign/{id}. */
export type TeamCampaignPage = {
  teamCampaign: TeamCampaignView;
  event: EventView;
  indieCampaigns: IndieCampaignView[];
  donations: DonationView[];
  participants: PublicParticipant[];
};

/** /indie_campaign/{id}. */
export type IndieCampaignPage = {
  indieCampaign: IndieCampaignView;
  event: EventView;
  /** Null for an individual campaign directly under its event. */
  teamCampaign: TeamCampaignView | null;
  donations: DonationView[];
};

async function eventView(id: string): Promise<EventView | null> {
  const event = await findEventWithRelations(id);
  return event ? toEventView(event, await sumRaisedCents({ eventId: event.id })) : null;
}

/** Null when there is no team campaign `id`. */
export async function getTeamCampaignPageContent({ id }: { id: string }): Promise<TeamCampaignPage | null> {
  const team = await findTeamCampaign(id);
  if (!team) return null;
  const [event, raised, indieCampaigns, donations, participants] = await Promise.all([
    eventView(team.eventId),
    sumRaisedCents({ teamCampaignId: team.id }),
    findIndieCampaignViews(team.id),
    findCampaignDonations({ teamCampaignId: team.id }, PAGE_DONATION_COUNT),
    findTeamParticipants(team.id),
  ]);
  if (!event) return null;
  return { teamCampaign: toTeamCampaignView(team, raised), event, indieCampaigns, donations, participants };
}

/** Null when there is no individual campaign `id`. */
export async function getIndieCampaignPageContent({ id }: { id: string }): Promise<IndieCampaignPage | null> {
  const indie = await findIndieCampaign(id);
  if (!indie) return null;
  const [event, raised, team, donations] = await Promise.all([
    eventView(indie.eventId),
    sumRaisedCents({ indieCampaignId: indie.id }),
    indie.teamCampaignId ? findTeamCampaign(indie.teamCampaignId) : null,
    findCampaignDonations({ indieCampaignId: indie.id }, PAGE_DONATION_COUNT),
  ]);
  if (!event) return null;
  const teamRaised = team ? await sumRaisedCents({ teamCampaignId: team.id }) : 0;
  return {
    indieCampaign: toIndieCampaignView(indie, raised),
    event,
    teamCampaign: team ? toTeamCampaignView(team, teamRaised) : null,
    donations,
  };
}
