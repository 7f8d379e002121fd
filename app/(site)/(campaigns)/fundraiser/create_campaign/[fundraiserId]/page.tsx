import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { CampaignClosed } from '@/components/campaigns/forms/campaign-closed';
import { CampaignForm } from '@/components/campaigns/forms/campaign-form';
import { newCampaignFormValues } from '@/components/campaigns/forms/campaign-form-values';
import { EventFormPage } from '@/components/events/forms/event-form-page';
import { requirePageUser } from '@/lib/auth';
import { createFundraiserCampaignPath, createTeamCampaignPath, fundraiserPath } from '@/lib/shared/paths';
import type { PageSearchParams } from '@/lib/shared/redirect-path';
import { getTeamCampaignParent } from '@/lib/services/campaigns/get-campaign-for-editing';

// /fundraiser/create_campaign/{fundraiserId}: a fundraiser's team campaign, with a goal date
// (required: Create stays disabled without it). An event's id goes to the team form.

export const metadata: Metadata = { title: 'Create a campaign', robots: { index: false } };

type Props = { params: Promise<{ fundraiserId: string }>; searchParams: Promise<PageSearchParams> };

export default async function CreateFundraiserCampaignPage({ params, searchParams }: Props) {
  const { fundraiserId } = await params;
  await requirePageUser(createFundraiserCampaignPath(fundraiserId), await searchParams);
  const parent = await getTeamCampaignParent({ eventId: fundraiserId });
  if (!parent) notFound();
  const { event, defaultGoal } = parent;
  if (event.eventType === 'eventDriven') redirect(createTeamCampaignPath(event.id));
  return (
    <EventFormPage title="Create a campaign" lead={`For ${event.title}. Set a goal and a date to reach it by.`}>
      {event.teamCampaignCreationEnabled ? (
        <CampaignForm
          kind="fundraiser"
          parentId={event.id}
          initialValues={newCampaignFormValues(defaultGoal)}
          timeZone={event.timeZone}
        />
      ) : (
        <CampaignClosed eventTitle={event.title} eventHref={fundraiserPath(event.id)} />
      )}
    </EventFormPage>
  );
}
