import 'server-only';
import type { CurrentUser } from '@/lib/auth';
import { DEFAULT_CAMPAIGN_GOAL_DOLLARS } from '@/lib/rules/constants';
import type { CampaignFormKind, CampaignFormPage } from '@/lib/shared/campaign-form-page';
import {
  addDonationPath,
  createFundraiserCampaignPath,
  createTeamCampaignPath,
  editFundraiserCampaignPath,
  editTeamCampaignPath,
  eventPagePath,
  fundraiserCampaignPath,
  indieCampaignPath,
  teamCampaignPath,
} from '@/lib/shared/paths';
import {
  getIndieCampaignForEditing,
  getIndieCampaignParent,
  getTeamCampaignForEditing,
  getTeamCampaignParent,
} from './get-campaign-for-editing';

// The six campaign form pages as one: create and edit, for a team campaign (under an event), a
// fundraiser's campaign (with a goal date) and an individual campaign. Only a campaign's creator
// edits it; anyone else is sent to its public page. An id of the other kind of team goes to its
// own form. The services that write check all of it again.

export type CampaignFormPageResult = { page: CampaignFormPage } | { redirect: string } | null;

type Options = { user: CurrentUser; kind: CampaignFormKind; id: string };

/** The create form under `id`: an event or fundraiser (team, fundraiser), a team campaign (indie). */
export async function getCampaignCreatePage({ kind, id }: Omit<Options, 'user'>): Promise<CampaignFormPageResult> {
  const blank = { campaign: null, afterDeletePath: null, offlineDonationHref: null };
  if (kind === 'indie') {
    const parent = await getIndieCampaignParent({ teamCampaignId: id });
    if (!parent) return null;
    const { team, event } = parent;
    return {
      page: {
        ...blank,
        kind,
        title: 'Create an individual campaign',
        lead: `For ${team.title} at ${event.title}. Your own page and goal; every gift counts for the team too.`,
        parentId: team.id,
        timeZone: event.timeZone,
        defaultGoal: DEFAULT_CAMPAIGN_GOAL_DOLLARS,
        closed: null,
      },
    };
  }
  const parent = await getTeamCampaignParent({ eventId: id });
  if (!parent) return null;
  const { event, defaultGoal } = parent;
  const isFundraiser = event.eventType === 'fundraiserDriven';
  // A fundraiser's campaigns have their own form (with a goal date), an event's teams theirs.
  if (isFundraiser !== (kind === 'fundraiser'))
    return { redirect: isFundraiser ? createFundraiserCampaignPath(event.id) : createTeamCampaignPath(event.id) };
  return {
    page: {
      ...blank,
      kind,
      title: isFundraiser ? 'Create a campaign' : 'Create a team campaign',
      lead: isFundraiser
        ? `For ${event.title}. Set a goal and a date to reach it by.`
        : `For ${event.title}. Rally your friends and raise money together.`,
      parentId: event.id,
      timeZone: event.timeZone,
      defaultGoal,
      closed: event.teamCampaignCreationEnabled ? null : { eventTitle: event.title, eventHref: eventPagePath(event) },
    },
  };
}

/** The edit form of campaign `id`, for its creator. */
export async function getCampaignEditPage({ user, kind, id }: Options): Promise<CampaignFormPageResult> {
  if (kind === 'indie') {
    const found = await getIndieCampaignForEditing({ user, id });
    if (!found) return null;
    if (found.access === 'other') return { redirect: indieCampaignPath(id) };
    const { campaign, event, team } = found;
    return {
      page: {
        kind,
        title: 'Edit individual campaign',
        lead: `${campaign.title}, for ${team?.title ?? event.title}`,
        parentId: team?.id ?? event.id,
        timeZone: event.timeZone,
        campaign,
        defaultGoal: DEFAULT_CAMPAIGN_GOAL_DOLLARS,
        closed: null,
        // Deleting leads to its team's page (its event's when it has no team).
        afterDeletePath: team
          ? event.eventType === 'fundraiserDriven'
            ? fundraiserCampaignPath(team.id)
            : teamCampaignPath(team.id)
          : eventPagePath(event),
        offlineDonationHref: event.allowUnconfirmedOfflineDonations
          ? addDonationPath({ event: event.id, team_campaign: team?.id, indie_campaign: campaign.id })
          : null,
      },
    };
  }
  const found = await getTeamCampaignForEditing({ user, id });
  if (!found) return null;
  if (found.access === 'other')
    return { redirect: found.eventType === 'fundraiserDriven' ? fundraiserCampaignPath(id) : teamCampaignPath(id) };
  const { campaign, event } = found;
  const isFundraiser = event.eventType === 'fundraiserDriven';
  if (isFundraiser !== (kind === 'fundraiser'))
    return { redirect: isFundraiser ? editFundraiserCampaignPath(campaign.id) : editTeamCampaignPath(campaign.id) };
  return {
    page: {
      kind,
      title: isFundraiser ? 'Edit campaign' : 'Edit team campaign',
      lead: `${campaign.title}, for ${event.title}`,
      parentId: event.id,
      timeZone: event.timeZone,
      campaign,
      defaultGoal: DEFAULT_CAMPAIGN_GOAL_DOLLARS,
      closed: null,
      afterDeletePath: eventPagePath(event),
      offlineDonationHref: event.allowUnconfirmedOfflineDonations
        ? addDonationPath({ event: event.id, team_campaign: campaign.id })
        : null,
    },
  };
}
