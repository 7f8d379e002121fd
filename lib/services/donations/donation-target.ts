import 'server-only';
import { badRequest, notFound } from '@/lib/app-error';
import type { Db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { DONATION_TARGET_TYPE } from '@/lib/rules/constants';
import {
  EVENT_NOT_FOUND,
  INDIE_CAMPAIGN_NOT_FOUND,
  INDIE_NOT_IN_EVENT,
  INDIE_NOT_IN_TEAM,
  TEAM_CAMPAIGN_NOT_FOUND,
  TEAM_NOT_IN_EVENT,
} from '@/lib/rules/messages';
import { eventPagePath, fundraiserCampaignPath, indieCampaignPath, teamCampaignPath } from '@/lib/shared/paths';
import { isAdmin } from '../accounts/is-admin';
import { isPlausibleId } from '@/lib/rules/ids';

// What a donation is given to (fundraising spec §3: event=1, teamCampaign=2, indieCampaign=3),
// read from the campaign tables with its parents, the public page of each, and who created them.

type Reader = Db | Prisma.TransactionClient;
type EventType = 'eventDriven' | 'fundraiserDriven';

export type DonationTargetType = (typeof DONATION_TARGET_TYPE)[keyof typeof DONATION_TARGET_TYPE];

export type DonationTargetIds = {
  eventId?: string | null;
  teamCampaignId?: string | null;
  indieCampaignId?: string | null;
};

type Node = { id: string; title: string; creatorId: string; path: string };

export type DonationTarget = {
  targetType: DonationTargetType;
  /** The target itself: the individual campaign, else the team campaign, else the event. */
  target: Node;
  event: Node & { eventType: EventType };
  teamCampaign: Node | null;
  indieCampaign: Node | null;
};

/** The public page of a team campaign: a fundraiser's campaigns live under /fundraiser/campaign/. */
export const teamPagePath = (id: string, eventType: EventType) =>
  eventType === 'fundraiserDriven' ? fundraiserCampaignPath(id) : teamCampaignPath(id);

const parentFields = { id: true, title: true, creatorId: true, eventType: true } as const;
const nodeFields = { id: true, title: true, creatorId: true } as const;

const plausible = (id: string | null | undefined): id is string => typeof id === 'string' && isPlausibleId(id);

function mismatch(field: 'eventId' | 'teamCampaignId', message: string) {
  return badRequest(message, { fieldErrors: { [field]: [message] } });
}

/**
 * The target named by `ids`: the most specific id given wins, and the others, when given, must
 * be its parents (400 otherwise). 404 when the target does not exist.
 */
export async function findDonationTarget(reader: Reader, ids: DonationTargetIds): Promise<DonationTarget> {
  const { eventId, teamCampaignId, indieCampaignId } = ids;
  if (indieCampaignId) {
    const indie = plausible(indieCampaignId)
      ? await reader.indieCampaign.findUnique({
          where: { id: indieCampaignId },
          select: { ...nodeFields, event: { select: parentFields }, teamCampaign: { select: nodeFields } },
        })
      : null;
    if (!indie) throw notFound(INDIE_CAMPAIGN_NOT_FOUND);
    if (teamCampaignId && teamCampaignId !== indie.teamCampaign?.id)
      throw mismatch('teamCampaignId', INDIE_NOT_IN_TEAM);
    if (eventId && eventId !== indie.event.id) throw mismatch('eventId', INDIE_NOT_IN_EVENT);
    const event = eventNode(indie.event);
    const node = { ...pick(indie), path: indieCampaignPath(indie.id) };
    return {
      targetType: DONATION_TARGET_TYPE.indieCampaign,
      target: node,
      event,
      teamCampaign: indie.teamCampaign
        ? { ...pick(indie.teamCampaign), path: teamPagePath(indie.teamCampaign.id, event.eventType) }
        : null,
      indieCampaign: node,
    };
  }
  if (teamCampaignId) {
    const team = plausible(teamCampaignId)
      ? await reader.teamCampaign.findUnique({
          where: { id: teamCampaignId },
          select: { ...nodeFields, event: { select: parentFields } },
        })
      : null;
    if (!team) throw notFound(TEAM_CAMPAIGN_NOT_FOUND);
    if (eventId && eventId !== team.event.id) throw mismatch('eventId', TEAM_NOT_IN_EVENT);
    const event = eventNode(team.event);
    const node = { ...pick(team), path: teamPagePath(team.id, event.eventType) };
    return {
      targetType: DONATION_TARGET_TYPE.teamCampaign,
      target: node,
      event,
      teamCampaign: node,
      indieCampaign: null,
    };
  }
  const found = plausible(eventId)
    ? await reader.event.findUnique({ where: { id: eventId }, select: parentFields })
    : null;
  if (!found) throw notFound(EVENT_NOT_FOUND);
  const event = eventNode(found);
  return { targetType: DONATION_TARGET_TYPE.event, target: event, event, teamCampaign: null, indieCampaign: null };
}

const pick = ({ id, title, creatorId }: { id: string; title: string; creatorId: string }) => ({ id, title, creatorId });

function eventNode(event: { id: string; title: string; creatorId: string; eventType: EventType }) {
  return { ...pick(event), eventType: event.eventType, path: eventPagePath(event) };
}

/**
 * Who may record an offline donation to `target` (CONTRACT §1): the creator of the target or
 * of its event, and the admins of ADMIN_EMAILS.
 */
export function mayAddOfflineDonation(user: { id: string; email: string }, target: DonationTarget): boolean {
  return user.id === target.target.creatorId || user.id === target.event.creatorId || isAdmin(user);
}
