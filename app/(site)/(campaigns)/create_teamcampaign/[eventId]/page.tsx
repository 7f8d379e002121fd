import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { CampaignClosed } from '@/components/campaigns/forms/campaign-closed';
import { CampaignForm } from '@/components/campaigns/forms/campaign-form';
import { newCampaignFormValues } from '@/components/campaigns/forms/campaign-form-values';
import { EventFormPage } from '@/components/events/forms/event-form-page';
import { requirePageUser } from '@/lib/auth';
import { createFundraiserCampaignPath, createTeamCampaignPath, eventPagePath } from '@/lib/shared/paths';
import type { PageSearchParams } from '@/lib/shared/redirect-path';
import { getTeamCampaignParent } from '@/lib/services/campaigns/get-campaign-for-editing';

// /create_teamcampaign/{eventId}: any logged-in user starts a team under an event (a fundraiser's
// campaigns have their own form, with a goal date). Refused when the event takes no new teams.

export const metadata: Metadata = { title: 'Create a team campaign', robots: { index: false } };

type Props = { params: Promise<{ eventId: string }>; searchParams: Promise<PageSearchParams> };

export default async function CreateTeamCampaignPage({ params, searchParams }: Props) {
  const { eventId } = await params;
  await requirePageUser(createTeamCampaignPath(eventId), await searchParams);
  const parent = await getTeamCampaignParent({ eventId });
  if (!parent) notFound();
  const { event, defaultGoal } = parent;
  if (event.eventType === 'fundraiserDriven') redirect(createFundraiserCampaignPath(event.id));
  const eventHref = eventPagePath(event);
  return (
    <EventFormPage
      title="Create a team campaign"
      lead={`For ${event.title}. Rally your friends and raise money together.`}
    >
      {event.teamCampaignCreationEnabled ? (
        <CampaignForm
          kind="team"
          parentId={event.id}
          initialValues={newCampaignFormValues(defaultGoal)}
          timeZone={event.timeZone}
        />
      ) : (
        <CampaignClosed eventTitle={event.title} eventHref={eventHref} />
      )}
    </EventFormPage>
  );
}
