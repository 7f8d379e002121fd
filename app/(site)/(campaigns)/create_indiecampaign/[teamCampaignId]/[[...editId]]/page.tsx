import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { CampaignForm } from '@/components/campaigns/forms/campaign-form';
import { newCampaignFormValues } from '@/components/campaigns/forms/campaign-form-values';
import { EventFormPage } from '@/components/events/forms/event-form-page';
import { requirePageUser } from '@/lib/auth';
import { DEFAULT_CAMPAIGN_GOAL_DOLLARS } from '@/lib/rules/constants';
import { createIndieCampaignPath, editIndieCampaignPath } from '@/lib/shared/paths';
import type { PageSearchParams } from '@/lib/shared/redirect-path';
import { getIndieCampaignParent } from '@/lib/services/campaigns/get-campaign-for-editing';

// /create_indiecampaign/{teamCampaignId}: any logged-in user starts an individual campaign under a
// team. The route table also allows /create_indiecampaign/{teamCampaignId}/{editId}: that is the
// edit form, at its own address.

export const metadata: Metadata = { title: 'Create an individual campaign', robots: { index: false } };

type Props = {
  params: Promise<{ teamCampaignId: string; editId?: string[] }>;
  searchParams: Promise<PageSearchParams>;
};

export default async function CreateIndieCampaignPage({ params, searchParams }: Props) {
  const { teamCampaignId, editId = [] } = await params;
  if (editId.length > 1) notFound();
  if (editId.length === 1) redirect(editIndieCampaignPath(editId[0]));
  await requirePageUser(createIndieCampaignPath(teamCampaignId), await searchParams);
  const parent = await getIndieCampaignParent({ teamCampaignId });
  if (!parent) notFound();
  const { team, event } = parent;
  return (
    <EventFormPage
      title="Create an individual campaign"
      lead={`For ${team.title} at ${event.title}. Your own page and goal; every gift counts for the team too.`}
    >
      <CampaignForm
        kind="indie"
        parentId={team.id}
        initialValues={newCampaignFormValues(DEFAULT_CAMPAIGN_GOAL_DOLLARS)}
        timeZone={event.timeZone}
      />
    </EventFormPage>
  );
}
