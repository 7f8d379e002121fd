// The team, individual and fundraiser campaign calls (fundraising spec §4–§7): creating,
// changing and deleting them, and their public JSON. See contract.ts.
import type {
  CreateIndieCampaignResult,
  CreateTeamCampaignResult,
  DeleteIndieCampaignResult,
  DeleteTeamCampaignResult,
  IndieCampaignDonations,
  IndieCampaignParentObjects,
  IndieCampaignParents,
  IndieCampaignTotals,
  PublicIndieCampaign,
  PublicTeamCampaign,
  TeamCampaignDonations,
  TeamCampaignParents,
  TeamCampaignTotals,
  TeamParticipants,
  UpdateIndieCampaignResult,
  UpdateTeamCampaignResult,
} from '@/lib/services/campaigns/campaign-view';
import type {
  deleteCampaignSchema,
  fundraiserCampaignSchema,
  indieCampaignSchema,
  teamCampaignSchema,
  upsertIndieCampaignSchema,
  upsertTeamCampaignSchema,
} from '@/lib/validation/campaign';
import type { donationListQuerySchema } from '@/lib/validation/event-list-query';
import { answer, body, bodyCheckedByService, defineContract, query } from './contract';
import { segment } from './segment';

type Id = { id: string };
type Parent = { parentId: string };

/**
 * POST /api/create_teamcampaign/{parentId} — a team campaign under an event, or a campaign under a
 * fundraiser (its schema: an end date); the service picks the schema by the parent's kind.
 */
export const createTeamCampaignCall = defineContract({
  method: 'POST',
  path: ({ parentId }: Parent) => `/api/create_teamcampaign/${segment(parentId)}`,
  body: bodyCheckedByService<typeof teamCampaignSchema | typeof fundraiserCampaignSchema>(),
  answer: answer<CreateTeamCampaignResult>(),
});

/** POST /api/create_indiecampaign/{parentId} — an individual campaign under a team campaign (or an event). */
export const createIndieCampaignCall = defineContract({
  method: 'POST',
  path: ({ parentId }: Parent) => `/api/create_indiecampaign/${segment(parentId)}`,
  body: bodyCheckedByService<typeof indieCampaignSchema>(),
  answer: answer<CreateIndieCampaignResult>(),
});

/** POST /api/upsert_teamcampaign — change a team campaign {id, teamCampaign}; what it leaves out keeps its value. */
export const updateTeamCampaignCall = defineContract({
  method: 'POST',
  path: () => '/api/upsert_teamcampaign',
  body: body<typeof upsertTeamCampaignSchema>(),
  answer: answer<UpdateTeamCampaignResult>(),
});

/** POST /api/upsert_indiecampaign — change an individual campaign {id, indieCampaign}. */
export const updateIndieCampaignCall = defineContract({
  method: 'POST',
  path: () => '/api/upsert_indiecampaign',
  body: body<typeof upsertIndieCampaignSchema>(),
  answer: answer<UpdateIndieCampaignResult>(),
});

/** POST /api/delete_teamcampaign — delete a team campaign {id}; its money records stay with the event. */
export const deleteTeamCampaignCall = defineContract({
  method: 'POST',
  path: () => '/api/delete_teamcampaign',
  body: body<typeof deleteCampaignSchema>(),
  answer: answer<DeleteTeamCampaignResult>(),
});

/** POST /api/delete_indiecampaign — delete an individual campaign {id}; its money records stay with its team. */
export const deleteIndieCampaignCall = defineContract({
  method: 'POST',
  path: () => '/api/delete_indiecampaign',
  body: body<typeof deleteCampaignSchema>(),
  answer: answer<DeleteIndieCampaignResult>(),
});

/** GET /api/team_campaign/{id} — a team campaign's public JSON. */
export const getTeamCampaignCall = defineContract({
  method: 'GET',
  path: ({ id }: Id) => `/api/team_campaign/${segment(id)}`,
  answer: answer<{ teamCampaign: PublicTeamCampaign }>(),
});

/** GET /api/team_campaign/get_indiecampaigns/{id} — the team's individual campaigns, biggest first. */
export const teamIndieCampaignsCall = defineContract({
  method: 'GET',
  path: ({ id }: Id) => `/api/team_campaign/get_indiecampaigns/${segment(id)}`,
  answer: answer<{ indieCampaigns: PublicIndieCampaign[] }>(),
});

/** GET /api/team_campaign/get_total/{id} — {totalRaised, teamCampaignId}, dollars. */
export const teamCampaignTotalCall = defineContract({
  method: 'GET',
  path: ({ id }: Id) => `/api/team_campaign/get_total/${segment(id)}`,
  answer: answer<TeamCampaignTotals>(),
});

/** GET /api/team_campaign/get_participants/{id} — first names and last initials. */
export const teamParticipantsCall = defineContract({
  method: 'GET',
  path: ({ id }: Id) => `/api/team_campaign/get_participants/${segment(id)}`,
  answer: answer<{ participants: TeamParticipants }>(),
});

/** GET /api/team_campaign/get_parents/{id} — {success, eventId}. */
export const teamCampaignParentsCall = defineContract({
  method: 'GET',
  path: ({ id }: Id) => `/api/team_campaign/get_parents/${segment(id)}`,
  answer: answer<TeamCampaignParents>(),
});

/** GET /api/team_campaign/get_donations/{id}?count — the team's latest donations, public fields only. */
export const teamCampaignDonationsCall = defineContract({
  method: 'GET',
  path: ({ id }: Id) => `/api/team_campaign/get_donations/${segment(id)}`,
  query: query<typeof donationListQuerySchema>(),
  answer: answer<{ donations: TeamCampaignDonations }>(),
});

/** GET /api/indie_campaign/{id} — an individual campaign's public JSON. */
export const getIndieCampaignCall = defineContract({
  method: 'GET',
  path: ({ id }: Id) => `/api/indie_campaign/${segment(id)}`,
  answer: answer<{ indieCampaign: PublicIndieCampaign }>(),
});

/** GET /api/indie_campaign/get_total/{id} — {totalRaised, indieCampaignId}, dollars. */
export const indieCampaignTotalCall = defineContract({
  method: 'GET',
  path: ({ id }: Id) => `/api/indie_campaign/get_total/${segment(id)}`,
  answer: answer<IndieCampaignTotals>(),
});

/** GET /api/indie_campaign/get_donations/{id}?count — the campaign's latest donations, public fields only. */
export const indieCampaignDonationsCall = defineContract({
  method: 'GET',
  path: ({ id }: Id) => `/api/indie_campaign/get_donations/${segment(id)}`,
  query: query<typeof donationListQuerySchema>(),
  answer: answer<{ donations: IndieCampaignDonations }>(),
});

/** GET /api/indie_campaign/get_parents/{id} — {success, eventId, teamCampaignId}. */
export const indieCampaignParentsCall = defineContract({
  method: 'GET',
  path: ({ id }: Id) => `/api/indie_campaign/get_parents/${segment(id)}`,
  answer: answer<IndieCampaignParents>(),
});

/** GET /api/indie_campaign/get_parentObjects/{id} — {event, teamCampaign}, their public JSON. */
export const indieCampaignParentObjectsCall = defineContract({
  method: 'GET',
  path: ({ id }: Id) => `/api/indie_campaign/get_parentObjects/${segment(id)}`,
  answer: answer<IndieCampaignParentObjects>(),
});
