import 'server-only';
import { notFound } from '@/lib/app-error';
import { EVENT_NOT_FOUND } from '@/lib/rules/messages';
import { findEventWithRelations } from '@/lib/services/events/get-event';
import { sumRaisedCents } from '@/lib/services/totals/raised-totals';
import { toEventView, toPublicEvent } from '@/lib/services/events/serialize-event';
import { findTeamCampaign, requireIndieCampaign, requireTeamCampaign } from './find-campaign';
import { toPublicTeamCampaign, toTeamCampaignView } from './serialize-campaign';

/** GET /api/team_campaign/get_parents/{id}: {success, eventId}. */
export async function getTeamCampaignParents({ id }: { id: string }) {
  const team = await requireTeamCampaign(id);
  return { success: true as const, eventId: team.eventId };
}

/** GET /api/indie_campaign/get_parents/{id}: {success, eventId, teamCampaignId} (null without a team). */
export async function getIndieCampaignParents({ id }: { id: string }) {
  const indie = await requireIndieCampaign(id);
  return { success: true as const, eventId: indie.eventId, teamCampaignId: indie.teamCampaignId };
}

/** GET /api/indie_campaign/get_parentObjects/{id}: {event, teamCampaign} as their public JSON (teamCampaign null without a team). */
export async function getIndieCampaignParentObjects({ id }: { id: string }) {
  const indie = await requireIndieCampaign(id);
  const [event, team] = await Promise.all([
    findEventWithRelations(indie.eventId),
    indie.teamCampaignId ? findTeamCampaign(indie.teamCampaignId) : null,
  ]);
  // The foreign key makes this impossible; said plainly rather than assumed.
  if (!event) throw notFound(EVENT_NOT_FOUND);
  const [eventRaised, teamRaised] = await Promise.all([
    sumRaisedCents({ eventId: event.id }),
    team ? sumRaisedCents({ teamCampaignId: team.id }) : 0,
  ]);
  return {
    event: toPublicEvent(toEventView(event, eventRaised)),
    teamCampaign: team ? toPublicTeamCampaign(toTeamCampaignView(team, teamRaised)) : null,
  };
}
