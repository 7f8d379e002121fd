import { campaignFormRoute } from '@/app/(site)/(campaigns)/campaign-form-route';
import { editFundraiserCampaignPath } from '@/lib/shared/paths';

// /fundraiser/edit_campaign/{editId}: its creator only (an event's team goes to the team form).
const route = campaignFormRoute({
  kind: 'fundraiser',
  mode: 'edit',
  title: 'Edit campaign',
  param: 'editId',
  path: editFundraiserCampaignPath,
});
export const metadata = route.metadata;
export default route.Page;
