import 'server-only';
import { db } from '@/lib/db';
import { DONATION_TARGET_TYPE, GENERAL_CAMPAIGN_ID } from '@/lib/rules/constants';
import { ambiguousCampaign, noSuchCampaign } from '@/lib/rules/messages';

// Where each gift of a batch goes: the resolver of ./resolve-target.ts for many gifts of one
// event at once, matched in memory against the event's campaigns read once. The organizer picks
// one campaign for the whole batch (the event itself by default) and a row may name another: a
// team or individual campaign of the same event, by id (what the grid's select sends) or by its
// name (what a CSV typed from a paper sheet has). Names compare without case and extra spaces.

export type BatchTarget = {
  type: 'event' | 'teamCampaign' | 'indieCampaign';
  /** The team or individual campaign's id, or the event's. */
  id: string;
  title: string;
  /** What the donation row stores: an individual campaign carries its team's id too (totals roll up). */
  teamCampaignId: string | null;
  indieCampaignId: string | null;
};

export type EventCampaigns = {
  event: { id: string; title: string };
  teams: Array<{ id: string; title: string }>;
  indies: Array<{ id: string; title: string; teamCampaignId: string | null }>;
};

/** The event's team and individual campaigns, in two queries. */
export async function loadEventCampaigns(event: { id: string; title: string }): Promise<EventCampaigns> {
  const [teams, indies] = await Promise.all([
    db.teamCampaign.findMany({
      where: { eventId: event.id },
      orderBy: [{ title: 'asc' }, { id: 'asc' }],
      select: { id: true, title: true },
    }),
    db.indieCampaign.findMany({
      where: { eventId: event.id },
      orderBy: [{ title: 'asc' }, { id: 'asc' }],
      select: { id: true, title: true, teamCampaignId: true },
    }),
  ]);
  return { event, teams, indies };
}

const normalize = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export const eventTarget = ({ event }: EventCampaigns): BatchTarget => ({
  type: 'event',
  id: event.id,
  title: event.title,
  teamCampaignId: null,
  indieCampaignId: null,
});

const teamTarget = (team: { id: string; title: string }): BatchTarget => ({
  type: 'teamCampaign',
  id: team.id,
  title: team.title,
  teamCampaignId: team.id,
  indieCampaignId: null,
});

const indieTarget = (indie: EventCampaigns['indies'][number]): BatchTarget => ({
  type: 'indieCampaign',
  id: indie.id,
  title: indie.title,
  teamCampaignId: indie.teamCampaignId,
  indieCampaignId: indie.id,
});

/** A campaign of the event by id only (the batch's own choice, made in a select). */
export function findCampaignById(campaigns: EventCampaigns, id: string): BatchTarget | null {
  if (id === '' || id === GENERAL_CAMPAIGN_ID || id === campaigns.event.id) return eventTarget(campaigns);
  const team = campaigns.teams.find((candidate) => candidate.id === id);
  if (team) return teamTarget(team);
  const indie = campaigns.indies.find((candidate) => candidate.id === id);
  return indie ? indieTarget(indie) : null;
}

/**
 * A row's campaign: by id, else by name; '---General---' or 'General' (when no campaign has that
 * name) is the event itself. The error message when nothing or more than one campaign matches.
 */
export function findCampaignByIdOrName(
  campaigns: EventCampaigns,
  value: string,
): { target: BatchTarget } | { error: string } {
  const byId = findCampaignById(campaigns, value.trim());
  if (byId) return { target: byId };
  const name = normalize(value);
  const matches = [
    ...campaigns.teams.filter((team) => normalize(team.title) === name).map(teamTarget),
    ...campaigns.indies.filter((indie) => normalize(indie.title) === name).map(indieTarget),
  ];
  if (matches.length === 1) return { target: matches[0] };
  if (matches.length > 1) return { error: ambiguousCampaign(value.trim()) };
  if (name === 'general' || name === normalize(campaigns.event.title)) return { target: eventTarget(campaigns) };
  return { error: noSuchCampaign(value.trim()) };
}

/** The donation's targetType (fundraising spec §3: event=1, teamCampaign=2, indieCampaign=3). */
export const targetTypeOf = (target: BatchTarget): number => DONATION_TARGET_TYPE[target.type];
