import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { centsToDollars } from '@/lib/rules/money';
import type { PublicTeamCampaign } from '@/lib/services/events/get-team-campaigns';

// The public JSON of team and individual campaigns, in the spec's field names. Fields are picked
// one by one; amountRaised is in dollars (CONTRACT §1: the campaign and everything under it).

export type { PublicTeamCampaign };

export type PublicIndieCampaign = {
  _id: string;
  eventId: string;
  /** Null for an individual campaign directly under its event. */
  teamCampaignId: string | null;
  creatorId: string;
  title: string;
  description: string;
  picture: string | null;
  /** Dollars. */
  targetFund: number;
  /** Dollars: its succeeded donations. */
  amountRaised: number;
};

export const teamCampaignSelect = {
  id: true,
  eventId: true,
  creatorId: true,
  title: true,
  description: true,
  picture: true,
  targetFundCents: true,
  expiration: true,
} satisfies Prisma.TeamCampaignSelect;

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

export function serializeTeamCampaign(row: TeamCampaignRow, amountRaisedCents: number): PublicTeamCampaign {
  return {
    _id: row.id,
    eventId: row.eventId,
    creatorId: row.creatorId,
    title: row.title,
    description: row.description,
    picture: row.picture,
    targetFund: centsToDollars(row.targetFundCents),
    amountRaised: centsToDollars(amountRaisedCents),
    expiration: row.expiration ? row.expiration.toISOString() : null,
  };
}

export function serializeIndieCampaign(row: IndieCampaignRow, amountRaisedCents: number): PublicIndieCampaign {
  return {
    _id: row.id,
    eventId: row.eventId,
    teamCampaignId: row.teamCampaignId,
    creatorId: row.creatorId,
    title: row.title,
    description: row.description,
    picture: row.picture,
    targetFund: centsToDollars(row.targetFundCents),
    amountRaised: centsToDollars(amountRaisedCents),
  };
}
