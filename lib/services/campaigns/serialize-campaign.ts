import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { centsToDollars } from '@/lib/rules/money';
import {
  teamCampaignSelect,
  toPublicTeamCampaign,
  type PublicTeamCampaign,
  type TeamCampaignView,
} from '@/lib/services/events/get-team-campaigns';

// Team and individual campaigns as anyone may see them, in the spec's field names, fields picked
// one by one: the view (money in cents) for the pages, the public JSON (dollars) for the API.
// amountRaised is the campaign and everything under it (CONTRACT §1).

export type { PublicTeamCampaign, TeamCampaignView };
export { toPublicTeamCampaign };

export { teamCampaignSelect };

export const indieCampaignSelect = {
  id: true,
  eventId: true,
  teamCampaignId: true,
  creatorId: true,
  title: true,
  description: true,
  picture: true,
  targetFundCents: true,
} satisfies Prisma.IndieCampaignSelect;

export type TeamCampaignRow = Prisma.TeamCampaignGetPayload<{ select: typeof teamCampaignSelect }>;
export type IndieCampaignRow = Prisma.IndieCampaignGetPayload<{ select: typeof indieCampaignSelect }>;

/** What a team and an individual campaign show alike; `amountRaisedCents` is what its gifts raised. */
function campaignView(row: TeamCampaignRow | IndieCampaignRow, amountRaisedCents: number) {
  return {
    _id: row.id,
    eventId: row.eventId,
    creatorId: row.creatorId,
    title: row.title,
    description: row.description,
    picture: row.picture,
    targetFundCents: row.targetFundCents,
    amountRaisedCents,
  };
}

/** A team campaign as the pages show it (the shape of the event's leaderboard rows). */
export function toTeamCampaignView(row: TeamCampaignRow, amountRaisedCents: number): TeamCampaignView {
  return {
    ...campaignView(row, amountRaisedCents),
    expiration: row.expiration ? row.expiration.toISOString() : null,
  };
}

/** An individual campaign as the pages show it: plain JSON, money in cents. */
export function toIndieCampaignView(row: IndieCampaignRow, amountRaisedCents: number) {
  return {
    ...campaignView(row, amountRaisedCents),
    /** Null for an individual campaign directly under its event. */
    teamCampaignId: row.teamCampaignId,
  };
}

export type IndieCampaignView = ReturnType<typeof toIndieCampaignView>;

/** The public JSON of an individual campaign: the view, money in dollars. */
export function toPublicIndieCampaign({ targetFundCents, amountRaisedCents, ...indie }: IndieCampaignView) {
  return { ...indie, targetFund: centsToDollars(targetFundCents), amountRaised: centsToDollars(amountRaisedCents) };
}

export type PublicIndieCampaign = ReturnType<typeof toPublicIndieCampaign>;
