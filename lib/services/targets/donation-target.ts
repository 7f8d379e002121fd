import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { DONATION_TARGET_TYPE, type PaymentProvider } from '@/lib/rules/constants';
import { eventPagePath, fundraiserCampaignPath, indieCampaignPath, teamCampaignPath } from '@/lib/shared/paths';

// What a gift goes to (fundraising spec §3: event=1, teamCampaign=2, indieCampaign=3): one shape
// for every way a gift arrives (a card payment, an offline gift, a batch row), built by the one
// resolver of ./resolve-target.ts. The target is the most specific of the three; the ones above
// it are its parents, and a gift carries them all, so one sum per id covers a subtree.

export type DonationTargetType = (typeof DONATION_TARGET_TYPE)[keyof typeof DONATION_TARGET_TYPE];

/** The ids a caller names a target by: the most specific one given wins (CONTRACT §4 "No campaign"). */
export type TargetIds = {
  eventId?: string | null;
  teamCampaignId?: string | null;
  indieCampaignId?: string | null;
};

/** A target or one of its parents: its title, who created it, and its public page. */
export type TargetNode = { id: string; title: string; creatorId: string; path: string };

/** What taking a gift for an event needs to know of it: its window, its provider, its mail. */
export type GivingEvent = TargetNode & {
  eventType: 'eventDriven' | 'fundraiserDriven';
  dateTime: Date | null;
  timeZone: string;
  activeUntilDonation: Date | null;
  allowDonationsWithoutTeam: boolean;
  paymentProvider: PaymentProvider;
  emailTemplateDonation: string | null;
  /** The event creator's display name: who the receipt says runs it. */
  organizerName: string;
};

export type DonationTarget = {
  targetType: DonationTargetType;
  /** The target itself: the individual campaign, else the team campaign, else the event. */
  target: TargetNode;
  event: GivingEvent;
  teamCampaign: TargetNode | null;
  indieCampaign: TargetNode | null;
};

/** The event fields every resolver reads (one select, whatever the way in). */
export const GIVING_EVENT_FIELDS = {
  id: true,
  title: true,
  creatorId: true,
  eventType: true,
  dateTime: true,
  timeZone: true,
  activeUntilDonation: true,
  allowDonationsWithoutTeam: true,
  paymentProvider: true,
  emailTemplateDonation: true,
  creator: { select: { name: true } },
} as const satisfies Prisma.EventSelect;

export type GivingEventRow = Prisma.EventGetPayload<{ select: typeof GIVING_EVENT_FIELDS }>;
export type CampaignRow = { id: string; title: string; creatorId: string };

/** The public page of a team campaign: a fundraiser's campaigns live under /fundraiser/campaign/. */
export const teamPagePath = (id: string, eventType: GivingEvent['eventType']) =>
  eventType === 'fundraiserDriven' ? fundraiserCampaignPath(id) : teamCampaignPath(id);

export function givingEvent({ creator, ...event }: GivingEventRow): GivingEvent {
  return { ...event, organizerName: creator.name, path: eventPagePath(event) };
}

/** The target made of an event and, when given, a team and an individual campaign under it. */
export function donationTarget(
  event: GivingEventRow,
  team: CampaignRow | null,
  indie: CampaignRow | null,
): DonationTarget {
  const eventNode = givingEvent(event);
  const node = ({ id, title, creatorId }: CampaignRow, path: string): TargetNode => ({ id, title, creatorId, path });
  const teamCampaign = team ? node(team, teamPagePath(team.id, event.eventType)) : null;
  const indieCampaign = indie ? node(indie, indieCampaignPath(indie.id)) : null;
  return {
    targetType: indie
      ? DONATION_TARGET_TYPE.indieCampaign
      : team
        ? DONATION_TARGET_TYPE.teamCampaign
        : DONATION_TARGET_TYPE.event,
    target: indieCampaign ?? teamCampaign ?? eventNode,
    event: eventNode,
    teamCampaign,
    indieCampaign,
  };
}

/** The name a gift's target goes by: the individual campaign, else the team, else the event. */
export const targetTitle = (target: DonationTarget) => target.target.title;
