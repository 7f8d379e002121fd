import { campaignFormRoute } from '@/app/(site)/(campaigns)/campaign-form-route';
import { createTeamCampaignPath } from '@/lib/shared/paths';

// /create_teamcampaign/{eventId}: any logged-in user starts a team under an event that takes new ones.
const route = campaignFormRoute({
  kind: 'team',
  mode: 'create',
  title: 'Create a team campaign',
  param: 'eventId',
  path: createTeamCampaignPath,
});
export const metadata = route.metadata;
export default route.Page;
