import 'server-only';
import type { CurrentUser } from '@/lib/auth';
import { db } from '@/lib/db';
import type { EventType } from '@/lib/generated/prisma/client';
import { DEFAULT_CAMPAIGN_GOAL_DOLLARS } from '@/lib/rules/constants';
import { centsToDollars } from '@/lib/rules/money';
import { isPlausibleId } from '@/lib/rules/ids';
import type { EditableCampaign } from '@/lib/shared/campaign-form-page';

// What the campaign form pages need: the parent a new campaign goes under, or a campaign as its
// edit form shows it (its creator only). The services that write check all of it again.

/** The event (or fundraiser) a form's campaign belongs to, as the form needs it. */
export type CampaignFormEvent = {
  id: string;
  title: string;
  eventType: EventType;
  timeZone: string;
  teamCampaignCreationEnabled: boolean;
  allowUnconfirmedOfflineDonations: boolean;
};

const formEventSelect = {
  id: true,
  title: true,
  eventType: true,
  timeZone: true,
  teamCampaignCreationEnabled: true,
  allowUnconfirmedOfflineDonations: true,
  defaultTeamCampaignAmountCents: true,
} as const;

type FormEventRow = CampaignFormEvent & { defaultTeamCampaignAmountCents: number | null };

const toFormEvent = (row: FormEventRow): CampaignFormEvent => ({
  id: row.id,
  title: row.title,
  eventType: row.eventType,
  timeZone: row.timeZone,
  teamCampaignCreationEnabled: row.teamCampaignCreationEnabled,
  allowUnconfirmedOfflineDonations: row.allowUnconfirmedOfflineDonations,
});

/** A new team campaign's event, with the goal its form starts from: the event's default team goal, else 1000. */
export async function getTeamCampaignParent({ eventId }: { eventId: string }) {
  if (!isPlausibleId(eventId)) return null;
  const row = await db.event.findUnique({ where: { id: eventId }, select: formEventSelect });
  if (!row) return null;
  const { defaultTeamCampaignAmountCents, ...event } = row;
  const defaultGoal =
    defaultTeamCampaignAmountCents === null
      ? DEFAULT_CAMPAIGN_GOAL_DOLLARS
      : centsToDollars(defaultTeamCampaignAmountCents);
  return { event: event satisfies CampaignFormEvent, defaultGoal };
}

/** A new individual campaign's team (and its event); null when there is no such team. */
export async function getIndieCampaignParent({ teamCampaignId }: { teamCampaignId: string }) {
  if (!isPlausibleId(teamCampaignId)) return null;
  const team = await db.teamCampaign.findUnique({
    where: { id: teamCampaignId },
    select: { id: true, title: true, event: { select: formEventSelect } },
  });
  if (!team) return null;
  return { team: { id: team.id, title: team.title }, event: toFormEvent(team.event) };
}

export type CampaignForEditing<Extra> =
  | ({ access: 'creator'; campaign: EditableCampaign; event: CampaignFormEvent } & Extra)
  /** Someone else's campaign: the page sends them to its public page. */
  | { access: 'other'; eventType: EventType }
  | null;

type EditableRow = {
  id: string;
  creatorId: string;
  title: string;
  description: string;
  targetFundCents: number;
  picture: string | null;
  expiration?: Date | null;
  event: FormEventRow;
};

/**
 * A campaign row for its edit form: to its creator, the form's values (dollars, and the
 * expiration, a team's, as ISO or null) with `extra`; to anyone else, only its event's kind.
 */
function forEditing<Extra extends object>(
  user: CurrentUser,
  row: EditableRow,
  extra: Extra,
): CampaignForEditing<Extra> {
  const event = toFormEvent(row.event);
  if (row.creatorId !== user.id) return { access: 'other', eventType: event.eventType };
  return {
    access: 'creator',
    event,
    ...extra,
    campaign: {
      id: row.id,
      title: row.title,
      description: row.description,
      targetFund: centsToDollars(row.targetFundCents),
      picture: row.picture,
      expiration: row.expiration ? row.expiration.toISOString() : null,
    },
  };
}

/** A team campaign for its edit form: its creator gets it; anyone else learns only its kind; null when unknown. */
export async function getTeamCampaignForEditing({
  user,
  id,
}: {
  user: CurrentUser;
  id: string;
}): Promise<CampaignForEditing<object>> {
  if (!isPlausibleId(id)) return null;
  const row = await db.teamCampaign.findUnique({ where: { id }, include: { event: { select: formEventSelect } } });
  return row && forEditing(user, row, {});
}

/** An individual campaign for its edit form, with its team (null directly under an event). */
export async function getIndieCampaignForEditing({
  user,
  id,
}: {
  user: CurrentUser;
  id: string;
}): Promise<CampaignForEditing<{ team: { id: string; title: string } | null }>> {
  if (!isPlausibleId(id)) return null;
  const row = await db.indieCampaign.findUnique({
    where: { id },
    include: { event: { select: formEventSelect }, teamCampaign: { select: { id: true, title: true } } },
  });
  return row && forEditing(user, row, { team: row.teamCampaign });
}
