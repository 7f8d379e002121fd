import { notFound, redirect } from 'next/navigation';
import { campaignFormRoute, type CampaignFormProps } from '@/app/(site)/(campaigns)/campaign-form-route';
import { createIndieCampaignPath, editIndieCampaignPath } from '@/lib/shared/paths';

// /create_indiecampaign/{teamCampaignId}: any logged-in user starts an individual campaign under a
// team. The route table also allows /create_indiecampaign/{teamCampaignId}/{editId}: that is the
// edit form, at its own address.
const route = campaignFormRoute({
  kind: 'indie',
  mode: 'create',
  title: 'Create an individual campaign',
  param: 'teamCampaignId',
  path: createIndieCampaignPath,
});
export const metadata = route.metadata;

export default async function CreateIndieCampaignPage(props: CampaignFormProps) {
  const { editId = [] } = (await props.params) as { editId?: string[] };
  if (editId.length > 1) notFound();
  if (editId.length === 1) redirect(editIndieCampaignPath(editId[0]));
  return route.Page(props);
}
