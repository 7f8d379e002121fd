import { campaignFormRoute } from '@/app/(site)/(campaigns)/campaign-form-route';
import { editTeamCampaignPath } from '@/lib/shared/paths';

// /edit_teamcampaign/{editId}: its creator only (a fundraiser's campaign goes to its own form).
const route = campaignFormRoute({
  kind: 'team',
  mode: 'edit',
  title: 'Edit team campaign',
  param: 'editId',
  path: editTeamCampaignPath,
});
export const metadata = route.metadata;
export default route.Page;
