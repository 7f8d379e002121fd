import { campaignFormRoute } from '@/app/(site)/(campaigns)/campaign-form-route';
import { createFundraiserCampaignPath } from '@/lib/shared/paths';

// /fundraiser/create_campaign/{fundraiserId}: a fundraiser's campaign, with a goal date (Create stays disabled without it).
const route = campaignFormRoute({
  kind: 'fundraiser',
  mode: 'create',
  title: 'Create a campaign',
  param: 'fundraiserId',
  path: createFundraiserCampaignPath,
});
export const metadata = route.metadata;
export default route.Page;
