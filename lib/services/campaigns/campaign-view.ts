// What the campaign services answer, as types only: the contracts (lib/contracts/campaigns.ts)
// and components read these, never the services themselves (a view file holds no code).
import type { createIndieCampaign } from './create-indie-campaign';
import type { createTeamCampaign } from './create-team-campaign';
import type { deleteIndieCampaign, deleteTeamCampaign } from './delete-campaign';
import type { getIndieCampaignDonations, getTeamCampaignDonations } from './get-campaign-donations';
import type {
  getIndieCampaignParentObjects,
  getIndieCampaignParents,
  getTeamCampaignParents,
} from './get-campaign-parents';
import type { getIndieCampaignTotals, getTeamCampaignTotals } from './get-campaign-totals';
import type { getTeamParticipants } from './get-team-participants';
import type { updateIndieCampaign, updateTeamCampaign } from './update-campaign';

export type { PublicIndieCampaign, PublicTeamCampaign } from './serialize-campaign';
export type { PublicParticipant } from './get-team-participants';

export type CreateTeamCampaignResult = Awaited<ReturnType<typeof createTeamCampaign>>;
export type CreateIndieCampaignResult = Awaited<ReturnType<typeof createIndieCampaign>>;
export type UpdateTeamCampaignResult = Awaited<ReturnType<typeof updateTeamCampaign>>;
export type UpdateIndieCampaignResult = Awaited<ReturnType<typeof updateIndieCampaign>>;
export type DeleteTeamCampaignResult = Awaited<ReturnType<typeof deleteTeamCampaign>>;
export type DeleteIndieCampaignResult = Awaited<ReturnType<typeof deleteIndieCampaign>>;
export type TeamCampaignDonations = Awaited<ReturnType<typeof getTeamCampaignDonations>>;
export type IndieCampaignDonations = Awaited<ReturnType<typeof getIndieCampaignDonations>>;
export type TeamCampaignParents = Awaited<ReturnType<typeof getTeamCampaignParents>>;
export type IndieCampaignParents = Awaited<ReturnType<typeof getIndieCampaignParents>>;
export type IndieCampaignParentObjects = Awaited<ReturnType<typeof getIndieCampaignParentObjects>>;
export type TeamCampaignTotals = Awaited<ReturnType<typeof getTeamCampaignTotals>>;
export type IndieCampaignTotals = Awaited<ReturnType<typeof getIndieCampaignTotals>>;
export type TeamParticipants = Awaited<ReturnType<typeof getTeamParticipants>>;
