import 'server-only';
import { findEventWithRelations } from '@/lib/services/events/get-event';
import { toEventView, type EventView } from '@/lib/services/events/serialize-event';
import { readRaisedFigures, sumRaisedCents } from '@/lib/services/totals/raised-totals';
import { findIndieCampaign, findTeamCampaign } from './find-campaign';
import { findIndieCampaignViews } from './get-campaign';
import { toDonationView, type DonationView } from './get-campaign-donations';
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
  /** Counted gifts to the team and its individual campaigns. */
  donationCount: number;
  /** The latest PAGE_DONATION_COUNT of them. */
  donations: DonationView[];
  participants: PublicParticipant[];
};

/** /indie_campaign/{id}. */
export type IndieCampaignPage = {
  indieCampaign: IndieCampaignView;
  event: EventView;
  /** Null for an individual campaign directly under its event. */
  teamCampaign: TeamCampaignView | null;
  donationCount: number;
  donations: DonationView[];
};

async function eventView(id: string): Promise<EventView | null> {
  const event = await findEventWithRelations(id);
  return event ? toEventView(event, await sumRaisedCents({ eventId: event.id })) : null;
}

/** Null when there is no team campaign `id`. Its total, count and latest gifts are one query. */
export async function getTeamCampaignPageContent({ id }: { id: string }): Promise<TeamCampaignPage | null> {
  const team = await findTeamCampaign(id);
  if (!team) return null;
  const [event, figures, indieCampaigns, participants] = await Promise.all([
    eventView(team.eventId),
    readRaisedFigures({ teamCampaignId: team.id }, { latest: PAGE_DONATION_COUNT }),
    findIndieCampaignViews(team.id),
    findTeamParticipants(team.id),
  ]);
  if (!event) return null;
  return {
    teamCampaign: toTeamCampaignView(team, figures.raisedCents),
    event,
    indieCampaigns,
    donationCount: figures.donationCount,
    donations: figures.latest.map(toDonationView),
    participants,
  };
}

/** Null when there is no individual campaign `id`. */
export async function getIndieCampaignPageContent({ id }: { id: string }): Promise<IndieCampaignPage | null> {
  const indie = await findIndieCampaign(id);
  if (!indie) return null;
  const [event, figures, team] = await Promise.all([
    eventView(indie.eventId),
    readRaisedFigures({ indieCampaignId: indie.id }, { latest: PAGE_DONATION_COUNT }),
    indie.teamCampaignId ? findTeamCampaign(indie.teamCampaignId) : null,
  ]);
  if (!event) return null;
  const teamRaised = team ? await sumRaisedCents({ teamCampaignId: team.id }) : 0;
  return {
    indieCampaign: toIndieCampaignView(indie, figures.raisedCents),
    event,
    teamCampaign: team ? toTeamCampaignView(team, teamRaised) : null,
    donationCount: figures.donationCount,
    donations: figures.latest.map(toDonationView),
  };
}
