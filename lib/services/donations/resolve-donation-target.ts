import 'server-only';
import { badRequest, conflict, forbidden, notFound } from '@/lib/app-error';
import { db } from '@/lib/db';
import { isDonationOpen } from '@/lib/rules/activity';
import { DONATION_TARGET_TYPE, type PaymentProvider } from '@/lib/rules/constants';
import {
  DONATIONS_CLOSED,
  EVENT_NOT_FOUND,
  SELECT_VALID_INDIE_CAMPAIGN,
  SELECT_VALID_TEAM_CAMPAIGN,
  WRONG_PAYMENT_PROVIDER,
} from '@/lib/rules/messages';
import { isPlausibleId } from '@/lib/rules/ids';

// What an online gift goes to: the event, and the team and individual campaign under it when
// chosen. Strictly before any money moves (every id must exist and belong where it says, the
// event's rules hold, its donation window is open, it takes the provider); leniently once a
// payment went through, when nothing may be refused any more: a campaign deleted meanwhile
// gives its gift to the parent instead.

const EVENT_FIELDS = {
  id: true,
  title: true,
  eventType: true,
  dateTime: true,
  timeZone: true,
  activeUntilDonation: true,
  allowDonationsWithoutTeam: true,
  paymentProvider: true,
  emailTemplateDonation: true,
  creator: { select: { name: true } },
} as const;

export type DonationTarget = {
  event: {
    id: string;
    title: string;
    eventType: 'eventDriven' | 'fundraiserDriven';
    dateTime: Date | null;
    timeZone: string;
    activeUntilDonation: Date | null;
    allowDonationsWithoutTeam: boolean;
    paymentProvider: PaymentProvider;
    emailTemplateDonation: string | null;
    creator: { name: string };
  };
  team: { id: string; title: string } | null;
  indie: { id: string; title: string } | null;
  /** 1 event, 2 team campaign, 3 individual campaign (accounts spec §3). */
  targetType: number;
};

export type TargetIds = { eventId?: string | null; teamCampaignId: string | null; indieCampaignId: string | null };

const invalid = (field: string, message: string) => badRequest(message, { fieldErrors: { [field]: [message] } });

/** An individual campaign's place: its event and team (null for an id that cannot name one). */
export const findIndie = (id: string) =>
  isPlausibleId(id)
    ? db.indieCampaign.findUnique({
        where: { id },
        select: { id: true, title: true, eventId: true, teamCampaignId: true },
      })
    : null;
/** A team campaign's title and event. */
export const findTeam = (id: string) =>
  isPlausibleId(id)
    ? db.teamCampaign.findUnique({ where: { id }, select: { id: true, title: true, eventId: true } })
    : null;
const findEvent = (id: string) =>
  isPlausibleId(id) ? db.event.findUnique({ where: { id }, select: EVENT_FIELDS }) : null;

/**
 * The target of `ids`. Strict: 400 with the field's message for an unknown event or a campaign
 * that does not belong to it, and for "no team" where the event asks donors to pick one.
 * Lenient: only an unknown event is an error (404); a campaign that is gone or elsewhere is dropped.
 */
export async function resolveDonationTarget(ids: TargetIds, { strict }: { strict: boolean }): Promise<DonationTarget> {
  // What the ids name, read at once; what they leave out is then found from the campaigns.
  const [indieRow, givenTeam, givenEvent] = await Promise.all([
    ids.indieCampaignId ? findIndie(ids.indieCampaignId) : null,
    ids.teamCampaignId ? findTeam(ids.teamCampaignId) : null,
    ids.eventId ? findEvent(ids.eventId) : null,
  ]);
  const derivedTeamId = ids.teamCampaignId ? null : (indieRow?.teamCampaignId ?? null);
  const derivedTeam = derivedTeamId ? await findTeam(derivedTeamId) : null;
  const eventId = ids.eventId ?? indieRow?.eventId ?? givenTeam?.eventId ?? null;
  const event = givenEvent ?? (eventId && !ids.eventId ? await findEvent(eventId) : null);
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
    if ((await db.teamCampaign.count({ where: { eventId: event.id } })) > 0) {
      throw invalid('teamCampaignId', SELECT_VALID_TEAM_CAMPAIGN);
    }
  }
  return {
    event,
    team: team ? { id: team.id, title: team.title } : null,
    indie: indie ? { id: indie.id, title: indie.title } : null,
    targetType: indie
      ? DONATION_TARGET_TYPE.indieCampaign
      : team
        ? DONATION_TARGET_TYPE.teamCampaign
        : DONATION_TARGET_TYPE.event,
  };
}

/**
 * Before any money moves: the donation window is open (lib/rules/activity, the one rule the
 * pages use too) and the event takes payments through `provider`.
 */
export function assertDonationsOpen(target: DonationTarget, provider: PaymentProvider, now: Date) {
  if (!isDonationOpen({ ...target.event, activeUntilDate: { donation: target.event.activeUntilDonation } }, now)) {
    throw forbidden(DONATIONS_CLOSED);
  }
  if (target.event.paymentProvider !== provider) throw conflict(WRONG_PAYMENT_PROVIDER);
}

/** The name a gift's target goes by: the individual campaign, else the team, else the event. */
export const targetTitle = (target: DonationTarget) => target.indie?.title ?? target.team?.title ?? target.event.title;
