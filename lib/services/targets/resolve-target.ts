import 'server-only';
import { badRequest, notFound } from '@/lib/app-error';
import { db, type Db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { isPlausibleId } from '@/lib/rules/ids';
import {
  EVENT_NOT_FOUND,
  INDIE_CAMPAIGN_NOT_FOUND,
  INDIE_NOT_IN_EVENT,
  INDIE_NOT_IN_TEAM,
  SELECT_VALID_INDIE_CAMPAIGN,
  SELECT_VALID_TEAM_CAMPAIGN,
  TEAM_CAMPAIGN_NOT_FOUND,
  TEAM_NOT_IN_EVENT,
} from '@/lib/rules/messages';
import { donationTarget, GIVING_EVENT_FIELDS, type DonationTarget, type TargetIds } from './donation-target';

// The one resolver of what a gift goes to (./donation-target.ts), from the ids a caller names.
// Every way in reads the same rows; they differ in what they forgive:
// - findTarget: an offline gift names exactly its target; the others, when given, must be its
//   parents (400), and an unknown one is 404.
// - resolveGivingTarget, strict: an online gift before money moves: every id must exist and
//   belong where it says, with the form's own messages (400), and "no team" only where the event
//   takes gifts without one.
// - resolveGivingTarget, lenient: once a payment went through, nothing may be refused: a
//   campaign gone or elsewhere gives its gift to the parent instead; only an unknown event is 404.

type Reader = Db | Prisma.TransactionClient;

const campaignFields = { id: true, title: true, creatorId: true, eventId: true } as const;

/** An individual campaign's place: its event and team (null for an id that cannot name one). */
export const findIndie = (id: string, reader: Reader = db) =>
  isPlausibleId(id)
    ? reader.indieCampaign.findUnique({ where: { id }, select: { ...campaignFields, teamCampaignId: true } })
    : null;

/** A team campaign's title and event (null for an id that cannot name one). */
export const findTeam = (id: string, reader: Reader = db) =>
  isPlausibleId(id) ? reader.teamCampaign.findUnique({ where: { id }, select: campaignFields }) : null;

const findEvent = (id: string, reader: Reader) =>
  isPlausibleId(id) ? reader.event.findUnique({ where: { id }, select: GIVING_EVENT_FIELDS }) : null;

const invalid = (field: string, message: string) => badRequest(message, { fieldErrors: { [field]: [message] } });

/**
 * The target `ids` name exactly: the most specific id given wins, and the others, when given,
 * must be its parents (400 otherwise). 404 when the target does not exist.
 */
export async function findTarget(reader: Reader, ids: TargetIds): Promise<DonationTarget> {
  const { eventId, teamCampaignId, indieCampaignId } = ids;
  if (indieCampaignId) {
    const indie = await findIndie(indieCampaignId, reader);
    if (!indie) throw notFound(INDIE_CAMPAIGN_NOT_FOUND);
    if (teamCampaignId && teamCampaignId !== indie.teamCampaignId) throw invalid('teamCampaignId', INDIE_NOT_IN_TEAM);
    if (eventId && eventId !== indie.eventId) throw invalid('eventId', INDIE_NOT_IN_EVENT);
    const [event, team] = await Promise.all([
      findEvent(indie.eventId, reader),
      indie.teamCampaignId ? findTeam(indie.teamCampaignId, reader) : null,
    ]);
    if (!event) throw notFound(EVENT_NOT_FOUND);
    return donationTarget(event, team, indie);
  }
  if (teamCampaignId) {
    const team = await findTeam(teamCampaignId, reader);
    if (!team) throw notFound(TEAM_CAMPAIGN_NOT_FOUND);
    if (eventId && eventId !== team.eventId) throw invalid('eventId', TEAM_NOT_IN_EVENT);
    const event = await findEvent(team.eventId, reader);
    if (!event) throw notFound(EVENT_NOT_FOUND);
    return donationTarget(event, team, null);
  }
  const event = eventId ? await findEvent(eventId, reader) : null;
  if (!event) throw notFound(EVENT_NOT_FOUND);
  return donationTarget(event, null, null);
}

/**
 * The target of an online gift. Strict (before any money moves): 400 with the field's message
 * for an unknown event or a campaign that does not belong to it, and for "no team" where the
 * event asks donors to pick one. Lenient (recording a payment that went through): only an
 * unknown event is an error (404); a campaign that is gone or elsewhere is dropped.
 */
export async function resolveGivingTarget(
  ids: TargetIds,
  { strict, reader = db }: { strict: boolean; reader?: Reader },
): Promise<DonationTarget> {
  // What the ids name, read at once; what they leave out is then found from the campaigns.
  const [indieRow, givenTeam, givenEvent] = await Promise.all([
    ids.indieCampaignId ? findIndie(ids.indieCampaignId, reader) : null,
    ids.teamCampaignId ? findTeam(ids.teamCampaignId, reader) : null,
    ids.eventId ? findEvent(ids.eventId, reader) : null,
  ]);
  const derivedTeamId = ids.teamCampaignId ? null : (indieRow?.teamCampaignId ?? null);
  const derivedTeam = derivedTeamId ? await findTeam(derivedTeamId, reader) : null;
  const eventId = ids.eventId ?? indieRow?.eventId ?? givenTeam?.eventId ?? null;
  const event = givenEvent ?? (eventId && !ids.eventId ? await findEvent(eventId, reader) : null);
  if (!event)
    throw strict ? invalid(ids.eventId ? 'eventId' : 'teamCampaignId', EVENT_NOT_FOUND) : notFound(EVENT_NOT_FOUND);

  let indie = indieRow && indieRow.eventId === event.id ? indieRow : null;
  if (ids.indieCampaignId && (!indie || (ids.teamCampaignId && indie.teamCampaignId !== ids.teamCampaignId))) {
    if (strict) throw invalid('indieCampaignId', SELECT_VALID_INDIE_CAMPAIGN);
    indie = null;
  }
  // A gift to an individual campaign is also its team's (the team's total includes it).
  const teamRow = indie
    ? indie.teamCampaignId === givenTeam?.id
      ? givenTeam
      : indie.teamCampaignId === derivedTeam?.id
        ? derivedTeam
        : null
    : givenTeam;
  const team = teamRow && teamRow.eventId === event.id ? teamRow : null;
  if (ids.teamCampaignId && !team && strict) throw invalid('teamCampaignId', SELECT_VALID_TEAM_CAMPAIGN);

  if (strict && !team && !event.allowDonationsWithoutTeam) {
    // "General" is not offered when the event wants every gift to go to a team, unless it has none yet.
    if ((await reader.teamCampaign.count({ where: { eventId: event.id } })) > 0) {
      throw invalid('teamCampaignId', SELECT_VALID_TEAM_CAMPAIGN);
    }
  }
  return donationTarget(event, team, indie);
}
