import { campaignFormRoute } from '@/app/(site)/(campaigns)/campaign-form-route';
import { editIndieCampaignPath } from '@/lib/shared/paths';

// /edit_indiecampaign/{editId}: its creator only; Delete leads to its team's page (its event's without a team).
const route = campaignFormRoute({
  kind: 'indie',
  mode: 'edit',
  title: 'Edit individual campaign',
  param: 'editId',
  path: editIndieCampaignPath,
});
export const metadata = route.metadata;
export default route.Page;
