import 'server-only';
import { isAppError } from '@/lib/app-error';
import type { CurrentUser } from '@/lib/auth';
import { db } from '@/lib/db';
import { isAdmin } from '../accounts/is-admin';
import type { DonationTargetType, TargetIds } from '@/lib/services/targets/donation-target';
import { findTarget } from '@/lib/services/targets/resolve-target';
import { mayAddOfflineDonation, offlineGiftPolicyFor } from './add-offline-donation';

// What the offline donation pages (/add_donation, /organizer-add-donation and its admin variant)
// need: the target, its parents, and the campaigns that can still be chosen under it.

export type CampaignOption = { id: string; title: string };
export type TeamOption = CampaignOption & { indies: CampaignOption[] };

export type OfflineDonationForm = {
  targetType: DonationTargetType;
  targetTitle: string;
  /** The target's public page, where the gift will show. */
  targetPath: string;
  event: CampaignOption & { path: string; fundraiser: boolean };
  /** Fixed by the target (a team or an individual campaign under a team); null: chosen from `teams`. */
  teamCampaign: CampaignOption | null;
  /** Fixed by the target; null: chosen from `indies` (or the team's in `teams`). */
  indieCampaign: CampaignOption | null;
  /** The event's team campaigns with their individual campaigns, when the target is the event. */
  teams: TeamOption[];
  /** Individual campaigns without a team (event target), or the team's (team target). */
  indies: CampaignOption[];
  /** A campaign creator's gift where the event asks for confirmation: it waits for the organizer's (lib/rules/offline-gifts.ts). */
  awaitsConfirmation: boolean;
  /** The largest gift this user may enter, in cents. */
  maxAmountCents: number;
};

export type OfflineDonationFormResult =
  | { status: 'ok'; form: OfflineDonationForm }
  | { status: 'not-found' }
  /** Not theirs: the page sends them to the target's own page (spec §6). */
  | { status: 'forbidden'; path: string };

const byTitle = (a: CampaignOption, b: CampaignOption) => a.title.localeCompare(b.title);

/** The form for one target: `ids` names exactly one (the page's query parameter). */
export async function getOfflineDonationForm({
  user,
  ids,
}: {
  user: CurrentUser;
  ids: TargetIds;
}): Promise<OfflineDonationFormResult> {
  let target;
  try {
    target = await findTarget(db, ids);
  } catch (error) {
    if (isAppError(error, 'NOT_FOUND') || isAppError(error, 'BAD_REQUEST')) return { status: 'not-found' };
    throw error;
  }
  if (!mayAddOfflineDonation(user, target)) return { status: 'forbidden', path: target.target.path };
  const policy = await offlineGiftPolicyFor(user, target);

  const option = ({ id, title }: CampaignOption) => ({ id, title });
  let teams: TeamOption[] = [];
  let indies: CampaignOption[] = [];
  if (target.targetType === 1) {
    const [teamRows, indieRows] = await Promise.all([
      db.teamCampaign.findMany({ where: { eventId: target.event.id }, select: { id: true, title: true } }),
      db.indieCampaign.findMany({
        where: { eventId: target.event.id },
        select: { id: true, title: true, teamCampaignId: true },
      }),
    ]);
    teams = teamRows.sort(byTitle).map((team) => ({
      ...option(team),
      indies: indieRows
        .filter((indie) => indie.teamCampaignId === team.id)
        .map(option)
        .sort(byTitle),
    }));
    indies = indieRows
      .filter((indie) => indie.teamCampaignId === null)
      .map(option)
      .sort(byTitle);
  } else if (target.targetType === 2 && target.teamCampaign) {
    indies = (
      await db.indieCampaign.findMany({
        where: { teamCampaignId: target.teamCampaign.id },
        select: { id: true, title: true },
      })
    ).sort(byTitle);
  }

  return {
    status: 'ok',
    form: {
      targetType: target.targetType,
      targetTitle: target.target.title,
      targetPath: target.target.path,
      event: {
        id: target.event.id,
        title: target.event.title,
        path: target.event.path,
        fundraiser: target.event.eventType === 'fundraiserDriven',
      },
      teamCampaign: target.teamCampaign ? option(target.teamCampaign) : null,
      indieCampaign: target.indieCampaign ? option(target.indieCampaign) : null,
      teams,
      indies,
      awaitsConfirmation: !policy.countsAtOnce,
      maxAmountCents: policy.maxAmountCents,
    },
  };
}

export type OfflineDonationEvent = { id: string; title: string; fundraiser: boolean; hidden: boolean };

/**
 * The events an offline gift can be recorded for from /organizer-add-donation: the user's own
 * events and fundraisers, newest first; every event for the admin variant (admins only).
 */
export async function listOfflineDonationEvents({
  user,
  scope,
}: {
  user: CurrentUser;
  scope: 'own' | 'all';
}): Promise<OfflineDonationEvent[]> {
  const all = scope === 'all' && isAdmin(user);
  const events = await db.event.findMany({
    where: all ? {} : { creatorId: user.id },
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    select: { id: true, title: true, eventType: true, isHidden: true },
  });
  return events.map((event) => ({
    id: event.id,
    title: event.title,
    fundraiser: event.eventType === 'fundraiserDriven',
    hidden: event.isHidden,
  }));
}
